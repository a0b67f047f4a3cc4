import type { ColumnType, Selectable } from 'kysely';
import type { InboxAudience, InboxKind } from '@casino/contract';
import type { Int8 } from '../../db/int8.ts';

/** A message, once (migration 20261130100000_inbox). */
export interface InboxMessageTable {
  message_id: string;
  kind: InboxKind;
  audience: InboxAudience;
  account_id: string | null;
  /** Audience SEGMENT: the account's language, signed in within N days, phone verified (each optional). */
  segment_language: ColumnType<string | null, string | null | undefined, never>;
  segment_active_days: ColumnType<number | null, number | null | undefined, never>;
  segment_phone_verified: ColumnType<boolean | null, boolean | null | undefined, never>;
  title_ja: string;
  title_en: string | null;
  body_ja: string;
  body_en: string | null;
  body_format: ColumnType<'TEXT' | 'MARKDOWN', 'TEXT' | 'MARKDOWN' | undefined, never>;
  reward: ColumnType<number | null, number | null, never>;
  send_at: Date;
  expires_at: Date | null;
  sent_at: Date | null;
  cancelled_at: Date | null;
  created_by: string;
  /** The event a system message comes from (unique): the same event never makes two messages. */
  source_key: string | null;
  created_at: Date;
}
export type InboxMessageRow = Selectable<InboxMessageTable>;

/** One message delivered to one player (primary key message + account): read and claimed state. */
export interface InboxDeliveryTable {
  message_id: string;
  account_id: string;
  delivered_at: Date;
  read_at: Date | null;
  claimed_at: Date | null;
  claim_transaction_id: Int8 | null;
}

export interface InboxTables {
  inbox_messages: InboxMessageTable;
  inbox_deliveries: InboxDeliveryTable;
}
