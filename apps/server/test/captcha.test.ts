import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { captchaChallengeSchema, PUBLIC_CONFIG_META_NAME } from '@casino/contract';
import { buildApp } from '../src/app.ts';
import { ConfigError, loadConfig } from '../src/config.ts';
import { CAPTCHA_ALPHABET, renderCaptcha } from '../src/modules/captcha/captcha.image.ts';
import { AUTH_ENV, Browser, ERROR, challenge, signup } from './auth-helpers.ts';
import { CHANNEL, manualClock, setupTestApp, tempDir, testConfig } from './helper.ts';

const clock = manualClock();
const ctx = setupTestApp({ env: AUTH_ENV, clock });
const off = setupTestApp({ env: { ...AUTH_ENV, CHANNEL_CAPTCHA: 'false' } });

describe('GET /captcha/challenge', () => {
  it('returns an SVG of stroked paths (no text) that fits 300×450, stored with a hashed answer', async () => {
    const res = await new Browser(ctx.app).get('/captcha/challenge');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = captchaChallengeSchema.parse(res.json());
    expect(body.width).toBeLessThanOrEqual(300);
    expect(body.height).toBeLessThanOrEqual(450);
    expect(new Date(body.expiresAt).getTime() - clock.now().getTime()).toBe(5 * 60_000);
    expect(body.image.startsWith('data:image/svg+xml;base64,')).toBe(true);
    const svg = Buffer.from(body.image.split(',')[1]!, 'base64').toString('utf8');
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 300 120"/);
    expect(svg).not.toMatch(/<text|<tspan|<title|<desc|font-family|<use|href=/i);
    expect(svg.match(/<path /g)?.length).toBeGreaterThan(10);
    const row = await ctx.db
      .selectFrom('captcha_challenges')
      .selectAll()
      .where('challenge_id', '=', body.challengeId)
      .executeTakeFirstOrThrow();
    expect(row.answer_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('has a glyph for every character of the alphabet, none of them look-alikes', () => {
    expect(CAPTCHA_ALPHABET).not.toMatch(/[0O1I5S2Z8B6G9Q]/);
    for (const char of CAPTCHA_ALPHABET) expect(renderCaptcha(char.repeat(5))).toContain('<path');
  });
});

describe('captcha verification at sign-up', () => {
  /** A challenge whose answer the test knows. */
  async function knownChallenge(answer: string) {
    const challengeId = `known${Math.random().toString(36).slice(2)}xxxxxxxxxxxx`;
    const now = clock.now();
    await ctx.db
      .insertInto('captcha_challenges')
      .values({
        challenge_id: challengeId,
        answer_hash: createHash('sha256').update(`${challengeId}:${answer}`).digest('hex'),
        created_at: now,
        expires_at: new Date(now.getTime() + 5 * 60_000),
        consumed_at: null,
      })
      .execute();
    return challengeId;
  }

  it('accepts the right answer, case-insensitively', async () => {
    const challengeId = await knownChallenge('AC3XY');
    const { res } = await signup(new Browser(ctx.app), { captchaData: { challengeId, answer: ' ac3xy ' } });
    expect(res.statusCode).toBe(201);
  });

  it('is single use: a right answer after a wrong one fails', async () => {
    const challengeId = await knownChallenge('HJKLM');
    const wrong = await signup(new Browser(ctx.app), { captchaData: { challengeId, answer: 'HJKLN' } });
    expect(wrong.res.statusCode).toBe(400);
    expect(wrong.res.json()).toEqual(ERROR('INVALID_CAPTCHA'));
    const right = await signup(new Browser(ctx.app), { captchaData: { challengeId, answer: 'HJKLM' } });
    expect(right.res.json()).toEqual(ERROR('INVALID_CAPTCHA'));
  });

  it('expires after 5 minutes (even the test answer fails then)', async () => {
    const browser = new Browser(ctx.app);
    const challengeId = await challenge(browser);
    clock.advance(5 * 60_000);
    const { res } = await signup(browser, { captchaData: { challengeId, answer: 'pass' } });
    expect(res.json()).toEqual(ERROR('INVALID_CAPTCHA'));
  });

  it('the test answer passes a real, live challenge', async () => {
    const browser = new Browser(ctx.app);
    const { res } = await signup(browser, {
      captchaData: { challengeId: await challenge(browser), answer: 'PASS' },
    });
    expect(res.statusCode).toBe(201);
  });
});

describe('CHANNEL_CAPTCHA', () => {
  it('false: the channel says captcha false and sign-up needs none', async () => {
    const channel = await off.app.inject({ url: '/api/channel?channelCode=WEB', headers: CHANNEL });
    expect(channel.json().captcha).toBe(false);
    const { res } = await signup(new Browser(off.app), { captchaData: undefined });
    expect(res.statusCode).toBe(201);
  });

  it('overrides the database at every start (seed), both ways', async () => {
    const { seed } = await import('../src/db/seed.ts');
    await seed(off.db, testConfig({ CHANNEL_CAPTCHA: 'true' }));
    const on = await off.app.inject({ url: '/api/channel?channelCode=WEB', headers: CHANNEL });
    expect(on.json().captcha).toBe(true);
    await seed(off.db, testConfig({ CHANNEL_CAPTCHA: 'false' }));
    const again = await off.app.inject({ url: '/api/channel?channelCode=WEB', headers: CHANNEL });
    expect(again.json().captcha).toBe(false);
  });
});

describe('production', () => {
  it('refuses to start with CAPTCHA_TEST_ANSWER set outside NODE_ENV=test (unset NODE_ENV too), naming it', () => {
    for (const env of [{ NODE_ENV: 'production' }, { NODE_ENV: 'development' }, {}]) {
      expect(() => loadConfig({ ...env, CAPTCHA_TEST_ANSWER: 'x' })).toThrow(ConfigError);
      expect(() => loadConfig({ ...env, CAPTCHA_TEST_ANSWER: 'x' })).toThrow(/CAPTCHA_TEST_ANSWER/);
    }
    expect(loadConfig({ NODE_ENV: 'test', CAPTCHA_TEST_ANSWER: 'x' }).captchaTestAnswer).toBe('x');
  });

  it('does not register /dev/outbox (404) in production nor without NODE_ENV: people read the console', async () => {
    const dist = tempDir('casino-dist-');
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(
      path.join(dist, 'index.html'),
      `<html><head><meta name="${PUBLIC_CONFIG_META_NAME}" content="" /></head></html>`,
    );
    for (const env of [{ NODE_ENV: 'production' }, {}]) {
      const config = loadConfig({ ...env, LOG_LEVEL: 'silent', WEB_DIST_DIR: dist });
      const app = await buildApp(config, { db: ctx.db });
      try {
        const res = await app.inject({ url: '/api/dev/outbox', headers: CHANNEL });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual(ERROR('NOT_FOUND'));
      } finally {
        await app.close();
      }
    }
  });
});
