import type { Kysely, Transaction } from 'kysely';

/**
 * Every table, as Kysely sees it. db/ imports no module (the lint holds it): each module types its
 * own tables in `<m>.table.ts`, and wiring/database-schema.ts merges them into this interface.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface Database {}

export type Db = Kysely<Database>;
/** Repositories take either the database or an open transaction. */
export type DbOrTx = Kysely<Database> | Transaction<Database>;
