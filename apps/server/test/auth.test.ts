import { describe, expect, it } from 'vitest';
import { PLAYER_COOKIE, SESSION_COOKIE, sessionResponseSchema } from '@casino/contract';
import { verifyPlayerToken } from '../src/modules/auth/player-token.ts';
import {
  AUTH_ENV,
  Browser,
  ERROR,
  PASSWORD,
  challenge,
  signedUp,
  signup,
  uniqueUser,
} from './auth-helpers.ts';
import { manualClock, setupTestApp } from './helper.ts';

const clock = manualClock();
const ctx = setupTestApp({
  env: { ...AUTH_ENV, SESSION_IDLE_MINUTES: '60', SESSION_ABSOLUTE_DAYS: '2' },
  clock,
});
const MINUTE = 60_000;

describe('sign-up', () => {
  it('creates the account, signs in, answers 201 {player} and sets both cookies', async () => {
    const browser = new Browser(ctx.app);
    const { res, body } = await signup(browser);
    expect(res.statusCode).toBe(201);
    const { player } = sessionResponseSchema.parse(res.json());
    expect(player).toMatchObject({
      displayName: body.displayName,
      email: body.email,
      languageCode: 'ja',
      accountRef: 'casino-account',
      phoneNumber: null,
      isPhoneVerified: false,
      isTester: false,
    });
    const sid = res.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(sid).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(sid?.secure).toBeFalsy();
    expect(Buffer.from(sid!.value, 'base64url').length).toBeGreaterThanOrEqual(16);
    const playerCookie = res.cookies.find((c) => c.name === PLAYER_COOKIE);
    expect(playerCookie?.httpOnly).toBeFalsy();
    expect(JSON.parse(decodeURIComponent(playerCookie!.value))).toEqual({ displayName: body.displayName });
    // The raw Set-Cookie header carries the encodeURIComponent'd JSON.
    const raw = ([] as string[])
      .concat(res.headers['set-cookie'] as string[])
      .find((h) => h.startsWith('player='));
    expect(raw).toContain(encodeURIComponent(JSON.stringify({ displayName: body.displayName })));
    const session = await browser.get('/auth/session');
    expect(session.json().player.email).toBe(body.email);
  });

  it('stores only the sha256 of the session id', async () => {
    const { browser } = await signedUp(ctx.app);
    const rows = await ctx.db.selectFrom('sessions').select('session_hash').execute();
    expect(rows.some((r) => r.session_hash === browser.sid)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.session_hash))).toBe(true);
  });

  it('accepts kana and kanji display names and 3- and 14-character names', async () => {
    // This file's database is its own and no other test uses these names: each sign-up must succeed.
    for (const displayName of ['やまだ太郎', 'カタカナー', 'abc', 'a234567890123x']) {
      const browser = new Browser(ctx.app);
      const { res } = await signup(browser, { displayName });
      expect(res.statusCode, displayName).toBe(201);
      expect((await browser.get('/auth/session')).json().player.displayName).toBe(displayName);
    }
  });

  it.each([
    ['an e-mail without @', { email: 'nope.example.com' }],
    ['an e-mail without a dot', { email: 'a@b' }],
    ['an e-mail with a space', { email: 'a b@c.de' }],
    ['a 2-character name', { displayName: 'ab' }],
    ['a 15-character name', { displayName: 'abcdefghijklmno' }],
    ['a name with a space', { displayName: 'ab cd' }],
    ['a name with punctuation', { displayName: 'abc!' }],
    ['a name with an underscore', { displayName: 'abc_d' }],
    ['a 5-character password', { password: '12345' }],
    ['isAgeOver18 false', { isAgeOver18: false }],
    ['no isAgeOver18', { isAgeOver18: undefined }],
    ['an unknown language', { languageCode: 'fr' }],
  ])('refuses %s with 400 REQUEST_VALIDATION_ERROR', async (_name, override) => {
    const { res } = await signup(new Browser(ctx.app), override);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(ERROR('REQUEST_VALIDATION_ERROR'));
  });

  it('accepts a 6-character password', async () => {
    const { res } = await signup(new Browser(ctx.app), { password: '123456' });
    expect(res.statusCode).toBe(201);
  });

  it('keeps e-mails and display names unique case-insensitively (409)', async () => {
    const { email, body } = await signedUp(ctx.app);
    const other = uniqueUser();
    const sameEmail = await signup(new Browser(ctx.app), {
      email: email.toUpperCase(),
      displayName: other.displayName,
    });
    expect(sameEmail.res.statusCode).toBe(409);
    expect(sameEmail.res.json()).toEqual(ERROR('EMAIL_ALREADY_EXISTS'));
    const sameName = await signup(new Browser(ctx.app), {
      email: other.email,
      displayName: (body.displayName as string).toUpperCase(),
    });
    expect(sameName.res.statusCode).toBe(409);
    expect(sameName.res.json()).toEqual(ERROR('DISPLAYNAME_ALREADY_EXISTS'));
  });
});

