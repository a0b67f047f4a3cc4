import { sql } from 'kysely';
import type { DbOrTx } from '../../db/database.ts';

/** The SQL of tickets: the wager each player has in each raffle and the ledger rows counted into it. */

/**
 * Counts a bet of `gameCode` at `at` in every raffle open to it, in one statement (issue 31: one
 * lookup plus two writes per raffle before): each raffle's movement row (at most once per ledger row:
 * the primary key) and, for those newly counted, the entry's wager. The entrant reference is
 * `entrantRefOf` (raffles.mapper.ts) computed by PostgreSQL: the first 16 hex digits of
 * sha256('raffle-entrant:<raffleId>:<accountId>').
 */
export async function countBetInOpenRaffles(
  db: DbOrTx,
  bet: {
    gameCode: string;
    ledgerId: string;
    accountId: string;
    provider: string;
    roundId: string;
    stake: number;
    at: Date;
  },
): Promise<void> {
  await sql`
    with open as (
      select r.raffle_id from raffles r
      join raffle_games g on g.raffle_id = r.raffle_id
      where r.status in ('SCHEDULED', 'RUNNING') and r.start_at <= ${bet.at} and r.end_at > ${bet.at}
        and g.game_code = ${bet.gameCode} and g.is_enabled),
    moved as (
      insert into raffle_wager_moves (raffle_id, ledger_id, account_id, provider, round_id, amount, created_at)
      select raffle_id, ${bet.ledgerId}, ${bet.accountId}, ${bet.provider}, ${bet.roundId}, ${bet.stake}, ${bet.at}
      from open
      on conflict (raffle_id, ledger_id) do nothing
      returning raffle_id)
    insert into raffle_entries as e (raffle_id, account_id, entrant_ref, wagered, created_at, updated_at)
    select raffle_id, ${bet.accountId},
      substr(encode(sha256(convert_to('raffle-entrant:' || raffle_id || ':' || ${bet.accountId}, 'UTF8')), 'hex'), 1, 16),
      ${bet.stake}, ${bet.at}, ${bet.at}
    from moved
    on conflict (raffle_id, account_id) do update set wagered = e.wagered + excluded.wagered, updated_at = excluded.updated_at`.execute(
    db,
  );
}

/** Records one counted movement; false when this ledger row was counted for the raffle already. */
export async function insertWagerMove(
  db: DbOrTx,
  move: {
    raffleId: number;
    ledgerId: string;
    accountId: string;
    provider: string;
    roundId: string;
    amount: number;
    at: Date;
  },
): Promise<boolean> {
  const rows = await db
    .insertInto('raffle_wager_moves')
    .values({
      raffle_id: move.raffleId,
      ledger_id: move.ledgerId,
      account_id: move.accountId,
      provider: move.provider,
      round_id: move.roundId,
      amount: move.amount,
      created_at: move.at,
    })
    .onConflict((oc) => oc.columns(['raffle_id', 'ledger_id']).doNothing())
    .returning('raffle_id')
    .execute();
  return rows.length === 1;
}

/** Per raffle: what a round's bets still count (bets minus rollbacks already taken back). */
export function countedInRound(db: DbOrTx, accountId: string, provider: string, roundId: string) {
  return db
    .selectFrom('raffle_wager_moves')
    .select(['raffle_id', (eb) => eb.fn.sum<string | number>('amount').as('counted')])
    .where('account_id', '=', accountId)
    .where('provider', '=', provider)
    .where('round_id', '=', roundId)
    .groupBy('raffle_id')
    .execute();
}

export async function addWager(
  db: DbOrTx,
  entry: { raffleId: number; accountId: string; entrantRef: string; delta: number; at: Date },
): Promise<void> {
  if (entry.delta < 0) {
    // A take-back: the entry exists (something was counted). An upsert would check the CHECK
    // (wagered ≥ 0) against the negative row it proposes before it found the conflict.
    await db
      .updateTable('raffle_entries')
      .set({ wagered: sql`wagered + ${entry.delta}`, updated_at: entry.at })
      .where('raffle_id', '=', entry.raffleId)
      .where('account_id', '=', entry.accountId)
      .execute();
    return;
  }
  await db
    .insertInto('raffle_entries')
    .values({
      raffle_id: entry.raffleId,
      account_id: entry.accountId,
      entrant_ref: entry.entrantRef,
      wagered: entry.delta,
      created_at: entry.at,
      updated_at: entry.at,
    })
    .onConflict((oc) =>
      oc.columns(['raffle_id', 'account_id']).doUpdateSet({
        wagered: sql`raffle_entries.wagered + excluded.wagered`,
        updated_at: entry.at,
      }),
    )
    .execute();
}

export function findEntry(db: DbOrTx, raffleId: number, accountId: string) {
  return db
    .selectFrom('raffle_entries')
    .selectAll()
    .where('raffle_id', '=', raffleId)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
}

/** Entries with their ticket count (floor(wagered / wager per entry)). */
export function entriesOf(db: DbOrTx, raffleId: number, limit = 100_000, offset = 0) {
  return db
    .selectFrom('raffle_entries')
    .innerJoin('raffles', 'raffles.raffle_id', 'raffle_entries.raffle_id')
    .select([
      'raffle_entries.account_id',
      'raffle_entries.entrant_ref',
      'raffle_entries.wagered',
      sql<string | number>`raffle_entries.wagered / raffles.wager_per_entry`.as('tickets'),
    ])
    .where('raffle_entries.raffle_id', '=', raffleId)
    .orderBy('raffle_entries.entrant_ref')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countEntrants(db: DbOrTx, raffleId: number) {
  const row = await db
    .selectFrom('raffle_entries')
    .innerJoin('raffles', 'raffles.raffle_id', 'raffle_entries.raffle_id')
    .select([
      (eb) => eb.fn.countAll<string | number>().as('entrants'),
      sql<string | number | null>`sum(raffle_entries.wagered / raffles.wager_per_entry)`.as('tickets'),
    ])
    .where('raffle_entries.raffle_id', '=', raffleId)
    .executeTakeFirstOrThrow();
  return { entrants: Number(row.entrants), tickets: Number(row.tickets ?? 0) };
}

/** The raffles the player has at least one ticket in, newest draw first. */
export function playerRaffles(db: DbOrTx, accountId: string, limit: number) {
  return db
    .selectFrom('raffle_entries')
    .innerJoin('raffles', 'raffles.raffle_id', 'raffle_entries.raffle_id')
    .selectAll('raffles')
    .select([
      'raffle_entries.wagered',
      'raffle_entries.entrant_ref',
      'raffle_entries.created_at as entry_created_at',
      sql<string | number>`raffle_entries.wagered / raffles.wager_per_entry`.as('tickets'),
    ])
    .where('raffle_entries.account_id', '=', accountId)
    .where(sql<boolean>`raffle_entries.wagered >= raffles.wager_per_entry`)
    .orderBy('raffles.draw_at', 'desc')
    .orderBy('raffles.raffle_id', 'desc')
    .limit(limit)
    .execute();
}
