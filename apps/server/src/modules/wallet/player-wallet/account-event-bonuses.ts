import { PHONE_VERIFIED_BONUS } from '@casino/contract';
import type { PlayerBonusService } from './balance-and-bonuses.service.ts';

/** Where a bonus that could not be granted is reported (the app's logger). */
export interface BonusLog {
  error(details: { err: unknown; accountId: string }, message: string): void;
}

/** The wallet's answers to account events: what auth and phone call when an account is created or verified. */
export interface AccountBonuses {
  /** Grants the signup bonus; never throws (the account exists whatever happens here). */
  onAccountCreated(accountId: string): Promise<void>;
  /** Records the phone-verified bonus (pending until claimed); never throws. */
  onFirstPhoneVerified(accountId: string): Promise<void>;
}

/** One attempt more on a transient failure: the pending bonus is idempotent per account and kind. */
const PHONE_BONUS_ATTEMPTS = 2;

export function createAccountBonuses(deps: {
  wallet: Pick<PlayerBonusService, 'grantSignupBonus' | 'addPendingBonus'>;
  /** Coins of the phone-verified bonus (0 = none). */
  phoneVerifiedBonus: number;
  log: BonusLog;
}): AccountBonuses {
  const { wallet, phoneVerifiedBonus, log } = deps;
  return {
    async onAccountCreated(accountId) {
      try {
        await wallet.grantSignupBonus(accountId);
      } catch (error) {
        // A failed grant is retried by the first /balance (getPlayerBalance).
        log.error({ err: error, accountId }, 'signup bonus not granted (the next balance call grants it)');
      }
    },

    async onFirstPhoneVerified(accountId) {
      if (phoneVerifiedBonus === 0) return;
      for (let attempt = 1; attempt <= PHONE_BONUS_ATTEMPTS; attempt++) {
        try {
          await wallet.addPendingBonus(accountId, PHONE_VERIFIED_BONUS, phoneVerifiedBonus);
          return;
        } catch (error) {
          if (attempt === PHONE_BONUS_ATTEMPTS) {
            log.error({ err: error, accountId }, 'phone-verified bonus not recorded');
          }
        }
      }
    },
  };
}
