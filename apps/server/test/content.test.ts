import { describe, expect, it } from 'vitest';
import { CONTENT_MAX_MARKDOWN } from '@casino/contract';
import { AUTH_ENV, Browser, ERROR, signedUp } from './auth-helpers.ts';
import { manualClock, setupTestApp } from './helper.ts';
import { newOperator, operatorSignin, type OperatorBrowser } from './operator-helpers.ts';

/** The content store (issue 15): seeded pages, operator edits with versions, safe rendering. */

const ADMIN_EMAIL = 'boss@casino.test';
const ADMIN_PASSWORD = 'first-admin-password';
const clock = manualClock(new Date('2030-01-01T00:00:00Z'));
const ctx = setupTestApp({
  clock,
  env: {
    ...AUTH_ENV,
    OPERATOR_EMAIL: ADMIN_EMAIL,
    OPERATOR_PASSWORD: ADMIN_PASSWORD,
    COMPANY_NUMBER: 'GI-987654',
    // The clock moves days forward: sessions must outlive it.
    SESSION_IDLE_MINUTES: '525600',
    COMPANY_ADDRESS: '1 Harbour Walk, Gibraltar GX11 9ZZ',
  },
});

async function admin() {
  await ctx.app.operators.ensureFirstOperator();
  return operatorSignin(ctx.app, ADMIN_EMAIL, ADMIN_PASSWORD);
}

async function editor(): Promise<OperatorBrowser> {
  return (await newOperator(await admin(), 'content')).browser;
}

const page = (slug: string, language: string) =>
  new Browser(ctx.app).get(`/content/pages/${slug}?language=${language}`);

const save = (operator: OperatorBrowser, id: string, text: Record<string, unknown>) =>
  operator.call('PUT', `/operator/content/documents/${id}`, text);

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

/** Hostile Markdown an operator's account (or a pasted text) might carry, and what must not survive. */
const HOSTILE = [
  '<script>alert(1)</script>',
  '<img src=x onerror="alert(2)">',
  '<a href="javascript:alert(3)">raw link</a>',
  '[md link](javascript:alert(4))',
  '[upper](JAVASCRIPT:alert(5))',
  '[spaced](  javascript:alert(6))',
  '[entity](&#106;avascript:alert(7))',
  '[data](data:text/html;base64,PHNjcmlwdD5hbGVydCg4KTwvc2NyaXB0Pg==)',
  '![image](javascript:alert(9))',
  '<javascript:alert(10)>',
  '<iframe src="https://evil.example"></iframe>',
  '<div style="background:url(javascript:alert(11))" onclick="alert(12)">x</div>',
  '[vb](vbscript:msgbox(13))',
  '<svg onload=alert(14)>',
  '[ok](https://example.com/safe) and [mail](mailto:help@example.com) and [home](/about)',
].join('\n\n');

function assertSafe(html: string) {
  expect(html).not.toMatch(/<script/i);
  expect(html).not.toMatch(/<iframe/i);
  expect(html).not.toMatch(/<svg/i);
  expect(html).not.toMatch(/<div/i);
  expect(html).not.toMatch(/<img[^>]*src="(?!https:)/i);
  // No attribute named on…, and no href/src that is not http(s), mailto or a path of the site.
  for (const tag of html.match(/<[a-z][^>]*>/gi) ?? []) {
    expect(tag).not.toMatch(/\son[a-z]+\s*=/i);
    expect(tag).not.toMatch(/\sstyle\s*=/i);
    for (const [, url] of tag.matchAll(/\s(?:href|src)="([^"]*)"/gi)) {
      expect(url).toMatch(/^(https?:\/\/|mailto:|\/(?!\/))/);
    }
  }
}

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

