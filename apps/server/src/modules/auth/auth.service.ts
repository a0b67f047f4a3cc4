import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type {
  changePasswordRequestSchema,
  forgotPasswordRequestSchema,
  isEmailUsernameUniqueRequestSchema,
  LanguageCode,
  Player,
  resetPasswordRequestSchema,
  SigninRequest,
  SignupRequest,
} from '@casino/contract';
import type { MailMessage } from '../../adapters/mail.ts';
import type { Background } from '../../background.ts';
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Db, DbOrTx } from '../../db/database.ts';
import { ApiError } from '../../errors.ts';
import type { CaptchaService } from '../captcha/captcha.service.ts';
import type { SecretsService } from '../secrets/secrets.service.ts';
import * as repo from './auth.repository.ts';
import { createLoginThrottle, type LockoutState } from './login-throttle.ts';
import { passwordResetMail } from './auth.messages.ts';
import type { AccountRow } from './auth.table.ts';
import { dummyPasswordHash, hashPassword, UNUSABLE_PASSWORD_HASH, verifyPassword } from './password.ts';
import { signPlayerToken, verifyPlayerToken, type VerifiedPlayerToken } from './player-token.ts';
import type { SessionsService } from './sessions.service.ts';

export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;
export type IsEmailUsernameUniqueRequest = z.infer<typeof isEmailUsernameUniqueRequestSchema>;

export const RESET_TOKEN_TTL_MS = 30 * 60_000;

/** A signed-in result: the player and the new session id for the cookie. */
export interface SignedIn {
  player: Player;
  sessionId: string;
}

export interface AuthService {
  signup(body: SignupRequest, channelCode: string, previousSessionId?: string): Promise<SignedIn>;
  signin(body: SigninRequest, previousSessionId?: string): Promise<SignedIn>;
  logout(sessionId: string | undefined): Promise<void>;
  getPlayer(accountId: string): Promise<Player | null>;
  forgotPassword(body: ForgotPasswordRequest): Promise<void>;
  resetPassword(body: ResetPasswordRequest): Promise<void>;
  /** Revokes every session of the account and returns a fresh one for the caller. */
  changePassword(accountId: string, body: ChangePasswordRequest): Promise<SignedIn>;
  deleteAccount(accountId: string, password: string): Promise<void>;
  isEmailUsernameUnique(
    body: IsEmailUsernameUniqueRequest,
  ): Promise<{ isEmailUnique: boolean; isDisplayNameUnique: boolean }>;
  playerToken(accountId: string): Promise<{ authToken: string; expiresAt: string }>;
  /** For later modules (game and lobby embeds): the claims of a valid, unexpired player token, else null. */
  verifyPlayerToken(token: string): Promise<VerifiedPlayerToken | null>;
  accounts: AccountsService;
}

/** An account as other modules see it: never its row (no password hash, no internal columns). */
export interface AccountSummary {
  accountId: string;
  /** The player's public name (raffle winners, leaderboards). */
  displayName: string;
  languageCode: string;
  /** The number on file: pending until phoneVerified. */
  phoneNumber: string | null;
  phoneVerified: boolean;
  deleted: boolean;
}

/** What other modules (phone) may ask of accounts; they never touch the accounts table themselves. */
export interface AccountsService {
  get(accountId: string): Promise<AccountSummary | undefined>;
  checkPassword(accountId: string, password: string): Promise<boolean>;
  isPhoneVerifiedElsewhere(phoneNumber: string, accountId: string | null): Promise<boolean>;
  /** Puts `phoneNumber` on file, unverified (null clears it). */
  setPendingPhone(accountId: string, phoneNumber: string | null): Promise<void>;
  /** Marks `phoneNumber` verified on the account; 409 PHONE_NUMBER_EXISTS when another account has it. */
  setVerifiedPhone(db: DbOrTx, accountId: string, phoneNumber: string): Promise<void>;
  /** Marks or unmarks a tester account (SPEC §6: a tester cannot be deleted); false for no such account. */
  setTester(accountId: string, tester: boolean): Promise<boolean>;
  /** The sign-in lockout of the account's address (the back office shows it and may lift it). */
  lockout(accountId: string): Promise<LockoutState | undefined>;
  unlock(accountId: string): Promise<void>;
}

