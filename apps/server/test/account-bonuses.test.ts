import { describe, expect, it } from 'vitest';
import { createAccountBonuses } from '../src/modules/wallet/player-wallet/account-event-bonuses.ts';

/** The wallet's answers to sign-up and phone verification: never throw, retry the phone bonus once. */
function harness(failures: { signup?: number; pending?: number }) {
  const calls: string[] = [];
  const errors: string[] = [];
  let signupFailures = failures.signup ?? 0;
  let pendingFailures = failures.pending ?? 0;
  const bonuses = createAccountBonuses({
    phoneVerifiedBonus: 300,
    log: { error: (_details, message) => void errors.push(message) },
    wallet: {
      async grantSignupBonus(accountId) {
        calls.push(`signup:${accountId}`);
        if (signupFailures-- > 0) throw new Error('database away');
        return { bonus: 1, currency: 'COIN', granted: true } as never;
      },
      async addPendingBonus(accountId, kind, amount) {
        calls.push(`pending:${accountId}:${kind}:${amount}`);
        if (pendingFailures-- > 0) throw new Error('database away');
        return true;
      },
    },
  });
  return { bonuses, calls, errors };
}

describe('account bonuses', () => {
  it('grants the signup bonus when an account is created', async () => {
    const { bonuses, calls, errors } = harness({});
    await bonuses.onAccountCreated('a1');
    expect(calls).toEqual(['signup:a1']);
    expect(errors).toEqual([]);
  });

  it('a failed signup grant is logged, not thrown (the first /balance grants it)', async () => {
    const { bonuses, errors } = harness({ signup: 1 });
    await expect(bonuses.onAccountCreated('a1')).resolves.toBeUndefined();
    expect(errors).toEqual(['signup bonus not granted (the next balance call grants it)']);
  });

  it('records the phone bonus, retrying once after a failure', async () => {
    const { bonuses, calls, errors } = harness({ pending: 1 });
    await bonuses.onFirstPhoneVerified('a1');
    expect(calls).toEqual(['pending:a1:PHONE_VERIFIED:300', 'pending:a1:PHONE_VERIFIED:300']);
    expect(errors).toEqual([]);
  });

  it('gives up after the second failure with one log line', async () => {
    const { bonuses, calls, errors } = harness({ pending: 5 });
    await expect(bonuses.onFirstPhoneVerified('a1')).resolves.toBeUndefined();
    expect(calls).toHaveLength(2);
    expect(errors).toEqual(['phone-verified bonus not recorded']);
  });

  it('records nothing when the phone bonus is 0', async () => {
    const calls: string[] = [];
    const bonuses = createAccountBonuses({
      phoneVerifiedBonus: 0,
      log: { error: () => undefined },
      wallet: {
        grantSignupBonus: async () => ({ bonus: 0, currency: 'COIN', granted: false }) as never,
        addPendingBonus: async () => void calls.push('pending') as never,
      },
    });
    await bonuses.onFirstPhoneVerified('a1');
    expect(calls).toEqual([]);
  });
});
