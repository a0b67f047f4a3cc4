import type { DbOrTx } from '../../db/database.ts';
import { pageWithTotal } from '../../db/paging.ts';
import type { OutboxChannel, OutboxStatus } from './outbox.table.ts';

export async function insertMessage(
  db: DbOrTx,
  message: {
    channel: OutboxChannel;
    recipient: string;
    subject: string | null;
    text: string | null;
    status: OutboxStatus;
  },
) {
  await db.insertInto('outbox_messages').values(message).execute();
}

const COLUMNS = ['id', 'channel', 'recipient', 'subject', 'text', 'status', 'created_at'] as const;

/** Outbox messages (those with their text), newest first. */
export async function listMessages(db: DbOrTx, options: { recipient?: string; limit: number }) {
  let query = db
    .selectFrom('outbox_messages')
    .select(COLUMNS)
    .where('status', '=', 'OUTBOX')
    .orderBy('id', 'desc')
    .limit(options.limit);
  if (options.recipient !== undefined) query = query.where('recipient', '=', options.recipient);
  return query.execute();
}

/** One page of every message (outbox and delivery log), newest first, and the total. */
export async function pageMessages(
  db: DbOrTx,
  options: { recipient?: string; channel?: OutboxChannel; limit: number; offset: number },
) {
  let base = db.selectFrom('outbox_messages');
  if (options.recipient !== undefined) base = base.where('recipient', '=', options.recipient);
  if (options.channel !== undefined) base = base.where('channel', '=', options.channel);
  return pageWithTotal(
    base.select(COLUMNS).orderBy('id', 'desc').limit(options.limit).offset(options.offset),
    base,
  );
}
