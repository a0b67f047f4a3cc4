import { describe, expect, it } from 'vitest';
import {
  AUTH_ENV,
  Browser,
  PASSWORD,
  challenge,
  lastCode,
  lastResetToken,
  uniquePhone,
  uniqueUser,
} from './auth-helpers.ts';
import { setupTestApp } from './helper.ts';

const CAPTCHA_ANSWER = 'Captcha-Answer-Zq9';
const ctx = setupTestApp({ env: { ...AUTH_ENV, CAPTCHA_TEST_ANSWER: CAPTCHA_ANSWER, LOG_LEVEL: 'trace' } });

describe('auth logging', () => {
  it('never logs a password, reset token, OTP code, session id or captcha answer', async () => {
    ctx.logs.lines.length = 0;
    const secrets: string[] = [PASSWORD, CAPTCHA_ANSWER];
    const { email, displayName } = uniqueUser();
    const browser = new Browser(ctx.app);
    const challengeId = await challenge(browser);
    const signup = await browser.post('/auth/signup', {
      email,
      password: PASSWORD,
      displayName,
      isAgeOver18: true,
      languageCode: 'en',
      captchaData: { challengeId, answer: CAPTCHA_ANSWER },
    });
    expect(signup.statusCode).toBe(201);
    secrets.push(browser.sid!);
    // A wrong sign-in and a right one.
    await browser.post('/auth/signin', { email, password: 'Wrong-Password-123' });
    secrets.push('Wrong-Password-123');
    expect((await browser.post('/auth/signin', { email, password: PASSWORD })).statusCode).toBe(200);
    secrets.push(browser.sid!);

    await browser.post('/auth/forgot-password', { email });
    const token = await lastResetToken(ctx.app, email);
    secrets.push(token);
    const newPassword = 'Reset-Password-456';
    const reset = await browser.post(`/auth/reset-password?token=${token}`, {
      email,
      token,
      password: newPassword,
      confirmPassword: newPassword,
    });
    expect(reset.statusCode).toBe(204);
    secrets.push(newPassword);
    expect((await browser.post('/auth/signin', { email, password: newPassword })).statusCode).toBe(200);
    secrets.push(browser.sid!);

    const phoneNumber = uniquePhone();
    expect(
      (await browser.post('/auth/RequestOtpSms', { phoneNumber, messageText: 'Code {code}' })).statusCode,
    ).toBe(200);
    const code = await lastCode(ctx.app, phoneNumber);
    secrets.push(code);
    expect((await browser.post('/auth/VerifyOTP', { phoneNumber, token: code })).statusCode).toBe(200);

    const changed = 'Changed-Password-789';
    const change = await browser.post('/auth/change-password', {
      currentPassword: newPassword,
      newPassword: changed,
    });
    expect(change.statusCode).toBe(204);
    secrets.push(changed, browser.sid!);
    expect((await browser.get('/auth/get-player-token')).statusCode).toBe(200);

    const text = ctx.logs.lines.join('\n');
    expect(ctx.logs.lines.length).toBeGreaterThan(10);
    for (const secret of secrets) expect(text, 'a secret reached the logs').not.toContain(secret);
    expect(text).not.toContain('token=');
  });
});
