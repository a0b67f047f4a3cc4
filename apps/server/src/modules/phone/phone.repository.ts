import { sql } from 'kysely';
import type { DbOrTx } from '../../db/database.ts';
import type { OtpPurpose, PhoneOtpTable } from './phone.table.ts';

/**
 * Stores a new code for (account, purpose), replacing the old one — unless the old one's resend lock
 * still holds, then nothing changes and undefined comes back. One atomic statement.
 */
export async function replaceOtp(db: DbOrTx, row: PhoneOtpTable, now: Date) {
  return db
    .insertInto('phone_otps')
    .values(row)
    .onConflict((oc) =>
      oc
        .columns(['account_id', 'purpose'])
        .doUpdateSet({
          phone_number: row.phone_number,
          code_hash: row.code_hash,
          attempts: 0,
          created_at: row.created_at,
          expires_at: row.expires_at,
          resend_available_at: row.resend_available_at,
          consumed_at: null,
        })
        .where('phone_otps.resend_available_at', '<=', now),
    )
    .returning(['expires_at', 'resend_available_at'])
    .executeTakeFirst();
}

/**
 * One try of a code, in one UPDATE: counts the attempt and, when the hash matches, consumes the code.
 * Only a live code (unused, unexpired, fewer than `maxAttempts` tries) for that number is touched, so of
 * many concurrent submissions of the right code exactly one sees `consumed`.
 */
export async function attemptOtp(
  db: DbOrTx,
  key: { accountId: string; purpose: OtpPurpose; phoneNumber: string },
  codeHash: string,
  now: Date,
  maxAttempts: number,
) {
  const row = await db
    .updateTable('phone_otps')
    .set((eb) => ({
      attempts: eb('attempts', '+', 1),
      consumed_at: sql<Date | null>`case when code_hash = ${codeHash} then ${now}::timestamptz else null end`,
    }))
    .where('account_id', '=', key.accountId)
    .where('purpose', '=', key.purpose)
    .where('phone_number', '=', key.phoneNumber)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', now)
    .where('attempts', '<', maxAttempts)
    .returning('consumed_at')
    .executeTakeFirst();
  return row === undefined ? 'no-live-code' : row.consumed_at !== null ? 'consumed' : 'wrong';
}

export async function findOtp(db: DbOrTx, accountId: string, purpose: OtpPurpose) {
  return db
    .selectFrom('phone_otps')
    .select(['phone_number', 'resend_available_at', 'expires_at', 'consumed_at', 'attempts'])
    .where('account_id', '=', accountId)
    .where('purpose', '=', purpose)
    .executeTakeFirst();
}

export async function insertValidation(
  db: DbOrTx,
  row: { validation_code: string; account_id: string; phone_number: string; created_at: Date },
) {
  await db.insertInto('phone_validations').values(row).execute();
}

export async function deleteAccountOtps(db: DbOrTx, accountId: string) {
  await db.deleteFrom('phone_otps').where('account_id', '=', accountId).execute();
}
