import type { Database, Db } from '../../../db/database.ts';
import type { Transaction } from 'kysely';

/** The SQL of provider sessions (provider_sessions, wallet.table.ts; docs/wallet.md). */
type DbOrTx = Db | Transaction<Database>;

/** Opens or renews the provider's session of this player in this game until `expiresAt`. */
export async function upsertSession(
  db: DbOrTx,
  row: { provider: string; accountId: string; gameCode: string; now: Date; expiresAt: Date },
) {
  await db
    .insertInto('provider_sessions')
    .values({
      provider: row.provider,
      account_id: row.accountId,
      game_code: row.gameCode,
      opened_at: row.now,
      expires_at: row.expiresAt,
    })
    .onConflict((oc) =>
      oc.columns(['provider', 'account_id', 'game_code']).doUpdateSet({
        opened_at: row.now,
        expires_at: row.expiresAt,
      }),
    )
    .execute();
}

/**
 * Whether the provider holds a session of the account (of `gameCode` when given) that is live at
 * `liveAt` — or, with `liveAt` undefined, one it ever held.
 */
export async function hasSession(
  db: DbOrTx,
  query: { provider: string; accountId: string; gameCode?: string; liveAt?: Date },
): Promise<boolean> {
  let select = db
    .selectFrom('provider_sessions')
    .select('game_code')
    .where('provider', '=', query.provider)
    .where('account_id', '=', query.accountId);
  if (query.gameCode !== undefined) select = select.where('game_code', '=', query.gameCode);
  if (query.liveAt !== undefined) select = select.where('expires_at', '>', query.liveAt);
  return (await select.limit(1).executeTakeFirst()) !== undefined;
}
