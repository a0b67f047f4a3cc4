import { sql, type Insertable } from 'kysely';
import type { Db, DbOrTx } from '../../db/database.ts';
import type { InboxMessageRow, InboxMessageTable } from './inbox.table.ts';

/** All SQL of the inbox (README.md). Functions take the database or a transaction. */

export async function insertMessage(db: DbOrTx, row: Insertable<InboxMessageTable>) {
  // A message made by an event exists once: a replayed event finds the first one.
  const inserted = await db
    .insertInto('inbox_messages')
    .values(row)
    .onConflict((oc) => oc.column('source_key').doNothing())
    .returningAll()
    .executeTakeFirst();
  if (inserted) return inserted;
  return db
    .selectFrom('inbox_messages')
    .selectAll()
    .where('source_key', '=', row.source_key ?? '')
    .executeTakeFirstOrThrow();
}

/** The daily-bonus-ready message of one claim cycle (unique): named by the account and its last claim. */
export const dailyBonusSourceKey = (accountId: string, lastClaimAt: Date) =>
  `daily-bonus:${accountId}:${lastClaimAt.getTime()}`;

/**
 * Players whose daily bonus is open again (last claim before `claimedBefore`), who signed in since
 * `activeSince`, whose account is open, and who have no message for this claim cycle yet (the key
 * above, written in SQL): each run finds only the new ones.
 */
export async function dailyBonusReadyAccounts(
  db: DbOrTx,
  bounds: { claimedBefore: Date; activeSince: Date; limit: number },
): Promise<{ accountId: string; lastClaimAt: Date }[]> {
  const rows = await sql<{ account_id: string; last_daily_claim_at: Date }>`
    select w.account_id, w.last_daily_claim_at from wallets w
    join accounts a on a.account_id = w.account_id and a.deleted_at is null
    where w.last_daily_claim_at is not null and w.last_daily_claim_at < ${bounds.claimedBefore}
      and exists (select 1 from sessions s where s.account_id = w.account_id and s.last_seen_at >= ${bounds.activeSince})
      and not exists (select 1 from inbox_messages m where m.source_key = 'daily-bonus:' || w.account_id::text
        || ':' || floor(extract(epoch from w.last_daily_claim_at) * 1000)::bigint::text)
    order by w.last_daily_claim_at
    limit ${bounds.limit}`.execute(db);
  return rows.rows.map((r) => ({ accountId: r.account_id, lastClaimAt: new Date(r.last_daily_claim_at) }));
}

export function findMessage(db: DbOrTx, messageId: string) {
  return db.selectFrom('inbox_messages').selectAll().where('message_id', '=', messageId).executeTakeFirst();
}

/** Locks a message that is still to be sent (null when sent, cancelled or missing). */
export function lockUnsent(db: DbOrTx, messageId: string) {
  return db
    .selectFrom('inbox_messages')
    .selectAll()
    .where('message_id', '=', messageId)
    .where('sent_at', 'is', null)
    .where('cancelled_at', 'is', null)
    .forUpdate()
    .executeTakeFirst();
}

/** Messages whose send time has come and that were neither sent nor cancelled. */
export function dueMessages(db: Db, now: Date, limit = 100) {
  return db
    .selectFrom('inbox_messages')
    .select('message_id')
    .where('sent_at', 'is', null)
    .where('cancelled_at', 'is', null)
    .where('send_at', '<=', now)
    .orderBy('send_at')
    .limit(limit)
    .execute();
}

const DAY_MS = 86_400_000;

/** The criteria of a SEGMENT message as SQL over `accounts a` (every one given must hold). */
function segmentCondition(
  message: Pick<InboxMessageRow, 'segment_language' | 'segment_active_days' | 'segment_phone_verified'>,
  now: Date,
) {
  const parts = [sql`true`];
  if (message.segment_language !== null) parts.push(sql`a.language_code = ${message.segment_language}`);
  if (message.segment_phone_verified !== null)
    parts.push(
      message.segment_phone_verified
        ? sql`a.phone_verified_at is not null`
        : sql`a.phone_verified_at is null`,
    );
  if (message.segment_active_days !== null) {
    const since = new Date(now.getTime() - message.segment_active_days * DAY_MS);
    parts.push(
      sql`exists (select 1 from sessions s where s.account_id = a.account_id and s.last_seen_at >= ${since})`,
    );
  }
  return sql.join(parts, sql` and `);
}

/**
 * Writes the deliveries of a message: its one player, or every open account that exists now (ALL),
 * or those of them in its segment (one statement; a deleted account gets nothing). Idempotent by the
 * primary key (message, account).
 */
