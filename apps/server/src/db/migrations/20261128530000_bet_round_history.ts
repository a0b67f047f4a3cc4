import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * The bet history as rounds (issue 25 item 6, docs/decisions/025-bet-history-as-rounds.md): a player's
 * rounds newest first, optionally of one game, paged. Without these indexes every page read all of
 * game_rounds (its only indexes were the primary key and the open-round sweep's). The round's ledger
 * rows are then summed through wallet_transactions_round_idx (provider, round_id).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index game_rounds_history_idx
    on game_rounds (account_id, opened_at desc, round_id desc)`.execute(db);
  await sql`create index game_rounds_game_history_idx
    on game_rounds (account_id, game_code, opened_at desc, round_id desc)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index game_rounds_game_history_idx`.execute(db);
  await sql`drop index game_rounds_history_idx`.execute(db);
}
