import { sql } from 'kysely';
import type { WalletDb } from '../ledger/ledger.repository.ts';

/**
 * The player's game rounds for the bet history (contract bet-rounds.ts). A page is one statement: the
 * page of rounds is read from game_rounds by the history indexes (account, opened_at desc — with the
 * game code when filtered; migration 20261128530000), then only those rounds' ledger rows are summed
 * through wallet_transactions_round_idx. Nothing is read per row afterwards.
 */
export interface RoundFilter {
  accountId: string;
  gameCode?: string | undefined;
  /** Inclusive. */
  from?: Date | undefined;
  /** Exclusive. */
  to?: Date | undefined;
}

function filtered(db: WalletDb, filter: RoundFilter) {
  let query = db.selectFrom('game_rounds').where('account_id', '=', filter.accountId);
  if (filter.gameCode !== undefined) query = query.where('game_code', '=', filter.gameCode);
  if (filter.from !== undefined) query = query.where('opened_at', '>=', filter.from);
  if (filter.to !== undefined) query = query.where('opened_at', '<', filter.to);
  return query;
}

export async function countRounds(db: WalletDb, filter: RoundFilter) {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

// Bets are negative ledger amounts; a round's stake is what its bets took, its refund what rollbacks gave back.
// Its win includes a progressive jackpot it won (its own JACKPOT row, listed in the round's detail).
const sums = {
  stake: sql<number>`coalesce(sum(-t.amount) filter (where t.transaction_type = 'BET'), 0)::bigint`,
  win: sql<number>`coalesce(sum(t.amount) filter (where t.transaction_type in ('WIN', 'JACKPOT')), 0)::bigint`,
  refund: sql<number>`coalesce(sum(t.amount) filter (where t.transaction_type = 'ROLLBACK'), 0)::bigint`,
};

const ROUND_COLUMNS = ['provider', 'round_id', 'game_code', 'status', 'opened_at'] as const;
const PAGE_COLUMNS = ROUND_COLUMNS.map((column) => `page.${column}` as const);

/** Rounds of game_rounds (the columns above) with their ledger sums: the one statement behind the list and a round. */
function withSums(db: WalletDb, rounds: ReturnType<typeof filtered>) {
  return db
    .with('page', () => rounds.select(ROUND_COLUMNS))
    .selectFrom('page')
    .leftJoin('wallet_transactions as t', (join) =>
      join
        .onRef('t.provider', '=', 'page.provider')
        .onRef('t.round_id', '=', 'page.round_id')
        // The round index is partial (round_id is not null): say so, so it is always usable here.
        .on('t.round_id', 'is not', null),
    )
    .select(PAGE_COLUMNS)
    .select([sums.stake.as('stake'), sums.win.as('win'), sums.refund.as('refund')])
    .groupBy(PAGE_COLUMNS);
}

/** Newest first (opened_at, then round id for rounds opened in the same instant). */
export async function listRounds(db: WalletDb, filter: RoundFilter, limit: number, offset: number) {
  const page = filtered(db, filter)
    .orderBy('opened_at', 'desc')
    .orderBy('round_id', 'desc')
    .limit(limit)
    .offset(offset);
  return withSums(db, page).orderBy('page.opened_at', 'desc').orderBy('page.round_id', 'desc').execute();
}

export type RoundSummaryRow = Awaited<ReturnType<typeof listRounds>>[number];

/** One round of the account with its sums, or undefined (another account's round is not found either). */
export async function findRound(db: WalletDb, accountId: string, provider: string, roundId: string) {
  const round = filtered(db, { accountId }).where('provider', '=', provider).where('round_id', '=', roundId);
  return withSums(db, round).executeTakeFirst();
}

/** The round's ledger rows, oldest first. */
export async function listRoundTransactions(
  db: WalletDb,
  accountId: string,
  provider: string,
  roundId: string,
) {
  return db
    .selectFrom('wallet_transactions')
    .select([
      'transaction_id',
      'created_at',
      'transaction_type',
      'amount',
      'new_balance',
      'game_code',
      'session_id',
      'trace_id',
    ])
    .where('provider', '=', provider)
    .where('round_id', '=', roundId)
    .where('account_id', '=', accountId)
    .orderBy('transaction_id')
    .execute();
}

/**
 * The account's games by their latest round, newest first: one group per game through
 * game_rounds_game_history_idx (account, game, opened_at desc), then the newest `limit`.
 */
export async function recentGameCodes(db: WalletDb, accountId: string, limit: number) {
  return db
    .selectFrom('game_rounds')
    .select(['game_code', (eb) => eb.fn.max('opened_at').as('last_opened_at')])
    .where('account_id', '=', accountId)
    .groupBy('game_code')
    .orderBy('last_opened_at', 'desc')
    .orderBy('game_code')
    .limit(limit)
    .execute();
}

/**
 * Issue 29, popular this week: the games with the most players in rounds opened since `since`, then
 * the most rounds. Reads only those rounds, through game_rounds_opened_idx (opened_at, covering
 * game_code and account_id): its cost grows with one week's rounds, never with all rounds ever.
 */
export async function popularGameCodes(db: WalletDb, since: Date, limit: number) {
  return db
    .selectFrom('game_rounds')
    .select([
      'game_code',
      (eb) => eb.fn.count<string | number>('account_id').distinct().as('players'),
      (eb) => eb.fn.countAll<string | number>().as('rounds'),
    ])
    .where('opened_at', '>=', since)
    .groupBy('game_code')
    .orderBy('players', 'desc')
    .orderBy('rounds', 'desc')
    .orderBy('game_code')
    .limit(limit)
    .execute();
}
