import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type {
  changePasswordRequestSchema,
  LanguageCode,
  Player,
  resetPasswordRequestSchema,
} from '@casino/contract';
import type { MailMessage } from '../../adapters/mail.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../errors.ts';
import * as repo from './auth.repository.ts';
import { passwordResetMail } from './auth.messages.ts';
import type { AccountRow } from './auth.table.ts';
import type { LoginThrottle } from './login-throttle.ts';
import { hashPassword, UNUSABLE_PASSWORD_HASH, verifyPassword } from './password-hash.ts';
import type { SessionsService } from './sessions.service.ts';
import { sha256Hex } from '../../hash.ts';

export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

export const RESET_TOKEN_TTL_MS = 30 * 60_000;

/** What the password flows need of the auth service's dependencies. */
export interface PasswordDeps {
  db: Db;
  clock: Clock;
  config: { publicUrl: string };
  sessions: SessionsService;
  sendMail: (message: MailMessage) => Promise<void>;
}

/** The player as the site sees them (never the row: no hash, no internal columns). */
export function playerOf(row: AccountRow, accountRef: string): Player {
  return {
    accountId: row.account_id,
    accountRef,
    displayName: row.display_name,
    email: row.email,
    languageCode: row.language_code as LanguageCode,
    phoneNumber: row.phone_number,
    isPhoneVerified: row.phone_verified_at !== null,
    isTester: row.is_tester,
  };
}

export async function checkCurrentPassword(row: AccountRow, password: string) {
  if (!(await verifyPassword(row.password_hash, password))) {
    throw new ApiError(400, 'INVALID_CURRENT_PASSWORD');
  }
}

/** A new link for the account (older unused ones stop working), mailed in the player's language. */
export async function sendResetLink(
  deps: PasswordDeps,
  row: AccountRow,
  requested: LanguageCode | undefined,
) {
  const now = deps.clock.now();
  const token = randomBytes(32).toString('base64url');
  await deps.db.transaction().execute(async (tx) => {
    await repo.invalidateResetTokens(tx, row.account_id, now);
    await repo.insertResetToken(tx, {
      token_hash: sha256Hex(token),
      account_id: row.account_id,
      email: row.email.toLowerCase(),
      created_at: now,
      expires_at: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
    });
  });
  const language = requested ?? (row.language_code as LanguageCode);
  const link =
    `${deps.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}` +
    `&email=${encodeURIComponent(row.email)}`;
  await deps.sendMail({ to: row.email, ...passwordResetMail(language, link, RESET_TOKEN_TTL_MS / 60_000) });
}

/** Spends a reset link: new password, every session revoked, every other link void; the account id. */
export async function resetPassword(deps: PasswordDeps, throttle: LoginThrottle, body: ResetPasswordRequest) {
  const { db, clock, sessions } = deps;
  const accountId = await db.transaction().execute(async (tx) => {
    const now = clock.now();
    const id = await repo.consumeResetToken(tx, sha256Hex(body.token), body.email, now);
    if (!id) throw new ApiError(400, 'RESET_TOKEN_INVALID');
    await repo.setPasswordHash(tx, id, await hashPassword(body.password), now);
    await sessions.revokeAll(id, tx);
    await repo.invalidateResetTokens(tx, id, now);
    return id;
  });
  sessions.ended(accountId); // committed: every process forgets the revoked sessions
  // Whoever could read the mail owns the address: a lock of it ends with the reset.
  await throttle.clear(body.email);
  return accountId;
}

/** Sets a new password after checking the current one; returns the caller's fresh session id. */
export async function changePassword(deps: PasswordDeps, row: AccountRow, body: ChangePasswordRequest) {
  const { db, clock, sessions } = deps;
  const accountId = row.account_id;
  await checkCurrentPassword(row, body.currentPassword);
  const passwordHash = await hashPassword(body.newPassword);
  const sessionId = await db.transaction().execute(async (tx) => {
    await repo.setPasswordHash(tx, accountId, passwordHash, clock.now());
    await sessions.revokeAll(accountId, tx);
    await repo.invalidateResetTokens(tx, accountId, clock.now());
    // The caller stays signed in, under a fresh id; every other session is gone.
    return sessions.create(accountId, tx);
  });
  sessions.ended(accountId); // committed: every process forgets the revoked sessions
  return sessionId;
}

/** Anonymises the account (a tester's is kept: 403) and ends its sessions and links. */
export async function deleteAccount(deps: PasswordDeps, row: AccountRow, password: string) {
  const { db, clock, sessions } = deps;
  const accountId = row.account_id;
  await checkCurrentPassword(row, password);
  if (row.is_tester) throw new ApiError(403, 'TESTER_ACCOUNT_DELETION_FORBIDDEN');
  const now = clock.now();
  await db.transaction().execute(async (tx) => {
    await repo.anonymiseAccount(
      tx,
      accountId,
      {
        email: `deleted-${accountId}@deleted.invalid`,
        display_name: `deleted-${accountId}`,
        password_hash: UNUSABLE_PASSWORD_HASH,
      },
      now,
    );
    await sessions.revokeAll(accountId, tx);
    await repo.invalidateResetTokens(tx, accountId, now);
    await repo.forgetDevices(tx, accountId);
  });
  sessions.ended(accountId); // committed: every process forgets the revoked sessions
}
