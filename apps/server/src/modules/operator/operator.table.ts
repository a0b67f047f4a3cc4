import type { ColumnType, Generated, Selectable } from 'kysely';
import type { OperatorRole } from '@casino/contract';

export interface OperatorTable {
  operator_id: string;
  /** Lower-cased. */
  email: string;
  /** argon2id PHC string. */
  password_hash: string;
  role: OperatorRole;
  must_change_password: Generated<boolean>;
  disabled_at: Date | null;
  created_at: Date;
  updated_at: Date;
  last_signin_at: Date | null;
}

export interface OperatorSessionTable {
  /** sha256 (hex) of the cookie value. */
  session_hash: string;
  operator_id: string;
  created_at: Date;
  last_seen_at: Date;
  expires_at: Date;
  revoked_at: Date | null;
}

/** Append-only (a trigger refuses UPDATE, DELETE and TRUNCATE). */
export interface OperatorAuditTable {
  audit_id: ColumnType<number, never, never>;
  created_at: Date;
  operator_id: string | null;
  operator_email: string | null;
  action: string;
  target: string | null;
  /** jsonb, written as JSON text. */
  before: ColumnType<unknown, string | null, never>;
  after: ColumnType<unknown, string | null, never>;
  ip: string | null;
}

export interface OperatorTables {
  operators: OperatorTable;
  operator_sessions: OperatorSessionTable;
  operator_audit: OperatorAuditTable;
}

export type OperatorRow = Selectable<OperatorTable>;
