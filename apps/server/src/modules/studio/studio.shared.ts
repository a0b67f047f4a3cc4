import { createHash, randomBytes } from 'node:crypto';
import type { StudioRoundRequest } from '@casino/contract';
import { BetError, type BetInput } from '@casino/studio';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../errors.ts';
import type { AccountsService } from '../auth/auth.service.ts';
import type { GamesService } from '../games/games.service.ts';
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
}

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** Random ids: rounds are looked up by id on the public verify endpoint (128 bits). */
export const newRoundId = () => `r-${randomBytes(16).toString('hex')}`;
export const newSeedId = () => `sd-${randomBytes(16).toString('hex')}`;

/** The wallet's session id of a game session: a reference to it, never the credential itself. */
export const ledgerSessionId = (sessionHash: string) => `gs-${sessionHash.slice(0, 32)}`;

export function engineOf(deps: Pick<StudioServiceDeps, 'engineFor'>, gameCode: string): RoundEngine {
  const engine = deps.engineFor(gameCode);
  if (!engine) throw new ApiError(404, 'NOT_FOUND');
  return engine;
}

/** The bet's total stake; an invalid bet is a 400 before any money moves. */
export function checkBet(engine: RoundEngine, bet: BetInput): number {
  try {
    return engine.validate(bet);
  } catch (error) {
    if (error instanceof BetError) throw new ApiError(400, 'REQUEST_VALIDATION_ERROR', { cause: error });
    throw error;
  }
}

/** The bet input in one canonical form (slip spots sorted), so a retried roundKey compares equal. */
export function canonicalBet(input: Pick<StudioRoundRequest, 'bet' | 'bets'>): BetInput {
  if (input.bet !== undefined) return { bet: input.bet };
  const bets = input.bets ?? {};
  const sorted: Record<string, number> = {};
  for (const spot of Object.keys(bets).sort()) sorted[spot] = bets[spot] as number;
  // Through JSON once: exactly the object that the stored JSON parses back to (integer-like keys first).
  return JSON.parse(JSON.stringify({ bets: sorted })) as BetInput;
}
