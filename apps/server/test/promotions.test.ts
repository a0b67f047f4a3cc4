import { describe, expect, it } from 'vitest';
import { AUTH_ENV, Browser, ERROR, signedUp } from './auth-helpers.ts';
import {
  admin as adminOf,
  assertSafe,
  CONTENT_ENV,
  editor as editorOf,
  saveText,
} from './content-helpers.ts';
import { approve } from './approval-helpers.ts';
import { manualClock, setupTestApp } from './helper.ts';
import { newOperator } from './operator-helpers.ts';

/** Promotions and promo codes (issue 15): pages from the store, codes paid once through the ledger. */

const clock = manualClock(new Date('2030-01-01T00:00:00Z'));
const ctx = setupTestApp({ clock, env: { ...AUTH_ENV, ...CONTENT_ENV } });
const admin = () => adminOf(ctx.app);
const editor = () => editorOf(ctx.app);
/** A finance operator approves what the content editor proposed (separation of duties, issue 24). */
const financeApproves = async (approvalId: string) =>
  approve((await newOperator(await admin(), 'finance')).browser, approvalId);
const save = saveText;

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
    await financeApproves(`promo_code:${code}`);
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
    // A raised cap is a new proposal: not redeemable again until finance approved it.
    expect((await redeem(third.browser, 'WELCOME500')).json()).toEqual(ERROR('PROMO_CODE_INVALID'));
    await financeApproves('promo_code:WELCOME500');
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

  it('a code given at sign-up pays once through the same service (the wiring in app.ts)', async () => {
    await promotionWithCode('join-gift', 'JOINGIFT', 10, 300);
    const player = await signedUp(ctx.app, { promoCode: 'joingift' });
    expect((await player.browser.get('/balance')).json().balance).toBe(10_300);
    expect(await ledger(player.accountId)).toEqual([expect.objectContaining({ amount: 300 })]);
    expect((await redeem(player.browser, 'JOINGIFT')).json()).toEqual(ERROR('PROMO_CODE_ALREADY_REDEEMED'));
    const code = (await (await editor()).get('/operator/promo-codes/JOINGIFT')).json();
    expect(code).toMatchObject({ redeemed: 1 });
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