describe('IsEmailUsernameUnique', () => {
  it('answers per field, case-insensitively', async () => {
    const { email, body } = await signedUp(ctx.app);
    const browser = new Browser(ctx.app);
    const taken = await browser.post('/auth/IsEmailUsernameUnique', {
      email: email.toUpperCase(),
      displayName: (body.displayName as string).toUpperCase(),
    });
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toEqual({ isEmailUnique: false, isDisplayNameUnique: false });
    const free = await browser.post('/auth/IsEmailUsernameUnique', uniqueUser());
    expect(free.json()).toEqual({ isEmailUnique: true, isDisplayNameUnique: true });
    const invalid = await browser.post('/auth/IsEmailUsernameUnique', { email: 'x', displayName: 'ok123' });
    expect(invalid.statusCode).toBe(400);
  });
});

describe('sign-in', () => {
  it('signs in with any case of the e-mail and rotates the session id', async () => {
    const { browser, email } = await signedUp(ctx.app);
    const before = browser.sid!;
    const res = await browser.post('/auth/signin', { email: email.toUpperCase(), password: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json().player.email).toBe(email);
    expect(browser.sid).toBeDefined();
    expect(browser.sid).not.toBe(before);
    // The old cookie's session is revoked.
    const old = new Browser(ctx.app);
    old.jar.set(SESSION_COOKIE, before);
    expect((await old.get('/auth/get-player-token')).statusCode).toBe(401);
    expect((await browser.get('/auth/get-player-token')).statusCode).toBe(200);
  });

  it('gives the same answer for an unknown e-mail and a wrong password', async () => {
    const { email } = await signedUp(ctx.app);
    const browser = new Browser(ctx.app);
    const wrong = await browser.post('/auth/signin', { email, password: 'wrong-password' });
    const unknown = await browser.post('/auth/signin', {
      email: uniqueUser().email,
      password: 'wrong-password',
    });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(ERROR('INVALID_USER_OR_EMAIL'));
      expect(res.cookies).toEqual([]);
    }
  });

  it('refuses an empty password and a malformed e-mail with 400 REQUEST_VALIDATION_ERROR', async () => {
    const browser = new Browser(ctx.app);
    for (const body of [{ email: 'a@b.cd', password: '' }, { email: 'nope', password: 'x' }, {}]) {
      const res = await browser.post('/auth/signin', body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(ERROR('REQUEST_VALIDATION_ERROR'));
    }
  });

  it('locks an address after 5 failures for 15 minutes, then lets it in; success resets the count', async () => {
    const { email } = await signedUp(ctx.app);
    const browser = new Browser(ctx.app);
    const attempt = (password: string) => browser.post('/auth/signin', { email, password });
    for (let i = 0; i < 4; i++) expect((await attempt('bad')).json()).toEqual(ERROR('INVALID_USER_OR_EMAIL'));
    // A success resets the counter: four more failures do not lock.
    expect((await attempt(PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await attempt('bad')).statusCode).toBe(400);
    expect((await attempt('bad')).statusCode).toBe(400); // the 5th consecutive failure locks
    const locked = await attempt(PASSWORD);
    expect(locked.statusCode).toBe(423);
    expect(locked.json()).toEqual(ERROR('USER_LOCKED_OUT'));
    // Attempts during the lock do not extend it.
    clock.advance(10 * MINUTE);
    expect((await attempt('bad')).statusCode).toBe(423);
    clock.advance(5 * MINUTE + 1000);
    expect((await attempt(PASSWORD)).statusCode).toBe(200);
  });

  it('after a lock ends, one failure does not lock again; five new ones do', async () => {
    const { email } = await signedUp(ctx.app);
    const browser = new Browser(ctx.app);
    const attempt = (password: string) => browser.post('/auth/signin', { email, password });
    for (let i = 0; i < 5; i++) await attempt('bad');
    expect((await attempt(PASSWORD)).statusCode).toBe(423);
    clock.advance(15 * MINUTE + 1000);
    expect((await attempt('bad')).statusCode).toBe(400);
    expect((await attempt(PASSWORD)).statusCode).toBe(200);
  });

  it('locks unknown addresses the same way (the lock reveals nothing)', async () => {
    const browser = new Browser(ctx.app);
    const email = uniqueUser().email;
    for (let i = 0; i < 5; i++) await browser.post('/auth/signin', { email, password: 'bad' });
    expect((await browser.post('/auth/signin', { email, password: 'bad' })).json()).toEqual(
      ERROR('USER_LOCKED_OUT'),
    );
    clock.advance(16 * MINUTE);
  });
});

describe('sessions', () => {
  it('GET /auth/session answers {player:null} without or with a bad cookie, never 401', async () => {
    const anonymous = await new Browser(ctx.app).get('/auth/session');
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toEqual({ player: null });
    const forged = new Browser(ctx.app);
    forged.jar.set(SESSION_COOKIE, 'forged-session-id');
    forged.jar.set(PLAYER_COOKIE, JSON.stringify({ displayName: 'x' }));
    const res = await forged.get('/auth/session');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ player: null });
    expect(forged.jar.size).toBe(0); // both cookies cleared
  });

  it('logout revokes the session and clears both cookies', async () => {
    const { browser } = await signedUp(ctx.app);
    const sid = browser.sid!;
    const res = await browser.post('/auth/logout');
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    // Only the device cookie stays: it names the browser, not the session (security notices).
    expect([...browser.jar.keys()]).toEqual(['did']);
    const replay = new Browser(ctx.app);
    replay.jar.set(SESSION_COOKIE, sid);
    expect((await replay.get('/auth/session')).json()).toEqual({ player: null });
    // Logging out twice is harmless.
    expect((await browser.post('/auth/logout')).statusCode).toBe(204);
  });

  it('expires after the idle time, and is kept alive by use', async () => {
    const { browser } = await signedUp(ctx.app);
    clock.advance(50 * MINUTE);
    expect((await browser.get('/auth/session')).json().player).not.toBeNull(); // touches last_seen
    clock.advance(50 * MINUTE);
    expect((await browser.get('/auth/session')).json().player).not.toBeNull();
    clock.advance(61 * MINUTE);
    expect((await browser.get('/auth/session')).json()).toEqual({ player: null });
  });

  it('expires at the absolute lifetime however active', async () => {
    const { browser } = await signedUp(ctx.app);
    let alive = 0;
    for (let i = 0; i < 2 * 24 + 2; i++) {
      clock.advance(59 * MINUTE);
      if ((await browser.get('/auth/session')).json().player === null) break;
      alive++;
    }
    expect(alive).toBe(48); // 48 × 59 min < 2 days < 49 × 59 min
    expect((await browser.get('/auth/session')).json()).toEqual({ player: null });
  });

  it('routes that need a session answer 401 UNAUTHORIZED without one', async () => {
    const browser = new Browser(ctx.app);
    const calls: Array<[string, string, unknown?]> = [
      ['POST', '/auth/change-password', { currentPassword: 'x', newPassword: 'yyyyyy' }],
      ['POST', '/auth/delete-account', { password: 'x' }],
      ['GET', '/auth/get-player-token'],
      ['GET', '/auth/IsPhoneNumberVerified'],
      ['POST', '/auth/RequestOtpSms', { phoneNumber: '+819012345678', messageText: '{code}' }],
      ['POST', '/auth/VerifyOTP', { phoneNumber: '+819012345678', token: '123456' }],
      ['POST', '/auth/request-otp-sms-for-phone-number-change', {}],
      ['POST', '/auth/change-phone-number', {}],
      ['POST', '/auth/reset-phone-number'],
      ['POST', '/auth/IsPhoneNumberUnique', { phoneNumber: '+819012345678' }],
    ];
    for (const [method, url, payload] of calls) {
      const res = await browser.call(method as 'GET' | 'POST', url, payload);
      expect(res.statusCode, url).toBe(401);
      expect(res.json()).toEqual(ERROR('UNAUTHORIZED'));
    }
  });
});

