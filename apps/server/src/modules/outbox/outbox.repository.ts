import type { DbOrTx } from '../../db/database.ts';
import type { OutboxChannel } from './outbox.table.ts';

export async function insertMessage(
  db: DbOrTx,
  message: { channel: OutboxChannel; recipient: string; subject: string | null; text: string },
) {
  await db.insertInto('outbox_messages').values(message).execute();
}

/** Newest first. */
export async function listMessages(db: DbOrTx, options: { recipient?: string; limit: number }) {
  let query = db
    .selectFrom('outbox_messages')
    .select(['id', 'channel', 'recipient', 'subject', 'text', 'created_at'])
    .orderBy('id', 'desc')
    .limit(options.limit);
  if (options.recipient !== undefined) query = query.where('recipient', '=', options.recipient);
  return query.execute();
}
