import { sql, type Insertable, type Updateable } from 'kysely';
import type { DbOrTx } from '../../db/database.ts';
import { pageWithTotal } from '../../db/paging.ts';
import type {
  TournamentRoundRow,
  TournamentRow,
  TournamentState,
  TournamentTable,
} from './tournaments.table.ts';

/** All SQL of the tournaments module. Every function takes the database or an open transaction. */

const num = (value: string | number | bigint) => Number(value);

export async function insertTournament(
  db: DbOrTx,
  row: Insertable<TournamentTable>,
): Promise<TournamentRow | undefined> {
  return db
    .insertInto('tournaments')
    .values(row)
    .onConflict((oc) => oc.doNothing())
    .returningAll()
    .executeTakeFirst();
}

export async function updateTournament(
  db: DbOrTx,
  id: number,
  changes: Updateable<TournamentTable>,
  onlyInState: TournamentState,
): Promise<TournamentRow | undefined> {
  return db
    .updateTable('tournaments')
    .set(changes)
    .where('tournament_id', '=', id)
    .where('state', '=', onlyInState)
    .returningAll()
    .executeTakeFirst();
}

export async function findById(db: DbOrTx, id: number): Promise<TournamentRow | undefined> {
  return db.selectFrom('tournaments').selectAll().where('tournament_id', '=', id).executeTakeFirst();
}

export async function findByRef(db: DbOrTx, ref: string): Promise<TournamentRow | undefined> {
  return db.selectFrom('tournaments').selectAll().where('tournament_ref', '=', ref).executeTakeFirst();
}

/** Tournaments the lobby lists: not cancelled, ended at most `since` ago or later. */
export async function listPublic(db: DbOrTx, since: Date): Promise<TournamentRow[]> {
  return db
    .selectFrom('tournaments')
    .selectAll()
    .where('state', '<>', 'CANCELLED')
    .where('end_at', '>', since)
    .orderBy('start_at', 'asc')
    .orderBy('tournament_id', 'asc')
    .limit(50)
    .execute();
}

export interface ListFilter {
  offset: number;
  limit: number;
  /** SQL condition on state and the clock (operator's status filter). */
  state?: TournamentState[];
  window?: { startBefore?: Date; startAfter?: Date; endBefore?: Date; endAfter?: Date };
}

export async function listForOperator(db: DbOrTx, filter: ListFilter) {
  let query = db.selectFrom('tournaments');
  if (filter.state) query = query.where('state', 'in', filter.state);
  const w = filter.window ?? {};
  if (w.startBefore) query = query.where('start_at', '<=', w.startBefore);
  if (w.startAfter) query = query.where('start_at', '>', w.startAfter);
  if (w.endBefore) query = query.where('end_at', '<=', w.endBefore);
  if (w.endAfter) query = query.where('end_at', '>', w.endAfter);
  return pageWithTotal(
    query
      .selectAll()
      .orderBy('start_at', 'desc')
      .orderBy('tournament_id', 'desc')
      .limit(filter.limit)
      .offset(filter.offset),
    query,
  );
}

/**
 * ACTIVE tournaments of `gameCode` whose window holds `at` (a bet's time), each with what it already
 * counts of the round `(provider, roundId)` (null columns when nothing): one statement (issue 31; the
 * round's counts were a second read).
 */
export async function activeForBet(
  db: DbOrTx,
  gameCode: string,
  at: Date,
  round: { provider: string; roundId: string },
) {
  return db
    .selectFrom('tournaments as t')
    .leftJoin('tournament_rounds as r', (join) =>
      join
        .onRef('r.tournament_id', '=', 't.tournament_id')
        .on('r.provider', '=', round.provider)
        .on('r.round_id', '=', round.roundId),
    )
    .selectAll('t')
    .select(['r.stake as round_stake', 'r.won as round_won', 'r.points as round_points'])
    .where('t.state', '=', 'ACTIVE')
    .where('t.start_at', '<=', at)
    .where('t.end_at', '>', at)
    .where(sql<boolean>`t.games @> ${JSON.stringify([gameCode])}::jsonb`)
    .execute();
}

/**
 * The counted rounds `(provider, roundId)` of ACTIVE (not yet settling) tournaments, with their
 * tournament — only those still running at `endAfter` when it is given (a win); every one for a refund.
 */
export async function roundsOf(db: DbOrTx, provider: string, roundId: string, endAfter?: Date) {
  let query = db
    .selectFrom('tournament_rounds as r')
    .innerJoin('tournaments as t', 't.tournament_id', 'r.tournament_id')
    .selectAll('t')
    .select(['r.stake', 'r.won', 'r.points', 'r.account_id as round_account_id'])
    .where('r.provider', '=', provider)
    .where('r.round_id', '=', roundId)
    .where('t.state', '=', 'ACTIVE');
  if (endAfter) query = query.where('t.end_at', '>', endAfter);
  return query.execute();
}

export interface TournamentRoundWrite {
  tournament_id: number;
  provider: string;
  round_id: string;
  account_id: string;
  stake: number;
  won: number;
  points: number;
}

