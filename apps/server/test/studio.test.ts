import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  PUBLIC_CONFIG_META_NAME,
  launchResponseSchema,
  studioRoundResponseSchema,
  studioSessionResponseSchema,
  transactionListSchema,
  walletSessionResponseSchema,
  walletTransactionResponseSchema,
} from '@casino/contract';
import { signWalletRequest } from '../src/modules/wallet/game-wallet/wallet-provider.routes.ts';
import { studioEngineFor, type RoundEngine } from '../src/modules/studio/engine.ts';
import { AUTH_ENV, Browser, ERROR, PASSWORD, signedUp } from './auth-helpers.ts';
import { manualClock, ON_POSTGRES, setupTestApp, tempDir } from './helper.ts';

/** Launch (SPEC §7 /launchgame, /launch-demo), the studio's session and round API, the game clients. */

/** The studio's engine for these tests: @casino/studio's, or forced to lose, or to fail. */
let engineMode: 'studio' | 'lose' | 'fail' = 'studio';
function testEngine(gameCode: string): RoundEngine | undefined {
  const real = studioEngineFor(gameCode);
  if (!real) return undefined;
  return {
    ...real,
    decide(fair, bet) {
      if (engineMode === 'fail') throw new Error('engine failure (test)');
      const outcome = real.decide(fair, bet);
      if (engineMode === 'lose') return { ...outcome, win: 0, totalWin: 0, multiplier: 0, children: [] };
      return outcome;
    },
  };
}

const GAMES_INDEX = `<!doctype html><html><head><meta name="${PUBLIC_CONFIG_META_NAME}" content="" />
<script type="module" src="/studio/play/assets/game-abc123.js"></script></head><body>GAME CLIENT</body></html>`;
const SITE_INDEX = `<!doctype html><html><head><meta name="${PUBLIC_CONFIG_META_NAME}" content="" /></head><body>THE SITE</body></html>`;

function fakeDist(indexHtml: string, asset: string): string {
  const dir = tempDir('casino-dist-');
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), indexHtml);
  writeFileSync(path.join(dir, 'assets', asset), 'console.log("x");');
  return dir;
}

const PROVIDER_SECRET = 'p'.repeat(40);
const OTHER_SECRET = 'o'.repeat(40);
const clock = manualClock(new Date('2030-01-01T00:00:00Z'));
const ctx = setupTestApp({
  env: {
    ...AUTH_ENV,
    WALLET_SIGNUP_BONUS: '1000',
    GAME_PROVIDER_URLS:
      'EVO_LIVE_FUNKY_TIME=acme@https://provider.example/launch?brand=casino,x=1,' +
      'WNF_NEON_KOI=acme@https://provider.example/slots,WNF_LUCKY_NEKO=other@https://other.example/',
    WALLET_PROVIDERS: `acme:${PROVIDER_SECRET},other:${OTHER_SECRET}`,
    GAMES_DIST_DIR: fakeDist(GAMES_INDEX, 'game-abc123.js'),
    WEB_DIST_DIR: fakeDist(SITE_INDEX, 'index-abc123.js'),
  },
  clock,
  engineFor: (gameCode) =>
    gameCode.startsWith('EVO_') || gameCode.startsWith('WNF_') ? testEngine(gameCode) : undefined,
});

const LAUNCH = '/launchgame?gameCode=WNF_AZTEC_X&lobbyUrl=%2Fgame-launch%2FWNF_AZTEC_X&language=en';
const DEMO = (code: string) =>
  `/launch-demo?gameCode=${code}&currency=PTS&language=ja&lobbyUrl=%2F&brand=casino`;

function tokenOf(url: string): string {
  return new URL(url, 'http://localhost').searchParams.get('launch') ?? '';
}

async function launched(browser: Browser, url = LAUNCH) {
  const res = await browser.get(url);
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return launchResponseSchema.parse(res.json()).url;
}

