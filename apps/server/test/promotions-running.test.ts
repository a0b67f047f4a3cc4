import { describe, expect, it } from 'vitest';
import { isErrorCode } from '@casino/contract';
import { AUTH_ENV, Browser } from './auth-helpers.ts';
import { CONTENT_ENV, editor as editorOf, saveText } from './content-helpers.ts';
import { manualClock, setupTestApp } from './helper.ts';

/** GET /promotions (issue 25): the running promotions, so the site can link to them. */

const DAY = 24 * 3_600_000;
const clock = manualClock(new Date('2030-01-01T00:00:00Z'));
const ctx = setupTestApp({ clock, env: { ...AUTH_ENV, ...CONTENT_ENV } });

async function promotion(slug: string, from: string, to: string, published = true, text = true) {
  const operator = await editorOf(ctx.app);
  const created = await operator.post('/operator/promotions', {
    slug,
    bannerUrl: null,
    ctaPath: '/',
    startDate: from,
    endDate: to,
    published,
  });
  expect(created.statusCode, created.body).toBe(200);
  if (text) {
    await saveText(operator, `promotion_${slug}_ja`, {
      title: `${slug} の特典`,
      description: '説明',
      body: '本文',
      terms: '',
      ctaLabel: null,
    });
  }
}

describe('GET /promotions', () => {
  it('lists only published promotions running now, with their text in the language asked (else Japanese)', async () => {
    await promotion('running-late', '2029-12-01T00:00:00Z', '2030-02-01T00:00:00Z');
    await promotion('running-soon', '2029-12-15T00:00:00Z', '2030-01-05T00:00:00Z');
    await promotion('upcoming', '2030-01-03T00:00:00Z', '2030-01-20T00:00:00Z');
    await promotion('ended', '2029-11-01T00:00:00Z', '2029-12-01T00:00:00Z');
    await promotion('hidden', '2029-12-01T00:00:00Z', '2030-02-01T00:00:00Z', false);
    await promotion('no-text', '2029-12-01T00:00:00Z', '2030-02-01T00:00:00Z', true, false);

    const anyone = new Browser(ctx.app);
    const res = await anyone.get('/promotions?language=en');
    expect(res.statusCode).toBe(200);
    const ours = res.json().items.filter((i: { slug: string }) => i.slug !== 'welcome');
    expect(ours.map((i: { slug: string }) => i.slug)).toEqual(['running-soon', 'running-late']);
    expect(ours[0]).toMatchObject({
      language: 'ja',
      title: 'running-soon の特典',
      description: '説明',
      bannerUrl: null,
      startDate: '2029-12-15T00:00:00.000Z',
      endDate: '2030-01-05T00:00:00.000Z',
    });

    clock.advance(3 * DAY); // 2030-01-04: the upcoming one has started
    const later = (await anyone.get('/promotions?language=ja'))
      .json()
      .items.map((i: { slug: string }) => i.slug);
    expect(later).toContain('upcoming');
    clock.advance(2 * DAY); // 2030-01-06: running-soon has ended
    const after = (await anyone.get('/promotions')).json().items.map((i: { slug: string }) => i.slug);
    expect(after).not.toContain('running-soon');
    expect(after).toContain('running-late');
  });

  it('refuses an unknown language with a catalogue code and a 400', async () => {
    const res = await new Browser(ctx.app).get('/promotions?language=fr');
    expect(res.statusCode).toBe(400);
    expect(isErrorCode(res.json().error.code)).toBe(true);
  });
});
