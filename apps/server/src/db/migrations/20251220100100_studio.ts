import { sql, type Kysely, type RawBuilder } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * The in-house studio's game sessions and rounds (docs/api/wallet-and-launch.md). A game session is
 * opened from a launch token; its id is a bearer credential stored only as a sha256 hash. Real-mode
 * sessions play against the wallet (the ledger holds the money; studio_rounds only remembers each
 * round's outcome so a retried roundKey replays it). Demo sessions carry their own balance here and
 * never touch the wallet.
 */
const statements: RawBuilder<unknown>[] = [
  sql`create table studio_sessions (
    session_hash text primary key check (session_hash ~ '^[0-9a-f]{64}$'),
    game_code text not null,
    mode text not null check (mode in ('real', 'demo')),
    account_id uuid references accounts (account_id),
    demo_balance bigint check (demo_balance >= 0 and demo_balance <= 9007199254740991),
    language text not null,
    lobby_url text not null,
    created_at timestamptz not null,
    expires_at timestamptz not null,
    check ((mode = 'real') = (account_id is not null)),
    check ((mode = 'demo') = (demo_balance is not null))
  )`,
  sql`create index studio_sessions_expires_idx on studio_sessions (expires_at)`,

  sql`create table studio_rounds (
    session_hash text not null references studio_sessions (session_hash) on delete cascade,
    round_key text not null check (char_length(round_key) between 1 and 64),
    round_id text not null unique,
    bet bigint not null check (bet > 0),
    status text not null check (status in ('PENDING', 'SETTLED', 'ROLLED_BACK')),
    win bigint check (win >= 0),
    outcome jsonb,
    balance_after bigint check (balance_after >= 0),
    created_at timestamptz not null,
    settled_at timestamptz,
    primary key (session_hash, round_key),
    check (status <> 'SETTLED' or (win is not null and outcome is not null and balance_after is not null))
  )`,
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('studio_rounds').execute();
  await db.schema.dropTable('studio_sessions').execute();
}
