import { describe, expect, it } from 'vitest';
import { FAVOURITES_MAX, gameCodeListSchema, gameSearchResponseSchema } from '@casino/contract';
import { AUTH_ENV, Browser, ERROR, PASSWORD, signedUp } from './auth-helpers.ts';
import { setupTestApp } from './helper.ts';
import { operatorSignin } from './operator-helpers.ts';
import { openStudioSession, playStudioRound } from './support/studio-http.ts';

/**
 * Issue 29 through HTTP: the catalogue search (readings from the database), favourites kept per
 * account (a second session of the same account sees them) and recently played from real rounds.
 */
const ADMIN = { email: 'lobby-admin@casino.test', password: 'first-admin-password' };
const ctx = setupTestApp({
  env: { ...AUTH_ENV, OPERATOR_EMAIL: ADMIN.email, OPERATOR_PASSWORD: ADMIN.password },
});

const search = async (browser: Browser, q: string) => {
  const res = await browser.get(`/games/search?q=${encodeURIComponent(q)}`);
  expect(res.statusCode, res.body).toBe(200);
  return gameSearchResponseSchema.parse(res.json());
};
const list = (res: { statusCode: number; body: string; json(): unknown }) => {
  expect(res.statusCode, res.body).toBe(200);
  return gameCodeListSchema.parse(res.json()).gameCodes;
};

