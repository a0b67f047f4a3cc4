import type { DbOrTx } from '../../db/database.ts';

export async function insertChallenge(
  db: DbOrTx,
  row: { challenge_id: string; answer_hash: string; created_at: Date; expires_at: Date },
) {
  await db.insertInto('captcha_challenges').values(row).execute();
}

/**
 * Consumes a live challenge (single use: right or wrong, the first attempt uses it up) and returns its
 * answer hash; undefined when it does not exist, was used or expired. One atomic UPDATE.
 */
export async function consumeChallenge(db: DbOrTx, challengeId: string, now: Date) {
  const row = await db
    .updateTable('captcha_challenges')
    .set({ consumed_at: now })
    .where('challenge_id', '=', challengeId)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('answer_hash')
    .executeTakeFirst();
  return row?.answer_hash;
}

export async function deleteExpired(db: DbOrTx, before: Date) {
  await db.deleteFrom('captcha_challenges').where('expires_at', '<', before).execute();
}
