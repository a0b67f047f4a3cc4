import { expect, test } from '@playwright/test';
import { newPlayer, signUpByApi } from '../support/accounts.ts';
import { consoleLanguage, consoleSettled, operatorSignedIn } from '../support/console.ts';
import { OPERATOR } from '../support/constants.ts';
import { expectAccessible, LANGS, openIn, shot, runInWidthFor } from '../support/site.ts';
import { text } from '../support/texts.ts';

/**
 * Identity verification (issue 15): a player submits details and a document on /kyc and sees
 * "pending"; an operator approves it in the back office, looking at the document there; the player
 * then sees "approved" on /kyc and in settings.
 */

// eslint-disable-next-line no-empty-pattern -- Playwright hands the test info second.
test.beforeEach(({}, info) => {
  test.skip(info.project.name === 'w1024', 'checked at 375 and 1440 px');
});

/** A real 8×8 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGO4ssAGK2IYWhIAWT5sAVx7WDsAAAAASUVORK5CYII=',
  'base64',
);

for (const lang of LANGS) {
  test.describe(lang, () => {
    runInWidthFor(lang);
    test(`KYC (${lang}): submit → pending → operator approves → approved`, async ({
      page,
      browser,
    }, info) => {
      test.setTimeout(120_000);
      const player = newPlayer();
      await signUpByApi(page, player);
      // Unique per test: the console's queue holds the submissions of every test running beside this one.
      const fullName = `山田 ${player.displayName}`;

      await openIn(page, '/kyc', lang);
      await expect(page.getByTestId('kyc-status')).toHaveAttribute('data-status', 'unverified');
      await shot(page, info, `${lang}-kyc-unverified`);
      await expectAccessible(page);

      await page.getByTestId('kyc-fullName').fill(fullName);
      await page.getByTestId('kyc-dateOfBirth').fill('1992-03-14');
      await page.getByTestId('kyc-postCode').fill('150-0001');
      await page.getByTestId('kyc-prefecture').fill('東京都');
      await page.getByTestId('kyc-municipality').fill('渋谷区');
      await page.getByTestId('kyc-address').fill('神宮前1-2-3');
      // A photo named like a PDF is refused by the server with a clear message; the right name passes.
      await page
        .getByTestId('kyc-document')
        .setInputFiles({ name: 'id.pdf', mimeType: 'application/pdf', buffer: PNG });
      await page.getByTestId('kyc-submit').click();
      await expect(page.getByTestId('form-error')).toHaveText(text(lang, 'errors.DOCUMENT_TYPE_NOT_ALLOWED'));
      await shot(page, info, `${lang}-kyc-refused`);
      await page
        .getByTestId('kyc-document')
        .setInputFiles({ name: 'my-id.png', mimeType: 'image/png', buffer: PNG });
      await page.getByTestId('kyc-submit').click();
      await expect(page.getByTestId('kyc-status')).toHaveAttribute('data-status', 'pending');
      await expect(page.getByTestId('kyc-status')).toContainText(text(lang, 'kyc.status.pending'));
      await expect(page.getByTestId('kyc-form')).toHaveCount(0);
      await shot(page, info, `${lang}-kyc-pending`);
      await expectAccessible(page);

      // The operator reviews it in the console.
      const operatorContext = await browser.newContext({
        baseURL: info.project.use.baseURL,
        viewport: page.viewportSize(),
      });
      const console = await operatorContext.newPage();
      await consoleLanguage(console, lang);
      await operatorSignedIn(console, OPERATOR.email, OPERATOR.password);
      await console.goto('/operator/kyc');
      await consoleSettled(console);
      await shot(console, info, `${lang}-console-kyc-list`);
      await expectAccessible(console);
      await console.getByText(fullName).first().click();
      await expect(console).toHaveURL(/\/operator\/kyc\/[0-9a-f-]{36}\/show/);
      await consoleSettled(console);
      await expect(console.getByTestId('kyc-document').locator('img')).toBeVisible();
      await shot(console, info, `${lang}-console-kyc-show`);
      await expectAccessible(console);
      await console.getByTestId('kyc-approve').click();
      await expect(console.getByTestId('kyc-decided')).toBeVisible();
      await operatorContext.close();

      await openIn(page, '/kyc', lang);
      await expect(page.getByTestId('kyc-status')).toHaveAttribute('data-status', 'approved');
      await expect(page.getByTestId('kyc-status')).toContainText(text(lang, 'kyc.status.approved'));
      await shot(page, info, `${lang}-kyc-approved`);
      await expectAccessible(page);
      await openIn(page, '/settings', lang);
      await expect(page.getByTestId('settings-kyc').getByTestId('kyc-status')).toHaveAttribute(
        'data-status',
        'approved',
      );
    });
  });
}
