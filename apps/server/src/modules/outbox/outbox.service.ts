import type { OperatorMessage, OutboxMessage } from '@casino/contract';
import type { Db } from '../../db/database.ts';
import * as repo from './outbox.repository.ts';
import type { OutboxChannel } from './outbox.table.ts';

export interface OutboxService {
  /** A message that is not sent (no gateway): kept with its text, for the operator console. */
  record(message: {
    channel: OutboxChannel;
    to: string;
    subject: string | null;
    text: string;
  }): Promise<void>;
  /** The delivery log of a real gateway: who, when, whether it was accepted; never the text. */
  logDelivery(entry: {
    channel: OutboxChannel;
    to: string;
    subject: string | null;
    ok: boolean;
  }): Promise<void>;
  /** Outbox messages, newest first (the test-only GET /dev/outbox). */
  list(options: { to?: string; limit: number }): Promise<OutboxMessage[]>;
  /** One page of the outbox and delivery log, newest first (the operator console). */
  page(options: {
    to?: string;
    channel?: OutboxChannel;
    page: number;
    perPage: number;
  }): Promise<{ data: OperatorMessage[]; total: number }>;
}

/** The local default of the mail and SMS adapters (ARCHITECTURE.md decision 8), and their delivery log. */
export function createOutboxService(db: Db): OutboxService {
  return {
    async record({ channel, to, subject, text }) {
      await repo.insertMessage(db, { channel, recipient: to, subject, text, status: 'OUTBOX' });
    },
    async logDelivery({ channel, to, subject, ok }) {
      const status = ok ? 'SENT' : 'FAILED';
      await repo.insertMessage(db, { channel, recipient: to, subject, text: null, status });
    },
    async list({ to, limit }) {
      const rows = await repo.listMessages(db, { recipient: to, limit });
      return rows.map((r) => ({
        id: String(r.id),
        channel: r.channel,
        to: r.recipient,
        subject: r.subject,
        text: r.text ?? '',
        createdDate: new Date(r.created_at).toISOString(),
      }));
    },
    async page({ to, channel, page, perPage }) {
      const { rows, total } = await repo.pageMessages(db, {
        recipient: to,
        channel,
        limit: perPage,
        offset: (page - 1) * perPage,
      });
      const data = rows.map((r) => ({
        id: String(r.id),
        channel: r.channel,
        to: r.recipient,
        subject: r.subject,
        text: r.text,
        status: r.status,
        createdDate: new Date(r.created_at).toISOString(),
      }));
      return { data, total };
    },
  };
}
