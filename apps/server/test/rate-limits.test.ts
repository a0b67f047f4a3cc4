import { describe, expect, it } from 'vitest';
import { Browser, ERROR, PASSWORD, SMS_TEXT, signup, uniquePhone, uniqueUser } from './auth-helpers.ts';
import { manualClock, setupTestApp } from './helper.ts';

// The real limits (RATE_LIMIT_MULTIPLIER 1); each test comes from its own address (X-Forwarded-For).
const clock = manualClock();
const ctx = setupTestApp({ env: { CAPTCHA_TEST_ANSWER: 'pass', TRUST_PROXY: 'true' }, clock });
let ipCounter = 1;
const newBrowser = () => new Browser(ctx.app, `198.51.100.${ipCounter++}`);

/** Calls `call` until it answers 429; returns how many calls were accepted before. */
async function allowedBefore429(
  call: () => Promise<{ statusCode: number; json(): unknown; headers: Record<string, unknown> }>,
  limit = 100,
) {
  for (let i = 0; i < limit; i++) {
    const res = await call();
    if (res.statusCode === 429) {
      expect(res.json()).toEqual(ERROR('TOO_MANY_REQUESTS'));
      // Every 429 says how long to wait: whole seconds, within the rule's window.
      expect(String(res.headers['retry-after'])).toMatch(/^[1-9]\d*$/);
      expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(24 * 3600);
      return i;
    }
  }
  return limit;
}

describe('rate limits (PostgreSQL counters)', () => {
  it('sign-in: 30 per IP per 15 minutes, then 429 until the window ends', async () => {
    const browser = newBrowser();
    const body = { email: uniqueUser().email, password: 'x' };
    // Different addresses so the lockout does not answer first.
    let n = 0;
    const call = () => browser.post('/auth/signin', { ...body, email: `${n++}${body.email}` });
    expect(await allowedBefore429(call)).toBe(30);
    const rows = await ctx.db.selectFrom('rate_limit_counters').select(['key', 'count']).execute();
    expect(rows.find((r) => r.key === `signin-ip:${browser.ip}`)?.count).toBeGreaterThan(30);
    // Retry-After = what is left of the 15-minute window (the clock stood still: all of it).
    expect((await call()).headers['retry-after']).toBe(String(15 * 60));
    clock.advance(5 * 60_000);
    expect((await call()).headers['retry-after']).toBe(String(10 * 60));
    clock.advance(10 * 60_000);
    expect((await call()).statusCode).toBe(400);
    // Another address is not affected.
    expect((await newBrowser().post('/auth/signin', body)).statusCode).toBe(400);
  });

  it('sign-up: 10 per IP per hour', async () => {
    const browser = newBrowser();
    expect(await allowedBefore429(() => signup(browser, { captchaData: undefined }).then((r) => r.res))).toBe(
      10,
    );
  });

  it('forgot-password: 3 per address per hour, whatever the IP', async () => {
    const email = uniqueUser().email;
    expect(await allowedBefore429(() => newBrowser().post('/auth/forgot-password', { email }))).toBe(3);
  });

  it('reset-password: 10 per IP per 15 minutes', async () => {
    const browser = newBrowser();
    const body = { email: 'a@b.cd', token: 'x', password: 'abcdef', confirmPassword: 'abcdef' };
    expect(await allowedBefore429(() => browser.post('/auth/reset-password', body))).toBe(10);
  });

  it('IsEmailUsernameUnique: 20 per IP per 10 minutes', async () => {
    const browser = newBrowser();
    expect(await allowedBefore429(() => browser.post('/auth/IsEmailUsernameUnique', uniqueUser()))).toBe(20);
  });

  it('captcha challenges: 30 per IP per 10 minutes', async () => {
    const browser = newBrowser();
    expect(await allowedBefore429(() => browser.get('/captcha/challenge'))).toBe(30);
  });

  it('per account: RequestOtpSms 5/h, VerifyOTP 20/h, change-password 5/15 min, delete-account 5/h', async () => {
    const browser = newBrowser();
    expect((await signup(browser)).res.statusCode).toBe(201);
    const phoneNumber = uniquePhone();
    const sms = async () => {
      clock.advance(31_000); // past the resend lock
      // Another number each time: the per-number limit (3/h) is tested below.
      return browser.post('/auth/RequestOtpSms', { phoneNumber: uniquePhone(), messageText: SMS_TEXT });
    };
    expect(await allowedBefore429(sms)).toBe(5);
    expect(
      await allowedBefore429(() => browser.post('/auth/VerifyOTP', { phoneNumber, token: '000000' })),
    ).toBe(20);
    expect(
      await allowedBefore429(() =>
        browser.post('/auth/change-password', { currentPassword: 'wrong', newPassword: 'abcdefg' }),
      ),
    ).toBe(5);
    expect(await allowedBefore429(() => browser.post('/auth/delete-account', { password: 'wrong' }))).toBe(5);
    // Still signed in: the limits did not touch the session.
    expect((await browser.get('/auth/session')).json().player).not.toBeNull();
    expect(PASSWORD).toBeTruthy();
  });

  // Issue 17, hole 1: four accounts on four addresses sent four SMS to one number within a second.
  it('per target number: 3 SMS an hour and 10 a day, whichever accounts and addresses ask', async () => {
    const target = uniquePhone();
    const players: Browser[] = [];
    for (let i = 0; i < 12; i++) {
      const browser = newBrowser();
      expect((await signup(browser)).res.statusCode).toBe(201);
      players.push(browser);
    }
    const ask = (browser: Browser, phoneNumber = target) =>
      browser.post('/auth/RequestOtpSms', { phoneNumber, messageText: SMS_TEXT });
    let sent = 0;
    const statuses: number[] = [];
    for (let hour = 0; hour < 4; hour++) {
      for (const browser of players.slice(hour * 3, hour * 3 + 3))
        statuses.push((await ask(browser)).statusCode);
      const extra = await ask(players[(hour * 3 + 3) % players.length]!);
      statuses.push(extra.statusCode);
      if (extra.statusCode === 429) expect(extra.json()).toEqual(ERROR('TOO_MANY_REQUESTS'));
      clock.advance(60 * 60_000 + 1000);
    }
    sent = statuses.filter((s) => s === 200).length;
    // Hours 1–3: 3 sent, the 4th refused; hour 4: the day's 10th goes, then 429.
    expect(statuses).toEqual([
      200, 200, 200, 429, 200, 200, 200, 429, 200, 200, 200, 429, 200, 429, 429, 429,
    ]);
    expect(sent).toBe(10);
    const texts = await ctx.db
      .selectFrom('outbox_messages')
      .select('text')
      .where('recipient', '=', target)
      .execute();
    expect(texts).toHaveLength(10);
    // Other numbers are not affected.
    expect((await ask(players[0]!, uniquePhone())).statusCode).toBe(200);
    clock.advance(24 * 60 * 60_000); // a new day (sessions have ended: a new player asks)
    const next = newBrowser();
    expect((await signup(next)).res.statusCode).toBe(201);
    expect((await ask(next)).statusCode).toBe(200);
  });
});
