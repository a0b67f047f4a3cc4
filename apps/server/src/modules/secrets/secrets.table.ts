import type { Generated } from 'kysely';

/** Secrets generated once and shared by every process (e.g. the token secret without TOKEN_SECRET). */
export interface ServerSecretTable {
  name: string;
  value: string;
  created_at: Generated<Date>;
}
