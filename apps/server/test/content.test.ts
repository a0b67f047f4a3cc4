import { describe, expect, it } from 'vitest';
import { CONTENT_MAX_MARKDOWN } from '@casino/contract';
import { AUTH_ENV, Browser, ERROR } from './auth-helpers.ts';
import {
  admin as adminOf,
  assertSafe,
  CONTENT_ENV,
  editor as editorOf,
  HOSTILE,
  publicPage,
  saveText,
} from './content-helpers.ts';
import { manualClock, setupTestApp } from './helper.ts';
import { newOperator } from './operator-helpers.ts';

/** The content store (issue 15): seeded pages, operator edits with versions, safe rendering. */

const clock = manualClock(new Date('2030-01-01T00:00:00Z'));
const ctx = setupTestApp({ clock, env: { ...AUTH_ENV, ...CONTENT_ENV } });
const admin = () => adminOf(ctx.app);
const editor = () => editorOf(ctx.app);
const page = (slug: string, language: string) => publicPage(ctx.app, slug, language);
const save = saveText;

describe('the static pages', () => {
  it('are seeded in both languages with the settings written in', async () => {
    for (const [slug, ja, en] of [
      ['about', '会社概要', 'About us'],
      ['terms-of-use', '利用規約', 'Terms of use'],
      ['contact-us', 'お問い合わせ', 'Contact us'],
    ] as const) {
      const jaPage = await page(slug, 'ja');
      expect(jaPage.statusCode).toBe(200);
      expect(jaPage.json()).toMatchObject({ slug, language: 'ja', title: ja, version: 1 });
      expect(jaPage.headers['cache-control']).toBe('no-store');
      const enPage = await page(slug, 'en');
      expect(enPage.json()).toMatchObject({ slug, language: 'en', title: en });
      expect(enPage.json().description.length).toBeGreaterThan(20);
    }
    const about = (await page('about', 'en')).json();
    expect(about.html).toContain('company no. GI-987654');
    expect(about.html).toContain('1 Harbour Walk, Gibraltar GX11 9ZZ');
    expect(about.html).not.toContain('{{');
    const contact = (await page('contact-us', 'ja')).json();
    expect(contact.html).toContain('<a href="mailto:support@sakurasocialgaming.gi">');
  });

  it('include the welcome promotion, its amounts from settings', async () => {
    const welcome = await new Browser(ctx.app).get('/promotions/welcome?language=en');
    expect(welcome.statusCode).toBe(200);
    expect(welcome.json()).toMatchObject({
      title: 'Welcome to Yozakura Casino',
      description: '10,000 coins when you sign up, and a daily bonus of 1,000 coins every day.',
      ctaLabel: 'Sign up free',
      ctaPath: '/?popup=signup',
      status: 'active',
      hasPromoCode: false,
    });
    expect(welcome.json().termsHtml).toContain('<a href="/terms-of-use">terms of use</a>');
    const ja = (await new Browser(ctx.app).get('/promotions/welcome?language=ja')).json();
    expect(ja).toMatchObject({ language: 'ja', title: 'ようこそ夜桜カジノへ' });
  });

  it('answer 404 for an unknown page and 400 for a malformed name', async () => {
    expect((await page('no-such-page', 'ja')).json()).toEqual(ERROR('NOT_FOUND'));
    expect((await page('no-such-page', 'ja')).statusCode).toBe(404);
    expect((await page('Bad_Slug', 'ja')).statusCode).toBe(400);
    expect((await page('about', 'fr')).statusCode).toBe(400);
  });
});

