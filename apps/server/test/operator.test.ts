import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { AUTH_ENV, Browser, ERROR, PASSWORD, signedUp, SMS_TEXT, uniquePhone } from './auth-helpers.ts';
import { setupTestApp } from './helper.ts';
import { newOperator, OperatorBrowser, operatorSignin } from './operator-helpers.ts';

/** The operator API (issue 10): the first admin, roles, messages, players, adjustments, audit. */

const ADMIN_EMAIL = 'boss@casino.test';
const ADMIN_PASSWORD = 'first-admin-password';
const ctx = setupTestApp({
  env: {
    ...AUTH_ENV,
    OPERATOR_EMAIL: ADMIN_EMAIL,
    OPERATOR_PASSWORD: ADMIN_PASSWORD,
    LOGIN_MAX_FAILURES: '3',
  },
});

async function admin() {
  await ctx.app.operators.ensureFirstOperator();
  return operatorSignin(ctx.app, ADMIN_EMAIL, ADMIN_PASSWORD);
}

async function ledgerOf(operator: OperatorBrowser, accountId: string) {
  const res = await operator.get(`/operator/players/${accountId}/ledger?perPage=100`);
  expect(res.statusCode).toBe(200);
  return res.json() as {
    data: Array<{ transactionType: string; amount: number; newBalance: number; reason: string | null }>;
    total: number;
  };
}

async function balanceOf(player: Browser) {
  const res = await player.get('/balance');
  expect(res.statusCode).toBe(200);
  return res.json().balance as number;
}