export interface AuthServiceDeps {
  db: Db;
  config: Pick<Config, 'accountRef' | 'publicUrl' | 'loginMaxFailures' | 'loginLockMinutes'>;
  clock: Clock;
  sessions: SessionsService;
  captcha: CaptchaService;
  isCaptchaRequired: (channelCode: string) => Promise<boolean>;
  secrets: SecretsService;
  sendMail: (message: MailMessage) => Promise<void>;
  /** Runs the reset-link issue and mail after the answer (see forgotPassword). */
  background: Pick<Background, 'run'>;
  /**
   * Runs after an account was created, before its session starts (app.ts: the wallet's signup bonus).
   * It must not throw: the account exists whatever it does (the wallet grants a missing bonus later).
   */
  onAccountCreated?: (accountId: string) => Promise<void>;
}

/** The unique index a violation hit (PostgreSQL 23505), if it was one. */
export function uniqueViolation(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error && error.code === '23505') {
    return 'constraint' in error && typeof error.constraint === 'string' ? error.constraint : '';
  }
  return undefined;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export function createAuthService(deps: AuthServiceDeps): AuthService {
  const { db, config, clock, sessions, captcha, secrets } = deps;
  const throttle = createLoginThrottle(db, config, clock, 'login');

  function toAccountSummary(row: AccountRow): AccountSummary {
    return {
      accountId: row.account_id,
      displayName: row.display_name,
      languageCode: row.language_code,
      phoneNumber: row.phone_number,
      phoneVerified: row.phone_verified_at !== null,
      deleted: row.deleted_at !== null,
    };
  }

  function toPlayer(row: AccountRow): Player {
    return {
      accountId: row.account_id,
      accountRef: config.accountRef,
      displayName: row.display_name,
      email: row.email,
      languageCode: row.language_code as LanguageCode,
      phoneNumber: row.phone_number,
      isPhoneVerified: row.phone_verified_at !== null,
      isTester: row.is_tester,
    };
  }

  async function requireAccount(accountId: string): Promise<AccountRow> {
    const row = await repo.findAccountById(db, accountId);
    if (!row) throw new ApiError(401, 'UNAUTHORIZED');
    return row;
  }

  async function checkCurrentPassword(row: AccountRow, password: string) {
    if (!(await verifyPassword(row.password_hash, password))) {
      throw new ApiError(400, 'INVALID_CURRENT_PASSWORD');
    }
  }

  async function startSession(row: AccountRow, previousSessionId: string | undefined): Promise<SignedIn> {
    // Rotation: whatever session the browser had is revoked; the player gets a new id.
    if (previousSessionId) await sessions.revoke(previousSessionId);
    const sessionId = await sessions.create(row.account_id);
    return { player: toPlayer(row), sessionId };
  }

  /** A new link for the account (older unused ones stop working), mailed in the player's language. */
  async function sendResetLink(row: AccountRow, requested: LanguageCode | undefined) {
    const now = clock.now();
    const token = randomBytes(32).toString('base64url');
    await db.transaction().execute(async (tx) => {
      await repo.invalidateResetTokens(tx, row.account_id, now);
      await repo.insertResetToken(tx, {
        token_hash: sha256(token),
        account_id: row.account_id,
        email: row.email.toLowerCase(),
        created_at: now,
        expires_at: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
      });
    });
    const language = requested ?? (row.language_code as LanguageCode);
    const link =
      `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}` +
      `&email=${encodeURIComponent(row.email)}`;
    await deps.sendMail({ to: row.email, ...passwordResetMail(language, link, RESET_TOKEN_TTL_MS / 60_000) });
  }

  const accounts: AccountsService = {
    get: async (accountId) => {
      const row = await repo.findAccountById(db, accountId);
      return row && toAccountSummary(row);
    },
    setTester: (accountId, tester) => repo.setTester(db, accountId, tester, clock.now()),
    async lockout(accountId) {
      const row = await repo.findAccountById(db, accountId);
      return row ? throttle.state(row.email) : undefined;
    },
    async unlock(accountId) {
      const row = await repo.findAccountById(db, accountId);
      if (row) await throttle.clear(row.email);
    },
    async checkPassword(accountId, password) {
      const row = await repo.findAccountById(db, accountId);
      return row !== undefined && (await verifyPassword(row.password_hash, password));
    },
    isPhoneVerifiedElsewhere: (phoneNumber, accountId) =>
      repo.isPhoneVerifiedElsewhere(db, phoneNumber, accountId),
    setPendingPhone: (accountId, phoneNumber) => repo.setPhone(db, accountId, phoneNumber, null, clock.now()),
    async setVerifiedPhone(tx, accountId, phoneNumber) {
      const now = clock.now();
      try {
        // The partial unique index decides races: the violation aborts the caller's transaction.
        await repo.setPhone(tx, accountId, phoneNumber, now, now);
      } catch (error) {
        if (uniqueViolation(error) !== undefined) throw new ApiError(409, 'PHONE_NUMBER_EXISTS');
        throw error;
      }
    },
  };

  return {
    accounts,

    async signup(body, channelCode, previousSessionId) {
      if (await deps.isCaptchaRequired(channelCode)) {
        if (!(await captcha.verify(body.captchaData))) throw new ApiError(400, 'INVALID_CAPTCHA');
      }
      const accountId = randomUUID();
      const passwordHash = await hashPassword(body.password);
      try {
        await repo.insertAccount(db, {
          account_id: accountId,
          email: body.email,
          display_name: body.displayName,
          password_hash: passwordHash,
          language_code: body.languageCode,
          is_age_over_18: body.isAgeOver18,
        });
      } catch (error) {
        const constraint = uniqueViolation(error);
        if (constraint === 'accounts_email_lower_unique') throw new ApiError(409, 'EMAIL_ALREADY_EXISTS');
        if (constraint === 'accounts_display_name_lower_unique') {
          throw new ApiError(409, 'DISPLAYNAME_ALREADY_EXISTS');
        }
        throw error;
      }
      await deps.onAccountCreated?.(accountId);
      return startSession(await requireAccount(accountId), previousSessionId);
    },

    async signin(body, previousSessionId) {
      if (await throttle.isLocked(body.email)) throw new ApiError(423, 'USER_LOCKED_OUT');
      const row = await repo.findAccountByEmail(db, body.email);
      // Unknown addresses verify against a dummy hash: same answer, same work, same time.
      const ok = await verifyPassword(row?.password_hash ?? (await dummyPasswordHash()), body.password);
      if (!row || !ok) {
        await throttle.recordFailure(body.email);
        throw new ApiError(400, 'INVALID_USER_OR_EMAIL');
      }
      await throttle.clear(body.email);
      return startSession(row, previousSessionId);
    },

    async logout(sessionId) {
      if (sessionId) await sessions.revoke(sessionId);
    },

    async getPlayer(accountId) {
      const row = await repo.findAccountById(db, accountId);
      return row ? toPlayer(row) : null;
    },

    async forgotPassword(body) {
      const row = await repo.findAccountByEmail(db, body.email);
      // 204 all the same, and as fast: an unknown address sends nothing, a known one gets its link
      // after the answer, so neither the status nor the time (nor a failing mail server) tells them apart.
      if (!row) return;
      deps.background.run('password-reset-mail', () => sendResetLink(row, body.languageCode));
    },

    async resetPassword(body) {
      await db.transaction().execute(async (tx) => {
        const now = clock.now();
        const accountId = await repo.consumeResetToken(tx, sha256(body.token), body.email, now);
        if (!accountId) throw new ApiError(400, 'RESET_TOKEN_INVALID');
        await repo.setPasswordHash(tx, accountId, await hashPassword(body.password), now);
        await sessions.revokeAll(accountId, tx);
        await repo.invalidateResetTokens(tx, accountId, now);
      });
      // Whoever could read the mail owns the address: a lock of it ends with the reset.
      await throttle.clear(body.email);
    },

    async changePassword(accountId, body) {
      const row = await requireAccount(accountId);
      await checkCurrentPassword(row, body.currentPassword);
      const passwordHash = await hashPassword(body.newPassword);
      const sessionId = await db.transaction().execute(async (tx) => {
        await repo.setPasswordHash(tx, accountId, passwordHash, clock.now());
        await sessions.revokeAll(accountId, tx);
        await repo.invalidateResetTokens(tx, accountId, clock.now());
        // The caller stays signed in, under a fresh id; every other session is gone.
        return sessions.create(accountId, tx);
      });
      return { player: toPlayer(row), sessionId };
    },

    async deleteAccount(accountId, password) {
      const row = await requireAccount(accountId);
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
      });
    },

    async isEmailUsernameUnique(body) {
      const [emailTaken, nameTaken] = await Promise.all([
        repo.isEmailTaken(db, body.email),
        repo.isDisplayNameTaken(db, body.displayName),
      ]);
      return { isEmailUnique: !emailTaken, isDisplayNameUnique: !nameTaken };
    },

    async playerToken(accountId) {
      const { token, expiresAt } = signPlayerToken(await secrets.tokenSecret(), accountId, clock.now());
      return { authToken: token, expiresAt: expiresAt.toISOString() };
    },

    async verifyPlayerToken(token) {
      const claims = verifyPlayerToken(await secrets.tokenSecret(), token, clock.now());
      if (!claims) return null;
      // A deleted account's tokens die with it.
      return (await repo.findAccountById(db, claims.accountId)) ? claims : null;
    },
  };
}
