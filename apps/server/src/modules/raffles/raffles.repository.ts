import { sql, type Insertable } from 'kysely';
import type { DbOrTx } from '../../db/database.ts';
import type {
  RaffleQuickScheduleTable,
  RaffleRow,
  RaffleTable,
  StoredTicketRange,
  StoredTranslation,
} from './raffles.table.ts';

/** All SQL of raffles (modules/README.md): functions taking the database or a transaction. */

export const toNumber = (value: string | number | bigint): number => Number(value);

export async function insertRaffle(
  db: DbOrTx,
  raffle: Insertable<RaffleTable>,
  translations: readonly StoredTranslation[],
  gameCodes: readonly string[],
): Promise<number> {
  const { raffle_id } = await db
    .insertInto('raffles')
    .values(raffle)
    .returning('raffle_id')
    .executeTakeFirstOrThrow();
  await replaceDetails(db, raffle_id, translations, gameCodes);
  return raffle_id;
}

export async function replaceDetails(
  db: DbOrTx,
  raffleId: number,
  translations: readonly StoredTranslation[],
  gameCodes: readonly string[],
): Promise<void> {
  await db.deleteFrom('raffle_translations').where('raffle_id', '=', raffleId).execute();
  await db.deleteFrom('raffle_games').where('raffle_id', '=', raffleId).execute();
  await db
    .insertInto('raffle_translations')
    .values(
      translations.map((t) => ({
        raffle_id: raffleId,
        language_code: t.languageCode,
        title: t.title,
        description: t.description,
        terms_and_conditions: t.termsAndConditions,
      })),
    )
    .execute();
  await db
    .insertInto('raffle_games')
    .values([...new Set(gameCodes)].map((game_code) => ({ raffle_id: raffleId, game_code })))
    .execute();
}

