import { sql, type Expression, type Kysely, type RawBuilder, type SqlBool } from 'kysely';

/*
 * FROZEN, like the migrations that use it: these helpers are part of migrations that have run, so
 * nothing here may ever change the schema it produces. Never edit one; add a new helper instead.
 * test/migrations.shipped.test.ts walks the shipped migrations and fails on any change to their
 * columns, constraints or indexes. Not a migration itself (index.ts does not list it).
 */
/* eslint-disable @typescript-eslint/no-explicit-any */

/** An index on `columns`: unique, or partial (`where`), when asked. */
export async function createIndex(
  db: Kysely<any>,
  name: string,
  table: string,
  columns: string | readonly string[],
  options: { unique?: boolean; where?: Expression<SqlBool> } = {},
): Promise<void> {
  let index = db.schema
    .createIndex(name)
    .on(table)
    .columns(typeof columns === 'string' ? [columns] : [...columns]);
  if (options.unique) index = index.unique();
  if (options.where) index = index.where(options.where);
  await index.execute();
}

/** A unique index on an expression, e.g. lower(email). */
export async function createUniqueExpressionIndex(
  db: Kysely<any>,
  name: string,
  table: string,
  expression: RawBuilder<unknown>,
): Promise<void> {
  await db.schema.createIndex(name).on(table).expression(expression).unique().execute();
}

/** Drops the tables in the order given (dependents first). */
export async function dropTables(db: Kysely<any>, tables: readonly string[]): Promise<void> {
  for (const table of tables) await db.schema.dropTable(table).execute();
}

/** A CHECK that `column` holds a SHA-256 in lower-case hex: what is stored of a session, token or answer. */
export function isSha256Hex(column: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`${sql.ref(column)} ~ '^[0-9a-f]{64}$'`;
}

/** A CHECK for rows that expire: they expire after they were made. */
export const EXPIRES_AFTER_CREATED = sql<SqlBool>`expires_at > created_at`;

/** The ledger's transaction types as 20251210100000_wallet made them, before any prize type. */
export const WALLET_TRANSACTION_TYPES = [
  'SIGNUP_BONUS',
  'DAILY_BONUS',
  'PROMO_BONUS',
  'BET',
  'WIN',
  'ROLLBACK',
  'ADJUSTMENT',
] as const;

/** The ledger's transaction types: redefines wallet_transactions_transaction_type_check as `types`. */
function transactionTypes(types: readonly string[]): RawBuilder<unknown>[] {
  return [
    sql`alter table wallet_transactions drop constraint wallet_transactions_transaction_type_check`,
    sql`alter table wallet_transactions add constraint wallet_transactions_transaction_type_check
      check (transaction_type in (${sql.join(types.map((type) => sql.lit(type)))}))`,
  ];
}

/**
 * A new kind of prize on the ledger (RAFFLE_PRIZE, TOURNAMENT_PRIZE): `up` adds `type` to the types
 * there were (`before`) and requires its rows to credit coins with a reason and an author; `down`
 * takes both back (refused while rows of the type exist: the ledger is never rewritten).
 */
export function prizeTransactionType(
  type: string,
  before: readonly string[],
): { up: RawBuilder<unknown>[]; down: RawBuilder<unknown>[] } {
  const check = sql.raw(`wallet_transactions_${type.toLowerCase()}_check`);
  return {
    up: [
      ...transactionTypes([...before, type]),
      sql`alter table wallet_transactions add constraint ${check}
        check (transaction_type <> ${sql.lit(type)} or (amount > 0 and reason is not null and actor is not null))`,
    ],
    down: [sql`alter table wallet_transactions drop constraint ${check}`, ...transactionTypes(before)],
  };
}

/** Runs statements in order. */
export async function run(db: Kysely<any>, statements: readonly RawBuilder<unknown>[]): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