export async function insertDeliveries(
  db: DbOrTx,
  message: Pick<
    InboxMessageRow,
    | 'message_id'
    | 'audience'
    | 'account_id'
    | 'segment_language'
    | 'segment_active_days'
    | 'segment_phone_verified'
  >,
  now: Date,
): Promise<number> {
  if (message.audience === 'PLAYER') {
    const result = await db
      .insertInto('inbox_deliveries')
      .values({ message_id: message.message_id, account_id: message.account_id!, delivered_at: now })
      .onConflict((oc) => oc.columns(['message_id', 'account_id']).doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  const segment = message.audience === 'SEGMENT' ? segmentCondition(message, now) : sql`true`;
  const result = await sql`insert into inbox_deliveries (message_id, account_id, delivered_at)
    select ${message.message_id}::uuid, a.account_id, ${now} from accounts a
    where a.deleted_at is null and ${segment}
    on conflict (message_id, account_id) do nothing`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

export async function markSent(db: DbOrTx, messageId: string, now: Date) {
  const result = await db
    .updateTable('inbox_messages')
    .set({ sent_at: now })
    .where('message_id', '=', messageId)
    .where('sent_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function markCancelled(db: DbOrTx, messageId: string, now: Date) {
  const result = await db
    .updateTable('inbox_messages')
    .set({ cancelled_at: now })
    .where('message_id', '=', messageId)
    .where('sent_at', 'is', null)
    .where('cancelled_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

const deliveryColumns = [
  'm.message_id',
  'm.kind',
  'm.title_ja',
  'm.title_en',
  'm.body_ja',
  'm.body_en',
  'm.body_format',
  'm.reward',
  'm.expires_at',
  'd.delivered_at',
  'd.read_at',
  'd.claimed_at',
  'd.claim_transaction_id',
] as const;

/** The player's newest delivered messages. */
export function listDeliveries(db: Db, accountId: string, limit: number) {
  return db
    .selectFrom('inbox_deliveries as d')
    .innerJoin('inbox_messages as m', 'm.message_id', 'd.message_id')
    .select(deliveryColumns)
    .where('d.account_id', '=', accountId)
    .orderBy('d.delivered_at', 'desc')
    .orderBy('m.message_id')
    .limit(limit)
    .execute();
}

/** One delivered message of the player (undefined: not theirs, or not sent yet). */
export function findDelivery(db: DbOrTx, accountId: string, messageId: string) {
  return db
    .selectFrom('inbox_deliveries as d')
    .innerJoin('inbox_messages as m', 'm.message_id', 'd.message_id')
    .select(deliveryColumns)
    .where('d.account_id', '=', accountId)
    .where('d.message_id', '=', messageId)
    .executeTakeFirst();
}
export type DeliveryRow = NonNullable<Awaited<ReturnType<typeof findDelivery>>>;

export async function countUnread(db: Db, accountId: string): Promise<number> {
  const row = await db
    .selectFrom('inbox_deliveries')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('account_id', '=', accountId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Marks a delivery read; true when it was unread. */
export async function markRead(db: Db, accountId: string, messageId: string, now: Date) {
  const result = await db
    .updateTable('inbox_deliveries')
    .set({ read_at: now })
    .where('account_id', '=', accountId)
    .where('message_id', '=', messageId)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Records the ledger row that paid the reward (first claim only); a claim also reads the message. */
export async function markClaimed(
  db: Db,
  accountId: string,
  messageId: string,
  transactionId: number,
  now: Date,
) {
  await db
    .updateTable('inbox_deliveries')
    .set((eb) => ({
      claimed_at: now,
      claim_transaction_id: transactionId,
      read_at: eb.fn.coalesce('read_at', sql<Date>`${now}`),
    }))
    .where('account_id', '=', accountId)
    .where('message_id', '=', messageId)
    .where('claimed_at', 'is', null)
    .execute();
}

export async function operatorPage(
  db: Db,
  query: { page: number; perPage: number; kind?: string; accountId?: string; messageId?: string },
) {
  let base = db.selectFrom('inbox_messages as m');
  if (query.messageId) base = base.where('m.message_id', '=', query.messageId);
  if (query.kind) base = base.where('m.kind', '=', query.kind as never);
  if (query.accountId) base = base.where('m.account_id', '=', query.accountId);
  const [rows, total] = await Promise.all([
    base
      .selectAll('m')
      .select((eb) => [
        eb
          .selectFrom('inbox_deliveries as d')
          .whereRef('d.message_id', '=', 'm.message_id')
          .select((e) => e.fn.countAll<string | number>().as('n'))
          .as('recipients'),
        eb
          .selectFrom('inbox_deliveries as d')
          .whereRef('d.message_id', '=', 'm.message_id')
          .where('d.read_at', 'is not', null)
          .select((e) => e.fn.countAll<string | number>().as('n'))
          .as('read_count'),
        eb
          .selectFrom('inbox_deliveries as d')
          .whereRef('d.message_id', '=', 'm.message_id')
          .where('d.claimed_at', 'is not', null)
          .select((e) => e.fn.countAll<string | number>().as('n'))
          .as('claimed_count'),
      ])
      .orderBy('m.created_at', 'desc')
      .orderBy('m.message_id')
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage)
      .execute(),
    base.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}
export type OperatorMessageRow = Awaited<ReturnType<typeof operatorPage>>['rows'][number];