async function openSession(browser: Browser, url = LAUNCH) {
  const res = await browser.post('/studio/session', { launchToken: tokenOf(await launched(browser, url)) });
  expect(res.statusCode).toBe(200);
  return studioSessionResponseSchema.parse(res.json());
}

async function ledger(accountId: string) {
  const rows = await ctx.db
    .selectFrom('wallet_transactions')
    .select(['transaction_type', 'amount', 'new_balance'])
    .where('account_id', '=', accountId)
    .orderBy('transaction_id')
    .execute();
  return rows.map((r) => ({ type: r.transaction_type, amount: Number(r.amount) }));
}

async function countLedger() {
  const row = await sql<{ n: string | number }>`select count(*) as n from wallet_transactions`.execute(
    ctx.db,
  );
  return Number(row.rows[0]?.n);
}

async function sums(accountId: string) {
  const row = await sql<{ sum: string | number }>`
    select coalesce(sum(amount), 0) as sum from wallet_transactions where account_id = ${accountId}`.execute(
    ctx.db,
  );
  const wallet = await ctx.db
    .selectFrom('wallets')
    .select('balance')
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  return { ledger: Number(row.rows[0]?.sum), balance: Number(wallet.balance) };
}

describe('launch', () => {
  it('launchgame needs a session; unknown games are 404; the URL is our studio with a launch token', async () => {
    const anonymous = new Browser(ctx.app);
    expect((await anonymous.get(LAUNCH)).statusCode).toBe(401);
    const { browser } = await signedUp(ctx.app);
    const url = await launched(browser);
    expect(url).toMatch(/^\/studio\/play\/WNF_AZTEC_X\?launch=[A-Za-z0-9_.-]+$/);
    const unknown = await browser.get('/launchgame?gameCode=NO_SUCH_GAME&lobbyUrl=%2F&language=ja');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(ERROR('NOT_FOUND'));
    const bad = await browser.get(
      '/launchgame?gameCode=WNF_AZTEC_X&lobbyUrl=javascript%3Aalert(1)&language=ja',
    );
    expect(bad.statusCode).toBe(400);
  });

  it('launch-demo: no login; refused (400) for a game without demo play, allowed for a demo game', async () => {
    const anonymous = new Browser(ctx.app);
    const refused = await anonymous.get(DEMO('EVO_LIVE_CRAZY_TIME'));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual(ERROR('REQUEST_VALIDATION_ERROR'));
    expect((await anonymous.get(DEMO('NO_SUCH_GAME'))).statusCode).toBe(404);
    expect((await anonymous.get(DEMO('WNF_AZTEC_X').replace('PTS', 'USD'))).statusCode).toBe(400);
    const url = await launched(anonymous, DEMO('WNF_AZTEC_X'));
    expect(url.startsWith('/studio/play/WNF_AZTEC_X?launch=')).toBe(true);
  });

  it('launch tokens expire after 2 minutes and are refused when tampered with', async () => {
    const { browser } = await signedUp(ctx.app);
    const token = tokenOf(await launched(browser));
    const tampered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await browser.post('/studio/session', { launchToken: tampered })).statusCode).toBe(401);
    // A player token (another purpose) is not a launch token.
    const playerToken = (await browser.get('/auth/get-player-token')).json().authToken as string;
    expect((await browser.post('/studio/session', { launchToken: playerToken })).statusCode).toBe(401);
    clock.advance(2 * 60_000 + 1_000);
    const expired = await browser.post('/studio/session', { launchToken: token });
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual(ERROR('UNAUTHORIZED'));
  });

  it('GAME_PROVIDER_URLS sends a game to its provider with the token and the launch parameters', async () => {
    const { browser } = await signedUp(ctx.app);
    const url = new URL(
      await launched(browser, '/launchgame?gameCode=EVO_LIVE_FUNKY_TIME&lobbyUrl=%2Fhome&language=ja'),
    );
    expect(url.origin + url.pathname).toBe('https://provider.example/launch');
    expect(url.searchParams.get('brand')).toBe('casino,x=1');
    expect(url.searchParams.get('launch')).toMatch(/\./);
    expect(
      Object.fromEntries([...url.searchParams].filter(([k]) => k !== 'launch' && k !== 'brand')),
    ).toEqual({
      gameCode: 'EVO_LIVE_FUNKY_TIME',
      mode: 'real',
      language: 'ja',
      lobbyUrl: '/home',
    });
  });
});