export async function updateRaffle(
  db: DbOrTx,
  raffleId: number,
  values: Partial<Insertable<RaffleTable>>,
  onlyStatuses: readonly RaffleRow['status'][],
): Promise<boolean> {
  const result = await db
    .updateTable('raffles')
    .set(values)
    .where('raffle_id', '=', raffleId)
    .where('status', 'in', onlyStatuses)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function findRaffle(db: DbOrTx, raffleId: number): Promise<RaffleRow | undefined> {
  return db.selectFrom('raffles').selectAll().where('raffle_id', '=', raffleId).executeTakeFirst();
}

export function findRaffleByRef(db: DbOrTx, ref: string): Promise<RaffleRow | undefined> {
  return db.selectFrom('raffles').selectAll().where('raffle_ref', '=', ref).executeTakeFirst();
}

/** The raffle a player sees now: the running one ending first, else the next to start. */
export function findCurrentRaffle(
  db: DbOrTx,
  now: Date,
  type: RaffleRow['raffle_type'] | undefined,
): Promise<RaffleRow | undefined> {
  let query = db
    .selectFrom('raffles')
    .selectAll()
    .where('status', 'in', ['SCHEDULED', 'RUNNING'])
    .where('end_at', '>', now);
  if (type) query = query.where('raffle_type', '=', type);
  return query
    .orderBy(sql`start_at > ${now}`)
    .orderBy('end_at')
    .orderBy('raffle_id')
    .limit(1)
    .executeTakeFirst();
}

export function listRaffles(db: DbOrTx, limit: number, offset: number): Promise<RaffleRow[]> {
  return db
    .selectFrom('raffles')
    .selectAll()
    .orderBy('draw_at', 'desc')
    .orderBy('raffle_id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countRaffles(db: DbOrTx): Promise<number> {
  const row = await db
    .selectFrom('raffles')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function translationsOf(db: DbOrTx, raffleIds: readonly number[]) {
  if (raffleIds.length === 0) return [];
  return db
    .selectFrom('raffle_translations')
    .selectAll()
    .where('raffle_id', 'in', raffleIds)
    .orderBy('raffle_id')
    .orderBy('language_code')
    .execute();
}

export async function gamesOf(db: DbOrTx, raffleIds: readonly number[]) {
  if (raffleIds.length === 0) return [];
  return db
    .selectFrom('raffle_games')
    .innerJoin('games', 'games.game_code', 'raffle_games.game_code')
    .select(['raffle_games.raffle_id', 'raffle_games.game_code', 'raffle_games.is_enabled', 'games.game_id'])
    .where('raffle_games.raffle_id', 'in', raffleIds)
    .orderBy('raffle_games.raffle_id')
    .orderBy('raffle_games.game_code')
    .execute();
}

/** The configured brand's id (SPEC §3 metadata lists brands as accountId + brandRef). */
export async function brandIdOf(db: DbOrTx, brandRef: string): Promise<number> {
  const row = await db
    .selectFrom('brands')
    .select('brand_id')
    .where('brand_ref', '=', brandRef)
    .executeTakeFirst();
  return row ? Number(row.brand_id) : 0;
}

// ---- close, draw, pay -----------------------------------------------------------------------------

export function dueToStart(db: DbOrTx, now: Date) {
  return db
    .selectFrom('raffles')
    .select('raffle_id')
    .where('status', '=', 'SCHEDULED')
    .where('start_at', '<=', now)
    .execute();
}

export function dueToClose(db: DbOrTx, now: Date) {
  return db
    .selectFrom('raffles')
    .select('raffle_id')
    .where('status', 'in', ['SCHEDULED', 'RUNNING'])
    .where('end_at', '<=', now)
    .orderBy('end_at')
    .execute();
}

export function dueToDraw(db: DbOrTx, now: Date) {
  return db
    .selectFrom('raffles')
    .select('raffle_id')
    .where('status', '=', 'CLOSED')
    .where('draw_at', '<=', now)
    .orderBy('draw_at')
    .execute();
}

/** Locks the raffle row for a state change (the conditional updates decide; this orders them). */
export function lockRaffle(db: DbOrTx, raffleId: number) {
  return db
    .selectFrom('raffles')
    .selectAll()
    .where('raffle_id', '=', raffleId)
    .forUpdate()
    .executeTakeFirst();
}

export async function freezeTickets(
  db: DbOrTx,
  raffleId: number,
  frozen: { ranges: StoredTicketRange[]; hash: string; count: number; at: Date },
): Promise<boolean> {
  return updateRaffle(
    db,
    raffleId,
    {
      status: 'CLOSED',
      ticket_list: JSON.stringify(frozen.ranges),
      ticket_list_hash: frozen.hash,
      ticket_count: frozen.count,
      closed_at: frozen.at,
      updated_at: frozen.at,
    },
    ['SCHEDULED', 'RUNNING'],
  );
}

export async function insertWinners(
  db: DbOrTx,
  winners: ReadonlyArray<{
    raffleId: number;
    place: number;
    accountId: string;
    entrantRef: string;
    ticket: number;
    attempt: number;
    prize: number;
  }>,
): Promise<void> {
  if (winners.length === 0) return;
  await db
    .insertInto('raffle_winners')
    .values(
      winners.map((w) => ({
        raffle_id: w.raffleId,
        place: w.place,
        account_id: w.accountId,
        entrant_ref: w.entrantRef,
        ticket: w.ticket,
        attempt: w.attempt,
        prize: w.prize,
      })),
    )
    .execute();
}

export function winnersOf(db: DbOrTx, raffleId: number) {
  return db
    .selectFrom('raffle_winners')
    .selectAll()
    .where('raffle_id', '=', raffleId)
    .orderBy('place')
    .execute();
}

/** Winners drawn but not paid yet (a crash between the draw and the payment): the job pays them. */
export function unpaidWinners(db: DbOrTx) {
  return db
    .selectFrom('raffle_winners')
    .innerJoin('raffles', 'raffles.raffle_id', 'raffle_winners.raffle_id')
    .select([
      'raffle_winners.raffle_id',
      'raffle_winners.place',
      'raffle_winners.account_id',
      'raffle_winners.prize',
      'raffles.raffle_ref',
    ])
    .where('raffle_winners.paid_at', 'is', null)
    .orderBy('raffle_winners.raffle_id')
    .orderBy('raffle_winners.place')
    .limit(500)
    .execute();
}

export async function markPaid(db: DbOrTx, raffleId: number, place: number, transactionId: string, at: Date) {
  await db
    .updateTable('raffle_winners')
    .set({ wallet_transaction_id: transactionId, paid_at: at })
    .where('raffle_id', '=', raffleId)
    .where('place', '=', place)
    .where('paid_at', 'is', null)
    .execute();
}

export function wonRaffleIds(db: DbOrTx, accountId: string, raffleIds: readonly number[]) {
  if (raffleIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('raffle_winners')
    .select('raffle_id')
    .where('account_id', '=', accountId)
    .where('raffle_id', 'in', raffleIds)
    .execute();
}

// ---- quick schedule -------------------------------------------------------------------------------

export function findQuickSchedule(db: DbOrTx) {
  return db
    .selectFrom('raffle_quick_schedule')
    .selectAll()
    .where('schedule_id', '=', 'quick')
    .executeTakeFirst();
}

export async function saveQuickSchedule(db: DbOrTx, values: Insertable<RaffleQuickScheduleTable>) {
  const { schedule_id: _id, ...rest } = values;
  await db
    .insertInto('raffle_quick_schedule')
    .values(values)
    .onConflict((oc) => oc.column('schedule_id').doUpdateSet(rest))
    .execute();
}

/** The latest quick-raffle slot already made (the schedule goes on from there). */
export async function latestQuickSlot(db: DbOrTx): Promise<Date | undefined> {
  const row = await db
    .selectFrom('raffles')
    .select((eb) => eb.fn.max('quick_slot').as('slot'))
    .executeTakeFirst();
  return row?.slot ? new Date(row.slot as unknown as string) : undefined;
}