describe('GET /games/search', () => {
  it('finds Crazy Time by its reading in hiragana, katakana and romaji, and Lucky Neko by ねこ', async () => {
    const browser = new Browser(ctx.app);
    for (const q of ['くれいじー', 'クレイジー', 'kureiji', 'Crazy Time', 'crazt'])
      expect(
        (await search(browser, q)).games.map((g) => g.gameCode),
        q,
      ).toContain('EVO_LIVE_CRAZY_TIME');
    const neko = await search(browser, 'ねこ');
    expect(neko.games[0]?.gameCode).toBe('WNF_LUCKY_NEKO');
    expect(neko.games[0]?.translations.map((t) => t.title)).toContain('ラッキーネコ');
    expect(neko.suggestions).toEqual([]);
  });

  it('offers suggestions when nothing matched, and refuses an empty or overlong query with a catalogue code', async () => {
    const browser = new Browser(ctx.app);
    const none = await search(browser, 'qqqqqqqq');
    expect(none.games).toEqual([]);
    expect(none.suggestions.length).toBeGreaterThan(0);
    for (const q of ['', '%20%20', 'x'.repeat(65)]) {
      const res = await browser.get(`/games/search?q=${q}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(ERROR('REQUEST_VALIDATION_ERROR'));
    }
  });

  it('matches a reading the console changed (kept in hiragana); a latin reading is refused', async () => {
    await ctx.app.operators.ensureFirstOperator();
    const boss = await operatorSignin(ctx.app, ADMIN.email, ADMIN.password);
    const changed = await boss.patch('/operator/games/WNF_FROST_QUEEN', { reading: 'テスト・ヨミー' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ gameCode: 'WNF_FROST_QUEEN', reading: 'てすと よみー' });
    const browser = new Browser(ctx.app);
    for (const q of ['tesuto', 'テスト', 'よみ'])
      expect(
        (await search(browser, q)).games.map((g) => g.gameCode),
        q,
      ).toEqual(['WNF_FROST_QUEEN']);
    const latin = await boss.patch('/operator/games/WNF_FROST_QUEEN', { reading: 'frost' });
    expect([latin.statusCode, latin.json()]).toEqual([400, ERROR('REQUEST_VALIDATION_ERROR')]);
  });
});

describe('favourites', () => {
  it('are kept per account: a second session of the same player sees a heart set in the first', async () => {
    const { browser, email } = await signedUp(ctx.app);
    expect(list(await browser.get('/games/favourites'))).toEqual([]);
    expect(list(await browser.put('/games/favourites/WNF_LUCKY_NEKO'))).toEqual(['WNF_LUCKY_NEKO']);
    // Idempotent: a second heart of the same game changes nothing (unique account + game).
    expect(list(await browser.put('/games/favourites/WNF_LUCKY_NEKO'))).toEqual(['WNF_LUCKY_NEKO']);
    expect(list(await browser.put('/games/favourites/EVO_LIVE_CRAZY_TIME'))).toEqual([
      'EVO_LIVE_CRAZY_TIME',
      'WNF_LUCKY_NEKO',
    ]);

    const other = new Browser(ctx.app);
    expect((await other.post('/auth/signin', { email, password: PASSWORD })).statusCode).toBe(200);
    expect(other.sid).not.toBe(browser.sid);
    expect(list(await other.get('/games/favourites'))).toEqual(['EVO_LIVE_CRAZY_TIME', 'WNF_LUCKY_NEKO']);
    expect(list(await other.delete('/games/favourites/WNF_LUCKY_NEKO'))).toEqual(['EVO_LIVE_CRAZY_TIME']);
    expect(list(await browser.get('/games/favourites'))).toEqual(['EVO_LIVE_CRAZY_TIME']);
    const res = await browser.get('/games/favourites');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('are another player’s own: no list is shared between accounts', async () => {
    const a = await signedUp(ctx.app);
    const b = await signedUp(ctx.app);
    await a.browser.put('/games/favourites/WNF_AZTEC_X');
    expect(list(await b.browser.get('/games/favourites'))).toEqual([]);
  });

  it('refuse an unknown game (404), a malformed code (400), too many hearts (409) and a signed-out caller (401)', async () => {
    const { browser } = await signedUp(ctx.app);
    const unknown = await browser.put('/games/favourites/NO_SUCH_GAME');
    expect([unknown.statusCode, unknown.json()]).toEqual([404, ERROR('NOT_FOUND')]);
    const malformed = await browser.put('/games/favourites/bad-code');
    expect([malformed.statusCode, malformed.json()]).toEqual([400, ERROR('REQUEST_VALIDATION_ERROR')]);
    const anonymous = new Browser(ctx.app);
    for (const res of [
      await anonymous.get('/games/favourites'),
      await anonymous.put('/games/favourites/WNF_AZTEC_X'),
      await anonymous.get('/games/recent'),
    ])
      expect([res.statusCode, res.json()]).toEqual([401, ERROR('UNAUTHORIZED')]);

    // The catalogue has fewer games than the cap: fill the table directly up to it.
    const full = await signedUp(ctx.app);
    await ctx.db
      .insertInto('games')
      .values(
        Array.from({ length: FAVOURITES_MAX }, (_, i) => ({
          game_code: `CAP_TEST_${i}`,
          game_type: 'SLOT' as const,
          orientation: 'landscape' as const,
          is_demo_available: false,
          image_path: null,
          game_studio_id: 1,
          sort_order: 100_000 + i,
          reading: null,
          is_enabled: false,
        })),
      )
      .execute();
    await ctx.db
      .insertInto('game_favourites')
      .values(
        Array.from({ length: FAVOURITES_MAX }, (_, i) => ({
          account_id: full.accountId,
          game_code: `CAP_TEST_${i}`,
        })),
      )
      .execute();
    const over = await full.browser.put('/games/favourites/WNF_AZTEC_X');
    expect([over.statusCode, over.json()]).toEqual([409, ERROR('FAVOURITES_FULL')]);
    // Disabled games are not listed.
    expect(list(await full.browser.get('/games/favourites'))).toEqual([]);
  });
});

describe('recently played', () => {
  it('lists the games of the player’s real rounds, newest first, each once', async () => {
    const { browser } = await signedUp(ctx.app);
    expect(list(await browser.get('/games/recent'))).toEqual([]);
    const aztec = await openStudioSession(browser, 'WNF_AZTEC_X');
    await playStudioRound(browser, aztec, { bet: 50 }, 'recent-1');
    await playStudioRound(browser, aztec, { bet: 50 }, 'recent-2');
    const neko = await openStudioSession(browser, 'WNF_LUCKY_NEKO');
    await playStudioRound(browser, neko, { bet: 50 }, 'recent-3');
    expect(list(await browser.get('/games/recent'))).toEqual(['WNF_LUCKY_NEKO', 'WNF_AZTEC_X']);
    // A demo round is not the player's: it does not count.
    const other = await signedUp(ctx.app);
    const demo = await openStudioSession(other.browser, 'WNF_DREAMS_OF_GOLD', 'demo');
    await playStudioRound(other.browser, demo, { bet: 50 }, 'recent-demo');
    expect(list(await other.browser.get('/games/recent'))).toEqual([]);
  });
});
