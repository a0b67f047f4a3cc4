import { sql } from 'kysely';
import type { Db, DbOrTx } from '../../db/database.ts';
import type {
  RpEventTable,
  RpLimitRow,
  RpLimitTable,
  RpRestrictionRow,
  RpRestrictionTable,
} from './responsible-play.table.ts';
import type { Insertable } from 'kysely';

/** The settings row (created on first need). */
export async function settingsOf(db: DbOrTx, accountId: string) {
  return db
    .selectFrom('rp_settings')
    .select(['reality_check_minutes', 'last_play_at'])
    .where('account_id', '=', accountId)
    .executeTakeFirst();
}

export async function upsertSettings(
  db: DbOrTx,
  accountId: string,
  values: { reality_check_minutes?: number; last_play_at?: Date },
  now: Date,
): Promise<void> {
  await db
    .insertInto('rp_settings')
    .values({ account_id: accountId, ...values, updated_at: now })
    .onConflict((oc) => oc.column('account_id').doUpdateSet({ ...values, updated_at: now }))
    .execute();
}

export async function limitsOf(db: DbOrTx, accountId: string, forUpdate = false) {
  let query = db.selectFrom('rp_limits').selectAll().where('account_id', '=', accountId);
  if (forUpdate) query = query.forUpdate();
  return query.execute();
}

export async function upsertLimit(db: DbOrTx, row: Insertable<RpLimitTable>): Promise<void> {
  const { account_id: _a, kind: _k, period: _p, ...rest } = row;
  await db
    .insertInto('rp_limits')
    .values(row)
    .onConflict((oc) => oc.columns(['account_id', 'kind', 'period']).doUpdateSet(rest))
    .execute();
}

/** One row per JST day from `fromDay` on: what the gate counted. */
export async function usageDays(db: DbOrTx, accountId: string, fromDay: string) {
  return db
    .selectFrom('rp_usage_days')
    .select([sql<string>`day::text`.as('day'), 'wagered', 'net_loss', 'play_seconds'])
    .where('account_id', '=', accountId)
    .where('day', '>=', fromDay)
    .execute();
}

/** Adds to the day's counters (a refund may take wagered down, never below 0). */
export async function addUsage(
  db: DbOrTx,
  accountId: string,
  day: string,
  add: { wagered: number; netLoss: number; seconds: number },
): Promise<void> {
  await db
    .insertInto('rp_usage_days')
    .values({
      account_id: accountId,
      day,
      wagered: Math.max(0, add.wagered),
      net_loss: add.netLoss,
      play_seconds: add.seconds,
    })
    .onConflict((oc) =>
      oc.columns(['account_id', 'day']).doUpdateSet({
        wagered: sql`greatest(0, rp_usage_days.wagered + ${add.wagered})`,
        net_loss: sql`rp_usage_days.net_loss + ${add.netLoss}`,
        play_seconds: sql`rp_usage_days.play_seconds + ${add.seconds}`,
      }),
    )
    .execute();
}

/** What the gate reads before a stake, in one statement (issue 31: three before). */
export interface PlayState {
  /** The break or exclusion in force (as `activeRestriction` picks it), if any. */
  restriction: Pick<RpRestrictionRow, 'type' | 'ends_at'> | undefined;
  limits: Pick<RpLimitRow, 'kind' | 'period' | 'value' | 'pending_value' | 'pending_effective_at'>[];
  lastPlayAt: Date | null;
}

/**
 * The restriction in force at `now`, every limit row and the last play, in one round trip. The
 * limits travel as JSON: their times come back as text and are made Dates here, their int8 values
 * as JSON numbers (coins stay far below 2^53, the wallet's CHECKs see to it).
 */
export async function playState(db: DbOrTx, accountId: string, now: Date): Promise<PlayState> {
  const { rows } = await sql<{
    restriction_type: RpRestrictionRow['type'] | null;
    restriction_ends_at: Date | null;
    limits: JsonLimit[] | string | null;
    last_play_at: Date | null;
  }>`
    select r.type as restriction_type, r.ends_at as restriction_ends_at,
      (select json_agg(json_build_object('kind', l.kind, 'period', l.period, 'value', l.value,
          'pending_value', l.pending_value, 'pending_effective_at', l.pending_effective_at))
         from rp_limits l where l.account_id = ${accountId}) as limits,
      (select s.last_play_at from rp_settings s where s.account_id = ${accountId}) as last_play_at
    from (select 1) as one
    left join lateral (
      select type, ends_at from rp_restrictions
      where account_id = ${accountId} and started_at <= ${now} and (ends_at is null or ends_at > ${now})
      order by ends_at desc nulls first limit 1) r on true`.execute(db);
  const row = rows[0]!;
  const limits: JsonLimit[] = typeof row.limits === 'string' ? JSON.parse(row.limits) : (row.limits ?? []);
  return {
    restriction: row.restriction_type
      ? { type: row.restriction_type, ends_at: asDate(row.restriction_ends_at) }
      : undefined,
    limits: limits.map((l) => ({ ...l, pending_effective_at: asDate(l.pending_effective_at) })),
    lastPlayAt: asDate(row.last_play_at),
  };
}

