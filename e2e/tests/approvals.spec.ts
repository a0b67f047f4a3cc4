import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { newPlayer, signUpByApi } from '../support/accounts.ts';
import { consoleLanguage, consoleSettled, operatorSignedIn } from '../support/console.ts';
import { OPERATOR } from '../support/constants.ts';
import { expectAccessible, LANGS, shot, type Lang, runInWidthFor } from '../support/site.ts';

/**
 * Separation of duties in the console (issue 24): a content editor's promo code waits for approval (its
 * page says so, a player cannot redeem it); a finance operator sees it in the pending approvals with its
 * liability, approves it with a reason, and the code pays; the editor cannot decide it. ja and en, at
 * 375 and 1440 px, with screenshots and axe-core checks.
 */

const headers = { channel: 'WEB' };
const PASSWORD = 'approvals-e2e-password-1';
/** The console's labels (apps/backoffice/src/approvals/i18n.ts: statuses). */
const STATUS = {
  ja: { PENDING: '承認待ち', APPROVED: '承認済み' },
  en: { PENDING: 'Pending approval', APPROVED: 'Approved' },
} as const;

// eslint-disable-next-line no-empty-pattern -- Playwright hands the test info second.
test.beforeEach(({}, info) => {
  test.skip(info.project.name === 'w1024', 'the console is checked at 375 and 1440 px');
});

/** A new operator of `role` made by the first admin, its first password replaced: signed in on `page`. */
async function operatorPage(browser: Browser, baseURL: string, lang: Lang, role: 'content' | 'finance') {
  const adminContext = await browser.newContext({ baseURL });
  await operatorSignedIn(await adminContext.newPage(), OPERATOR.email, OPERATOR.password);
  const email = `${role}.${Math.random().toString(36).slice(2, 8)}@casino.test`;
  const created = await adminContext.request.post('/api/operator/operators', {
    headers,
    data: { email, role, password: PASSWORD },
  });
  expect(created.status(), await created.text()).toBe(201);
  await adminContext.close();
  const context = await browser.newContext({ baseURL, viewport: null });
  const page = await context.newPage();
  await consoleLanguage(page, lang);
  await operatorSignedIn(page, email, PASSWORD);
  const changed = await page.request.post('/api/operator/auth/change-password', {
    headers,
    data: { currentPassword: PASSWORD, newPassword: `${PASSWORD}-new` },
  });
  expect(changed.status(), await changed.text()).toBe(200);
  return page;
}

async function proposeCode(request: APIRequestContext, code: string) {
  const period = { startDate: '2020-01-01T00:00:00Z', endDate: '2099-01-01T00:00:00Z' };
  const slug = code.toLowerCase();
  const promotion = await request.post('/api/operator/promotions', {
    headers,
    data: { slug, bannerUrl: null, ctaPath: '/', ...period, published: true },
  });
  expect(promotion.status(), await promotion.text()).toBe(200);
  const created = await request.post('/api/operator/promo-codes', {
    headers,
    data: { code, promotionSlug: slug, amount: 2_500, maxRedemptions: 400, ...period },
  });
  expect(created.status(), await created.text()).toBe(200);
}

const redeem = (page: Page, code: string) =>
  page.request.post('/api/promo-codes/redeem', { headers, data: { code } });

for (const lang of LANGS) {
  test.describe(lang, () => {
    runInWidthFor(lang);
    test(`approvals (${lang}): a content editor's promo code pays only after finance approves it in the console`, async ({
      browser,
    }, info) => {
      test.setTimeout(180_000);
      const baseURL = info.project.use.baseURL!;
      const viewport = info.project.use.viewport!;
      const code = `E2E${lang.toUpperCase()}${viewport.width}${Math.random().toString(36).slice(2, 8).toUpperCase()}`;

      const editor = await operatorPage(browser, baseURL, lang, 'content');
      await editor.setViewportSize(viewport);
      await proposeCode(editor.request, code);
      // The editor's own page: pending, with the liability (2,500 × 400 = 1,000,000).
      await editor.goto(`/operator/promo-codes/${code}`);
      await consoleSettled(editor);
      const status = editor.getByTestId('approval-status');
      await expect(status).toContainText(STATUS[lang].PENDING);
      await expect(status).toContainText('1,000,000');
      await shot(editor, info, `${lang}-approval-promo-code-pending`);
      await expectAccessible(editor);

      // A player cannot redeem it yet.
      const playerPage = await (await browser.newContext({ baseURL })).newPage();
      await signUpByApi(playerPage, newPlayer(), { verifyPhone: false });
      expect((await redeem(playerPage, code)).status()).toBe(404);

      // Finance: the pending list, the proposal with its liability, approve with a reason.
      const finance = await operatorPage(browser, baseURL, lang, 'finance');
      await finance.setViewportSize(viewport);
      await finance.goto('/operator/approvals');
      await consoleSettled(finance);
      await expect(finance.getByText(code).first()).toBeVisible();
      await shot(finance, info, `${lang}-approvals-pending-list`);
      await expectAccessible(finance);
      await finance.getByText(code).first().click();
      await expect(finance).toHaveURL(
        /\/operator\/approvals\/promo_code%3A|\/operator\/approvals\/promo_code:/,
      );
      await consoleSettled(finance);
      await expect(finance.getByTestId('approval-liability')).toContainText('1,000,000');
      await expect(finance.getByTestId('approval-state')).toContainText(STATUS[lang].PENDING);
      await finance.getByTestId('approval-reason').fill('Budget checked');
      await shot(finance, info, `${lang}-approval-show-pending`);
      await expectAccessible(finance);
      await finance.getByTestId('approval-approve').click();
      await expect(finance.getByTestId('approval-state')).toContainText(STATUS[lang].APPROVED);
      await shot(finance, info, `${lang}-approval-show-approved`);

      // The code pays, once; the editor's page says approved.
      expect((await redeem(playerPage, code)).status()).toBe(200);
      expect((await redeem(playerPage, code)).status()).toBe(409);
      await editor.reload();
      await consoleSettled(editor);
      await expect(editor.getByTestId('approval-status')).toContainText(STATUS[lang].APPROVED);
      await shot(editor, info, `${lang}-approval-promo-code-approved`);

      // A seeded raffle was approved by the system: its page says so.
      const raffles = await editor.request.get('/api/operator/raffles?perPage=1', { headers });
      const [seeded] = ((await raffles.json()) as { data: Array<{ id: number }> }).data;
      await editor.goto(`/operator/raffles/${seeded!.id}/show`);
      await consoleSettled(editor);
      await expect(editor.getByTestId('approval-status')).toContainText(STATUS[lang].APPROVED);
      await shot(editor, info, `${lang}-approval-raffle-seeded`);
    });
  });
}
