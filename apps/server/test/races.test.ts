import { describe, expect, it } from 'vitest';
import {
  AUTH_ENV,
  Browser,
  PASSWORD,
  SMS_TEXT,
  lastCode,
  lastResetToken,
  signedUp,
  signup,
  uniquePhone,
  uniqueUser,
} from './auth-helpers.ts';
import { ON_POSTGRES, setupTestApp } from './helper.ts';

// Concurrency proves something on PostgreSQL only (PGlite runs one statement at a time); the tests
// are cheap, so they also run on PGlite.
const ctx = setupTestApp({ env: AUTH_ENV });
const N = 20;

describe(`races (${ON_POSTGRES ? 'PostgreSQL' : 'PGlite: proves little'})`, () => {
  it('the same OTP submitted 20 times at once succeeds exactly once', async () => {
    const { browser } = await signedUp(ctx.app);
    const phoneNumber = uniquePhone();
    expect(
      (await browser.post('/auth/RequestOtpSms', { phoneNumber, messageText: SMS_TEXT })).statusCode,
    ).toBe(200);
    const token = await lastCode(ctx.app, phoneNumber);
    const results = await Promise.all(
      Array.from({ length: N }, () => browser.post('/auth/VerifyOTP', { phoneNumber, token })),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 400)).toHaveLength(N - 1);
  });

  it('the same reset token submitted 20 times at once succeeds exactly once', async () => {
    const { email } = await signedUp(ctx.app);
    await new Browser(ctx.app).post('/auth/forgot-password', { email });
    const token = await lastResetToken(ctx.app, email);
    const results = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        new Browser(ctx.app).post('/auth/reset-password', {
          email,
          token,
          password: `new-password-${i}`,
          confirmPassword: `new-password-${i}`,
        }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 204)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 400)).toHaveLength(N - 1);
  });

  it('20 concurrent sign-ups with the same e-mail create exactly one account', async () => {
    const { email } = uniqueUser();
    const results = await Promise.all(
      Array.from({ length: N }, () =>
        signup(new Browser(ctx.app), { email, displayName: uniqueUser().displayName }),
      ),
    );
    expect(results.filter((r) => r.res.statusCode === 201)).toHaveLength(1);
    expect(results.filter((r) => r.res.statusCode === 409)).toHaveLength(N - 1);
    const rows = await ctx.db
      .selectFrom('accounts')
      .select('account_id')
      .where('email', '=', email)
      .execute();
    expect(rows).toHaveLength(1);
    expect(PASSWORD).toBeTruthy();
  });
});
