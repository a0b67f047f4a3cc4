import { describe, expect, it } from 'vitest';
import type { OutboxMessage } from '@casino/contract';
import {
  AUTH_ENV,
  Browser,
  lastCode,
  lastResetToken,
  outbox,
  PASSWORD,
  signedUp,
  SMS_TEXT,
  uniquePhone,
} from './auth-helpers.ts';
import { manualClock, setupTestApp } from './helper.ts';

/**
 * Security notices (issue 24, hole 11): a password change (or reset), a phone change and a sign-in from
 * a new device mail the player, in ja or en, what changed, when and the support address — read from
 * the outbox. Sign-up and sign-ins from a known browser send nothing.
 */
const SUPPORT = 'help@casino.test';
const clock = manualClock(new Date('2030-03-04T05:06:00Z'));
const ctx = setupTestApp({ env: { ...AUTH_ENV, SUPPORT_EMAIL: SUPPORT, TRUST_PROXY: 'true' }, clock });
const LANGUAGES = ['ja', 'en'] as const;
const EXPECTED = {
  password: { ja: 'パスワードが変更されました', en: 'Your password was changed' },
  phone: { ja: '電話番号が変更されました', en: 'Your phone number was changed' },
  device: { ja: '新しい端末からログインがありました', en: 'New sign-in to your account' },
};
const WHEN = { ja: '2030年3月4日 14:06（日本時間）', en: '4 March 2030 at 05:06 UTC' };

const notices = async (email: string) =>
  (await outbox(ctx.app, email)).filter((m) => !/reset|再設定のご案内/i.test(m.subject ?? ''));

function expectNotice(mail: OutboxMessage | undefined, kind: keyof typeof EXPECTED, language: 'ja' | 'en') {
  expect(mail?.subject).toContain(EXPECTED[kind][language]);
  expect(mail?.text).toContain(WHEN[language]);
  expect(mail?.text).toContain(SUPPORT);
}

describe.each(LANGUAGES)('security notices in %s', (language) => {
  it('sign-up and a sign-in from the same browser send nothing; a new browser gets one notice', async () => {
    const { browser, email } = await signedUp(ctx.app, { languageCode: language });
    expect(browser.jar.get('did')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await browser.post('/auth/signin', { email, password: PASSWORD })).statusCode).toBe(200);
    expect(await notices(email)).toEqual([]);

    const elsewhere = new Browser(ctx.app, '203.0.113.77');
    expect((await elsewhere.post('/auth/signin', { email, password: PASSWORD })).statusCode).toBe(200);
    const [mail, ...rest] = await notices(email);
    expect(rest).toEqual([]);
    expectNotice(mail, 'device', language);
    expect(mail?.text).toContain('203.0.113.77');
    expect(mail?.text).not.toContain(elsewhere.jar.get('did'));
    // That browser is known now; a failed sign-in from yet another one sends nothing.
    expect((await elsewhere.post('/auth/signin', { email, password: PASSWORD })).statusCode).toBe(200);
    await new Browser(ctx.app).post('/auth/signin', { email, password: 'wrong-password' });
    expect(await notices(email)).toHaveLength(1);
  });

  it('a password change and a password reset each send a notice', async () => {
    const { browser, email } = await signedUp(ctx.app, { languageCode: language });
    const changed = await browser.post('/auth/change-password', {
      currentPassword: PASSWORD,
      newPassword: 'another-pass-8',
    });
    expect(changed.statusCode).toBe(204);
    const [mail] = await notices(email);
    expectNotice(mail, 'password', language);

    await browser.post('/auth/forgot-password', { email, languageCode: language });
    const token = await lastResetToken(ctx.app, email);
    const reset = await browser.post('/auth/reset-password', {
      email,
      token,
      password: 'third-pass-9',
      confirmPassword: 'third-pass-9',
    });
    expect(reset.statusCode).toBe(204);
    const after = await notices(email);
    expect(after).toHaveLength(2);
    expectNotice(after[0], 'password', language);
  });

  it('a phone change sends a notice naming only the last four digits', async () => {
    const { browser, email } = await signedUp(ctx.app, { languageCode: language });
    const first = uniquePhone();
    await browser.post('/auth/RequestOtpSms', { phoneNumber: first, messageText: SMS_TEXT });
    const verified = await browser.post('/auth/VerifyOTP', {
      phoneNumber: first,
      token: await lastCode(ctx.app, first),
    });
    expect(verified.statusCode).toBe(200);
    expect(await notices(email)).toEqual([]); // a first verification is not a change
    clock.advance(31_000);
    const second = uniquePhone();
    const sent = await browser.post('/auth/request-otp-sms-for-phone-number-change', {
      password: PASSWORD,
      phoneNumber: second,
      messageText: SMS_TEXT,
    });
    expect(sent.statusCode).toBe(200);
    const changed = await browser.post('/auth/change-phone-number', {
      password: PASSWORD,
      phoneNumber: second,
      token: await lastCode(ctx.app, second),
    });
    expect(changed.statusCode).toBe(200);
    clock.advance(-31_000);
    const [mail, ...rest] = await notices(email);
    expect(rest).toEqual([]);
    expect(mail?.subject).toContain(EXPECTED.phone[language]);
    expect(mail?.text).toContain(second.slice(-4));
    expect(mail?.text).not.toContain(second.slice(0, -4));
  });
});

describe('new-device rules', () => {
  it('an account with no browser on record (before the notices) records its first sign-in silently', async () => {
    const { email, accountId } = await signedUp(ctx.app);
    await ctx.db.deleteFrom('known_devices').where('account_id', '=', accountId).execute();
    const first = new Browser(ctx.app);
    expect((await first.post('/auth/signin', { email, password: PASSWORD })).statusCode).toBe(200);
    expect(await notices(email)).toEqual([]);
    await new Browser(ctx.app).post('/auth/signin', { email, password: PASSWORD });
    expect(await notices(email)).toHaveLength(1);
  });

  it('a malformed device cookie is replaced, and keeps only a hash in the database', async () => {
    const { email, accountId } = await signedUp(ctx.app);
    const browser = new Browser(ctx.app);
    browser.jar.set('did', 'not-a-device-id');
    await browser.post('/auth/signin', { email, password: PASSWORD });
    const deviceId = browser.jar.get('did')!;
    expect(deviceId).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await ctx.db
      .selectFrom('known_devices')
      .select('device_hash')
      .where('account_id', '=', accountId)
      .execute();
    expect(rows).toHaveLength(2);
    expect(rows.some((r) => r.device_hash === deviceId)).toBe(false);
    expect(ctx.logs.lines.join('\n')).not.toContain(deviceId);
  });
});
