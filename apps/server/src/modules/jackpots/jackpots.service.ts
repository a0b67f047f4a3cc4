import type {
  JackpotsResponse,
  OperatorJackpot,
  OperatorJackpotUpdate,
  RoundJackpot,
} from '@casino/contract';
import { jackpotDrawHex, resolveJackpot, type FairInputs } from '@casino/studio';
import type { Clock } from '../../clock.ts';
import type { Db, DbOrTx } from '../../db/database.ts';
import { ApiError } from '../../errors.ts';
import { termsOf, toJackpot, toOperatorJackpot, toRoundJackpot } from './jackpots.mapping.ts';
import { updatePoolTerms } from './jackpots.admin.ts';
import * as repo from './jackpots.repository.ts';

/** A participating real round, as the studio hands it over inside the round's transaction. */
export interface JackpotRoundInput {
  roundId: string;
  accountId: string;
  gameCode: string;
  /** Coins staked. */
  stake: number;
  /** The round's own fair inputs (its jackpot block is drawn from them). */
  inputs: FairInputs;
}

/** Credits a won pool to the round's player, through the ledger, in the round's transaction. */
export type JackpotPayer = (payout: number, jackpotId: string) => Promise<void>;

export interface JackpotsServiceDeps {
  db: Db;
  clock: Clock;
  /** How long GET /jackpots answers from memory (the bus's `jackpot.changed` clears it sooner). */
  cacheMs?: number;
}

/**
 * The progressive jackpot (issue 30; rule in @casino/studio jackpot.ts, docs/provably-fair.md).
 * `resolveRound` runs inside a real round's transaction (the studio's, holding the wallet lock): it
 * locks the pool row LAST, applies the rule to the round's own draw, writes the pool and the round's
 * record (round_id is the key: at most once) and has a win paid through `pay` (the wallet's JACKPOT
 * movement). Two rounds that trigger at the same instant serialize on the pool row: the second sees
 * the pool the first reset, so the pool is paid once and reset once.
 */
/** The longest the titles feeding a pool are trusted without a `jackpot.changed`. */
const PARTICIPANTS_MS = 10_000;

export function createJackpotsService(deps: JackpotsServiceDeps) {
  const { db, clock } = deps;
  const cacheMs = deps.cacheMs ?? 1_000;
  let cached: { at: number; value: Promise<JackpotsResponse> } | undefined;
  // Which titles feed an active pool: asked by every real round, so kept in memory (issue 31: a round
  // of a title in no pool sends no statement for the jackpot). Cleared with the list (`jackpot.changed`
  // from any process, `bus.reconnected`) and at most PARTICIPANTS_MS old otherwise. Only a prefilter:
  // a title it names still finds (and locks) its pool in the round's transaction.
  let participants: { at: number; codes: Promise<Set<string>> } | undefined;
  const feedsAPool = async (tx: DbOrTx, gameCode: string): Promise<boolean> => {
    const now = Date.now();
    if (!participants || now - participants.at >= PARTICIPANTS_MS) {
      // Read in the round's transaction: PGlite has one connection, which the transaction holds.
      const codes = repo
        .listPools(tx)
        .then((rows) => new Set(rows.filter((row) => row.is_active).flatMap((row) => row.game_codes)));
      participants = { at: now, codes };
      codes.catch(() => {
        if (participants?.codes === codes) participants = undefined;
      });
    }
    return (await participants.codes).has(gameCode);
  };

  const load = async (): Promise<JackpotsResponse> => ({
    jackpots: (await repo.listPools(db)).filter((row) => row.is_active).map(toJackpot),
  });

  return {
    /** The active pools (public; a short cache, cleared by `invalidate`). */
    list(): Promise<JackpotsResponse> {
      const now = Date.now();
      if (!cached || now - cached.at >= cacheMs) {
        const value = load();
        cached = { at: now, value };
        value.catch(() => {
          if (cached?.value === value) cached = undefined;
        });
      }
      return cached.value;
    },

    /** Forgets the cached list (a pool moved, dropped or was edited, in any process). */
    invalidate(): void {
      cached = undefined;
      participants = undefined;
    },

    /** The round's part in a pool, null when the round played for none. */
    async roundJackpot(roundId: string, tx: DbOrTx = db): Promise<RoundJackpot | null> {
      const row = await repo.findRound(tx, roundId);
      return row ? toRoundJackpot(row) : null;
    },

    /**
     * A real round of `round.gameCode`, in its transaction `tx`: null when the title feeds no active
     * pool. Call it after the round's ledger rows, as the transaction's last work.
     */
    async resolveRound(
      tx: DbOrTx,
      round: JackpotRoundInput,
      pay: JackpotPayer,
    ): Promise<RoundJackpot | null> {
      if (round.stake <= 0 || !(await feedsAPool(tx, round.gameCode))) return null;
      const pool = await repo.lockPoolOf(tx, round.gameCode);
      if (!pool) return null;
      const terms = termsOf(pool);
      const draw = jackpotDrawHex(round.inputs);
      const result = resolveJackpot(draw, pool.amount, round.stake, terms);
      const now = clock.now();
      const record = {
        round_id: round.roundId,
        jackpot_id: pool.jackpot_id,
        account_id: round.accountId,
        game_code: round.gameCode,
        stake: round.stake,
        pool_before: result.before,
        contribution: result.contribution,
        share_bp: terms.shareBp,
        seed: terms.seed,
        must_drop_by: terms.mustDropBy,
        draw,
        won: result.won,
        payout: result.payout,
        created_at: now,
      };
      // The round id was born in this transaction; a second record would mean a second resolution.
      if (!(await repo.insertRound(tx, record)))
        throw new Error(`jackpot round ${round.roundId} resolved twice`);
      await repo.updatePool(tx, pool.jackpot_id, {
        amount: result.next,
        ...(result.won
          ? { last_win_amount: result.payout, last_win_at: now, last_win_round_id: round.roundId }
          : {}),
      });
      if (result.won && result.payout > 0) await pay(result.payout, pool.jackpot_id);
      return toRoundJackpot({ ...record });
    },

    async operatorList(): Promise<OperatorJackpot[]> {
      return (await repo.listPools(db)).map(toOperatorJackpot);
    },

    async operatorGet(jackpotId: string): Promise<OperatorJackpot> {
      const row = await repo.findPool(db, jackpotId);
      if (!row) throw new ApiError(404, 'NOT_FOUND');
      return toOperatorJackpot(row);
    },

    /** The console's change of a pool (jackpots.admin.ts: locked, validated against the RTP range). */
    operatorUpdate: (jackpotId: string, change: OperatorJackpotUpdate) =>
      updatePoolTerms({ db, clock }, jackpotId, change),
  };
}
export type JackpotsService = ReturnType<typeof createJackpotsService>;
