import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type {
  forgotPasswordRequestSchema,
  isEmailUsernameUniqueRequestSchema,
  Player,
  SigninRequest,
  SignupRequest,
} from '@casino/contract';
import type { MailMessage } from '../../adapters/mail.ts';
import type { Background } from '../../background.ts';
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { uniqueViolation } from '../../db/errors.ts';
import { ApiError } from '../../errors.ts';
import type { CaptchaService } from '../captcha/captcha.service.ts';
import type { SecretsService } from '../secrets/secrets.service.ts';
import { createAccountsApi, type AccountsService } from './auth.accounts.ts';
import {
  changePassword,
  deleteAccount,
  playerOf,
  resetPassword,
  sendResetLink,
  type ChangePasswordRequest,
  type ResetPasswordRequest,
} from './auth.password-flows.ts';
import * as repo from './auth.repository.ts';
import { createLoginThrottle } from './login-throttle.ts';
import { createSecurityNotices, type SecurityNoticesDeps } from './auth.notices.ts';
import type { AccountRow } from './auth.table.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password-hash.ts';
import { signPlayerToken, verifyPlayerToken, type VerifiedPlayerToken } from './player-token.ts';
import type { SessionsService } from './sessions.service.ts';

export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;
export type IsEmailUsernameUniqueRequest = z.infer<typeof isEmailUsernameUniqueRequestSchema>;

export type { AccountsService, AccountSummary } from './auth.accounts.ts';
export { RESET_TOKEN_TTL_MS } from './auth.password-flows.ts';
export type { ChangePasswordRequest, ResetPasswordRequest } from './auth.password-flows.ts';

/** The browser a sign-up or sign-in comes from: its device cookie and network address (auth.notices.ts). */
export interface ClientOf {
  deviceId: string;
  ip: string;
}

/** A signed-in result: the player and the new session id for the cookie. */
export interface SignedIn {
  player: Player;
  sessionId: string;
}

export interface AuthService {
  signup(
    body: SignupRequest,
    channelCode: string,
    previousSessionId?: string,
    client?: ClientOf,
  ): Promise<SignedIn>;
  signin(body: SigninRequest, previousSessionId?: string, client?: ClientOf): Promise<SignedIn>;
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
  /** The phone module, after a verified number was replaced: mails the player a security notice. */
  phoneChanged(accountId: string, phoneNumber: string): Promise<void>;
}

export interface AuthServiceDeps {
  db: Db;
  config: Pick<Config, 'accountRef' | 'publicUrl' | 'loginMaxFailures' | 'loginLockMinutes' | 'company'>;
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
  /**
   * Told of every security notice as it is mailed (app.ts: the inbox writes it as a message too).
   * Runs after the answer; what it throws is logged by the background runner, never the player's.
   */
  onSecurityNotice?: SecurityNoticesDeps['onSecurityNotice'];
}

/** The live account of a session (401 when it is gone). */
async function liveAccount(db: Db, accountId: string): Promise<AccountRow> {
  const row = await repo.findAccountById(db, accountId);
  if (!row) throw new ApiError(401, 'UNAUTHORIZED');
  return row;
}

export function createAuthService(deps: AuthServiceDeps): AuthService {
  const { db, config, clock, sessions, captcha, secrets } = deps;
  const throttle = createLoginThrottle(db, config, clock, 'login');
  const notices = createSecurityNotices({ ...deps, supportEmail: config.company.supportEmail });

  const requireAccount = (accountId: string) => liveAccount(db, accountId);

  async function startSession(row: AccountRow, previousSessionId: string | undefined): Promise<SignedIn> {
    // Rotation: whatever session the browser had is revoked; the player gets a new id.
    if (previousSessionId) await sessions.revoke(previousSessionId);
    const sessionId = await sessions.create(row.account_id);
    return { player: toPlayer(row), sessionId };
  }

  const accounts = createAccountsApi(db, clock, throttle);
  const toPlayer = (row: AccountRow) => playerOf(row, config.accountRef);

  return {
    accounts,

    async signup(body, channelCode, previousSessionId, client) {
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
      if (client) await notices.signedUp(accountId, client.deviceId);
      return startSession(await requireAccount(accountId), previousSessionId);
    },

    async resetPassword(body) {
      const accountId = await resetPassword(deps, throttle, body);
      notices.passwordChanged(await requireAccount(accountId));
    },

    async changePassword(accountId, body) {
      const row = await requireAccount(accountId);
      const sessionId = await changePassword(deps, row, body);
      notices.passwordChanged(row);
      return { player: toPlayer(row), sessionId };
    },

    phoneChanged: async (accountId, phoneNumber) =>
      notices.phoneChanged(await requireAccount(accountId), phoneNumber),

    deleteAccount: async (accountId, password) =>
      deleteAccount(deps, await requireAccount(accountId), password),

    async signin(body, previousSessionId, client) {
      // Counted before judged: the attempt is a failure until the password proves right (login-throttle.ts).
      const reservation = await throttle.reserve(body.email);
      if (!reservation) throw new ApiError(423, 'USER_LOCKED_OUT');
      const row = await repo.findAccountByEmail(db, body.email);
      // Unknown addresses verify against a dummy hash: same answer, same work, same time.
      const ok = await verifyPassword(row?.password_hash ?? (await dummyPasswordHash()), body.password);
      if (!row || !ok) throw new ApiError(400, 'INVALID_USER_OR_EMAIL');
      if (!(await throttle.release(body.email, reservation))) throw new ApiError(423, 'USER_LOCKED_OUT');
      if (client) await notices.signedIn(row, client.deviceId, client.ip);
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
      deps.background.run('password-reset-mail', () => sendResetLink(deps, row, body.languageCode));
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