describe('studio sessions and rounds', () => {
  it('a real session shows the wallet balance and the bet limits', async () => {
    const { browser } = await signedUp(ctx.app);
    const session = await openSession(browser);
    expect(session).toMatchObject({
      gameCode: 'WNF_AZTEC_X',
      mode: 'real',
      currency: 'PTS',
      balance: 1000,
      engine: 'slot',
      minBet: 50,
      maxBet: 25_000,
      betUnit: 50,
      betSteps: [50, 100, 250, 500, 1000, 2500, 5000, 10_000, 25_000],
      fairness: { nonce: 0 },
      language: 'en',
      lobbyUrl: '/game-launch/WNF_AZTEC_X',
    });
    expect(session.gameSessionId.length).toBeGreaterThanOrEqual(43);
    expect(new Date(session.expiresAt).getTime() - clock.now().getTime()).toBe(4 * 3_600_000);
    // Only the hash is stored.
    const stored = await ctx.db.selectFrom('studio_sessions').select('session_hash').execute();
    expect(stored.map((s) => s.session_hash)).not.toContain(session.gameSessionId);
  });

  it('a round debits and credits through the ledger; a replayed roundKey moves nothing', async () => {
    engineMode = 'studio';
    const { browser, accountId } = await signedUp(ctx.app);
    const session = await openSession(browser);
    const body = { gameSessionId: session.gameSessionId, bet: 50, roundKey: 'round-key-0001' };
    const res = await browser.post('/studio/round', body);
    expect(res.statusCode).toBe(200);
    const round = studioRoundResponseSchema.parse(res.json());
    expect(round.outcome).toMatchObject({ engine: 'slot', step: 'base', stake: 50, totalWin: round.win });
    expect(round.fairness).toEqual({ ...session.fairness, nonce: 0 });
    expect(round.roundId).toMatch(/^r-[0-9a-f]{32}$/);
    expect(round.balance).toBe(1000 - 50 + round.win);
    expect(await ledger(accountId)).toEqual([
      { type: 'SIGNUP_BONUS', amount: 1000 },
      { type: 'BET', amount: -50 },
      { type: 'WIN', amount: round.win },
    ]);
    expect(await sums(accountId)).toEqual({ ledger: round.balance, balance: round.balance });

    const replay = await browser.post('/studio/round', body);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(round);
    expect(await ledger(accountId)).toHaveLength(3);
    const otherBet = await browser.post('/studio/round', { ...body, bet: 100 });
    expect(otherBet.statusCode).toBe(409);
    expect(otherBet.json()).toEqual(ERROR('IDEMPOTENCY_KEY_REUSED'));
    expect((await browser.get('/balance')).json().balance).toBe(round.balance);
  });

  it('refuses bets outside the limits, unknown sessions, and bets above the balance (INSUFFICIENT_FUNDS)', async () => {
    engineMode = 'lose';
    const { browser, accountId } = await signedUp(ctx.app);
    const session = await openSession(browser);
    const play = (bet: number, roundKey: string, gameSessionId = session.gameSessionId) =>
      browser.post('/studio/round', { gameSessionId, bet, roundKey });
    expect((await play(25, 'too-small-1')).statusCode).toBe(400);
    expect((await play(75, 'not-a-multiple')).statusCode).toBe(400);
    expect((await play(25_050, 'too-large-1')).statusCode).toBe(400);
    expect((await play(50, 'unknown-session', 'x'.repeat(43))).json()).toEqual(ERROR('UNAUTHORIZED'));
    const tooMuch = await play(2000, 'too-much-0001');
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json()).toEqual(ERROR('INSUFFICIENT_FUNDS'));
    expect(await ledger(accountId)).toEqual([{ type: 'SIGNUP_BONUS', amount: 1000 }]);
  });

  it('an engine failure between bet and win leaves nothing behind: the round is one transaction', async () => {
    engineMode = 'fail';
    const { browser, accountId } = await signedUp(ctx.app);
    const session = await openSession(browser);
    const body = { gameSessionId: session.gameSessionId, bet: 500, roundKey: 'failing-round-1' };
    const res = await browser.post('/studio/round', body);
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual(ERROR('TECHNICAL_ERROR'));
    // Bet, outcome and win commit together or not at all: no bet to refund, no ledger row.
    expect(await ledger(accountId)).toEqual([{ type: 'SIGNUP_BONUS', amount: 1000 }]);
    expect(await sums(accountId)).toEqual({ ledger: 1000, balance: 1000 });
    // The failed round spent no nonce.
    expect((await browser.get(`/studio/fairness?gameSessionId=${session.gameSessionId}`)).json().nonce).toBe(
      0,
    );
    // Nothing was recorded under the key either: the same roundKey plays normally once the engine works.
    engineMode = 'lose';
    const retry = await browser.post('/studio/round', body);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toMatchObject({ bet: 500, win: 0, balance: 500, fairness: { nonce: 0 } });
    expect(await ledger(accountId)).toEqual([
      { type: 'SIGNUP_BONUS', amount: 1000 },
      { type: 'BET', amount: -500 },
      { type: 'WIN', amount: 0 },
    ]);
  });

  it('a real game session keeps playing after the site session ended', async () => {
    engineMode = 'lose';
    const { browser } = await signedUp(ctx.app);
    const session = await openSession(browser);
    expect((await browser.post('/auth/logout')).statusCode).toBeLessThan(300);
    const res = await browser.post('/studio/round', {
      gameSessionId: session.gameSessionId,
      bet: 50,
      roundKey: 'after-logout',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().balance).toBe(950);
  });

  it('demo rounds play against the session balance and never touch the ledger', async () => {
    engineMode = 'lose';
    const anonymous = new Browser(ctx.app);
    const before = await countLedger();
    const session = await openSession(anonymous, DEMO('WNF_AZTEC_X'));
    expect(session).toMatchObject({ mode: 'demo', balance: 10_000, gameCode: 'WNF_AZTEC_X' });
    const body = { gameSessionId: session.gameSessionId, bet: 1000, roundKey: 'demo-round-01' };
    const first = await anonymous.post('/studio/round', body);
    expect(first.json()).toMatchObject({ bet: 1000, win: 0, balance: 9_000 });
    expect((await anonymous.post('/studio/round', body)).json()).toEqual(first.json());
    for (let i = 0; i < 9; i++) {
      await anonymous.post('/studio/round', { ...body, roundKey: `demo-round-1${i}` });
    }
    const broke = await anonymous.post('/studio/round', { ...body, roundKey: 'demo-round-99' });
    expect(broke.statusCode).toBe(409);
    expect(broke.json()).toEqual(ERROR('INSUFFICIENT_FUNDS'));
    engineMode = 'studio';
    expect(await countLedger()).toBe(before);
  });

  it(`50 concurrent rounds of 100 on a balance of 1000: exactly 10 accepted (${ON_POSTGRES ? 'PostgreSQL' : 'PGlite'})`, async () => {
    engineMode = 'lose';
    const { browser, accountId } = await signedUp(ctx.app);
    const session = await openSession(browser);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        browser.post('/studio/round', {
          gameSessionId: session.gameSessionId,
          bet: 100,
          roundKey: `concurrent-${String(i).padStart(3, '0')}`,
        }),
      ),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(40);
    for (const r of results.filter((x) => x.statusCode === 409)) {
      expect(r.json()).toEqual(ERROR('INSUFFICIENT_FUNDS'));
    }
    const balances = results.filter((r) => r.statusCode === 200).map((r) => r.json().balance as number);
    expect(Math.min(...balances)).toBe(0);
    expect(await sums(accountId)).toEqual({ ledger: 0, balance: 0 });
    const rows = await ledger(accountId);
    expect(rows.filter((r) => r.type === 'BET')).toHaveLength(10);
    engineMode = 'studio';
  });
});

