import { randomBytes } from 'node:crypto';
import { WALLET_CURRENCY, type StudioRoundResponse, type StudioSessionResponse } from '@casino/contract';
import { ApiError } from '../../errors.ts';
import type { DecidingFilter } from './studio.decisions.repository.ts';
import { openDecision, settleOpenDecisions } from './studio.decisions.ts';
import * as repo from './studio.repository.ts';
import { decidedForYou } from './studio.resume.ts';
import { activeSeed, stateOf } from './studio.seeds.ts';
import { sha256Hex } from '../../hash.ts';
import { engineOf } from './studio.bets.ts';
import type { StudioServiceDeps } from './studio.deps.ts';
import type { StudioSessionRow } from './studio.table.ts';

/** How long a game session lives (it is a bearer credential; the launch token lived 2 minutes). */
export const GAME_SESSION_TTL_MS = 4 * 3_600_000;

/** The session of a game session id, while it lives; 401 otherwise. */
export async function liveSession(
  deps: Pick<StudioServiceDeps, 'db' | 'clock'>,
  gameSessionId: string,
): Promise<StudioSessionRow> {
  const session = await repo.findSession(deps.db, sha256Hex(gameSessionId));
  if (!session || session.expires_at.getTime() <= deps.clock.now().getTime()) {
    throw new ApiError(401, 'UNAUTHORIZED');
  }
  return session;
}

/** `liveSession` for a new round, with whether the player has a round waiting for a pick here. */
export async function liveSessionForRound(
  deps: Pick<StudioServiceDeps, 'db' | 'clock'>,
  gameSessionId: string,
): Promise<{ session: StudioSessionRow; hasOpenPick: boolean }> {
  const found = await repo.findSessionForRound(deps.db, sha256Hex(gameSessionId));
  if (!found || found.expires_at.getTime() <= deps.clock.now().getTime()) {
    throw new ApiError(401, 'UNAUTHORIZED');
  }
  const { has_open_pick: hasOpenPick, ...session } = found;
  return { session, hasOpenPick: Boolean(hasOpenPick) };
}

/** The rounds of this player in this game that may wait for a pick (real: any of their sessions). */
export const playerGameFilter = (session: StudioSessionRow): DecidingFilter =>
  session.mode === 'real'
    ? { accountId: session.account_id as string, gameCode: session.game_code }
    : { sessionHash: session.session_hash };

/**
 * Opens a game session from a launch token (POST /studio/session). A real player's round of this game
 * whose pick expired is settled first (auto-pick); one whose pick is still open comes back as
 * `pendingRound`, so a reloaded game resumes it; rounds the server decided for the player that they have
 * not been shown come back as `decidedForYou` (studio.resume.ts).
 */
export async function openSession(
  deps: StudioServiceDeps,
  launchToken: string,
): Promise<StudioSessionResponse> {
  const { config, wallet, clock, db } = deps;
  const claims = await deps.launch.verifyLaunchToken(launchToken);
  if (!claims) throw new ApiError(401, 'UNAUTHORIZED');
  const game = await deps.games.findGame(claims.gameCode);
  // A game launched at an outside provider is not played here, even with a valid token of it.
  if (!game || Object.hasOwn(config.gameProviderUrls, game.gameCode)) throw new ApiError(404, 'NOT_FOUND');
  if (claims.mode === 'demo' && !game.isDemoAvailable) throw new ApiError(400, 'REQUEST_VALIDATION_ERROR');
  const engine = engineOf(deps, game.gameCode);

  let balance: number;
  let pendingRound: StudioSessionResponse['pendingRound'];
  let decided: StudioRoundResponse[] = [];
  if (claims.mode === 'real') {
    const accountId = claims.accountId as string;
    const account = await deps.accounts.get(accountId);
    if (!account || account.deleted) throw new ApiError(401, 'UNAUTHORIZED');
    await deps.mayPlay(accountId);
    const filter = { accountId, gameCode: game.gameCode };
    await settleOpenDecisions(deps, { ...filter, expiredBy: clock.now() });
    pendingRound = await openDecision(deps, filter);
    decided = await decidedForYou(deps, filter);
    balance = (await wallet.getPlayerBalance(accountId)).balance;
  } else {
    balance = config.demoBalance;
  }

  const gameSessionId = randomBytes(32).toString('base64url');
  const sessionHash = sha256Hex(gameSessionId);
  const now = clock.now();
  const expiresAt = new Date(now.getTime() + GAME_SESSION_TTL_MS);
  await repo.insertSession(db, {
    session_hash: sessionHash,
    game_code: game.gameCode,
    mode: claims.mode,
    account_id: claims.accountId,
    demo_balance: claims.mode === 'demo' ? balance : null,
    language: claims.language,
    lobby_url: claims.lobbyUrl,
    created_at: now,
    expires_at: expiresAt,
  });
  const owner: repo.SeedOwner =
    claims.mode === 'real' ? { accountId: claims.accountId as string } : { sessionHash };
  const seed = await activeSeed(db, clock, owner);
  return {
    gameSessionId,
    gameCode: game.gameCode,
    mode: claims.mode,
    currency: WALLET_CURRENCY,
    balance,
    engine: engine.engine,
    minBet: engine.limits.minBet,
    maxBet: engine.limits.maxBet,
    betUnit: engine.limits.betUnit,
    betSteps: [...engine.limits.betSteps],
    fairness: stateOf(seed),
    language: claims.language,
    lobbyUrl: claims.lobbyUrl,
    expiresAt: expiresAt.toISOString(),
    ...(pendingRound ? { pendingRound } : {}),
    ...(decided.length > 0 ? { decidedForYou: decided } : {}),
  };
}
