import { createHash, randomBytes } from 'node:crypto';
import {
  WALLET_CURRENCY,
  type FairnessState,
  type RotateSeedResponse,
  type StudioRoundRequest,
  type StudioRoundResponse,
  type StudioSessionResponse,
  type VerifyRoundResponse,
} from '@casino/contract';
import { BetError, hashServerSeed, newClientSeed, newServerSeed, type BetInput } from '@casino/studio';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Db, DbOrTx } from '../../db/database.ts';
import { ApiError } from '../../errors.ts';
import type { AccountsService } from '../auth/auth.service.ts';
import type { GamesService } from '../games/games.service.ts';
import type { LaunchService } from '../launch/launch.service.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import type { RoundEngine } from './engine.ts';
import { pendingRound, playRealRound, type RealRoundDeps } from './studio.real-round.ts';
import * as repo from './studio.repository.ts';
import type { StudioRoundRow, StudioSeedRow, StudioSessionRow } from './studio.table.ts';

/** How long a game session lives (it is a bearer credential; the launch token lived 2 minutes). */
export const GAME_SESSION_TTL_MS = 4 * 3_600_000;
export { STUDIO_PROVIDER } from './studio.real-round.ts';

/** The round request of the contract (POST /studio/round), checked by the route. */
export type PlayRoundInput = StudioRoundRequest;

export interface StudioService {
  openSession(launchToken: string): Promise<StudioSessionResponse>;
  playRound(input: PlayRoundInput): Promise<StudioRoundResponse>;
  /** The provably fair state of the session's owner (the account in real mode; the demo session). */
  fairness(gameSessionId: string): Promise<FairnessState>;
  /** Sets the client seed the next rounds use (any time; the nonce goes on). */
  setClientSeed(gameSessionId: string, clientSeed: string): Promise<FairnessState>;
  /** Reveals the current server seed and commits a new one (nonce 0). */
  rotateSeed(gameSessionId: string): Promise<RotateSeedResponse>;
  /** Public: a round's inputs and outcome; the server seed once it has been rotated. */
  verifyRound(roundId: string): Promise<VerifyRoundResponse>;
  /** Deletes game sessions that expired before `cutoff` (the jobs module calls it). */
  deleteExpiredSessions(cutoff: Date): Promise<number>;
}

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
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** int8 from either driver to a JS integer. */

/** Random ids: rounds are looked up by id on the public verify endpoint (128 bits). */
const newRoundId = () => `r-${randomBytes(16).toString('hex')}`;
const newSeedId = () => `sd-${randomBytes(16).toString('hex')}`;

/** The bet input in one canonical form (slip spots sorted), so a retried roundKey compares equal. */
function canonicalBet(input: PlayRoundInput): BetInput {
  if (input.bet !== undefined) return { bet: input.bet };
  const bets = input.bets ?? {};
  const sorted: Record<string, number> = {};
  for (const spot of Object.keys(bets).sort()) sorted[spot] = bets[spot] as number;
  // Through JSON once: exactly the object that the stored JSON parses back to (integer-like keys first).
  return JSON.parse(JSON.stringify({ bets: sorted })) as BetInput;
}

/** Thrown inside a round's transaction when another request recorded the outcome first. */
class AlreadyDecided extends Error {}

interface Decided {
  win: number;
  outcome: Record<string, unknown>;
  fairness: StudioRoundResponse['fairness'];
}

/**
 * The in-house studio's game sessions and rounds (docs/api/wallet-and-launch.md).
 *
 * Rounds are decided by @casino/studio's provably fair `playRound` (ARCHITECTURE.md decision 4):
 * serverSeed (committed by its sha256, revealed on rotation), the player's clientSeed and a nonce
 * taken atomically from the seed row in the transaction that records the round, so concurrent rounds
 * never share a nonce and a nonce is never spent without a recorded round.
 *
 * Real mode bets and wins through the wallet's instantRound: claim, bet, outcome and win (0 closes a
 * lost round) in one database transaction (studio.real-round.ts), with the ledger rows of separate
 * bet and win calls. Wallet transaction ids derive from the round id claimed with the client's
 * roundKey, so a retried round replays instead of betting twice. Demo mode plays against the session's own balance in one
 * database transaction and never touches the wallet.
 */