describe('get-player-token', () => {
  it('returns a 5-minute HMAC token that the exported verifier accepts', async () => {
    const { browser, accountId } = await signedUp(ctx.app);
    const res = await browser.get('/auth/get-player-token');
    expect(res.statusCode).toBe(200);
    const { authToken, expiresAt } = res.json();
    expect(new Date(expiresAt).getTime() - clock.now().getTime()).toBe(5 * MINUTE);
    expect(await ctx.app.auth.verifyPlayerToken(authToken)).toMatchObject({ accountId });
    // Tampered, wrong secret, expired: refused.
    const [body, sig] = authToken.split('.');
    const forgedBody = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(body, 'base64url').toString()), sub: 'x' }),
    ).toString('base64url');
    expect(await ctx.app.auth.verifyPlayerToken(`${forgedBody}.${sig}`)).toBeNull();
    expect(
      verifyPlayerToken(Buffer.from('another-secret-another-secret-xx'), authToken, clock.now()),
    ).toBeNull();
    expect(await ctx.app.auth.verifyPlayerToken('garbage')).toBeNull();
    clock.advance(5 * MINUTE);
    expect(await ctx.app.auth.verifyPlayerToken(authToken)).toBeNull();
  });

  it('keeps a generated secret in server_secrets (shared by processes)', async () => {
    const rows = await ctx.db.selectFrom('server_secrets').select(['name', 'value']).execute();
    expect(rows.map((r) => r.name)).toContain('token');
  });
});

describe('captcha at sign-up', () => {
  it('is required when the channel asks for it', async () => {
    const browser = new Browser(ctx.app);
    const { res } = await signup(browser, { captchaData: undefined });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(ERROR('INVALID_CAPTCHA'));
  });

  it('refuses a wrong answer, and the challenge is then used up', async () => {
    const browser = new Browser(ctx.app);
    const challengeId = await challenge(browser);
    const wrong = await signup(browser, { captchaData: { challengeId, answer: 'WRONG' } });
    expect(wrong.res.json()).toEqual(ERROR('INVALID_CAPTCHA'));
    const again = await signup(browser, { captchaData: { challengeId, answer: 'pass' } });
    expect(again.res.json()).toEqual(ERROR('INVALID_CAPTCHA'));
  });

  it('needs a real challenge id even with the test answer', async () => {
    const { res } = await signup(new Browser(ctx.app), {
      captchaData: { challengeId: 'x'.repeat(24), answer: 'pass' },
    });
    expect(res.json()).toEqual(ERROR('INVALID_CAPTCHA'));
  });
});