describe('editing in the back office', () => {
  it('is for the content and admin roles only', async () => {
    const boss = await admin();
    const support = (await newOperator(boss, 'support')).browser;
    const finance = (await newOperator(boss, 'finance')).browser;
    for (const operator of [support, finance]) {
      expect((await operator.get('/operator/content/documents')).statusCode).toBe(403);
      expect(
        (await save(operator, 'page_about_ja', { title: 'x', description: '', body: 'x' })).statusCode,
      ).toBe(403);
    }
    expect((await new Browser(ctx.app).get('/operator/content/documents')).statusCode).toBe(401);
    expect((await boss.get('/operator/content/documents?kind=page')).json().total).toBe(6);
  });

  it('shows a saved text at once, keeps every version, restores one and audits both', async () => {
    const operator = await editor();
    const before = (await operator.get('/operator/content/documents/page_about_en')).json();
    const edited = await save(operator, 'page_about_en', {
      title: 'About Yozakura',
      description: 'Who we are.',
      body: '## New heading\n\nA **changed** word.',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ version: before.version + 1, title: 'About Yozakura' });
    const shown = (await page('about', 'en')).json();
    expect(shown).toMatchObject({ title: 'About Yozakura', version: before.version + 1 });
    expect(shown.html).toBe('<h2>New heading</h2>\n<p>A <strong>changed</strong> word.</p>\n');

    // Saving the same text again makes no version.
    const same = await save(operator, 'page_about_en', {
      title: 'About Yozakura',
      description: 'Who we are.',
      body: '## New heading\n\nA **changed** word.',
    });
    expect(same.json().version).toBe(before.version + 1);

    const versions = (await operator.get('/operator/content/documents/page_about_en/versions')).json();
    expect(versions.total).toBe(before.version + 1);
    expect(versions.data[0]).toMatchObject({
      version: before.version + 1,
      createdBy: expect.stringMatching(/^operator:/),
    });
    expect(versions.data.at(-1)).toMatchObject({ version: 1, createdBy: 'seed' });

    const restored = await operator.post('/operator/content/documents/page_about_en/restore', { version: 1 });
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ version: before.version + 2, title: 'About us' });
    expect((await page('about', 'en')).json()).toMatchObject({
      title: 'About us',
      version: before.version + 2,
    });
    const after = (await operator.get('/operator/content/documents/page_about_en/versions')).json();
    expect(after.data[0]).toMatchObject({ restoredFrom: 1 });
    expect(
      (await operator.post('/operator/content/documents/page_about_en/restore', { version: 999 })).statusCode,
    ).toBe(404);

    const audit = (
      await (await admin()).get('/operator/audit?target=content:page_about_en&perPage=50')
    ).json();
    expect(audit.data.map((e: { action: string }) => e.action)).toEqual([
      'content.restored',
      'content.saved',
    ]);
  });

  it('creates a text that did not exist (a new language of a page)', async () => {
    const operator = await editor();
    const res = await save(operator, 'page_faq_en', {
      title: 'FAQ',
      description: 'Questions.',
      body: 'Ask us.',
    });
    expect(res.json()).toMatchObject({ id: 'page_faq_en', version: 1 });
    // No Japanese text: Japanese readers see it too rather than nothing; English readers see English.
    expect((await page('faq', 'ja')).json()).toMatchObject({ language: 'en', title: 'FAQ' });
    expect((await operator.get('/operator/content/documents/page_faq_ja')).statusCode).toBe(404);
    expect((await operator.get('/operator/content/documents/bogus')).statusCode).toBe(400);
  });
});
describe('hostile content', () => {
  it('is neutralised: no script, event handler, frame or javascript:/data: link reaches the page', async () => {
    const operator = await editor();
    const saved = await save(operator, 'page_terms-of-use_en', {
      title: 'Terms',
      description: '',
      body: HOSTILE,
    });
    expect(saved.statusCode).toBe(200);
    const { html } = (await page('terms-of-use', 'en')).json();
    assertSafe(html);
    // Raw HTML is shown as text, not dropped silently: an operator sees what was typed.
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    // The harmless links survive, external ones without access to the page.
    expect(html).toContain('<a href="https://example.com/safe" rel="noopener noreferrer">ok</a>');
    expect(html).toContain('<a href="mailto:help@example.com">mail</a>');
    expect(html).toContain('<a href="/about">home</a>');
    const preview = await operator.post('/operator/content/preview', { markdown: HOSTILE });
    expect(preview.statusCode).toBe(200);
    assertSafe(preview.json().html);
  });

  it('refuses an oversized page and keeps the current text', async () => {
    const operator = await editor();
    const current = (await page('contact-us', 'en')).json();
    const tooLong = await save(operator, 'page_contact-us_en', {
      title: 'Contact',
      description: '',
      body: 'x'.repeat(CONTENT_MAX_MARKDOWN + 1),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual(ERROR('REQUEST_VALIDATION_ERROR'));
    const huge = await save(operator, 'page_contact-us_en', {
      title: 'Contact',
      description: '',
      body: 'あ'.repeat(200_000),
    });
    expect(huge.statusCode).toBe(413);
    const longTitle = await save(operator, 'page_contact-us_en', {
      title: 't'.repeat(201),
      description: '',
      body: 'x',
    });
    expect(longTitle.statusCode).toBe(400);
    expect((await page('contact-us', 'en')).json()).toEqual(current);
    // The largest allowed page is accepted.
    const largest = await save(operator, 'page_contact-us_en', {
      title: 'Contact',
      description: '',
      body: 'y'.repeat(CONTENT_MAX_MARKDOWN),
    });
    expect(largest.statusCode).toBe(200);
  });
});