type JsonLimit = Omit<PlayState['limits'][number], 'pending_effective_at'> & {
  pending_effective_at: string | Date | null;
};
const asDate = (value: string | Date | null): Date | null =>
  value === null ? null : value instanceof Date ? value : new Date(value);

/**
 * A stake's counters in one round trip (issue 31: two before): the day's usage as `addUsage`
 * counts it, and the last play as `upsertSettings` writes it.
 */
export async function recordStake(
  db: DbOrTx,
  accountId: string,
  day: string,
  add: { wagered: number; seconds: number },
  at: Date,
): Promise<void> {
  await sql`
    with usage as (
      insert into rp_usage_days as u (account_id, day, wagered, net_loss, play_seconds)
      values (${accountId}, ${day}, ${Math.max(0, add.wagered)}, ${add.wagered}, ${add.seconds})
      on conflict (account_id, day) do update set
        wagered = greatest(0, u.wagered + ${add.wagered}),
        net_loss = u.net_loss + ${add.wagered},
        play_seconds = u.play_seconds + ${add.seconds}
      returning 1)
    insert into rp_settings (account_id, last_play_at, updated_at)
    values (${accountId}, ${at}, ${at})
    on conflict (account_id) do update set last_play_at = excluded.last_play_at, updated_at = excluded.updated_at`.execute(
    db,
  );
}

/** The break or exclusion in force at `now` that ends last (an indefinite one first). */
export async function activeRestriction(db: DbOrTx, accountId: string, now: Date) {
  return db
    .selectFrom('rp_restrictions')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('started_at', '<=', now)
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
    .orderBy(sql`ends_at desc nulls first`)
    .limit(1)
    .executeTakeFirst();
}

export async function insertRestriction(db: DbOrTx, row: Insertable<RpRestrictionTable>): Promise<void> {
  await db.insertInto('rp_restrictions').values(row).execute();
}

export async function setLiftRequested(
  db: DbOrTx,
  restrictionId: string,
  requestedAt: Date,
  endsAt: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('rp_restrictions')
    .set({ lift_requested_at: requestedAt, ends_at: endsAt })
    .where('restriction_id', '=', restrictionId)
    .where('lift_requested_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function insertEvent(db: DbOrTx, row: Insertable<RpEventTable>): Promise<void> {
  await db.insertInto('rp_events').values(row).execute();
}

export async function eventsOf(db: DbOrTx, accountId: string) {
  return db
    .selectFrom('rp_events')
    .selectAll()
    .where('account_id', '=', accountId)
    .orderBy('at', 'desc')
    .orderBy('event_id', 'desc')
    .limit(500)
    .execute();
}

/** Breaks and exclusions in force at `now`, newest first, with the player's name and e-mail. */
export async function activeRestrictions(
  db: Db,
  now: Date,
  query: { type?: 'break' | 'exclusion'; limit: number; offset: number },
) {
  let base = db
    .selectFrom('rp_restrictions as r')
    .innerJoin('accounts as a', 'a.account_id', 'r.account_id')
    .where('r.started_at', '<=', now)
    .where((eb) => eb.or([eb('r.ends_at', 'is', null), eb('r.ends_at', '>', now)]));
  if (query.type) base = base.where('r.type', '=', query.type);
  const [rows, total] = await Promise.all([
    base
      .selectAll('r')
      .select(['a.display_name', 'a.email'])
      .orderBy('r.started_at', 'desc')
      .limit(query.limit)
      .offset(query.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** Account ids among `ids` on a break or self-excluded at `now` (marketing skips them). */
export async function restrictedAmong(db: DbOrTx, ids: readonly string[], now: Date): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('rp_restrictions')
    .select('account_id')
    .distinct()
    .where('account_id', 'in', ids)
    .where('started_at', '<=', now)
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
    .execute();
  return new Set(rows.map((r) => r.account_id));
}