/** Writes a movement's round in every tournament it touched: one statement whatever their number. */
export async function upsertRounds(db: DbOrTx, rows: readonly TournamentRoundWrite[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('tournament_rounds')
    .values([...rows])
    .onConflict((oc) =>
      oc.columns(['provider', 'round_id', 'tournament_id']).doUpdateSet((eb) => ({
        stake: eb.ref('excluded.stake'),
        won: eb.ref('excluded.won'),
        points: eb.ref('excluded.points'),
      })),
    )
    .execute();
}

export async function bestRoundPoints(db: DbOrTx, tournamentId: number, accountId: string): Promise<number> {
  const row = await db
    .selectFrom('tournament_rounds')
    .select('points')
    .where('tournament_id', '=', tournamentId)
    .where('account_id', '=', accountId)
    .orderBy('points', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? num(row.points) : 0;
}

/** A player's scores in the given tournaments (one statement). */
export async function findScores(db: DbOrTx, tournamentIds: readonly number[], accountId: string) {
  if (tournamentIds.length === 0) return [];
  return db
    .selectFrom('tournament_scores')
    .selectAll()
    .where('tournament_id', 'in', [...tournamentIds])
    .where('account_id', '=', accountId)
    .execute();
}

export interface TournamentScoreWrite {
  tournament_id: number;
  account_id: string;
  score: number;
  rounds: number;
  reached_at: Date;
  reached_ledger_id: number;
}

/** Inserts or updates a player's scores in several tournaments: one statement whatever their number. */
export async function writeScores(db: DbOrTx, rows: readonly TournamentScoreWrite[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('tournament_scores')
    .values([...rows])
    .onConflict((oc) =>
      oc.columns(['tournament_id', 'account_id']).doUpdateSet((eb) => ({
        score: eb.ref('excluded.score'),
        rounds: eb.ref('excluded.rounds'),
        reached_at: eb.ref('excluded.reached_at'),
        reached_ledger_id: eb.ref('excluded.reached_ledger_id'),
      })),
    )
    .execute();
}

export interface RankedRow {
  account_id: string;
  score: number;
}

const RANK_ORDER = ['score desc', 'reached_at asc', 'reached_ledger_id asc', 'account_id asc'] as const;

/** Rows of the leaderboard from `offset` (0-based), in rank order: an index range scan. */
export async function rankedPage(
  db: DbOrTx,
  tournamentId: number,
  offset: number,
  limit: number,
): Promise<RankedRow[]> {
  let query = db
    .selectFrom('tournament_scores')
    .select(['account_id', 'score'])
    .where('tournament_id', '=', tournamentId);
  for (const order of RANK_ORDER) query = query.orderBy(sql.raw(order));
  const rows = await query.limit(limit).offset(offset).execute();
  return rows.map((r) => ({ account_id: r.account_id, score: num(r.score) }));
}

/** The player's 1-based rank: how many rows come before theirs, plus one. */
export async function rankOf(db: DbOrTx, tournamentId: number, accountId: string) {
  const [mine] = await findScores(db, [tournamentId], accountId);
  if (!mine) return undefined;
  const score = num(mine.score);
  const ledgerId = num(mine.reached_ledger_id);
  const ahead = await db
    .selectFrom('tournament_scores')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('tournament_id', '=', tournamentId)
    .where(
      sql<boolean>`(score > ${score} or (score = ${score} and (reached_at, reached_ledger_id, account_id)
        < (${mine.reached_at}, ${ledgerId}, ${accountId}::uuid)))`,
    )
    .executeTakeFirstOrThrow();
  return { rank: num(ahead.n) + 1, score };
}

export async function countPlayers(db: DbOrTx, tournamentId: number): Promise<number> {
  const row = await db
    .selectFrom('tournament_scores')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('tournament_id', '=', tournamentId)
    .executeTakeFirstOrThrow();
  return num(row.n);
}

export async function countPlayersOf(db: DbOrTx, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('tournament_scores')
    .select(['tournament_id', (eb) => eb.fn.countAll<string | number>().as('n')])
    .where('tournament_id', 'in', ids)
    .groupBy('tournament_id')
    .execute();
  return new Map(rows.map((r) => [num(r.tournament_id), num(r.n)]));
}

export async function insertResults(
  db: DbOrTx,
  rows: {
    tournament_id: number;
    rank: number;
    account_id: string;
    display_name: string;
    score: number;
    prize: number;
  }[],
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('tournament_results')
    .values(rows)
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function resultsOf(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('tournament_results')
    .selectAll()
    .where('tournament_id', 'in', ids)
    .orderBy('tournament_id')
    .orderBy('rank')
    .execute();
  return rows.map((r) => ({
    tournamentId: num(r.tournament_id),
    rank: r.rank,
    accountId: r.account_id,
    displayName: r.display_name,
    score: num(r.score),
    prize: num(r.prize),
  }));
}

/** ACTIVE tournaments whose end has passed, and SETTLING ones a crash or a rival left unfinished. */
export async function dueForSettlement(db: DbOrTx, now: Date): Promise<TournamentRow[]> {
  return db
    .selectFrom('tournaments')
    .selectAll()
    .where((eb) =>
      eb.or([eb('state', '=', 'SETTLING'), eb.and([eb('state', '=', 'ACTIVE'), eb('end_at', '<=', now)])]),
    )
    .orderBy('end_at')
    .limit(20)
    .execute();
}

/** Recurring tournaments that started and whose next occurrence is not created yet. */
export async function dueForRecurrence(db: DbOrTx, now: Date): Promise<TournamentRow[]> {
  return db
    .selectFrom('tournaments')
    .selectAll()
    .where('recurrence', '<>', 'NONE')
    .where('next_created', '=', false)
    .where('state', '<>', 'CANCELLED')
    .where('start_at', '<=', now)
    .limit(20)
    .execute();
}

export async function markNextCreated(db: DbOrTx, id: number): Promise<void> {
  await db.updateTable('tournaments').set({ next_created: true }).where('tournament_id', '=', id).execute();
}

export type { TournamentRoundRow };