describe('outside providers and the sweeper', () => {
  /** A request of an outside provider's server: signed, no CHANNEL, no cookie. */
  const signed = (path: string, body: object, provider = 'acme') => {
    const raw = JSON.stringify(body);
    const ts = String(Math.floor(clock.now().getTime() / 1000));
    const secret = provider === 'acme' ? PROVIDER_SECRET : OTHER_SECRET;
    return ctx.app.inject({
      method: 'POST',
      url: `/api/wallet/v1/${path}`,
      headers: {
        'content-type': 'application/json',
        'x-provider': provider,
        'x-timestamp': ts,
        'x-signature': signWalletRequest(secret, ts, raw),
      },
      payload: raw,
    });
  };
  const INVALID_TOKEN = { error: { code: 'INVALID_TOKEN' } };

  it('a provider trades the launch token for the player, then bets and pays through the wallet', async () => {
    const { browser, accountId } = await signedUp(ctx.app);
    const url = await launched(
      browser,
      '/launchgame?gameCode=EVO_LIVE_FUNKY_TIME&lobbyUrl=%2Fgame-launch%2FEVO_LIVE_FUNKY_TIME&language=en',
    );
    const session = await signed('session', { launchToken: tokenOf(url) });
    expect(session.statusCode).toBe(200);
    expect(walletSessionResponseSchema.parse(session.json())).toEqual({
      accountId,
      mode: 'real',
      gameCode: 'EVO_LIVE_FUNKY_TIME',
      language: 'en',
      lobbyUrl: '/game-launch/EVO_LIVE_FUNKY_TIME',
      currency: 'PTS',
      balance: 1000,
    });

    // The account id it learnt is what its wallet calls name; the player sees the movements.
    const round = { accountId, gameCode: 'EVO_LIVE_FUNKY_TIME', roundId: 'acme-live-1' };
    expect(
      (await signed('bet', { ...round, transactionId: 'acme-live-1-bet', amount: 100 })).statusCode,
    ).toBe(200);
    const win = await signed('win', { ...round, transactionId: 'acme-live-1-win', amount: 250 });
    expect(walletTransactionResponseSchema.parse(win.json()).balance).toBe(1150);
    expect((await browser.get('/balance')).json().balance).toBe(1150);
    const history = transactionListSchema.parse((await browser.get('/get-bet-history?page=1')).json());
    expect(history.records.slice(0, 2)).toMatchObject([
      { transactionType: 'WIN', amount: 250, gameCode: 'EVO_LIVE_FUNKY_TIME' },
      { transactionType: 'BET', amount: -100, gameCode: 'EVO_LIVE_FUNKY_TIME' },
    ]);

    // The token is for the provider's page, never a way into our studio.
    const studio = await browser.post('/studio/session', { launchToken: tokenOf(url) });
    expect(studio.statusCode).toBe(404);
    expect(studio.json()).toEqual(ERROR('NOT_FOUND'));
  });

  it('a demo token names no player; the provider plays on the demo balance', async () => {
    const res = await new Browser(ctx.app).get(
      '/launch-demo?gameCode=WNF_NEON_KOI&currency=PTS&language=ja&lobbyUrl=%2F&brand=casino',
    );
    const session = await signed('session', {
      launchToken: tokenOf(launchResponseSchema.parse(res.json()).url),
    });
    expect(session.statusCode).toBe(200);
    expect(session.json()).toEqual({
      accountId: null,
      mode: 'demo',
      gameCode: 'WNF_NEON_KOI',
      language: 'ja',
      lobbyUrl: '/',
      currency: 'PTS',
      balance: 10_000,
    });
  });

  it('refuses, with one code, a token of another provider, of our studio, expired or forged', async () => {
    const { browser } = await signedUp(ctx.app);
    const launch = (game: string) =>
      launched(browser, `/launchgame?gameCode=${game}&lobbyUrl=%2F&language=ja`).then(tokenOf);
    const others = await launch('WNF_LUCKY_NEKO');
    const acmes = await launch('WNF_NEON_KOI');
    const studios = await launch('WNF_AZTEC_X');

    for (const launchToken of [others, studios, `${acmes}x`, acmes.replace(/^./, 'A')]) {
      const res = await signed('session', { launchToken });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(INVALID_TOKEN);
    }
    expect((await signed('session', { launchToken: others }, 'other')).statusCode).toBe(200);
    // Unsigned: refused before the token is looked at.
    const unsigned = await ctx.app.inject({
      method: 'POST',
      url: '/api/wallet/v1/session',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ launchToken: acmes }),
    });
    expect(unsigned.statusCode).toBe(401);
    expect(unsigned.json()).toEqual({ error: { code: 'INVALID_SIGNATURE' } });
    expect((await signed('session', { launchToken: '' })).json()).toEqual({
      error: { code: 'INVALID_REQUEST' },
    });

    clock.advance(2 * 60_000 + 1000);
    expect((await signed('session', { launchToken: acmes })).json()).toEqual(INVALID_TOKEN);
  });

  it('a player who deleted the account since the launch is not found', async () => {
    const { browser } = await signedUp(ctx.app);
    const token = tokenOf(
      await launched(browser, '/launchgame?gameCode=WNF_NEON_KOI&lobbyUrl=%2F&language=ja'),
    );
    expect((await browser.post('/auth/delete-account', { password: PASSWORD })).statusCode).toBe(204);
    const res = await signed('session', { launchToken: token });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'ACCOUNT_NOT_FOUND' } });
  });

  it('the signed wallet API answers without CHANNEL; the sweeper job refunds a stale round', async () => {
    const { browser, accountId } = await signedUp(ctx.app);
    // The provider bets only for a player it launched (issue 24, hole 4; test/provider-access.test.ts).
    const url = await launched(browser, '/launchgame?gameCode=EVO_LIVE_FUNKY_TIME&lobbyUrl=%2F&language=en');
    expect((await signed('session', { launchToken: tokenOf(url) })).statusCode).toBe(200);
    const bet = await signed('bet', {
      accountId,
      gameCode: 'EVO_LIVE_FUNKY_TIME',
      roundId: 'acme-round-1',
      transactionId: 'acme-tx-1',
      amount: 30,
    });
    expect(bet.statusCode).toBe(200);
    expect(walletTransactionResponseSchema.parse(bet.json()).balance).toBe(970);

    await ctx.app.jobs.runOnce(); // not stale yet
    expect((await sums(accountId)).balance).toBe(970);
    clock.advance(61 * 60_000);
    await ctx.app.jobs.runOnce();
    expect(await ledger(accountId)).toEqual([
      { type: 'SIGNUP_BONUS', amount: 1000 },
      { type: 'BET', amount: -30 },
      { type: 'ROLLBACK', amount: 30 },
    ]);
    expect(await sums(accountId)).toEqual({ ledger: 1000, balance: 1000 });
  });
});

describe('game clients', () => {
  it('serves index.html for /studio/play/<GAME>, hashed assets cached long, 404 for missing files', async () => {
    const page = await ctx.app.inject({ url: '/studio/play/WNF_AZTEC_X?launch=abc' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain('GAME CLIENT');
    expect(page.body).toContain('apiBasePath');
    const asset = await ctx.app.inject({ url: '/studio/play/assets/game-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await ctx.app.inject({ url: '/studio/play/assets/nope-123.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual(ERROR('NOT_FOUND'));
    // The site's own fallback still answers site pages, and its assets are its own.
    const site = await ctx.app.inject({ url: '/category/slot' });
    expect(site.body).toContain('THE SITE');
    expect((await ctx.app.inject({ url: '/assets/index-abc123.js' })).statusCode).toBe(200);
  });
});
