import { sql } from 'kysely';
import type { DbOrTx } from '../../db/database.ts';

/** The SQL of tickets: the wager each player has in each raffle and the ledger rows counted into it. */

/** Raffles counting a bet of `gameCode` made at `at`. */
export function openRafflesForGame(db: DbOrTx, gameCode: string, at: Date) {
  return db
    .selectFrom('raffles')
    .innerJoin('raffle_games', 'raffle_games.raffle_id', 'raffles.raffle_id')
    .select(['raffles.raffle_id'])
    .where('raffles.status', 'in', ['SCHEDULED', 'RUNNING'])
    .where('raffles.start_at', '<=', at)
    .where('raffles.end_at', '>', at)
    .where('raffle_games.game_code', '=', gameCode)
    .where('raffle_games.is_enabled', '=', true)
    .execute();
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
