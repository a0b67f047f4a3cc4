import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '@casino/contract';
import {
  AUTH_ENV,
  Browser,
  ERROR,
  PASSWORD,
  lastResetToken,
  outbox,
  signedUp,
  uniqueUser,
} from './auth-helpers.ts';
import { manualClock, setupTestApp } from './helper.ts';

const clock = manualClock();
const ctx = setupTestApp({ env: { ...AUTH_ENV, PUBLIC_URL: 'https://casino.example/' }, clock });
const MINUTE = 60_000;

describe('forgot-password', () => {
  it('mails a link in the request language with a ≥128-bit token, and answers 204', async () => {
    const { email } = await signedUp(ctx.app);
    const res = await new Browser(ctx.app).post('/auth/forgot-password', {
      email: email.toUpperCase(),
      languageCode: 'en',
    });
    expect(res.statusCode).toBe(204);
    const [mail] = await outbox(ctx.app, email);
    expect(mail).toMatchObject({ channel: 'EMAIL', to: email, subject: 'Reset your password' });
    const link = new URL(/(https:\S+)/.exec(mail!.text)![1]!);
    expect(`${link.origin}${link.pathname}`).toBe('https://casino.example/reset-password');
    expect(link.searchParams.get('email')).toBe(email);
    expect(Buffer.from(link.searchParams.get('token')!, 'base64url').length).toBeGreaterThanOrEqual(32);
  });

  it("uses the account's language when the request names none", async () => {
    const { email } = await signedUp(ctx.app, { languageCode: 'ja' });
    await new Browser(ctx.app).post('/auth/forgot-password', { email });
    const [mail] = await outbox(ctx.app, email);
    expect(mail?.subject).toBe('パスワード再設定のご案内');
  });

  it('answers 204 for an unknown address too, and sends nothing', async () => {
    const email = uniqueUser().email;
    const res = await new Browser(ctx.app).post('/auth/forgot-password', { email });
    expect(res.statusCode).toBe(204);
    expect(await outbox(ctx.app, email)).toEqual([]);
  });
});

describe('reset-password', () => {
  const reset = (body: Record<string, unknown>) => new Browser(ctx.app).post('/auth/reset-password', body);

  it('sets the password, revokes every session, and works once', async () => {
    const { browser, email } = await signedUp(ctx.app);
    await new Browser(ctx.app).post('/auth/forgot-password', { email });
    const token = await lastResetToken(ctx.app, email);
    const body = { email, token, password: 'brand-new-1', confirmPassword: 'brand-new-1' };
    expect((await reset(body)).statusCode).toBe(204);
    expect((await browser.get('/auth/session')).json()).toEqual({ player: null });
    const again = await reset(body);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(ERROR('RESET_TOKEN_INVALID'));
    const signin = new Browser(ctx.app);
    expect((await signin.post('/auth/signin', { email, password: PASSWORD })).statusCode).toBe(400);
    expect((await signin.post('/auth/signin', { email, password: 'brand-new-1' })).statusCode).toBe(200);
  });

  it('refuses an expired token, a mismatched e-mail, an unknown token and an older link', async () => {
    const { email } = await signedUp(ctx.app);
    const request = () => new Browser(ctx.app).post('/auth/forgot-password', { email });
    const body = (token: string, address = email) => ({
      email: address,
      token,
      password: 'another-1',
      confirmPassword: 'another-1',
    });

    await request();
    const first = await lastResetToken(ctx.app, email);
    await request();
    const second = await lastResetToken(ctx.app, email);
    expect((await reset(body(first))).json()).toEqual(ERROR('RESET_TOKEN_INVALID')); // replaced
    expect((await reset(body(second, uniqueUser().email))).json()).toEqual(ERROR('RESET_TOKEN_INVALID'));
    expect((await reset(body('x'.repeat(43)))).json()).toEqual(ERROR('RESET_TOKEN_INVALID'));
    clock.advance(30 * MINUTE);
    expect((await reset(body(second))).json()).toEqual(ERROR('RESET_TOKEN_INVALID')); // expired
  });

  it('refuses mismatched passwords and a short password with 400 REQUEST_VALIDATION_ERROR', async () => {
    for (const [password, confirmPassword] of [
      ['abcdef', 'abcdeg'],
      ['abcde', 'abcde'],
    ]) {
      const res = await reset({ email: 'a@b.cd', token: 'x', password, confirmPassword });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(ERROR('REQUEST_VALIDATION_ERROR'));
    }
  });
});

