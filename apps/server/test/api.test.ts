import { describe, expect, it } from 'vitest';
import {
  GAME_CATALOGUE,
  channelResponseSchema,
  gamesResponseSchema,
  healthResponseSchema,
} from '@casino/contract';
import { buildApp } from '../src/app.ts';
import { createDatabase } from '../src/db/create-database.ts';
import { CHANNEL, setupTestApp, testConfig } from './helper.ts';

const ctx = setupTestApp({
  extend(app) {
    // Only in this test: an unexpected failure whose message carries internals.
    app.get('/api/test-boom', async () => {
      throw new Error('relation "secret_table" does not exist at /srv/app/src/x.ts:12');
    });
  },
});

const ERROR = (code: string) => ({ error: { code } });

describe('CHANNEL header', () => {
  it('is required on API routes', async () => {
    const res = await ctx.app.inject({ url: '/api/games' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(ERROR('REQUEST_VALIDATION_ERROR'));
  });

  it('must name a known channel', async () => {
    const res = await ctx.app.inject({ url: '/api/games', headers: { channel: 'NOPE' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(ERROR('REQUEST_VALIDATION_ERROR'));
  });

  it('is matched case-insensitively by header name', async () => {
    const res = await ctx.app.inject({ url: '/api/games', headers: { CHANNEL: 'WEB' } });
    expect(res.statusCode).toBe(200);
  });

  it('is refused before the body is read (cross-site form posts)', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/analytics/events',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=b',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(ERROR('REQUEST_VALIDATION_ERROR'));
  });
});

describe('GET /games', () => {
  it('returns every catalogue game with ja/en translations, upper-case tags and studio', async () => {
    const res = await ctx.app.inject({ url: '/api/games?siteRef=casino-web', headers: CHANNEL });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=10');
    const body = gamesResponseSchema.parse(res.json());
    expect(body).toHaveLength(1);
    const [site] = body;
    expect(site?.siteRef).toBe('casino-web');
    expect(site?.totalCount).toBe(GAME_CATALOGUE.length);
    const games = site?.games ?? [];
    // Catalogue order (sort_order).
    expect(games.map((g) => g.gameCode)).toEqual(GAME_CATALOGUE.map((g) => g.gameCode));
    for (const entry of GAME_CATALOGUE) {
      const game = games.find((g) => g.gameCode === entry.gameCode);
      expect(game).toBeDefined();
      expect(game?.title).toBe(entry.title.en);
      expect(game?.translations.map((t) => [t.language, t.title])).toEqual([
        ['ja', entry.title.ja],
        ['en', entry.title.en],
      ]);
      expect(game?.translations.every((t) => t.gameId === game.gameId)).toBe(true);
      expect([...(game?.tags ?? [])].sort()).toEqual([...entry.tags].sort());
      expect(game?.tags.every((t) => t === t.toUpperCase())).toBe(true);
      expect(game).toMatchObject({
        gameType: entry.gameType,
        orientation: entry.orientation,
        isDemoAvailable: entry.isDemoAvailable,
        imagePath: null,
      });
      expect(game?.gameStudioName.length).toBeGreaterThan(0);
    }
  });

  it('honours limit but still counts every game', async () => {
    const res = await ctx.app.inject({ url: '/api/games?limit=3', headers: CHANNEL });
    const [site] = gamesResponseSchema.parse(res.json());
    expect(site?.games).toHaveLength(3);
    expect(site?.totalCount).toBe(GAME_CATALOGUE.length);
  });

  it.each(['0', 'abc', '-1', '1.5', '100000'])('refuses limit=%s with 400', async (limit) => {
    const res = await ctx.app.inject({ url: `/api/games?limit=${limit}`, headers: CHANNEL });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(ERROR('REQUEST_VALIDATION_ERROR'));
  });

  it('refuses a repeated limit', async () => {
    const res = await ctx.app.inject({ url: '/api/games?limit=1&limit=2', headers: CHANNEL });
    expect(res.statusCode).toBe(400);
  });
});

describe('GET /channel', () => {
  it('describes the channel with its captcha flag', async () => {
    const res = await ctx.app.inject({ url: '/api/channel?channelCode=WEB', headers: CHANNEL });
    expect(res.statusCode).toBe(200);
    const body = channelResponseSchema.parse(res.json());
    expect(body).toMatchObject({
      channelCode: 'WEB',
      captcha: true,
      brandRef: 'casino',
      featureFlags: { maintenence: false, captcha: true },
    });
    expect(body.languages.map((l) => l.code)).toEqual(['ja', 'en']);
  });

  it('answers 404 for an unknown channel code', async () => {
    const res = await ctx.app.inject({ url: '/api/channel?channelCode=NOPE', headers: CHANNEL });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(ERROR('NOT_FOUND'));
  });

  it('answers 400 without channelCode', async () => {
    const res = await ctx.app.inject({ url: '/api/channel', headers: CHANNEL });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(ERROR('REQUEST_VALIDATION_ERROR'));
  });
});

describe('GET /health', () => {
  it('answers without the CHANNEL header (load balancers)', async () => {
    const res = await ctx.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(healthResponseSchema.parse(res.json())).toMatchObject({ status: 'ok', database: 'ok' });
  });

  it('answers 503 TECHNICAL_ERROR when the database does not answer', async () => {
    // Nothing listens on port 1: every query fails at once.
    const db = createDatabase({ kind: 'postgres', url: 'postgres://nobody@127.0.0.1:1/none' });
    const app = await buildApp(testConfig(), { db });
    try {
      const res = await app.inject({ url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual(ERROR('TECHNICAL_ERROR'));
    } finally {
      await app.close();
      await db.destroy();
    }
  });
});

describe('POST /analytics/events', () => {
  const post = (payload: string, contentType = 'application/json') =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/analytics/events',
      headers: { ...CHANNEL, 'content-type': contentType },
      payload,
    });

  it('stores page views without query strings', async () => {
    const res = await post(
      JSON.stringify({
        events: [
          { type: 'page_view', path: '/reset-password?token=SECRET#x', language: 'ja' },
          { type: 'page_view', path: '/category/slot', referrer: 'https://ref.example/a?q=SECRET' },
        ],
      }),
    );
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ accepted: 2 });
    await ctx.app.analytics.flush(); // the collector writes in batches
    const rows = await ctx.db
      .selectFrom('analytics_events')
      .select(['channel_code', 'path', 'referrer', 'language'])
      .orderBy('analytics_event_id')
      .execute();
    expect(rows).toEqual([
      { channel_code: 'WEB', path: '/reset-password', referrer: null, language: 'ja' },
      { channel_code: 'WEB', path: '/category/slot', referrer: 'https://ref.example/a', language: null },
    ]);
  });

  it('refuses malformed JSON with 400 REQUEST_VALIDATION_ERROR', async () => {
    const res = await post('{"events": [');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(ERROR('REQUEST_VALIDATION_ERROR'));
  });

  it('refuses an empty JSON body', async () => {
    const res = await post('');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(ERROR('REQUEST_VALIDATION_ERROR'));
  });

  it('refuses a body that does not match the schema', async () => {
    for (const body of [{}, { events: [] }, { events: [{ type: 'click', path: '/' }] }, [1, 2]]) {
      const res = await post(JSON.stringify(body));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(ERROR('REQUEST_VALIDATION_ERROR'));
    }
  });

  it('refuses another content type with 415', async () => {
    for (const type of ['text/plain', 'application/xml', 'application/x-www-form-urlencoded']) {
      const res = await post('type=page_view', type);
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual(ERROR('REQUEST_VALIDATION_ERROR'));
    }
  });

  it('refuses a too-large body with 413', async () => {
    const res = await post(
      JSON.stringify({ events: [{ type: 'page_view', path: `/${'a'.repeat(100_000)}` }] }),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual(ERROR('REQUEST_VALIDATION_ERROR'));
  });
});

describe('errors', () => {
  it('answers an unknown API path with 404 NOT_FOUND as JSON', async () => {
    const res = await ctx.app.inject({ url: '/api/no-such-thing', headers: CHANNEL });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual(ERROR('NOT_FOUND'));
  });

  it('answers an unknown API path with 404 also without the CHANNEL header', async () => {
    const res = await ctx.app.inject({ url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(ERROR('NOT_FOUND'));
  });

  it('answers POST to a GET-only path with 404 JSON', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/games', headers: CHANNEL });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(ERROR('NOT_FOUND'));
  });

  it('hides internals of unexpected errors behind 500 TECHNICAL_ERROR', async () => {
    const res = await ctx.app.inject({ url: '/api/test-boom', headers: CHANNEL });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual(ERROR('TECHNICAL_ERROR'));
    expect(res.body).not.toMatch(/secret_table|\/srv|stack|\.ts/);
  });

  it('rate-limits unknown paths (URL enumeration)', async () => {
    const statuses = new Set<number>();
    for (let i = 0; i < 70; i++) {
      const res = await ctx.app.inject({
        url: `/api/enumerate-${i}`,
        headers: CHANNEL,
        remoteAddress: '203.0.113.9',
      });
      statuses.add(res.statusCode);
      if (res.statusCode === 429) expect(res.json()).toEqual(ERROR('TOO_MANY_REQUESTS'));
    }
    expect([...statuses].sort()).toEqual([404, 429]);
  });
});

describe('security headers', () => {
  it('sends a strict Content-Security-Policy and friends', async () => {
    const res = await ctx.app.inject({ url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "connect-src 'self'",
      "frame-src 'self'",
      "frame-ancestors 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });
});
