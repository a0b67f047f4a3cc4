import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  auditResponseSchema,
  collectionsResponseSchema,
  gamesResponseSchema,
  operatorCollectionSchema,
  operatorCollectionsResponseSchema,
} from '@casino/contract';
import { STUDIO_GAMES } from '@casino/studio';
import { AUTH_ENV, Browser, ERROR, signedUp } from './auth-helpers.ts';
import { setupTestApp } from './helper.ts';
import { newOperator, operatorSignin, type OperatorBrowser } from './operator-helpers.ts';
import { openStudioSession, playStudioRound } from './support/studio-http.ts';

/**
 * Issue 29 through HTTP: the home page's collections (console order, both languages), popular this
 * week from rounds actually played, console edits audited, and the tiles' facts from the studio.
 */
const ADMIN = { email: 'collections-admin@casino.test', password: 'first-admin-password' };
const ctx = setupTestApp({
  env: { ...AUTH_ENV, OPERATOR_EMAIL: ADMIN.email, OPERATOR_PASSWORD: ADMIN.password },
});

const collections = async (language?: 'ja' | 'en') => {
  const res = await new Browser(ctx.app).get(`/games/collections${language ? `?language=${language}` : ''}`);
  expect(res.statusCode, res.body).toBe(200);
  return collectionsResponseSchema.parse(res.json()).collections;
};
const names = async (language: 'ja' | 'en') => (await collections(language)).map((c) => c.name);

const minBet = (code: string) => ({ bet: STUDIO_GAMES[code]!.limits.minBet });
async function play(browser: Browser, code: string, rounds: number) {
  const session = await openStudioSession(browser, code);
  for (let i = 0; i < rounds; i++)
    await playStudioRound(browser, session, minBet(code), `round-${code}-${i}`);
}

let admin: OperatorBrowser | undefined;
async function boss() {
  if (!admin) {
    await ctx.app.operators.ensureFirstOperator();
    admin = await operatorSignin(ctx.app, ADMIN.email, ADMIN.password);
  }
  return admin;
}

describe('popular this week', () => {
  // First in the file: the row's list is computed once and kept for minutes (never per home load).
  it('lists the games most played in real rounds of the last 7 days: players first, then rounds', async () => {
    const first = await signedUp(ctx.app);
    const second = await signedUp(ctx.app);
    await play(first.browser, 'WNF_NEON_KOI', 1);
    await play(second.browser, 'WNF_NEON_KOI', 1);
    await play(first.browser, 'WNF_HAWAIIAN_DREAM', 3);
    await play(first.browser, 'WNF_FROST_QUEEN', 5);
    // Frost Queen's rounds are from last month: outside the week.
    await sql`update game_rounds set opened_at = now() - interval '8 days'
      where game_code = 'WNF_FROST_QUEEN'`.execute(ctx.db);
    // A demo round is not a real round: it counts for nothing.
    const demo = await openStudioSession(new Browser(ctx.app), 'WNF_DREAMS_OF_GOLD', 'demo');
    await playStudioRound(new Browser(ctx.app), demo, minBet('WNF_DREAMS_OF_GOLD'), 'demo-round-1');

    const popular = (await collections('en')).find((c) => c.rule === 'popular');
    expect(popular?.name).toBe('Popular this week');
    expect(popular?.gameCodes).toEqual(['WNF_NEON_KOI', 'WNF_HAWAIIAN_DREAM']);
  });
});

describe('GET /games/collections', () => {
  it('answers the seeded rows in console order, named in the asked language (ja by default)', async () => {
    expect(await names('en')).toEqual([
      'Featured',
      'New',
      'Popular this week',
      'Jackpot',
      'Japanese themes',
      'Slots',
      'Live casino',
    ]);
    expect(await names('ja')).toEqual([
      'おすすめ',
      '新着',
      '今週の人気',
      'ジャックポット',
      '和テーマ',
      'スロット',
      'ライブカジノ',
    ]);
    expect((await collections()).map((c) => c.name)).toEqual(await names('ja'));
    const rows = await collections('en');
    const jackpot = rows.find((c) => c.name === 'Jackpot')!;
    // Jackpot holds exactly the titles whose maths has hold-and-win jackpots.
    const holdAndWin = Object.values(STUDIO_GAMES)
      .filter((d) => d.engine === 'slot' && d.config.features?.holdAndWin)
      .map((d) => d.gameCode);
    expect([...jackpot.gameCodes].sort()).toEqual([...holdAndWin].sort());
    expect(rows.find((c) => c.name === 'Slots')).toMatchObject({ rule: 'tag', tag: 'SLOT' });
    expect(rows.every((c) => c.gameCodes.length > 0 && c.gameCodes.length <= 20)).toBe(true);
  });

  it('refuses an unknown language with a catalogue code', async () => {
    const res = await new Browser(ctx.app).get('/games/collections?language=fr');
    expect([res.statusCode, res.json()]).toEqual([400, ERROR('REQUEST_VALIDATION_ERROR')]);
  });
});

