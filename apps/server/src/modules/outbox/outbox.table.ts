import type { Generated } from 'kysely';

export type OutboxChannel = 'EMAIL' | 'SMS';
/** OUTBOX: not sent, text kept (local installs read it in the console); SENT/FAILED: a gateway's log. */
export type OutboxStatus = 'OUTBOX' | 'SENT' | 'FAILED';

/**
 * Mails and SMS: the outbox of what was not sent to a real server (no SMTP_URL / SMS_GATEWAY_URL), and
 * the delivery log of what was (without its text: it carries codes and links).
 */
export interface OutboxMessageTable {
  id: Generated<string>;
  channel: OutboxChannel;
  recipient: string;
  subject: string | null;
  /** Null for SENT/FAILED (a CHECK enforces it). */
  text: string | null;
  status: Generated<OutboxStatus>;
  created_at: Generated<Date>;
}
