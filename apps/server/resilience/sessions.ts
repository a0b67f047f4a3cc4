import { sql } from 'kysely';
import { SESSION_COOKIE } from '@casino/contract';
import type { Db } from '../src/db/database.ts';
import { manualClock, suiteApp, type App } from './env.ts';
import { injectAnswer } from './inject-answer.ts';
import { PASSWORD, signUp } from './players.ts';
import { check, checkEqual, stats } from './stats.ts';

/**
 * Sessions and CSRF (issue 17): cookie flags; rotation at sign-in; the old cookie refused after
 * logout, password change and deletion; idle and absolute expiry; every state-changing route refuses
 * a cross-site request; no GET changes state.
 */
const MINUTE = 60_000;

const withSid = (sid: string | undefined) => ({ channel: 'WEB', cookie: `${SESSION_COOKIE}=${sid}` });

async function status(app: App, sid: string | undefined) {
  return (await app.inject({ url: '/api/balance', headers: withSid(sid) })).statusCode;
}

async function cookiesAndRotation(app: App) {
  const player = await signUp(app);
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    headers: withSid(player.sid),
    payload: { email: player.email, password: PASSWORD },
  });
  const line = [res.headers['set-cookie'] ?? []].flat().find((l) => l.startsWith(`${SESSION_COOKIE}=`)) ?? '';
  for (const flag of ['HttpOnly', 'SameSite=Lax', 'Path=/', 'Max-Age='])
    check(line.includes(flag), `session cookie lacks ${flag}: ${line}`);
  const rotated = /^sid=([^;]+)/.exec(line)?.[1];
  check(rotated && rotated !== player.sid, 'the session id did not change at sign-in');
  check(rotated!.length >= 22, 'the session id is shorter than 128 bits');
  checkEqual(await status(app, player.sid), 401, 'the pre-sign-in cookie after sign-in');
  checkEqual(await status(app, rotated), 200, 'the new cookie');
  return { player, sid: rotated! };
}

async function revocations(app: App) {
  const a = await signUp(app);
  const sidA = a.sid;
  await app.inject({ method: 'POST', url: '/api/auth/logout', headers: withSid(sidA) });
  checkEqual(await status(app, sidA), 401, 'a cookie after logout');

  const b = await signUp(app);
  const other = await app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    headers: { channel: 'WEB' },
    payload: { email: b.email, password: PASSWORD },
  });
  const otherSid = /sid=([^;]+)/.exec([other.headers['set-cookie'] ?? []].flat().join('\n'))?.[1];
  const changed = await app.inject({
    method: 'POST',
    url: '/api/auth/change-password',
    headers: withSid(b.sid),
    payload: { currentPassword: PASSWORD, newPassword: 'another-horse-17' },
  });
  check(changed.statusCode < 300, `change-password answered ${changed.statusCode}`);
  checkEqual(await status(app, otherSid), 401, "another device's cookie after a password change");

  const c = await signUp(app);
  const deleted = await app.inject({
    method: 'POST',
    url: '/api/auth/delete-account',
    headers: withSid(c.sid),
    payload: { password: PASSWORD },
  });
  check(deleted.statusCode < 300, `delete-account answered ${deleted.statusCode}`);
  checkEqual(await status(app, c.sid), 401, 'a cookie after account deletion');
}

async function expiry(app: App, clock: ReturnType<typeof manualClock>) {
  const idle = await signUp(app);
  clock.advance(1440 * MINUTE + MINUTE);
  checkEqual(await status(app, idle.sid), 401, 'a session idle for 24 h + 1 min');
  const busy = await signUp(app);
  for (let step = 1; step <= 32; step++) {
    clock.advance(23 * 60 * MINUTE); // active every 23 h: never idle, but 30 days end it
    const expected = step * 23 < 30 * 24 ? 200 : 401;
    checkEqual(await status(app, busy.sid), expected, `an active session after ${step * 23} h`);
  }
}

async function crossSite(app: App, apiBase: string) {
  const player = await signUp(app);
  const routes = app.routeTable.filter(
    (r) =>
      r.url.startsWith(`${apiBase}/`) &&
      !r.url.startsWith(`${apiBase}/wallet/v1/`) &&
      !['GET', 'HEAD', 'OPTIONS'].includes(r.method),
  );
  check(routes.length > 15, `only ${routes.length} state-changing routes found`);
  for (const route of routes) {
    for (const foreign of [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }]) {
      const res = await app.inject({
        method: route.method as 'POST',
        url: route.url.replace(/:[A-Za-z]+/g, 'x'),
        headers: { ...withSid(player.sid), ...foreign },
        payload: {},
      });
      checkEqual(
        [res.statusCode, res.json().error?.code],
        [403, 'CROSS_SITE_REQUEST_REFUSED'],
        `${route.method} ${route.url} cross-site`,
      );
    }
  }
  return routes.length;
}

async function moneyState(db: Db) {
  const r = await sql<{ s: string }>`
    select (select count(*) from accounts)::text || '/' || (select coalesce(sum(balance), 0) from wallets)::text || '/' ||
           (select count(*) from wallet_transactions)::text || '/' || (select count(*) from pending_bonuses)::text || '/' ||
           (select count(*) from outbox_messages)::text || '/' || (select count(*) from studio_rounds)::text as s`.execute(
    db,
  );
  return r.rows[0]?.s;
}

export async function sessionsPart(): Promise<string> {
  const clock = manualClock();
  const suite = await suiteApp(
    { RATE_LIMIT_MULTIPLIER: '100000', PUBLIC_URL: 'https://casino.example' },
    { clock },
  );
  try {
    const { app, db, config } = suite;
    const { sid } = await cookiesAndRotation(app);
    await revocations(app);
    const refused = await crossSite(app, config.apiBasePath);
    // GET never changes state: every GET route, signed in, leaves accounts, money, mails and rounds as they were.
    const before = await moneyState(db);
    const gets = app.routeTable.filter((r) => r.method === 'GET' && r.url.startsWith(config.apiBasePath));
    for (const route of gets) {
      const res = await injectAnswer(app, {
        url: route.url.replace(/:[A-Za-z]+/g, 'x'),
        headers: withSid(sid),
      });
      stats.requestsFuzzed += 1;
      check(res.statusCode < 500, `GET ${route.url} answered ${res.statusCode}`);
    }
    checkEqual(await moneyState(db), before, `state after ${gets.length} GET routes`);
    await expiry(app, clock);
    stats.limitsVerified += 3;
    return `flags, rotation, 3 revocations, idle/absolute expiry, ${refused} state-changing routes refuse cross-site, ${gets.length} GET routes change nothing`;
  } finally {
    await suite.close();
  }
}
