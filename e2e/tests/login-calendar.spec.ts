import { expect, test, type Page } from '@playwright/test';
import { newPlayer, signUpByApi } from '../support/accounts.ts';
import { expectAccessible, openIn, shot, viewportWidth, type Lang, runIn } from '../support/site.ts';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { text } from '../support/texts.ts';

/*
 * The login calendar (issue 30) in the daily bonus popup: a new player claims the daily bonus from the
 * header (the tab bar on phones) and the popup shows day 1 claimed, day 2 next, every day's coins and
 * the rules; clicked again while waiting, the button opens the calendar with the countdown. At
 * 375×667 and 1440×900, in ja and en.
 */
runIn(['w375', 'w1440'], 'the calendar runs at 375 and 1440 px');
test.beforeEach(async ({ page }) => {
  if (viewportWidth(page) === 375) await page.setViewportSize({ width: 375, height: 667 });
});

const visibleBonusButton = (page: Page) => page.locator('[data-testid="daily-bonus"]:visible').first();
const AMOUNTS = ['1,000', '1,500', '2,000', '2,500', '3,000', '3,000', '5,000'];

for (const lang of ['ja', 'en'] as const satisfies readonly Lang[]) {
  test(`${lang}: the daily bonus popup shows the login calendar after the first claim (day 1)`, async ({
    page,
  }, info) => {
    await signUpByApi(page, newPlayer());
    await openIn(page, '/', lang);
    const bonus = visibleBonusButton(page);
    await expect(bonus).toHaveAttribute('data-state', 'ready');
    await bonus.click();

    const popup = page.getByTestId('popup-daily-bonus');
    await expect(popup).toBeVisible();
    await expect(popup.getByRole('heading', { level: 2 })).toHaveText(text(lang, 'popup.daily-bonus'));
    const calendar = popup.getByTestId('login-calendar');
    await expect(calendar).toHaveAttribute('data-day', '1');
    await expect(calendar).toHaveAttribute('data-claimed-today', 'true');
    await expect(popup.getByTestId('calendar-lead')).toHaveText(
      text(lang, 'calendar.claimedLead', { day: '1', amount: '1,000' }),
    );
    const days = popup.getByTestId('calendar-day');
    await expect(days).toHaveCount(7);
    expect(await days.evaluateAll((els) => els.map((e) => e.getAttribute('data-state')))).toEqual([
      'claimed',
      'next',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
    ]);
    for (const [i, amount] of AMOUNTS.entries()) await expect(days.nth(i)).toContainText(amount);
    await expect(days.nth(6)).toContainText(text(lang, 'calendar.specialDay', { day: '7' }));
    await expect(days.nth(6)).toContainText('×5');
    await expect(days.nth(1)).toContainText('×1.5');
    await expect(popup).toContainText(text(lang, 'calendar.ruleMissed'));
    await expect(popup).toContainText(text(lang, 'calendar.ruleDaily', { hour: '00' }));
    await expect(popup.getByTestId('calendar-next')).toBeVisible();
    await expect(popup.getByTestId('calendar-keep')).toBeVisible();
    await expect(bonus).toHaveAttribute('data-state', 'waiting');
    await expect(page.getByTestId('balance').first()).toHaveAttribute('data-balance', '12000');
    // The reward toast has gone (5 s): the screenshot shows the popup alone.
    await expect(page.getByTestId('reward-toast')).toHaveCount(0, { timeout: 15_000 });
    await shot(page, info, `${lang}-login-calendar-day1`);
    // The popup itself (on phones a sheet taller than the screen: the whole of it).
    await popup.screenshot({
      path: join(
        dirname(fileURLToPath(import.meta.url)),
        '..',
        'screenshots',
        info.project.name,
        `${lang}-login-calendar-popup.png`,
      ),
    });
    await expectAccessible(page);

    // Closed, then opened again from the waiting button: the same calendar and the countdown.
    await popup.getByRole('button', { name: text(lang, 'common.close') }).click();
    await expect(popup).toHaveCount(0);
    await bonus.click();
    await expect(page.getByTestId('popup-daily-bonus').getByTestId('calendar-next')).toContainText(
      text(lang, 'calendar.nextIn', { time: '' }).trim(),
    );
    await expect(page.getByTestId('calendar-day').first()).toHaveAttribute('data-state', 'claimed');
  });
}