describe('the console', () => {
  it('reorders, renames and changes a row: the home answer follows, and each change is audited', async () => {
    const console = await boss();
    const listed = operatorCollectionsResponseSchema.parse(
      (await console.get('/operator/collections')).json(),
    );
    const themes = listed.data.find((c) => c.nameEn === 'Japanese themes')!;
    const moved = await console.patch(`/operator/collections/${themes.id}`, {
      position: 0,
      nameEn: 'Japan',
      nameJa: '日本',
      gameCodes: ['WNF_MOON_RABBIT', 'WNF_OIRAN_DREAMS'],
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(operatorCollectionSchema.parse(moved.json())).toMatchObject({ position: 0, nameEn: 'Japan' });

    await expect
      .poll(() => names('en'))
      .toEqual(['Japan', 'Featured', 'New', 'Popular this week', 'Jackpot', 'Slots', 'Live casino']);
    expect((await collections('ja'))[0]).toMatchObject({
      name: '日本',
      gameCodes: ['WNF_MOON_RABBIT', 'WNF_OIRAN_DREAMS'],
    });
    const positions = operatorCollectionsResponseSchema
      .parse((await console.get('/operator/collections')).json())
      .data.map((c) => c.position);
    expect(positions).toEqual([0, 1, 2, 3, 4, 5, 6]);

    const audit = auditResponseSchema.parse(
      (await console.get(`/operator/audit?action=collection.updated&target=collection:${themes.id}`)).json(),
    );
    expect(audit.total).toBe(1);
    expect(audit.data[0]).toMatchObject({
      operatorEmail: ADMIN.email,
      before: { position: 4, nameEn: 'Japanese themes' },
      after: { position: 0, nameEn: 'Japan' },
    });
  });

  it('creates a tag row and deletes it (both audited); a disabled row leaves the home page', async () => {
    const console = await boss();
    const created = await console.post('/operator/collections', {
      nameJa: 'ライブ特集',
      nameEn: 'Live picks',
      rule: 'tag',
      tag: 'LIVE',
      position: 1,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = operatorCollectionSchema.parse(created.json()).id;
    await expect.poll(async () => (await names('en'))[1]).toBe('Live picks');
    const off = await console.patch(`/operator/collections/${id}`, { isEnabled: false });
    expect(off.statusCode).toBe(200);
    await expect.poll(async () => (await names('en')).includes('Live picks')).toBe(false);
    const removed = await console.call('DELETE', `/operator/collections/${id}`);
    expect(removed.statusCode).toBe(200);
    expect((await console.get(`/operator/collections/${id}`)).statusCode).toBe(404);
    const actions = auditResponseSchema
      .parse((await console.get(`/operator/audit?target=collection:${id}`)).json())
      .data.map((e) => e.action)
      .sort();
    expect(actions).toEqual(['collection.created', 'collection.deleted', 'collection.updated']);
  });

  it('refuses bad changes with catalogue codes, and operators without games.manage', async () => {
    const console = await boss();
    const bad = [
      { rule: 'tag' },
      { rule: 'manual', tag: 'SLOT' },
      { nameEn: '' },
      { gameCodes: ['not a code'] },
      { position: -1 },
    ];
    for (const body of bad) {
      const res = await console.patch('/operator/collections/1', body);
      expect([res.statusCode, res.json()], JSON.stringify(body)).toEqual([
        400,
        ERROR('REQUEST_VALIDATION_ERROR'),
      ]);
    }
    const missing = await console.patch('/operator/collections/999999', { nameEn: 'x' });
    expect([missing.statusCode, missing.json()]).toEqual([404, ERROR('NOT_FOUND')]);
    const { browser: support } = await newOperator(console, 'support');
    expect((await support.patch('/operator/collections/1', { position: 3 })).statusCode).toBe(403);
    expect((await support.get('/operator/collections')).statusCode).toBe(403);
  });
});

describe('tile facts', () => {
  it('match the studio definitions: volatility, features and top prize of every game', async () => {
    const res = await new Browser(ctx.app).get('/games');
    const games = gamesResponseSchema.parse(res.json())[0]!.games;
    expect(games.length).toBe(Object.keys(STUDIO_GAMES).length);
    for (const game of games) {
      const d = STUDIO_GAMES[game.gameCode]!;
      const facts = game.facts!;
      if (d.engine !== 'slot') {
        expect(facts.features, game.gameCode).toEqual([]);
        continue;
      }
      const f = d.config.features ?? {};
      expect(facts.volatility, game.gameCode).toBe(d.config.volatility);
      expect(facts.features.includes('cascades'), game.gameCode).toBe(Boolean(f.cascade));
      expect(facts.features.includes('hold-and-win'), game.gameCode).toBe(Boolean(f.holdAndWin));
      expect(facts.features.includes('pick-bonus'), game.gameCode).toBe(Boolean(f.pick));
      expect(facts.features.includes('free-spins'), game.gameCode).toBe(d.config.freeSpins.spins > 0);
      // The top prize is at least the best award the tables list outright.
      const best = Math.max(
        f.holdAndWin?.jackpots.grand ?? 0,
        ...d.config.symbols.filter((s) => s.kind === 'scatter').map((s) => s.pays[2]),
      );
      expect(facts.maxWin, game.gameCode).toBeGreaterThanOrEqual(best);
    }
    const roulette = games.find((g) => g.gameCode === 'EVO_LIVE_JAPANESE_ROULETTE')!;
    expect(roulette.facts).toEqual({ volatility: null, maxWin: 36, features: [] });
  });
});
