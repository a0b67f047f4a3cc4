import type { ColumnType } from 'kysely';

/** A date column: written as 'YYYY-MM-DD', read back as a Date (pg) or a string (PGlite). */
type DateColumn = ColumnType<Date | string, string, string>;

/** What a player gave at the alternative sign-up (SPEC §3): pre-fills the KYC form. */
export interface KycProfileTable {
  account_id: string;
  full_name: string | null;
  date_of_birth: DateColumn | null;
  prefecture: string | null;
  municipality: string | null;
  address: string | null;
  post_code: string | null;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export type KycSubmissionStatus = 'pending' | 'approved' | 'rejected';

/** One identity verification request; its document is `document_file` in the store (kyc.store.ts). */
export interface KycSubmissionTable {
  submission_id: string;
  account_id: string;
  full_name: string;
  date_of_birth: DateColumn;
  prefecture: string;
  municipality: string;
  address: string;
  post_code: string;
  document_file: string;
  document_type: 'image/jpeg' | 'image/png' | 'application/pdf';
  document_size: number;
  status: ColumnType<KycSubmissionStatus, KycSubmissionStatus | undefined, KycSubmissionStatus>;
  reason: string | null;
  submitted_at: Date;
  decided_at: Date | null;
  decided_by: string | null;
}

/** One piece of a stored document (the database store): `seq` 0, 1, … in order, ≤ 256 KiB each. */
export interface KycDocumentChunkTable {
  document_file: string;
  seq: number;
  /** A Buffer from pg, a Uint8Array from PGlite. */
  bytes: Uint8Array;
}

export interface KycTables {
  kyc_profiles: KycProfileTable;
  kyc_submissions: KycSubmissionTable;
  kyc_document_chunks: KycDocumentChunkTable;
}