export function createStudioService(deps: StudioServiceDeps): StudioService {
  const { db, clock, config, wallet } = deps;

  function engineOf(gameCode: string): RoundEngine {
    const engine = deps.engineFor(gameCode);
    if (!engine) throw new ApiError(404, 'NOT_FOUND');
    return engine;
  }

  /** The bet's total stake; an invalid bet is a 400 before any money moves. */
  function checkBet(engine: RoundEngine, bet: BetInput): number {
    try {
      return engine.validate(bet);
    } catch (error) {
      if (error instanceof BetError) throw new ApiError(400, 'REQUEST_VALIDATION_ERROR', { cause: error });
      throw error;
    }
  }

  async function liveSession(gameSessionId: string): Promise<StudioSessionRow> {
    const session = await repo.findSession(db, sha256(gameSessionId));
    if (!session || session.expires_at.getTime() <= clock.now().getTime()) {
      throw new ApiError(401, 'UNAUTHORIZED');
    }
    return session;
  }

  const ownerOf = (session: StudioSessionRow): repo.SeedOwner =>
    session.mode === 'real'
      ? { accountId: session.account_id as string }
      : { sessionHash: session.session_hash };

  /** The owner's active seed, committing a fresh one when there is none. */
  async function activeSeed(tx: DbOrTx, owner: repo.SeedOwner, clientSeed?: string): Promise<StudioSeedRow> {
    for (let attempt = 0; attempt < 3; attempt++) {
      const seed = await repo.findActiveSeed(tx, owner);
      if (seed) return seed;
      const serverSeed = newServerSeed();
      await repo.insertSeedIfNoneActive(
        tx,
        {
          seed_id: newSeedId(),
          server_seed: serverSeed,
          server_seed_hash: hashServerSeed(serverSeed),
          client_seed: clientSeed ?? newClientSeed(),
          created_at: clock.now(),
        },
        owner,
      );
    }
    throw new Error('no active server seed');
  }

  const stateOf = (seed: StudioSeedRow): FairnessState => ({
    serverSeedHash: seed.server_seed_hash,
    clientSeed: seed.client_seed,
    nonce: seed.next_nonce,
  });

  /**
   * Decides a round inside `tx`: takes the nonce (the seed row stays locked until `tx` ends), plays,
   * records the provably fair round and the claimed round's outcome. Rolling `tx` back returns the nonce.
   * With `outcomeWithSettle`, the caller writes the outcome with its settle update instead (one
   * statement less): only for a round claimed in `tx` itself, which no other request can have decided.
   */
  async function decide(
    tx: DbOrTx,
    session: StudioSessionRow,
    engine: RoundEngine,
    round: { roundId: string; roundKey: string; bet: BetInput; stake: number },
    { outcomeWithSettle = false }: { outcomeWithSettle?: boolean } = {},
  ): Promise<Decided> {
    const owner = ownerOf(session);
    let fair = await repo.takeNonce(tx, owner);
    // None active (first round, or a rotation committed meanwhile): commit one and take again.
    for (let attempt = 0; !fair && attempt < 3; attempt++) {
      await activeSeed(tx, owner);
      fair = await repo.takeNonce(tx, owner);
    }
    if (!fair) throw new Error('no nonce could be taken');
    const inputs = { serverSeed: fair.server_seed, clientSeed: fair.client_seed, nonce: fair.nonce };
    const played = engine.play(inputs, round.bet);
    // The outcome is stored as JSON and sent to the client: it must survive the round trip.
    const outcome = JSON.parse(JSON.stringify(played)) as Record<string, unknown> & { totalWin: number };
    const win = outcome.totalWin;
    if (!Number.isSafeInteger(win) || win < 0) throw new Error('engine returned an invalid win');
    if (played.stake !== round.stake) throw new Error('engine stake differs from the bet');
    if (
      !outcomeWithSettle &&
      !(await repo.recordOutcome(tx, session.session_hash, round.roundKey, win, outcome))
    ) {
      throw new AlreadyDecided();
    }
    await repo.insertFairRound(tx, {
      round_id: round.roundId,
      game_code: session.game_code,
      account_id: session.mode === 'real' ? session.account_id : null,
      session_hash: session.mode === 'demo' ? session.session_hash : null,
      seed_id: fair.seed_id,
      client_seed: fair.client_seed,
      nonce: fair.nonce,
      bet_input: JSON.stringify(round.bet),
      stake: round.stake,
      total_win: win,
      outcome: JSON.stringify(outcome),
      created_at: clock.now(),
    });
    return {
      win,
      outcome,
      fairness: { serverSeedHash: fair.server_seed_hash, clientSeed: fair.client_seed, nonce: fair.nonce },
    };
  }

  async function fairnessOf(tx: DbOrTx, roundId: string): Promise<StudioRoundResponse['fairness']> {
    const fair = await repo.findFairRound(tx, roundId);
    if (!fair) throw new Error('studio round without its fair record');
    return { serverSeedHash: fair.server_seed_hash, clientSeed: fair.client_seed, nonce: fair.nonce };
  }

  async function replay(tx: DbOrTx, round: StudioRoundRow): Promise<StudioRoundResponse> {
    return {
      roundId: round.round_id,
      bet: round.bet,
      // A replayed round is settled: its win and balance are set (null only while one is in play).
      win: round.win ?? 0,
      balance: round.balance_after ?? 0,
      outcome: (round.outcome ?? {}) as StudioRoundResponse['outcome'],
      fairness: await fairnessOf(tx, round.round_id),
    };
  }

  /** The first result of a round key, if it was settled; refuses the same key with another bet. */
  async function checkExisting(
    tx: DbOrTx,
    round: StudioRoundRow | undefined,
    stake: number,
    bet: BetInput,
  ): Promise<StudioRoundResponse | undefined> {
    if (!round) return undefined;
    const sameBet =
      round.bet === stake &&
      (round.bet_input == null || JSON.stringify(round.bet_input) === JSON.stringify(bet));
    if (!sameBet) throw new ApiError(409, 'IDEMPOTENCY_KEY_REUSED');
    if (round.status === 'SETTLED') return replay(tx, round);
    // The round failed and its bet was refunded: the client must start a new round (new roundKey).
    if (round.status === 'ROLLED_BACK') throw new ApiError(409, 'REQUEST_VALIDATION_ERROR');
    return undefined;
  }

  const realRound: RealRoundDeps = { wallet, clock, newRoundId, checkExisting, decide };

  async function playDemo(
    session: StudioSessionRow,
    engine: RoundEngine,
    roundKey: string,
    bet: BetInput,
    stake: number,
  ): Promise<StudioRoundResponse> {
    return db.transaction().execute(async (tx) => {
      const locked = await repo.lockSession(tx, session.session_hash);
      if (!locked) throw new ApiError(401, 'UNAUTHORIZED');
      const first = await checkExisting(
        tx,
        await repo.findRound(tx, session.session_hash, roundKey),
        stake,
        bet,
      );
      if (first) return first;
      const balance = locked.demo_balance ?? 0;
      if (balance < stake) throw new ApiError(409, 'INSUFFICIENT_FUNDS');
      const roundId = newRoundId();
      const now = clock.now();
      await repo.insertRoundIfMissing(
        tx,
        pendingRound(session.session_hash, { roundKey, bet, stake }, roundId, now),
      );
      // An engine failure throws here and aborts the transaction: nothing moved, no nonce spent.
      const { win, outcome, fairness } = await decide(tx, session, engine, { roundId, roundKey, bet, stake });
      const balanceAfter = balance - stake + win;
      if (!Number.isSafeInteger(balanceAfter)) throw new Error('demo balance out of range');
      await repo.setDemoBalance(tx, session.session_hash, balanceAfter);
      await repo.settleRound(tx, session.session_hash, roundKey, balanceAfter, now);
      return {
        roundId,
        bet: stake,
        win,
        balance: balanceAfter,
        outcome: outcome as StudioRoundResponse['outcome'],
        fairness,
      };
    });
  }

  return {
    async openSession(launchToken) {
      const claims = await deps.launch.verifyLaunchToken(launchToken);
      if (!claims) throw new ApiError(401, 'UNAUTHORIZED');
      const game = await deps.games.findGame(claims.gameCode);
      // A game launched at an outside provider is not played here, even with a valid token of it.
      if (!game || Object.hasOwn(config.gameProviderUrls, game.gameCode))
        throw new ApiError(404, 'NOT_FOUND');
      if (claims.mode === 'demo' && !game.isDemoAvailable)
        throw new ApiError(400, 'REQUEST_VALIDATION_ERROR');
      const engine = engineOf(game.gameCode);

      let balance: number;
      if (claims.mode === 'real') {
        const account = await deps.accounts.get(claims.accountId as string);
        if (!account || account.deleted) throw new ApiError(401, 'UNAUTHORIZED');
        balance = (await wallet.getPlayerBalance(account.accountId)).balance;
      } else {
        balance = config.demoBalance;
      }

      const gameSessionId = randomBytes(32).toString('base64url');
      const sessionHash = sha256(gameSessionId);
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
      const seed = await activeSeed(db, owner);
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
      };
    },

    async playRound(input) {
      const session = await liveSession(input.gameSessionId);
      const engine = engineOf(session.game_code);
      const bet = canonicalBet(input);
      const stake = checkBet(engine, bet);
      return session.mode === 'demo'
        ? playDemo(session, engine, input.roundKey, bet, stake)
        : playRealRound(realRound, session, engine, { roundKey: input.roundKey, bet, stake });
    },

    async fairness(gameSessionId) {
      const session = await liveSession(gameSessionId);
      return stateOf(await activeSeed(db, ownerOf(session)));
    },

    async setClientSeed(gameSessionId, clientSeed) {
      const session = await liveSession(gameSessionId);
      const owner = ownerOf(session);
      await activeSeed(db, owner, clientSeed);
      // A rotation may retire the seed in between: set it on whichever seed is active then.
      for (let attempt = 0; attempt < 3; attempt++) {
        if (await repo.setClientSeed(db, owner, clientSeed)) break;
        await activeSeed(db, owner, clientSeed);
      }
      return stateOf(await activeSeed(db, owner, clientSeed));
    },

    async rotateSeed(gameSessionId) {
      const session = await liveSession(gameSessionId);
      const owner = ownerOf(session);
      await activeSeed(db, owner);
      return db.transaction().execute(async (tx) => {
        // Waits for a round holding the seed's lock; rounds after this commit take the new seed.
        const retired = (await repo.retireSeed(tx, owner, clock.now())) ?? (await retireFresh(tx, owner));
        const serverSeed = newServerSeed();
        const next = {
          seed_id: newSeedId(),
          server_seed: serverSeed,
          server_seed_hash: hashServerSeed(serverSeed),
          client_seed: retired.client_seed,
          created_at: clock.now(),
        };
        await repo.insertSeedIfNoneActive(tx, next, owner);
        const active = await repo.findActiveSeed(tx, owner);
        if (!active) throw new Error('the new server seed was not committed');
        return {
          revealed: {
            serverSeed: retired.server_seed,
            serverSeedHash: retired.server_seed_hash,
            clientSeed: retired.client_seed,
            roundsPlayed: retired.next_nonce,
          },
          next: stateOf(active),
        };
      });
    },

    async verifyRound(roundId) {
      const round = await repo.findFairRound(db, roundId);
      if (!round) throw new ApiError(404, 'NOT_FOUND');
      return {
        roundId: round.round_id,
        gameCode: round.game_code,
        createdDate: round.created_at.toISOString(),
        serverSeed: round.retired_at === null ? null : round.server_seed,
        serverSeedHash: round.server_seed_hash,
        clientSeed: round.client_seed,
        nonce: round.nonce,
        betInput: round.bet_input as VerifyRoundResponse['betInput'],
        stake: round.stake,
        win: round.total_win,
        outcome: round.outcome,
        // Until rounds record decisions (issue 18 server part), no round has any.
        choices: [],
        autoPickedFrom: null,
        pending: false,
      };
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

  /** A concurrent rotation retired the seed first: retire the one it committed (0 rounds so far). */
  async function retireFresh(tx: DbOrTx, owner: repo.SeedOwner): Promise<StudioSeedRow> {
    await activeSeed(tx, owner);
    const retired = await repo.retireSeed(tx, owner, clock.now());
    if (!retired) throw new Error('no server seed to rotate');
    return retired;
  }
}