describe('change-password', () => {
  it('refuses a wrong current password (400 INVALID_CURRENT_PASSWORD) and a short new one', async () => {
    const { browser } = await signedUp(ctx.app);
    const wrong = await browser.post('/auth/change-password', {
      currentPassword: 'nope',
      newPassword: 'newpass-1',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual(ERROR('INVALID_CURRENT_PASSWORD'));
    const short = await browser.post('/auth/change-password', {
      currentPassword: PASSWORD,
      newPassword: '12345',
    });
    expect(short.json()).toEqual(ERROR('REQUEST_VALIDATION_ERROR'));
  });

  it('revokes every other session and keeps the caller signed in under a fresh id', async () => {
    const { browser, email } = await signedUp(ctx.app);
    const other = new Browser(ctx.app);
    expect((await other.post('/auth/signin', { email, password: PASSWORD })).statusCode).toBe(200);
    const before = browser.sid!;
    const res = await browser.post('/auth/change-password', {
      currentPassword: PASSWORD,
      newPassword: 'newpass-1',
    });
    expect(res.statusCode).toBe(204);
    expect(browser.sid).not.toBe(before);
    expect((await browser.get('/auth/session')).json().player.email).toBe(email);
    expect((await other.get('/auth/session')).json()).toEqual({ player: null });
    const stale = new Browser(ctx.app);
    stale.jar.set(SESSION_COOKIE, before);
    expect((await stale.get('/auth/session')).json()).toEqual({ player: null });
    expect(
      (await new Browser(ctx.app).post('/auth/signin', { email, password: 'newpass-1' })).statusCode,
    ).toBe(200);
  });
});

describe('delete-account', () => {
  it('refuses a wrong password (400 INVALID_CURRENT_PASSWORD)', async () => {
    const { browser } = await signedUp(ctx.app);
    const res = await browser.post('/auth/delete-account', { password: 'nope' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(ERROR('INVALID_CURRENT_PASSWORD'));
  });

  it('refuses tester accounts (403 TESTER_ACCOUNT_DELETION_FORBIDDEN)', async () => {
    const { browser, accountId } = await signedUp(ctx.app);
    await ctx.db
      .updateTable('accounts')
      .set({ is_tester: true })
      .where('account_id', '=', accountId)
      .execute();
    expect((await browser.get('/auth/session')).json().player.isTester).toBe(true);
    const res = await browser.post('/auth/delete-account', { password: PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(ERROR('TESTER_ACCOUNT_DELETION_FORBIDDEN'));
  });

  it('anonymises the account, keeps the row, revokes sessions, clears cookies; it cannot sign in', async () => {
    const { browser, email, body, accountId } = await signedUp(ctx.app);
    const other = new Browser(ctx.app);
    await other.post('/auth/signin', { email, password: PASSWORD });
    const res = await browser.post('/auth/delete-account', { password: PASSWORD });
    expect(res.statusCode).toBe(204);
    expect([...browser.jar.keys()]).toEqual(['did']); // the browser's id stays, the account's devices go
    expect((await other.get('/auth/session')).json()).toEqual({ player: null });
    const devices = await ctx.db.selectFrom('known_devices').where('account_id', '=', accountId).execute();
    expect(devices).toEqual([]);
    const row = await ctx.db
      .selectFrom('accounts')
      .selectAll()
      .where('account_id', '=', accountId)
      .executeTakeFirstOrThrow();
    expect(row.email).toBe(`deleted-${accountId}@deleted.invalid`);
    expect(row.display_name).not.toContain(body.displayName as string);
    expect(row.phone_number).toBeNull();
    expect(row.password_hash.startsWith('$argon2')).toBe(false);
    expect(row.deleted_at).not.toBeNull();
    const signin = await new Browser(ctx.app).post('/auth/signin', { email, password: PASSWORD });
    expect(signin.json()).toEqual(ERROR('INVALID_USER_OR_EMAIL'));
    // The address and name are free again.
    const unique = await new Browser(ctx.app).post('/auth/IsEmailUsernameUnique', {
      email,
      displayName: body.displayName,
    });
    expect(unique.json()).toEqual({ isEmailUnique: true, isDisplayNameUnique: true });
  });
});
