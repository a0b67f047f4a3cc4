import {
  SPORTSBOOK_GAME_CODE,
  STUDIO_BASE_PATH,
  WALLET_CURRENCY,
  type LanguageCode,
  type LaunchResponse,
  type WalletSessionResponse,
} from '@casino/contract';
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import { ApiError } from '../../errors.ts';
import type { AccountsService } from '../auth/auth.service.ts';
import type { GamesService } from '../games/games.service.ts';
import type { SecretsService } from '../secrets/secrets.service.ts';
import { WalletError } from '../wallet/wallet.errors.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import { signLaunchToken, verifyLaunchToken, type LaunchClaims } from './launch-token.ts';

export interface LaunchParams {
  gameCode: string;
  language: LanguageCode;
  lobbyUrl: string;
}

export interface LaunchService {
  /** SPEC §7 /launchgame: a real-money (coins) launch of an enabled game for a signed-in player. */
  launchGame(accountId: string, params: LaunchParams): Promise<LaunchResponse>;
  /**
   * SPEC §7 /launch-sportsbook: the configured outside sportsbook (SPORTSBOOK_URL), launched like an
   * outside provider's game (its token trades through the signed wallet API); 404
   * SPORTSBOOK_NOT_CONFIGURED when there is none.
   */
  launchSportsbook(accountId: string, params: Omit<LaunchParams, 'gameCode'>): Promise<LaunchResponse>;
  /** SPEC §7 /launch-demo: only games with isDemoAvailable. */
  launchDemo(params: LaunchParams): Promise<LaunchResponse>;
  /** For the studio: the claims of a valid, unexpired launch token, else null. */
  verifyLaunchToken(token: string): Promise<LaunchClaims | null>;
  /**
   * For an outside provider (the signed seamless-wallet API): who a launch token of one of its games
   * is for. INVALID_TOKEN when the token is bad or expired, or its game is not this provider's (our
   * studio's tokens included); ACCOUNT_NOT_FOUND when the player's account is gone.
   */
  providerSession(provider: string, token: string): Promise<WalletSessionResponse>;
}

export interface LaunchServiceDeps {
  config: Pick<Config, 'gameProviderUrls' | 'gameProviderCodes' | 'demoBalance' | 'sportsbook'>;
  clock: Clock;
  games: Pick<GamesService, 'findGame'>;
  secrets: Pick<SecretsService, 'tokenSecret'>;
  accounts: Pick<AccountsService, 'get'>;
  wallet: Pick<WalletService, 'getPlayerBalance' | 'openProviderSession'>;
  /** Responsible play: a player on a break, self-excluded or out of play time is not launched (PLAY_* codes). */
  mayPlay(accountId: string): Promise<void>;
}

/** The query parameter of a launch URL that carries the launch token. */
export const LAUNCH_PARAM = 'launch';

export function createLaunchService(deps: LaunchServiceDeps): LaunchService {
  const { config, clock, games, secrets, accounts, wallet } = deps;

  async function launch(claims: LaunchClaims): Promise<LaunchResponse> {
    const { token } = signLaunchToken(await secrets.tokenSecret(), claims, clock.now());
    const providerUrl = config.gameProviderUrls[claims.gameCode];
    if (providerUrl === undefined) {
      // Our studio: the game client is served by this server (site-relative URL).
      return { url: `${STUDIO_BASE_PATH}/${claims.gameCode}?${LAUNCH_PARAM}=${encodeURIComponent(token)}` };
    }
    const url = new URL(providerUrl);
    url.searchParams.set(LAUNCH_PARAM, token);
    url.searchParams.set('gameCode', claims.gameCode);
    url.searchParams.set('mode', claims.mode);
    url.searchParams.set('language', claims.language);
    url.searchParams.set('lobbyUrl', claims.lobbyUrl);
    return { url: url.toString() };
  }

  return {
    async launchGame(accountId, params) {
      const game = await games.findGame(params.gameCode);
      if (!game) throw new ApiError(404, 'NOT_FOUND');
      await deps.mayPlay(accountId);
      return launch({ mode: 'real', accountId, ...params, gameCode: game.gameCode });
    },

    async launchSportsbook(accountId, params) {
      if (!config.sportsbook) throw new ApiError(404, 'SPORTSBOOK_NOT_CONFIGURED');
      await deps.mayPlay(accountId);
      return launch({ mode: 'real', accountId, ...params, gameCode: SPORTSBOOK_GAME_CODE });
    },

    async launchDemo(params) {
      const game = await games.findGame(params.gameCode);
      if (!game) throw new ApiError(404, 'NOT_FOUND');
      // A known game without demo play: the request is not valid for it (documented choice: 400).
      if (!game.isDemoAvailable) throw new ApiError(400, 'REQUEST_VALIDATION_ERROR');
      return launch({ mode: 'demo', accountId: null, ...params, gameCode: game.gameCode });
    },

    async verifyLaunchToken(token) {
      return verifyLaunchToken(await secrets.tokenSecret(), token, clock.now());
    },

    async providerSession(provider, token) {
      const claims = verifyLaunchToken(await secrets.tokenSecret(), token, clock.now());
      // One answer for every kind of refusal: a provider learns nothing about tokens not meant for it.
      if (!claims || config.gameProviderCodes[claims.gameCode] !== provider)
        throw new WalletError('INVALID_TOKEN');
      const { mode, accountId, gameCode, language, lobbyUrl } = claims;
      let balance = config.demoBalance;
      if (accountId !== null) {
        const account = await accounts.get(accountId);
        if (!account || account.deleted) throw new WalletError('ACCOUNT_NOT_FOUND');
        // As in our studio: a wallet whose signup bonus is missing gets it first.
        balance = (await wallet.getPlayerBalance(accountId)).balance;
        // The provider may now read this player's balance and bet for them in this game (and only
        // this provider, only this game): docs/wallet.md "What a provider may touch".
        await wallet.openProviderSession({ provider, accountId, gameCode });
      }
      return { accountId, mode, gameCode, language, lobbyUrl, currency: WALLET_CURRENCY, balance };
    },
  };
}
