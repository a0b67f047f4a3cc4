import { describe, expect, it } from 'vitest';
import { AUTH_ENV, Browser, challenge, ERROR, PASSWORD, signup, uniqueUser } from './auth-helpers.ts';
import { manualClock, setupTestApp } from './helper.ts';

/** POST /auth/signup with SPEC §3's alternative registration shape, and the promo code hook. */

const redeemed: Array<{ accountId: string; code: string }> = [];
const clock = manualClock(new Date('2030-06-15T03:00:00Z'));
const ctx = setupTestApp({
  env: AUTH_ENV,
  clock,
  // A fake of part A's promo-code service: counts what the sign-up asks of it.
  promoCodes: {
    async redeem(accountId, code) {
      redeemed.push({ accountId, code });
      return { bonus: 100 };
    },
  },
});

async function alternative(browser: Browser, overrides: Record<string, unknown> = {}) {
  const user = uniqueUser();
  return browser.post('/auth/signup', {
    firstName: '太郎',
    lastName: '山田',
    dateOfBirth: '1990-04-01',
    postCode: '100-0005',
    email: user.email,
    displayName: user.displayName,
    password: PASSWORD,
    captchaData: { challengeId: await challenge(browser), answer: 'pass' },
    ...overrides,
  });
}

describe('the alternative registration shape', () => {
  it('signs up with names, date of birth and post code, and pre-fills KYC with them', async () => {
    const browser = new Browser(ctx.app);
    const res = await alternative(browser, {
      prefecture: '東京都',
      municipality: '千代田区',
      address: '丸の内1-1-1',
      languageCode: 'en',
      siteRef: 'casino-web',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().player.languageCode).toBe('en');
    const kyc = await browser.get('/kyc');
    expect(kyc.json()).toEqual({
      status: 'unverified',
      reason: null,
      submittedDate: null,
      decidedDate: null,
      details: {
        fullName: '山田 太郎',
        dateOfBirth: '1990-04-01',
        postCode: '100-0005',
        prefecture: '東京都',
        municipality: '千代田区',
        address: '丸の内1-1-1',
      },
    });
  });

  it('refuses a date of birth under 18 with AGE_UNDER_18 and creates no account', async () => {
    const browser = new Browser(ctx.app);
    const res = await alternative(browser, { dateOfBirth: '2012-06-16' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(ERROR('AGE_UNDER_18'));
    expect(browser.sid).toBeUndefined();
  });

  it('refuses a body missing a required field of either shape', async () => {
    for (const missing of ['firstName', 'lastName', 'dateOfBirth', 'postCode']) {
      const res = await alternative(new Browser(ctx.app), { [missing]: undefined });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(ERROR('REQUEST_VALIDATION_ERROR'));
    }
    const badPostCode = await alternative(new Browser(ctx.app), { postCode: '12-34' });
    expect(badPostCode.statusCode).toBe(400);
  });

  it('applies a promo code exactly once, after the account exists, in either shape', async () => {
    const before = redeemed.length;
    const alt = await alternative(new Browser(ctx.app), { promoCode: 'WELCOME' });
    expect(alt.statusCode).toBe(201);
    const std = await signup(new Browser(ctx.app), { promoCode: 'SPRING' });
    expect(std.res.statusCode).toBe(201);
    const none = await signup(new Browser(ctx.app));
    expect(none.res.statusCode).toBe(201);
    expect(redeemed.slice(before)).toEqual([
      { accountId: alt.json().player.accountId, code: 'WELCOME' },
      { accountId: std.res.json().player.accountId, code: 'SPRING' },
    ]);
  });

  it('does not apply a code when the sign-up fails', async () => {
    const before = redeemed.length;
    const taken = uniqueUser();
    await signup(new Browser(ctx.app), { email: taken.email });
    const again = await signup(new Browser(ctx.app), { email: taken.email, promoCode: 'WELCOME' });
    expect(again.res.statusCode).toBe(409);
    expect(redeemed.length).toBe(before);
  });
});
