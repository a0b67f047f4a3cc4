import { createHash, randomBytes } from 'node:crypto';
import { WALLET_CURRENCY, type StudioRoundResponse, type StudioSessionResponse } from '@casino/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../errors.ts';
import type { AccountsService } from '../auth/auth.service.ts';
import type { GamesService } from '../games/games.service.ts';
import type { LaunchService } from '../launch/launch.service.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import { cryptoRng, DEFAULT_BET_LIMITS, type BetLimits, type Rng, type RoundEngine } from './engine.ts';
import * as repo from './studio.repository.ts';
import type { StudioRoundRow, StudioSessionRow } from './studio.table.ts';

/** How long a game session lives (it is a bearer credential; the launch token lived 2 minutes). */
export const GAME_SESSION_TTL_MS = 4 * 3_600_000;
/** The wallet's provider code of the in-house studio (the wallet's default provider). */
export const STUDIO_PROVIDER = 'studio';

export interface StudioService {
  openSession(launchToken: string): Promise<StudioSessionResponse>;
  playRound(input: { gameSessionId: string; bet: number; roundKey: string }): Promise<StudioRoundResponse>;
  /** Deletes game sessions that expired before `cutoff` (the jobs module calls it). */
  deleteExpiredSessions(cutoff: Date): Promise<number>;
}

