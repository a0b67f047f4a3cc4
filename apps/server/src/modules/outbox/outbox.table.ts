import type { Generated } from 'kysely';

export type OutboxChannel = 'EMAIL' | 'SMS';

/** Mails and SMS that were not sent to a real server (no SMTP_URL / SMS_GATEWAY_URL). */
export interface OutboxMessageTable {
  id: Generated<string>;
  channel: OutboxChannel;
  recipient: string;
  subject: string | null;
  text: string;
  created_at: Generated<Date>;
}
