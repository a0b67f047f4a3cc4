import type { DbOrTx } from '../../db/database.ts';

/** The queries of rounds that wait for a player's pick (studio.decisions.ts). */

/** True when a round decided by this seed still waits for a pick (rotation must not reveal the seed). */
export async function hasDecidingRound(db: DbOrTx, seedId: string): Promise<boolean> {
  const row = await db
    .selectFrom('studio_fair_rounds')
    .select('round_id')
    .where('seed_id', '=', seedId)
    .where('pending', '=', true)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** A round by its id with its session's owner; locked until the transaction ends when `lock`. */
export async function findRoundById(db: DbOrTx, roundId: string, lock = false) {
  return db
    .selectFrom('studio_rounds as r')
    .innerJoin('studio_sessions as s', 's.session_hash', 'r.session_hash')
    .selectAll('r')
    .select(['s.mode', 's.account_id', 's.game_code'])
    .where('r.round_id', '=', roundId)
    .$if(lock, (query) => query.forUpdate('r'))
    .executeTakeFirst();
}
export type OwnedRound = NonNullable<Awaited<ReturnType<typeof findRoundById>>>;

/** What recomputing a round needs: its seeds (the server seed stays on the server), nonce and bet. */
export async function findFairInputs(db: DbOrTx, roundId: string) {
  return db
    .selectFrom('studio_fair_rounds as r')
    .innerJoin('studio_seeds as s', 's.seed_id', 'r.seed_id')
    .select(['r.client_seed', 'r.nonce', 'r.bet_input', 's.server_seed', 's.server_seed_hash'])
    .where('r.round_id', '=', roundId)
    .executeTakeFirst();
}

/** A round whose outcome waits for a pick: the bet is taken, nothing credited. */
export async function markDeciding(
  db: DbOrTx,
  roundId: string,
  round: {
    win: number;
    outcome: Record<string, unknown>;
    balanceAfter: number;
    choices: number[];
    expiresAt: Date;
  },
) {
  const result = await db
    .updateTable('studio_rounds')
    .set({
      status: 'DECIDING',
      win: round.win,
      outcome: JSON.stringify(round.outcome),
      balance_after: round.balanceAfter,
      choices: round.choices,
      decision_expires_at: round.expiresAt,
    })
    .where('round_id', '=', roundId)
    .where((eb) => eb.or([eb('status', '=', 'PENDING'), eb('status', '=', 'DECIDING')]))
    .executeTakeFirst();
  if (result.numUpdatedRows !== 1n) throw new Error('studio round not in play');
}

/** Settles a DECIDING round with its final outcome and the balance after the win. */
export async function settleDecided(
  db: DbOrTx,
  roundId: string,
  round: {
    win: number;
    outcome: Record<string, unknown>;
    balanceAfter: number;
    choices: number[];
    autoPickedFrom: number | null;
    now: Date;
  },
) {
  const result = await db
    .updateTable('studio_rounds')
    .set({
      status: 'SETTLED',
      win: round.win,
      outcome: JSON.stringify(round.outcome),
      balance_after: round.balanceAfter,
      choices: round.choices,
      auto_picked_from: round.autoPickedFrom,
      decision_expires_at: null,
      settled_at: round.now,
    })
    .where('round_id', '=', roundId)
    .where('status', '=', 'DECIDING')
    .executeTakeFirst();
  if (result.numUpdatedRows !== 1n) throw new Error('studio round no longer deciding');
}

/** The provably fair record follows the round: its outcome and win with the picks made so far. */
export async function updateFairOutcome(
  db: DbOrTx,
  roundId: string,
  round: {
    outcome: Record<string, unknown>;
    totalWin: number;
    choices: number[];
    autoPickedFrom: number | null;
    pending: boolean;
    /** The maths the replay ran under (the whole outcome is replayed, so the record is of this version). */
    mathsVersion: string;
  },
) {
  await db
    .updateTable('studio_fair_rounds')
    .set({
      outcome: JSON.stringify(round.outcome),
      total_win: round.totalWin,
      choices: round.choices,
      auto_picked_from: round.autoPickedFrom,
      pending: round.pending,
      maths_version: round.mathsVersion,
    })
    .where('round_id', '=', roundId)
    .execute();
}

/** Which rounds waiting for a pick to look at (every field given must match). */
export interface DecidingFilter {
  accountId?: string;
  gameCode?: string;
  sessionHash?: string;
  /** Only those whose pick expired at or before this instant. */
  expiredBy?: Date;
  /** Only those whose pick is still open after this instant. */
  openAfter?: Date;
}

/** Rounds waiting for a pick (oldest deadline first), with what settling them needs to lock. */
export async function listDeciding(db: DbOrTx, filter: DecidingFilter, limit: number) {
  const { accountId, gameCode, sessionHash, expiredBy, openAfter } = filter;
  return db
    .selectFrom('studio_rounds as r')
    .innerJoin('studio_sessions as s', 's.session_hash', 'r.session_hash')
    .select(['r.round_id', 'r.session_hash', 'r.decision_expires_at', 's.mode', 's.account_id'])
    .where('r.status', '=', 'DECIDING')
    .$if(accountId !== undefined, (q) => q.where('s.account_id', '=', accountId as string))
    .$if(gameCode !== undefined, (q) => q.where('s.game_code', '=', gameCode as string))
    .$if(sessionHash !== undefined, (q) => q.where('r.session_hash', '=', sessionHash as string))
    .$if(expiredBy !== undefined, (q) => q.where('r.decision_expires_at', '<=', expiredBy as Date))
    .$if(openAfter !== undefined, (q) => q.where('r.decision_expires_at', '>', openAfter as Date))
    .orderBy('r.decision_expires_at')
    .orderBy('r.round_id')
    .limit(limit)
    .execute();
}
export type DecidingListed = Awaited<ReturnType<typeof listDeciding>>[number];

/**
 * A round waiting for a pick whose bet the wallet refunded meanwhile (its round was swept as stale):
 * it stays refunded, and its fair record stops counting as open (rotation may reveal the seed).
 */
export async function rollBackDeciding(db: DbOrTx, roundId: string, now: Date) {
  await db
    .updateTable('studio_rounds')
    .set({ status: 'ROLLED_BACK', decision_expires_at: null, settled_at: now })
    .where('round_id', '=', roundId)
    .where('status', '=', 'DECIDING')
    .execute();
  await db
    .updateTable('studio_fair_rounds')
    .set({ pending: false })
    .where('round_id', '=', roundId)
    .execute();
}

/**
 * Settled rounds the server decided for the player (auto_picked_from set) not yet reported shown,
 * newest first: real mode by account and game (any of their sessions), demo by the session.
 */
export async function listUnseenAutoPicked(db: DbOrTx, filter: DecidingFilter, limit: number) {
  const { accountId, gameCode, sessionHash } = filter;
  return db
    .selectFrom('studio_rounds as r')
    .innerJoin('studio_sessions as s', 's.session_hash', 'r.session_hash')
    .selectAll('r')
    .where('r.auto_picked_from', 'is not', null)
    .where('r.auto_pick_seen_at', 'is', null)
    .where('r.status', '=', 'SETTLED')
    .$if(accountId !== undefined, (q) => q.where('s.account_id', '=', accountId as string))
    .$if(gameCode !== undefined, (q) => q.where('s.game_code', '=', gameCode as string))
    .$if(sessionHash !== undefined, (q) => q.where('r.session_hash', '=', sessionHash as string))
    .orderBy('r.settled_at', 'desc')
    .orderBy('r.round_id')
    .limit(limit)
    .execute();
}

/** Marks these auto-picked rounds of the filter's player seen; returns how many were marked now. */
export async function markAutoPickSeen(db: DbOrTx, filter: DecidingFilter, roundIds: string[], now: Date) {
  const { accountId, gameCode, sessionHash } = filter;
  const result = await db
    .updateTable('studio_rounds')
    .set({ auto_pick_seen_at: now })
    .where('round_id', 'in', roundIds)
    .where('auto_picked_from', 'is not', null)
    .where('auto_pick_seen_at', 'is', null)
    .where('session_hash', 'in', (eb) =>
      eb
        .selectFrom('studio_sessions as s')
        .select('s.session_hash')
        .$if(accountId !== undefined, (q) => q.where('s.account_id', '=', accountId as string))
        .$if(gameCode !== undefined, (q) => q.where('s.game_code', '=', gameCode as string))
        .$if(sessionHash !== undefined, (q) => q.where('s.session_hash', '=', sessionHash as string)),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