export interface StudioServiceDeps {
  db: Db;
  clock: Clock;
  config: Pick<Config, 'demoBalance'>;
  launch: Pick<LaunchService, 'verifyLaunchToken'>;
  games: Pick<GamesService, 'findGame'>;
  accounts: Pick<AccountsService, 'get'>;
  wallet: Pick<WalletService, 'getPlayerBalance' | 'bet' | 'win' | 'rollback'>;
  /** Game code → its engine; undefined = the game cannot be played in our studio. */
  engineFor: (gameCode: string) => RoundEngine | undefined;
  rng?: Rng;
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** int8 from either driver to a JS integer. */
const num = (value: string | number | bigint | null) => Number(value);

function validLimits(limits: BetLimits): BetLimits {
  const ok =
    Number.isSafeInteger(limits.minBet) &&
    Number.isSafeInteger(limits.maxBet) &&
    limits.minBet >= 1 &&
    limits.minBet <= limits.maxBet &&
    limits.betSteps.every((s) => Number.isSafeInteger(s) && s >= limits.minBet && s <= limits.maxBet);
  if (!ok) throw new Error('engine bet limits are not valid');
  return limits;
}

/**
 * The in-house studio's game sessions and rounds (docs/api/wallet-and-launch.md).
 *
 * Real mode talks to the wallet exactly like an outside provider (ARCHITECTURE.md decision 4): the
 * bet, then the engine's outcome, then the win (0 closes a lost round); if anything fails between
 * the bet and the win, the bet is rolled back. Wallet transaction ids derive from the session and
 * the client's roundKey, so a retried round replays instead of betting twice. Demo mode plays
 * against the session's own balance in one database transaction and never touches the wallet.
 */
export function createStudioService(deps: StudioServiceDeps): StudioService {
  const { db, clock, config, wallet, log } = deps;
  const rng = deps.rng ?? cryptoRng;

  function engineOf(gameCode: string): RoundEngine {
    const engine = deps.engineFor(gameCode);
    if (!engine) throw new ApiError(404, 'NOT_FOUND');
    return engine;
  }

  function limitsOf(engine: RoundEngine, gameCode: string): BetLimits {
    return validLimits(engine.limits?.(gameCode) ?? DEFAULT_BET_LIMITS);
  }

  /** The engine's result, checked: a broken engine is a failure, never a strange payment. */
  function play(engine: RoundEngine, gameCode: string, bet: number) {
    const result = engine.play(gameCode, bet, rng);
    if (!Number.isSafeInteger(result.win) || result.win < 0)
      throw new Error('engine returned an invalid win');
    // The outcome is stored as JSON and sent to the client: it must survive the round trip.
    const outcome = JSON.parse(JSON.stringify(result.outcome ?? {})) as Record<string, unknown>;
    return { win: result.win, outcome };
  }

  async function liveSession(gameSessionId: string): Promise<StudioSessionRow> {
    const session = await repo.findSession(db, sha256(gameSessionId));
    if (!session || session.expires_at.getTime() <= clock.now().getTime()) {
      throw new ApiError(401, 'UNAUTHORIZED');
    }
    return session;
  }

  function replay(round: StudioRoundRow): StudioRoundResponse {
    return {
      roundId: round.round_id,
      bet: num(round.bet),
      win: num(round.win),
      balance: num(round.balance_after),
      outcome: round.outcome ?? {},
    };
  }

  /** The first result of a round key, if it was settled; refuses the same key with another bet. */
  function checkExisting(round: StudioRoundRow | undefined, bet: number): StudioRoundResponse | undefined {
    if (!round) return undefined;
    if (num(round.bet) !== bet) throw new ApiError(409, 'IDEMPOTENCY_KEY_REUSED');
    if (round.status === 'SETTLED') return replay(round);
    // The round failed and its bet was refunded: the client must start a new round (new roundKey).
    if (round.status === 'ROLLED_BACK') throw new ApiError(409, 'REQUEST_VALIDATION_ERROR');
    return undefined;
  }

  async function playDemo(session: StudioSessionRow, roundKey: string, roundId: string, bet: number) {
    const engine = engineOf(session.game_code);
    return db.transaction().execute(async (tx) => {
      const locked = await repo.lockSession(tx, session.session_hash);
      if (!locked) throw new ApiError(401, 'UNAUTHORIZED');
      const first = checkExisting(await repo.findRound(tx, session.session_hash, roundKey), bet);
      if (first) return first;
      const balance = num(locked.demo_balance);
      if (balance < bet) throw new ApiError(409, 'INSUFFICIENT_FUNDS');
      // An engine failure throws here and aborts the transaction: nothing moved.
      const { win, outcome } = play(engine, session.game_code, bet);
      const balanceAfter = balance - bet + win;
      if (!Number.isSafeInteger(balanceAfter)) throw new Error('demo balance out of range');
      const now = clock.now();
      await repo.setDemoBalance(tx, session.session_hash, balanceAfter);
      await repo.insertRoundIfMissing(tx, {
        session_hash: session.session_hash,
        round_key: roundKey,
        round_id: roundId,
        bet,
        status: 'SETTLED',
        win,
        outcome: JSON.stringify(outcome),
        balance_after: balanceAfter,
        created_at: now,
        settled_at: now,
      });
      return { roundId, bet, win, balance: balanceAfter, outcome };
    });
  }

  async function playReal(session: StudioSessionRow, roundKey: string, roundId: string, bet: number) {
    const engine = engineOf(session.game_code);
    const hash = session.session_hash;
    const accountId = session.account_id as string;
    const gameCode = session.game_code;
    // The ledger's session id: a reference to the game session, never the credential itself.
    const sessionId = `gs-${hash.slice(0, 32)}`;
    const betTransactionId = `${roundId}:bet`;
    const common = { provider: STUDIO_PROVIDER, accountId, roundId, sessionId };

    // 1. Claim the round key (a retry finds the claim, and possibly the settled result).
    await repo.insertRoundIfMissing(db, {
      session_hash: hash,
      round_key: roundKey,
      round_id: roundId,
      bet,
      status: 'PENDING',
      win: null,
      outcome: null,
      balance_after: null,
      created_at: clock.now(),
      settled_at: null,
    });
    let round = await repo.findRound(db, hash, roundKey);
    if (!round) throw new Error('studio round vanished');
    const first = checkExisting(round, bet);
    if (first) return first;

    // 2. The bet. INSUFFICIENT_FUNDS (409) records nothing: the same roundKey may be retried.
    await wallet.bet({ ...common, gameCode, transactionId: betTransactionId, amount: bet });

    try {
      // 3. The outcome, decided once per round (a retry reuses the recorded one).
      if (round.outcome === null) {
        const { win, outcome } = play(engine, gameCode, bet);
        if (!(await repo.recordOutcome(db, hash, roundKey, win, outcome))) {
          round = await repo.findRound(db, hash, roundKey);
          if (!round || round.status === 'ROLLED_BACK' || round.outcome === null) {
            throw new ApiError(409, 'REQUEST_VALIDATION_ERROR');
          }
        } else {
          round = { ...round, win, outcome };
        }
      }
      const win = num(round.win);
      const outcome = round.outcome ?? {};

      // 4. The win (0 settles a lost round); closes the round.
      const credited = await wallet.win({
        ...common,
        gameCode,
        transactionId: `${roundId}:win`,
        amount: win,
        closeRound: true,
      });

      // 5. Remember the result for replays.
      await repo.settleRound(db, hash, roundKey, credited.balance, clock.now());
      return { roundId, bet, win, balance: credited.balance, outcome };
    } catch (error) {
      await rollBack(hash, roundKey, {
        ...common,
        transactionId: `${roundId}:rollback`,
        rollbackOf: betTransactionId,
      });
      throw error;
    }
  }

  /** Refunds the round's bet after a failure; a round that was paid meanwhile stays as it is. */
  async function rollBack(
    hash: string,
    roundKey: string,
    input: {
      provider: string;
      accountId: string;
      roundId: string;
      sessionId: string;
      transactionId: string;
      rollbackOf: string;
    },
  ) {
    try {
      await wallet.rollback(input);
      await repo.markRolledBack(db, hash, roundKey, clock.now());
    } catch (error) {
      // E.g. ROUND_CLOSED: the win was committed after all; a retry of the roundKey settles it. Any
      // bet left open is refunded by the stale-round sweeper.
      log.warn({ err: error, roundId: input.roundId }, 'studio round: the bet could not be rolled back');
    }
  }

  return {
    async openSession(launchToken) {
      const claims = await deps.launch.verifyLaunchToken(launchToken);
      if (!claims) throw new ApiError(401, 'UNAUTHORIZED');
      const game = await deps.games.findGame(claims.gameCode);
      if (!game) throw new ApiError(404, 'NOT_FOUND');
      if (claims.mode === 'demo' && !game.isDemoAvailable)
        throw new ApiError(400, 'REQUEST_VALIDATION_ERROR');
      const engine = engineOf(game.gameCode);
      const limits = limitsOf(engine, game.gameCode);

      let balance: number;
      if (claims.mode === 'real') {
        const account = await deps.accounts.get(claims.accountId as string);
        if (!account || account.deleted_at !== null) throw new ApiError(401, 'UNAUTHORIZED');
        balance = (await wallet.getPlayerBalance(account.account_id)).balance;
      } else {
        balance = config.demoBalance;
      }

      const gameSessionId = randomBytes(32).toString('base64url');
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + GAME_SESSION_TTL_MS);
      await repo.insertSession(db, {
        session_hash: sha256(gameSessionId),
        game_code: game.gameCode,
        mode: claims.mode,
        account_id: claims.accountId,
        demo_balance: claims.mode === 'demo' ? balance : null,
        language: claims.language,
        lobby_url: claims.lobbyUrl,
        created_at: now,
        expires_at: expiresAt,
      });
      return {
        gameSessionId,
        gameCode: game.gameCode,
        mode: claims.mode,
        currency: WALLET_CURRENCY,
        balance,
        minBet: limits.minBet,
        maxBet: limits.maxBet,
        betSteps: [...limits.betSteps],
        language: claims.language,
        lobbyUrl: claims.lobbyUrl,
        expiresAt: expiresAt.toISOString(),
      };
    },

    async playRound({ gameSessionId, bet, roundKey }) {
      const session = await liveSession(gameSessionId);
      const limits = limitsOf(engineOf(session.game_code), session.game_code);
      if (bet < limits.minBet || bet > limits.maxBet) throw new ApiError(400, 'REQUEST_VALIDATION_ERROR');
      // A wallet-safe round id ([A-Za-z0-9._:-], ≤ 128) derived from the session and the client's key.
      const roundId = `r-${sha256(`${session.session_hash}:${roundKey}`).slice(0, 40)}`;
      return session.mode === 'demo'
        ? playDemo(session, roundKey, roundId, bet)
        : playReal(session, roundKey, roundId, bet);
    },

    async deleteExpiredSessions(cutoff) {
      let total = 0;
      for (;;) {
        const deleted = await repo.deleteExpiredSessions(db, cutoff, 500);
        total += deleted;
        if (deleted < 500) return total;
      }
    },
  };
}
