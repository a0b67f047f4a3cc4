import type { Clock } from '../../clock.ts';
import type { Db, DbOrTx } from '../../db/database.ts';
import { uniqueViolation } from '../../db/errors.ts';
import { ApiError } from '../../errors.ts';
import * as repo from './auth.repository.ts';
import type { LockoutState, LoginThrottle } from './login-throttle.ts';
import type { AccountRow } from './auth.table.ts';
import { verifyPassword } from './password-hash.ts';

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

export function toAccountSummary(row: AccountRow): AccountSummary {
  return {
    accountId: row.account_id,
    displayName: row.display_name,
    languageCode: row.language_code,
    phoneNumber: row.phone_number,
    phoneVerified: row.phone_verified_at !== null,
    deleted: row.deleted_at !== null,
  };
}

/** The accounts API other modules are given (auth.service.ts exposes it as `accounts`). */
export function createAccountsApi(db: Db, clock: Clock, throttle: LoginThrottle): AccountsService {
  return {
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
}
