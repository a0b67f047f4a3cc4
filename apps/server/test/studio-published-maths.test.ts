import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  publishedMathsBundleSchema,
  publishedMathsDocumentSchema,
  publishedMathsIndexSchema,
  verifyRoundResponseSchema,
} from '@casino/contract';
import { STUDIO_GAMES, scheme1Version } from '@casino/studio';
import { AUTH_ENV, Browser, signedUp } from './auth-helpers.ts';
import { setupTestApp } from './helper.ts';
import { openStudioSession, playStudioRound } from './support/studio-http.ts';

/**
 * Issue 32: every title's maths as published data. The done-when: "the published maths of each title
 * hashes to the maths version recorded on its rounds" — checked here for all 29 titles through HTTP,
 * as an outsider would: play a round, read its recorded version from the public verify answer, download
 * the game's published document and hash the bytes received.
 */
// The real rate limits (AUTH_ENV multiplies them for sign-up heavy suites): the last test counts them.
const ctx = setupTestApp({
  env: { ...AUTH_ENV, RATE_LIMIT_MULTIPLIER: '1', WALLET_SIGNUP_BONUS: '10000000' },
});

const sha12 = (bytes: Buffer | string): string =>
  createHash('sha256').update(bytes).digest('hex').slice(0, 12);

/** A public download: no CHANNEL header, no cookie. */
const download = (url: string) => ctx.app.inject({ method: 'GET', url: `/api${url}` });

/** Canonical JSON written here, apart from the studio (sorted keys, no whitespace), as a verifier would. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

describe('published maths (GET /studio/maths…)', () => {
  it('each of the 29 titles: the published document hashes to the version recorded on its round', async () => {
    const index = await download('/studio/maths');
    expect(index.statusCode).toBe(200);
    const { games } = publishedMathsIndexSchema.parse(index.json());
    const codes = Object.keys(STUDIO_GAMES).sort();
    expect(codes).toHaveLength(29);
    expect(games.map((g) => g.gameCode)).toEqual(codes);

    const { browser } = await signedUp(ctx.app);
    let key = 0;
    for (const code of codes) {
      const session = await openStudioSession(browser, code, 'real');
      const round = await playStudioRound(
        browser,
        session,
        STUDIO_GAMES[code]!.referenceBet,
        `published-maths-${key++}`,
      );
      const verify = await new Browser(ctx.app).get(`/studio/verify?roundId=${round.roundId}`);
      const recorded = verifyRoundResponseSchema.parse(verify.json()).mathsVersion;
      expect(recorded, code).toMatch(/^[0-9a-f]{12}$/);

      const entry = games.find((g) => g.gameCode === code)!;
      expect(entry.path).toBe(`/studio/maths/${code}/${recorded}`);
      const doc = await download(entry.path);
      expect(doc.statusCode, code).toBe(200);
      expect(doc.headers['content-type']).toMatch(/^application\/json/);
      expect(doc.headers['cache-control']).toContain('immutable');
      expect(sha12(doc.rawPayload), code).toBe(recorded);
      // The bytes are the canonical form of what they say: anyone re-writing them gets the same hash.
      const parsed = publishedMathsDocumentSchema.parse(doc.json());
      expect(canonical(parsed)).toBe(doc.body);
      expect(parsed.engine).toBe(STUDIO_GAMES[code]!.engine);
    }
  });

  it('states every list explicitly: reel strips, paylines, wheel segments, roulette spots, the tableau', async () => {
    const res = await download('/studio/maths/bundle.json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('attachment');
    const bundle = publishedMathsBundleSchema.parse(res.json());
    expect(Object.keys(bundle.games)).toHaveLength(29);
    for (const [code, { mathsVersion, document }] of Object.entries(bundle.games)) {
      expect(sha12(canonical(document)), code).toBe(mathsVersion);
      const config = document.config as Record<string, unknown>;
      if (document.engine === 'slot') {
        expect((config.reels as string[][]).length).toBe(5);
        expect(document.rules).toMatchObject({ rows: 3, reels: 5, maxTumbles: 50 });
        if (config.mode === 'lines') expect((config.lines as number[][]).length).toBeGreaterThan(0);
      }
      if (document.engine === 'wheel') expect((config.segments as string[]).length).toBeGreaterThan(20);
    }
    const roulette = bundle.games.EVO_LIVE_JAPANESE_ROULETTE!.document.rules as {
      spots: Record<string, number[]>;
      wheelOrder: number[];
    };
    expect(roulette.spots['split-0-3']).toEqual([0, 3]);
    expect(roulette.spots['trio-0-2-3']).toEqual([0, 2, 3]);
    expect(roulette.spots['corner-3']).toBeUndefined();
    expect(roulette.wheelOrder).toHaveLength(37);
    const baccarat = bundle.games.EVO_LIVE_JAPANESE_SPEED_BACCARAT!.document.rules as {
      pays: Record<string, { returns: number[] }>;
      bankerTableau: { draws: boolean[][] };
      shoe: { cardsBehindCut: number[] };
    };
    expect(baccarat.pays.banker!.returns).toEqual([39, 20]);
    expect(baccarat.bankerTableau.draws[3]![9]).toBe(false); // banker 3 stands on a player's third 8
    expect(baccarat.shoe.cardsBehindCut).toEqual([58, 67]);
  });

  it('serves a scheme-1 version (rounds recorded before publication) as the same document; 404 for any other', async () => {
    const code = 'EVO_LIVE_JAPANESE_ROULETTE';
    const index = publishedMathsIndexSchema.parse((await download('/studio/maths')).json());
    const entry = index.games.find((g) => g.gameCode === code)!;
    expect(entry.scheme1Version).toBe(scheme1Version(code));
    const current = await download(entry.path);
    const older = await download(`/studio/maths/${code}/${entry.scheme1Version}`);
    expect(older.statusCode).toBe(200);
    expect(older.body).toBe(current.body);
    expect(publishedMathsDocumentSchema.parse(older.json()).scheme1Version).toBe(entry.scheme1Version);
    for (const url of [
      `/studio/maths/${code}/0123456789ab`,
      '/studio/maths/NO_SUCH_GAME/0123456789ab',
      `/studio/maths/constructor/${entry.mathsVersion}`,
    ]) {
      const res = await download(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ error: { code: 'NOT_FOUND' } });
    }
  });

  it('is public but counted per address: 120 a minute, then 429 with the wait', async () => {
    const from = () =>
      ctx.app.inject({
        method: 'GET',
        url: '/api/studio/maths',
        remoteAddress: '203.0.113.32',
        headers: { 'x-forwarded-for': '203.0.113.32' },
      });
    const answers = [];
    for (let i = 0; i < 121; i++) answers.push(await from());
    expect(answers.slice(0, 120).every((r) => r.statusCode === 200)).toBe(true);
    expect(answers[120]!.statusCode).toBe(429);
    expect(answers[120]!.headers['retry-after']).toBeDefined();
  });
});