describe('promotion pages', () => {
  it('render a published promotion with its dates, status, terms and call to action', async () => {
    const operator = await editor();
    const created = await operator.post('/operator/promotions', {
      slug: 'spring-festival',
      bannerUrl: '/cdn/promotions/spring.png',
      ctaPath: '/category/slot',
      startDate: '2030-01-02T00:00:00Z',
      endDate: '2030-01-10T00:00:00Z',
      published: true,
    });
    expect(created.statusCode).toBe(200);
    // Without a text there is no page yet.
    expect((await new Browser(ctx.app).get('/promotions/spring-festival?language=en')).statusCode).toBe(404);
    await save(operator, 'promotion_spring-festival_en', {
      title: 'Spring festival',
      description: 'Bonus coins all week.',
      body: 'Play the **slots**.',
      terms: 'One per player. <script>x</script>',
      ctaLabel: 'Play slots',
    });
    const anyone = new Browser(ctx.app);
    const shown = await anyone.get('/promotions/spring-festival?language=en');
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({
      slug: 'spring-festival',
      language: 'en',
      title: 'Spring festival',
      html: '<p>Play the <strong>slots</strong>.</p>\n',
      ctaLabel: 'Play slots',
      ctaPath: '/category/slot',
      bannerUrl: '/cdn/promotions/spring.png',
      startDate: '2030-01-02T00:00:00.000Z',
      endDate: '2030-01-10T00:00:00.000Z',
      status: 'upcoming',
      hasPromoCode: false,
    });
    assertSafe(shown.json().termsHtml);
    // No Japanese text yet: the English one is shown.
    expect((await anyone.get('/promotions/spring-festival?language=ja')).json().language).toBe('en');

    const hidden = await operator.patch('/operator/promotions/spring-festival', { published: false });
    expect(hidden.statusCode).toBe(200);
    expect((await anyone.get('/promotions/spring-festival?language=en')).statusCode).toBe(404);
    await operator.patch('/operator/promotions/spring-festival', { published: true });
  });

  it('refuses a call to action leaving the site, a script banner and an empty period', async () => {
    const operator = await editor();
    const base = {
      slug: 'bad-one',
      bannerUrl: null,
      ctaPath: '/',
      startDate: '2030-01-02T00:00:00Z',
      endDate: '2030-01-10T00:00:00Z',
      published: true,
    };
    for (const patch of [
      { ctaPath: '//evil.example/' },
      { ctaPath: 'https://evil.example/' },
      { ctaPath: 'javascript:alert(1)' },
      { bannerUrl: 'javascript:alert(1)' },
      { bannerUrl: 'http://insecure.example/a.png' },
    ]) {
      expect((await operator.post('/operator/promotions', { ...base, ...patch })).statusCode).toBe(400);
    }
    const empty = await operator.post('/operator/promotions', { ...base, endDate: base.startDate });
    expect(empty.json()).toEqual(ERROR('REQUEST_VALIDATION_ERROR'));
    expect((await operator.post('/operator/promotions', base)).statusCode).toBe(200);
    expect((await operator.post('/operator/promotions', base)).statusCode).toBe(409);
  });
});

