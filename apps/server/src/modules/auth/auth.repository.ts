import { sql } from 'kysely';
import type { DbOrTx } from '../../db/database.ts';
import { sessionRows } from '../../db/session-rows.ts';
import type { AccountTable } from './auth.table.ts';

const ACCOUNT_COLUMNS = [
  'account_id',
  'email',
  'display_name',
  'password_hash',
  'language_code',
  'is_tester',
  'phone_number',
  'phone_verified_at',
  'deleted_at',
] as const;

// ---------------------------------------------------------------- accounts

export async function insertAccount(
  db: DbOrTx,
  row: Pick<
    AccountTable,
    'account_id' | 'email' | 'display_name' | 'password_hash' | 'language_code' | 'is_age_over_18'
  >,
) {
  await db
    .insertInto('accounts')
    .values({ ...row, phone_number: null, phone_verified_at: null, deleted_at: null })
    .execute();
}

/** A live (not deleted) account by e-mail, case-insensitively. */
export async function findAccountByEmail(db: DbOrTx, email: string) {
  return db
    .selectFrom('accounts')
    .select(ACCOUNT_COLUMNS)
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export async function findAccountById(db: DbOrTx, accountId: string) {
  return db
    .selectFrom('accounts')
    .select(ACCOUNT_COLUMNS)
    .where('account_id', '=', accountId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export async function isEmailTaken(db: DbOrTx, email: string) {
  const row = await db
    .selectFrom('accounts')
    .select('account_id')
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
  return row !== undefined;
}

export async function isDisplayNameTaken(db: DbOrTx, displayName: string) {
  const row = await db
    .selectFrom('accounts')
    .select('account_id')
    .where(sql<string>`lower(display_name)`, '=', displayName.toLowerCase())
    .executeTakeFirst();
  return row !== undefined;
}

export async function setPasswordHash(db: DbOrTx, accountId: string, passwordHash: string, now: Date) {
  await db
    .updateTable('accounts')
    .set({ password_hash: passwordHash, updated_at: now })
    .where('account_id', '=', accountId)
    .where('deleted_at', 'is', null)
    .execute();
}

/** Keeps the row (the ledger will reference it) and drops everything personal. */
export async function anonymiseAccount(
  db: DbOrTx,
  accountId: string,
  values: { email: string; display_name: string; password_hash: string },
  now: Date,
) {
  await db
    .updateTable('accounts')
    .set({ ...values, phone_number: null, phone_verified_at: null, deleted_at: now, updated_at: now })
    .where('account_id', '=', accountId)
    .execute();
}

/** Whether `phoneNumber` is verified on an account other than `exceptAccountId`. */
export async function isPhoneVerifiedElsewhere(
  db: DbOrTx,
  phoneNumber: string,
  exceptAccountId: string | null,
) {
  let query = db
    .selectFrom('accounts')
    .select('account_id')
    .where('phone_number', '=', phoneNumber)
    .where('phone_verified_at', 'is not', null);
  if (exceptAccountId !== null) query = query.where('account_id', '<>', exceptAccountId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function setPhone(
  db: DbOrTx,
  accountId: string,
  phoneNumber: string | null,
  verifiedAt: Date | null,
  now: Date,
) {
  await db
    .updateTable('accounts')
    .set({ phone_number: phoneNumber, phone_verified_at: verifiedAt, updated_at: now })
    .where('account_id', '=', accountId)
    .where('deleted_at', 'is', null)
    .execute();
}

// ---------------------------------------------------------------- sessions

export async function insertSession(
  db: DbOrTx,
  row: { session_hash: string; account_id: string; created_at: Date; last_seen_at: Date; expires_at: Date },
) {
  await db
    .insertInto('sessions')
    .values({ ...row, revoked_at: null })
    .execute();
}

/** A session that is not revoked, of an account that is not deleted (expiry is the service's check). */
export async function findLiveSession(db: DbOrTx, sessionHash: string) {
  return db
    .selectFrom('sessions')
    .innerJoin('accounts', 'accounts.account_id', 'sessions.account_id')
    .select(['sessions.account_id', 'sessions.created_at', 'sessions.last_seen_at', 'sessions.expires_at'])
    .where('sessions.session_hash', '=', sessionHash)
    .where('sessions.revoked_at', 'is', null)
    .where('accounts.deleted_at', 'is', null)
    .executeTakeFirst();
}

const sessionWrites = sessionRows('sessions');
export const touchSession = sessionWrites.touch;
export const revokeSession = sessionWrites.revoke;

/** Revokes the live sessions of an account (one of them when `sessionHash` is given); returns how many. */
export async function revokeAccountSessions(db: DbOrTx, accountId: string, now: Date, sessionHash?: string) {
  return sessionWrites.revokeOwned(db, accountId, now, { only: sessionHash });
}

// ---------------------------------------------------------------- password reset

export async function invalidateResetTokens(db: DbOrTx, accountId: string, now: Date) {
  await db
    .updateTable('password_reset_tokens')
    .set({ used_at: now })
    .where('account_id', '=', accountId)
    .where('used_at', 'is', null)
    .execute();
}

export async function insertResetToken(
  db: DbOrTx,
  row: { token_hash: string; account_id: string; email: string; created_at: Date; expires_at: Date },
) {
  await db
    .insertInto('password_reset_tokens')
    .values({ ...row, used_at: null })
    .execute();
}

/**
 * Uses a reset token: one atomic UPDATE, so of many concurrent submissions exactly one succeeds.
 * Returns the account id, or undefined for an unknown, used or expired token or another e-mail.
 */
export async function consumeResetToken(db: DbOrTx, tokenHash: string, email: string, now: Date) {
  const row = await db
    .updateTable('password_reset_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('email', '=', email.toLowerCase())
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('account_id')
    .executeTakeFirst();
  return row?.account_id;
}

// ---------------------------------------------------------------- sign-in failures

export async function findThrottle(db: DbOrTx, key: string) {
  return db
    .selectFrom('login_throttles')
    .select(['failures', 'locked_until', 'updated_at'])
    .where('key', '=', key)
    .executeTakeFirst();
}

/** What a reservation left in the row: a success may clear the count only if nobody moved it since. */
export interface ThrottleReservation {
  failures: number;
  locked_until: Date | null;
}

/**
 * Counts one sign-in attempt of `key` in ONE statement, before the password is checked. The upsert is
 * atomic in PostgreSQL: concurrent attempts on one key queue on its row and each sees what the one
 * before it left, across every process — and a row deleted meanwhile (a success) is inserted again.
 * - No lock holding: the attempt is reserved as a failure (`failures` + 1; a lock that ended, or a quiet
 *   period as long as a lock — `staleBefore` — starts from 0). The one reaching `maxFailures` sets the
 *   lock and puts `failures` back to 0.
 * - A lock holding: nothing is judged; `failures` counts the attempts refused during the lock (so a
 *   success of the attempt that set the lock sees that others came after it), the lock is not extended.
 */
/** Refused attempts during one lock are counted up to this (an int column, whatever the flood). */
const REFUSED_CAP = 1_000_000;

export async function reserveThrottle(
  db: DbOrTx,
  key: string,
  { now, lockedUntil, staleBefore, maxFailures }: ReserveThrottle,
): Promise<ThrottleReservation> {
  const locks = maxFailures <= 1;
  const failures = sql.ref('login_throttles.failures');
  const until = sql.ref('login_throttles.locked_until');
  const updated = sql.ref('login_throttles.updated_at');
  const locked = sql<boolean>`(${until} is not null and ${until} > ${now}::timestamptz)`;
  const next = sql<number>`(case when ${until} is not null or ${updated} <= ${staleBefore}::timestamptz then 1 else ${failures} + 1 end)`;
  const max = sql`${maxFailures}::int`;
  return db
    .insertInto('login_throttles')
    .values({ key, failures: locks ? 0 : 1, locked_until: locks ? lockedUntil : null, updated_at: now })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        failures: sql<number>`case when ${locked} then least(${failures} + 1, ${REFUSED_CAP}::int) when ${next} >= ${max} then 0 else ${next} end`,
        locked_until: sql<Date | null>`case when ${locked} then ${until} when ${next} >= ${max} then ${lockedUntil}::timestamptz else null end`,
        // While a lock holds this changes nothing: the count restarts when the lock ends anyway.
        updated_at: now,
      }),
    )
    .returning(['failures', 'locked_until'])
    .executeTakeFirstOrThrow();
}

export interface ReserveThrottle {
  now: Date;
  /** The end of the lock a reservation reaching `maxFailures` sets. */
  lockedUntil: Date;
  /** A count last touched at or before this restarts from zero. */
  staleBefore: Date;
  maxFailures: number;
}

/**
 * A proven password clears the count — unless a lock it did not see holds: when another attempt locked
 * the address while this one was judged, or came after the attempt that set the lock, the row is no
 * longer what `reservation` left and false is answered (the sign-in is refused as locked). A row that is
 * gone (cleared by another success) is true.
 */
export async function releaseThrottle(
  db: DbOrTx,
  key: string,
  reservation: ThrottleReservation,
  now: Date,
): Promise<boolean> {
  const deleted = await db
    .deleteFrom('login_throttles')
    .where('key', '=', key)
    .where((eb) =>
      eb.or([
        eb('locked_until', 'is', null),
        eb('locked_until', '<=', now),
        eb.and([
          eb('failures', '=', reservation.failures),
          eb('locked_until', '=', reservation.locked_until ?? now),
        ]),
      ]),
    )
    .returning('key')
    .executeTakeFirst();
  return deleted !== undefined || (await findThrottle(db, key)) === undefined;
}

export async function deleteThrottle(db: DbOrTx, key: string) {
  await db.deleteFrom('login_throttles').where('key', '=', key).execute();
}

/** False when there is no such (live) account. */
export async function setTester(db: DbOrTx, accountId: string, tester: boolean, now: Date) {
  const result = await db
    .updateTable('accounts')
    .set({ is_tester: tester, updated_at: now })
    .where('account_id', '=', accountId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

// ---------------------------------------------------------------- known devices (auth.notices.ts)

/**
 * Records that the account signed in from the device (one upsert); `known` is true when it had before,
 * `others` counts the account's other devices on record.
 */
export async function rememberDevice(db: DbOrTx, accountId: string, deviceHash: string, now: Date) {
  const existing = await db
    .updateTable('known_devices')
    .set({ last_seen_at: now })
    .where('account_id', '=', accountId)
    .where('device_hash', '=', deviceHash)
    .where('last_seen_at', '<=', now)
    .returning('device_hash')
    .executeTakeFirst();
  if (existing) return { known: true, others: 0 };
  const inserted = await db
    .insertInto('known_devices')
    .values({ account_id: accountId, device_hash: deviceHash, first_seen_at: now, last_seen_at: now })
    .onConflict((oc) => oc.columns(['account_id', 'device_hash']).doNothing())
    .returning('device_hash')
    .executeTakeFirst();
  // Two sign-ins of one new browser at once: only the one that inserted it is "new".
  if (!inserted) return { known: true, others: 0 };
  const row = await db
    .selectFrom('known_devices')
    .select(({ fn }) => fn.countAll<string>().as('n'))
    .where('account_id', '=', accountId)
    .where('device_hash', '<>', deviceHash)
    .executeTakeFirst();
  return { known: false, others: Number(row?.n ?? 0) };
}

/** Keeps the `keep` most recently used devices of the account. */
export async function forgetOldDevices(db: DbOrTx, accountId: string, keep: number) {
  await db
    .deleteFrom('known_devices')
    .where('account_id', '=', accountId)
    .where(
      'device_hash',
      'not in',
      db
        .selectFrom('known_devices')
        .select('device_hash')
        .where('account_id', '=', accountId)
        .orderBy('last_seen_at', 'desc')
        .orderBy('device_hash')
        .limit(keep),
    )
    .execute();
}

export async function forgetDevices(db: DbOrTx, accountId: string) {
  await db.deleteFrom('known_devices').where('account_id', '=', accountId).execute();
}
