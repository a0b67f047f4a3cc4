import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { AccountsService } from '../auth/auth.service.ts';
import type { GamesService } from '../games/games.service.ts';
import type { JackpotsService } from '../jackpots/jackpots.service.ts';
import type { LaunchService } from '../launch/launch.service.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import type { RoundEngine } from './engine.ts';

/** The wallet's provider code of the in-house studio (the wallet's default provider). */
export const STUDIO_PROVIDER = 'studio';

/** What the studio's functions need: the service's dependencies (app.ts passes them). */
export interface StudioServiceDeps {
  db: Db;
  clock: Clock;
  config: Pick<Config, 'demoBalance' | 'gameProviderUrls'>;
  launch: Pick<LaunchService, 'verifyLaunchToken'>;
  games: Pick<GamesService, 'findGame'>;
  accounts: Pick<AccountsService, 'get'>;
  wallet: Pick<WalletService, 'getPlayerBalance' | 'instantRound'>;
  /** Game code → its engine; undefined = the game cannot be played in our studio. */
  engineFor: (gameCode: string) => RoundEngine | undefined;
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>;
  /**
   * Responsible play: refuses a player on a break, self-excluded or out of play time (PLAY_* codes)
   * before a real session opens or a pick is answered; the wallet's gate then guards every movement.
   */
  mayPlay(accountId: string): Promise<void>;
  /**
   * The progressive jackpot (issue 30, modules/jackpots): a real round of a participating title is
   * resolved in its own transaction; `jackpotMoved` is told after the commit (live meters, caches).
   * Absent: no jackpot (unit tests of the studio alone).
   */
  jackpots?: Pick<JackpotsService, 'resolveRound' | 'roundJackpot'>;
  jackpotMoved?(jackpotId: string, won: boolean): void;
}

/** Random ids: rounds are looked up by id on the public verify endpoint (128 bits). */
export const newRoundId = () => `r-${randomBytes(16).toString('hex')}`;
export const newSeedId = () => `sd-${randomBytes(16).toString('hex')}`;

/** The wallet's session id of a game session: a reference to it, never the credential itself. */
export const ledgerSessionId = (sessionHash: string) => `gs-${sessionHash.slice(0, 32)}`;
