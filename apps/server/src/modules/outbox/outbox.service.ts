import type { OutboxMessage } from '@casino/contract';
import type { Db } from '../../db/database.ts';
import * as repo from './outbox.repository.ts';
import type { OutboxChannel } from './outbox.table.ts';

export interface OutboxService {
  record(message: {
    channel: OutboxChannel;
    to: string;
    subject: string | null;
    text: string;
  }): Promise<void>;
  list(options: { to?: string; limit: number }): Promise<OutboxMessage[]>;
}

/** The local default of the mail and SMS adapters (ARCHITECTURE.md decision 8). */
export function createOutboxService(db: Db): OutboxService {
  return {
    async record({ channel, to, subject, text }) {
      await repo.insertMessage(db, { channel, recipient: to, subject, text });
    },
    async list({ to, limit }) {
      const rows = await repo.listMessages(db, { recipient: to, limit });
      return rows.map((r) => ({
        id: String(r.id),
        channel: r.channel,
        to: r.recipient,
        subject: r.subject,
        text: r.text,
        createdDate: new Date(r.created_at).toISOString(),
      }));
    },
  };
}