describe('the first admin', () => {
  it('comes from OPERATOR_EMAIL/OPERATOR_PASSWORD once; later starts create nobody', async () => {
    const first = await ctx.app.operators.ensureFirstOperator();
    expect(first).toEqual({ created: true, email: ADMIN_EMAIL });
    expect(await ctx.app.operators.ensureFirstOperator()).toEqual({ created: false });
    const browser = await admin();
    const me = await browser.get('/operator/auth/me');
    expect(me.json().operator).toMatchObject({
      email: ADMIN_EMAIL,
      role: 'admin',
      mustChangePassword: false,
    });
  });

  it('sets its own cookie: HttpOnly, SameSite=Strict, path /api/operator', async () => {
    const res = await new OperatorBrowser(ctx.app).post('/operator/auth/signin', {
      email: ADMIN_EMAIL,
      password: ADMIN_PASSWORD,
    });
    const cookie = res.cookies.find((c) => c.name === 'osid')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/operator' });
    expect(res.cookies.some((c) => c.name === 'sid')).toBe(false);
  });

  it('wrong passwords lock the address; the answer never tells a known address from an unknown one', async () => {
    const browser = new OperatorBrowser(ctx.app);
    const unknown = await browser.post('/operator/auth/signin', {
      email: 'nobody@casino.test',
      password: 'x',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual(ERROR('INVALID_USER_OR_EMAIL'));
    const { email } = await newOperator(await admin(), 'support');
    for (let i = 0; i < 3; i++) {
      const wrong = await browser.post('/operator/auth/signin', { email, password: 'wrong-password' });
      expect(wrong.json()).toEqual(ERROR('INVALID_USER_OR_EMAIL'));
    }
    const locked = await browser.post('/operator/auth/signin', {
      email,
      password: 'operator-password-1-new',
    });
    expect(locked.statusCode).toBe(423);
    expect(locked.json()).toEqual(ERROR('USER_LOCKED_OUT'));
  });

  it('a new operator must replace the password it was given before anything else', async () => {
    const boss = await admin();
    const email = 'fresh.finance@casino.test';
    expect(
      (await boss.post('/operator/operators', { email, role: 'finance', password: 'given-password-1' }))
        .statusCode,
    ).toBe(201);
    const fresh = await operatorSignin(ctx.app, email, 'given-password-1');
    expect((await fresh.get('/operator/auth/me')).json().operator.mustChangePassword).toBe(true);
    const refused = await fresh.get('/operator/reports/daily');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(ERROR('OPERATOR_PASSWORD_CHANGE_REQUIRED'));
    const short = await fresh.post('/operator/auth/change-password', {
      currentPassword: 'given-password-1',
      newPassword: 'short',
    });
    expect(short.statusCode).toBe(400);
    const changed = await fresh.post('/operator/auth/change-password', {
      currentPassword: 'given-password-1',
      newPassword: 'a-much-better-one',
    });
    expect(changed.json().operator.mustChangePassword).toBe(false);
    expect((await fresh.get('/operator/reports/daily')).statusCode).toBe(200);
  });
});

describe('roles: least privilege, every refusal a 403 FORBIDDEN', () => {
  it('support, finance and content get exactly their part', async () => {
    const boss = await admin();
    const { accountId } = await signedUp(ctx.app);
    const key = () => `k${Math.random().toString(36).slice(2, 12)}`;
    const routes: Array<[string, 'GET' | 'POST' | 'PATCH', string, unknown?]> = [
      ['players.read', 'GET', '/operator/players'],
      ['players.read', 'GET', `/operator/players/${accountId}`],
      ['players.read', 'GET', `/operator/players/${accountId}/ledger`],
      ['players.sessions', 'GET', `/operator/players/${accountId}/sessions`],
      ['players.unlock', 'POST', `/operator/players/${accountId}/unlock`],
      ['players.tester', 'POST', `/operator/players/${accountId}/tester`, { tester: false }],
      [
        'players.adjust',
        'POST',
        `/operator/players/${accountId}/adjustments`,
        { amount: 1, reason: 'role test' },
      ],
      ['messages.read', 'GET', '/operator/messages'],
      ['games.manage', 'GET', '/operator/games'],
      ['flags.manage', 'GET', '/operator/flags'],
      ['reports.read', 'GET', '/operator/reports/daily'],
      ['audit.read', 'GET', '/operator/audit'],
      ['operators.manage', 'GET', '/operator/operators'],
    ];
    const allowed: Record<string, string[]> = {
      support: ['players.read', 'players.sessions', 'players.unlock', 'players.tester', 'messages.read'],
      finance: ['players.read', 'players.adjust', 'reports.read'],
      content: [],
    };
    for (const role of ['support', 'finance', 'content'] as const) {
      const { browser } = await newOperator(boss, role);
      for (const [permission, method, url, body] of routes) {
        const payload =
          permission === 'players.adjust' ? { ...(body as object), idempotencyKey: key() } : body;
        const res = await browser.call(method, url, payload);
        if (allowed[role]!.includes(permission)) {
          expect(res.statusCode, `${role} ${method} ${url}`).toBeLessThan(300);
        } else {
          expect(res.statusCode, `${role} ${method} ${url}`).toBe(403);
          expect(res.json()).toEqual(ERROR('FORBIDDEN'));
        }
      }
    }
  });

  it('a player session is no operator session, and an operator session no player session', async () => {
    const { browser: player } = await signedUp(ctx.app);
    const asPlayer = await player.get('/operator/players');
    expect(asPlayer.statusCode).toBe(401);
    expect(asPlayer.json()).toEqual(ERROR('UNAUTHORIZED'));
    const boss = await admin();
    // Even sent to a player route by hand, the operator's cookie opens nothing there.
    const res = await ctx.app.inject({
      url: '/api/balance',
      headers: { channel: 'WEB', cookie: `osid=${encodeURIComponent(boss.sid!)}` },
    });
    expect(res.statusCode).toBe(401);
    // …and a player's `sid` value as an operator cookie opens nothing either.
    const swapped = await ctx.app.inject({
      url: '/api/operator/players',
      headers: { channel: 'WEB', cookie: `osid=${encodeURIComponent(player.sid!)}` },
    });
    expect(swapped.statusCode).toBe(401);
  });

  it('operator routes need the CHANNEL header like every API call', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/operator/auth/signin',
      payload: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});

describe('messages: the outbox a local install reads', () => {
  it('shows the SMS a player was sent, code included, newest first', async () => {
    const { browser } = await signedUp(ctx.app);
    const phoneNumber = uniquePhone();
    expect(
      (await browser.post('/auth/RequestOtpSms', { phoneNumber, messageText: SMS_TEXT })).statusCode,
    ).toBe(200);
    const boss = await admin();
    const res = await boss.get(`/operator/messages?to=${encodeURIComponent(phoneNumber)}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.transports).toEqual({ email: 'outbox', sms: 'outbox' });
    expect(body.total).toBe(1);
    expect(body.data[0]).toMatchObject({ channel: 'SMS', to: phoneNumber, status: 'OUTBOX' });
    expect(body.data[0].text).toMatch(/\d{6}/);
  });
});

describe('players', () => {
  it('search by e-mail, display name, phone or account id', async () => {
    const { accountId, email, body } = await signedUp(ctx.app);
    const boss = await admin();
    for (const q of [email.toUpperCase(), body.displayName as string, accountId]) {
      const res = await boss.get(`/operator/players?q=${encodeURIComponent(q)}`);
      expect(
        res.json().data.map((p: { accountId: string }) => p.accountId),
        q,
      ).toEqual([accountId]);
    }
    const wildcard = await boss.get('/operator/players?q=%25');
    expect(wildcard.json().total).toBe(0);
  });

  it('an adjustment is a ledger row with its reason, in the bet history and the audit; a replay moves nothing', async () => {
    const { accountId, browser: player } = await signedUp(ctx.app);
    const before = await balanceOf(player);
    const { browser: finance, operatorId } = await newOperator(await admin(), 'finance');
    const request = { amount: 2500, reason: 'Goodwill for a lost round', idempotencyKey: 'adj-credit-0001' };
    const first = await finance.post(`/operator/players/${accountId}/adjustments`, request);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ amount: 2500, newBalance: before + 2500, replayed: false });

    const replays = await Promise.all(
      Array.from({ length: 5 }, () => finance.post(`/operator/players/${accountId}/adjustments`, request)),
    );
    for (const replay of replays) {
      expect(replay.statusCode).toBe(200);
      expect(replay.json()).toMatchObject({ transactionId: first.json().transactionId, replayed: true });
    }
    expect(await balanceOf(player)).toBe(before + 2500);
    const ledger = await ledgerOf(finance, accountId);
    expect(ledger.data.filter((row) => row.transactionType === 'ADJUSTMENT')).toEqual([
      expect.objectContaining({ amount: 2500, newBalance: before + 2500, reason: request.reason }),
    ]);

    const reused = await finance.post(`/operator/players/${accountId}/adjustments`, {
      ...request,
      amount: 9,
    });
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toEqual(ERROR('IDEMPOTENCY_KEY_REUSED'));

    const history = await player.get('/get-bet-history?page=1');
    expect(history.json().records[0]).toMatchObject({ transactionType: 'ADJUSTMENT', amount: 2500 });

    const audit = await (
      await admin()
    ).get(`/operator/audit?action=player.adjustment&target=player:${accountId}`);
    expect(audit.json().data).toEqual([
      expect.objectContaining({
        operatorId,
        action: 'player.adjustment',
        before: { balance: before },
        after: expect.objectContaining({ balance: before + 2500, amount: 2500 }),
        ip: '127.0.0.1',
      }),
    ]);
  });

  it('a debit below zero is refused and moves nothing; a debit within the balance goes through', async () => {
    const { accountId, browser: player } = await signedUp(ctx.app);
    const boss = await admin();
    const balance = await balanceOf(player);
    const tooMuch = await boss.post(`/operator/players/${accountId}/adjustments`, {
      amount: -(balance + 1),
      reason: 'Clawback',
      idempotencyKey: 'adj-debit-too-much',
    });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json()).toEqual(ERROR('INSUFFICIENT_FUNDS'));
    expect(await balanceOf(player)).toBe(balance);
    const ok = await boss.post(`/operator/players/${accountId}/adjustments`, {
      amount: -balance,
      reason: 'Clawback',
      idempotencyKey: 'adj-debit-all',
    });
    expect(ok.statusCode).toBe(201);
    expect(await balanceOf(player)).toBe(0);
    for (const bad of [{ amount: 0 }, { amount: 1.5 }, { reason: '' }, { idempotencyKey: 'a b' }]) {
      const res = await boss.post(`/operator/players/${accountId}/adjustments`, {
        amount: 10,
        reason: 'Fine',
        idempotencyKey: 'adj-bad-input',
        ...bad,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(ERROR('REQUEST_VALIDATION_ERROR'));
    }
  });

  it('a tester account cannot be deleted (TESTER_ACCOUNT_DELETION_FORBIDDEN); unmarked, it can', async () => {
    const { accountId, browser: player } = await signedUp(ctx.app);
    const { browser: support } = await newOperator(await admin(), 'support');
    expect((await support.post(`/operator/players/${accountId}/tester`, { tester: true })).json()).toEqual({
      isTester: true,
    });
    const refused = await player.post('/auth/delete-account', { password: PASSWORD });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(ERROR('TESTER_ACCOUNT_DELETION_FORBIDDEN'));
    expect((await support.get(`/operator/players/${accountId}`)).json().isTester).toBe(true);
    await support.post(`/operator/players/${accountId}/tester`, { tester: false });
    expect((await player.post('/auth/delete-account', { password: PASSWORD })).statusCode).toBe(204);
    const audit = await (
      await admin()
    ).get(`/operator/audit?action=player.tester&target=player:${accountId}`);
    expect(audit.json().data.map((e: { after: unknown }) => e.after)).toEqual([
      { isTester: false },
      { isTester: true },
    ]);
  });

  it('shows a lockout and lifts it', async () => {
    const { accountId, email } = await signedUp(ctx.app);
    const stranger = new Browser(ctx.app);
    for (let i = 0; i < 3; i++) await stranger.post('/auth/signin', { email, password: 'wrong-one' });
    expect((await stranger.post('/auth/signin', { email, password: PASSWORD })).statusCode).toBe(423);
    const { browser: support } = await newOperator(await admin(), 'support');
    // The 3 failures that set the lock (LOGIN_MAX_FAILURES here) and the 1 refused during it.
    expect((await support.get(`/operator/players/${accountId}`)).json().lockout).toMatchObject({
      locked: true,
      failures: 4,
    });
    expect((await support.post(`/operator/players/${accountId}/unlock`)).statusCode).toBe(204);
    expect((await support.get(`/operator/players/${accountId}`)).json().lockout).toEqual({
      locked: false,
      lockedUntil: null,
      failures: 0,
    });
    expect((await stranger.post('/auth/signin', { email, password: PASSWORD })).statusCode).toBe(200);
  });

  it('revokes one session or all of them', async () => {
    const { accountId, browser: first, email } = await signedUp(ctx.app);
    const second = new Browser(ctx.app);
    expect((await second.post('/auth/signin', { email, password: PASSWORD })).statusCode).toBe(200);
    const { browser: support } = await newOperator(await admin(), 'support');
    const sessions = (await support.get(`/operator/players/${accountId}/sessions`)).json();
    expect(sessions.data.filter((s: { active: boolean }) => s.active)).toHaveLength(2);
    const newest = sessions.data[0].id as string;
    expect(
      (await support.post(`/operator/players/${accountId}/sessions/revoke`, { sessionId: newest })).json(),
    ).toEqual({ revoked: 1 });
    expect((await second.get('/balance')).statusCode).toBe(401);
    expect((await first.get('/balance')).statusCode).toBe(200);
    expect((await support.post(`/operator/players/${accountId}/sessions/revoke`, {})).json()).toEqual({
      revoked: 1,
    });
    expect((await first.get('/balance')).statusCode).toBe(401);
  });

  it('unknown or malformed account ids are 404 and 400, never 500', async () => {
    const boss = await admin();
    expect((await boss.get('/operator/players/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await boss.get('/operator/players/not-a-uuid')).statusCode).toBe(400);
    expect((await boss.get('/operator/players?perPage=100000')).statusCode).toBe(400);
    expect((await boss.get('/operator/audit?operatorId=nope')).statusCode).toBe(400);
  });
});

describe('games, flags, reports', () => {
  it('a disabled game leaves the public catalogue at once; its tags and order change too', async () => {
    const boss = await admin();
    const code = 'WNF_AZTEC_X';
    const catalogue = async () =>
      (await new Browser(ctx.app).get('/games')).json()[0].games as Array<{
        gameCode: string;
        tags: string[];
      }>;
    expect((await catalogue()).some((g) => g.gameCode === code)).toBe(true);
    const off = await boss.patch(`/operator/games/${code}`, { isEnabled: false });
    expect(off.json()).toMatchObject({ gameCode: code, isEnabled: false });
    expect((await catalogue()).some((g) => g.gameCode === code)).toBe(false);
    await boss.patch(`/operator/games/${code}`, { isEnabled: true, tags: ['SLOT'], sortOrder: 0 });
    const games = await catalogue();
    expect(games[0]).toMatchObject({ gameCode: code, tags: ['SLOT'] });
    expect((await boss.patch('/operator/games/NO_SUCH_GAME', { isEnabled: false })).statusCode).toBe(404);
    expect((await boss.patch(`/operator/games/${code}`, { tags: ['NOPE'] })).statusCode).toBe(400);
    const audit = await boss.get(`/operator/audit?action=game.updated&target=game:${code}`);
    expect(audit.json().total).toBe(2);
    expect(audit.json().data[1].before).toMatchObject({ isEnabled: true });
  });

  it('feature flags switch at run time: GET /channel shows them on the next request', async () => {
    const boss = await admin();
    const channel = async () => (await new Browser(ctx.app).get('/channel?channelCode=WEB')).json();
    expect((await channel()).featureFlags.maintenence).toBe(false);
    expect((await boss.patch('/operator/flags', { maintenence: true })).json()).toEqual({
      maintenence: true,
      captcha: true,
    });
    expect((await channel()).featureFlags.maintenence).toBe(true);
    // No game starts during maintenance.
    const demo = await new Browser(ctx.app).get(
      '/launch-demo?gameCode=WNF_AZTEC_X&currency=PTS&language=en&lobbyUrl=%2F&brand=casino',
    );
    expect(demo.statusCode).toBe(503);
    expect(demo.json()).toEqual(ERROR('MAINTENANCE'));
    await boss.patch('/operator/flags', { maintenence: false, captcha: false });
    const after = await new Browser(ctx.app).get(
      '/launch-demo?gameCode=WNF_AZTEC_X&currency=PTS&language=en&lobbyUrl=%2F&brand=casino',
    );
    expect(after.statusCode).toBe(200);
    expect(await channel()).toMatchObject({
      captcha: false,
      featureFlags: { maintenence: false, captcha: false },
    });
    await boss.patch('/operator/flags', { captcha: true });
    expect((await boss.get('/operator/audit?action=flags.updated')).json().total).toBe(3);
  });

  it('the daily report counts sign-ups, bets, bonuses and adjustments of the Tokyo day', async () => {
    const boss = await admin();
    const { accountId } = await signedUp(ctx.app);
    const before = (await boss.get('/operator/reports/daily')).json().data[0];
    await signedUp(ctx.app);
    await boss.post(`/operator/players/${accountId}/adjustments`, {
      amount: 77,
      reason: 'Report test',
      idempotencyKey: 'adj-report-77',
    });
    const res = await boss.get('/operator/reports/daily');
    expect(res.json().total).toBe(30);
    const today = res.json().data[0];
    expect(today.signups).toBe(before.signups + 1);
    expect(today.adjustments).toBe(before.adjustments + 77);
    expect(today.bonuses).toBeGreaterThan(before.bonuses);
    expect(today.netCoinFlow).toBe(before.netCoinFlow + 77 + (today.bonuses - before.bonuses));
    expect((await boss.get('/operator/reports/daily?from=2026-01-10&to=2026-01-01')).statusCode).toBe(400);
  });
});

describe('the audit log', () => {
  it('records sign-ins, and no SQL can change or delete a row', async () => {
    const boss = await admin();
    const signins = (await boss.get('/operator/audit?action=operator.signin')).json();
    expect(signins.total).toBeGreaterThan(0);
    await expect(sql`update operator_audit set action = 'x'`.execute(ctx.db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from operator_audit`.execute(ctx.db)).rejects.toThrow(/append-only/);
    expect((await boss.get('/operator/audit?action=operator.signin')).json().total).toBe(signins.total);
  });

  it('an admin cannot disable or demote themselves', async () => {
    const boss = await admin();
    const me = (await boss.get('/operator/auth/me')).json().operator.operatorId;
    expect((await boss.patch(`/operator/operators/${me}`, { disabled: true })).statusCode).toBe(403);
    expect((await boss.patch(`/operator/operators/${me}`, { role: 'support' })).statusCode).toBe(403);
  });

  it('a disabled operator is signed out at once and cannot sign in', async () => {
    const boss = await admin();
    const { browser, email, operatorId } = await newOperator(boss, 'support');
    expect((await boss.patch(`/operator/operators/${operatorId}`, { disabled: true })).json().disabled).toBe(
      true,
    );
    expect((await browser.get('/operator/players')).statusCode).toBe(401);
    const again = await new OperatorBrowser(ctx.app).post('/operator/auth/signin', {
      email,
      password: 'operator-password-1-new',
    });
    expect(again.json()).toEqual(ERROR('INVALID_USER_OR_EMAIL'));
  });
});