describe('promo codes', () => {
  async function promotionWithCode(slug: string, code: string, cap: number, amount = 500) {
    const operator = await editor();
    await operator.post('/operator/promotions', {
      slug,
      bannerUrl: null,
      ctaPath: '/',
      startDate: '2029-12-01T00:00:00Z',
      endDate: '2030-03-01T00:00:00Z',
      published: true,
    });
    const created = await operator.post('/operator/promo-codes', {
      code,
      promotionSlug: slug,
      amount,
      startDate: '2029-12-01T00:00:00Z',
      endDate: '2030-02-01T00:00:00Z',
      maxRedemptions: cap,
    });
    expect(created.statusCode).toBe(200);
    return operator;
  }

  const redeem = (player: Browser, code: string) => player.post('/promo-codes/redeem', { code });

  async function ledger(accountId: string) {
    const res = await (await admin()).get(`/operator/players/${accountId}/ledger?perPage=100`);
    return (res.json().data as Array<{ transactionType: string; amount: number }>).filter(
      (row) => row.transactionType === 'PROMO_BONUS',
    );
  }

  it('pay once per player through the ledger, up to the cap', async () => {
    const operator = await promotionWithCode('welcome-week', 'WELCOME500', 2);
    const first = await signedUp(ctx.app);
    const paid = await redeem(first.browser, ' welcome500 ');
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toEqual({ code: 'WELCOME500', bonus: 500, currency: 'PTS', newBalance: 10_500 });
    const again = await redeem(first.browser, 'WELCOME500');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(ERROR('PROMO_CODE_ALREADY_REDEEMED'));
    expect(await ledger(first.accountId)).toEqual([expect.objectContaining({ amount: 500 })]);
    expect((await first.browser.get('/balance')).json().balance).toBe(10_500);

    const second = await signedUp(ctx.app);
    expect((await redeem(second.browser, 'WELCOME500')).statusCode).toBe(200);
    const third = await signedUp(ctx.app);
    const late = await redeem(third.browser, 'WELCOME500');
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual(ERROR('PROMO_CODE_EXHAUSTED'));
    expect(await ledger(third.accountId)).toEqual([]);

    const code = (await operator.get('/operator/promo-codes/WELCOME500')).json();
    expect(code).toMatchObject({ redeemed: 2, maxRedemptions: 2 });
    // The cap cannot go below what was paid; it can be raised.
    expect((await operator.patch('/operator/promo-codes/WELCOME500', { maxRedemptions: 1 })).statusCode).toBe(
      409,
    );
    expect((await operator.patch('/operator/promo-codes/WELCOME500', { maxRedemptions: 3 })).statusCode).toBe(
      200,
    );
    expect((await redeem(third.browser, 'WELCOME500')).statusCode).toBe(200);
    const promotion = (await new Browser(ctx.app).get('/promotions/welcome-week?language=ja')).statusCode;
    expect(promotion).toBe(404); // no text yet
  });

  it('refuse unknown, malformed, switched-off and out-of-period codes, and anonymous players', async () => {
    const operator = await promotionWithCode('winter-bonus', 'WINTER1000', 100, 1000);
    const player = await signedUp(ctx.app);
    expect((await redeem(player.browser, 'NOSUCHCODE')).json()).toEqual(ERROR('PROMO_CODE_INVALID'));
    expect((await redeem(player.browser, 'NOSUCHCODE')).statusCode).toBe(404);
    expect((await redeem(player.browser, '<script>')).statusCode).toBe(400);
    expect((await redeem(new Browser(ctx.app), 'WINTER1000')).statusCode).toBe(401);

    await operator.patch('/operator/promo-codes/WINTER1000', { disabled: true });
    expect((await redeem(player.browser, 'WINTER1000')).json()).toEqual(ERROR('PROMO_CODE_EXPIRED'));
    await operator.patch('/operator/promo-codes/WINTER1000', {
      disabled: false,
      startDate: '2030-01-05T00:00:00Z',
    });
    expect((await redeem(player.browser, 'WINTER1000')).json()).toEqual(ERROR('PROMO_CODE_EXPIRED'));
    clock.advance(5 * 86_400_000);
    expect((await redeem(player.browser, 'WINTER1000')).statusCode).toBe(200);
    clock.advance(40 * 86_400_000); // past the code's end
    const other = await signedUp(ctx.app);
    expect((await redeem(other.browser, 'WINTER1000')).json()).toEqual(ERROR('PROMO_CODE_EXPIRED'));
    expect(await ledger(other.accountId)).toEqual([]);
    clock.advance(-45 * 86_400_000);

    const audit = (await (await admin()).get('/operator/audit?action=promo_code.saved&perPage=100')).json();
    expect(audit.data.filter((e: { target: string }) => e.target === 'promo_code:WINTER1000')).toHaveLength(
      3,
    );
  });

  it('are offered by the service to other modules (sign-up) with the same rules', async () => {
    await promotionWithCode('signup-gift', 'SIGNUPGIFT', 10, 250);
    const player = await signedUp(ctx.app);
    const result = await ctx.app.promoCodes.redeemPromoCode(player.accountId, 'signupgift');
    expect(result).toEqual({ code: 'SIGNUPGIFT', bonus: 250, currency: 'PTS', newBalance: 10_250 });
    await expect(ctx.app.promoCodes.redeemPromoCode(player.accountId, 'SIGNUPGIFT')).rejects.toMatchObject({
      code: 'PROMO_CODE_ALREADY_REDEEMED',
      statusCode: 409,
    });
  });
});
