import { expect, test, type Page } from '@playwright/test';
import { newPlayer, signUpByApi } from '../support/accounts.ts';
import { OPERATOR } from '../support/constants.ts';
import { LANGS, expectAccessible, openIn, shot } from '../support/site.ts';
import { headers } from '../support/studio.ts';
import { text } from '../support/texts.ts';

/*
 * The refill when coins run out (issue 30), in ja and en at 375×667 and 1440×900: a player who has
 * claimed the daily bonus and whose balance an operator took down to 50 coins sees the refill beside
 * the balance (default terms: 500 coins below 100, every 4 hours) and takes it once; low again within
 * the interval, the button counts down to the next one and a claim is refused (REFILL_TOO_EARLY).
 */
const SIZES = [
  { width: 375, height: 667 },
  { width: 1440, height: 900 },
] as const;

// eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a hook destructures
test.beforeEach(({}, info) => {
  test.skip(info.project.name !== 'w1440', 'one run: the spec sets its own viewport sizes');
});

/** Takes the player's balance down to `left` coins with an operator's adjustment. */
async function lowerBalance(page: Page, accountId: string, left: number, step: string) {
  const balance = await page.request.get('/api/balance', { headers });
  const current = ((await balance.json()) as { balance: number }).balance;
  const operator = await page.context().browser()!.newContext({ baseURL: test.info().project.use.baseURL });
  const signin = await operator.request.post('/api/operator/auth/signin', { headers, data: OPERATOR });
  expect(signin.ok(), await signin.text()).toBe(true);
  const adjusted = await operator.request.post(`/api/operator/players/${accountId}/adjustments`, {
    headers,
    data: {
      amount: left - current,
      reason: 'e2e: a player who ran out of coins',
      idempotencyKey: `e2e-refill-${step}-${accountId}`,
    },
  });
  expect(adjusted.ok(), await adjusted.text()).toBe(true);
  await operator.close();
}

for (const lang of LANGS) {
  for (const size of SIZES) {
    test(`${lang} ${size.width}: a player low on coins takes the refill once`, async ({ page }, info) => {
      await page.setViewportSize(size);
      await signUpByApi(page, newPlayer());
      const session = await page.request.get('/api/auth/session', { headers });
      const accountId = ((await session.json()) as { player: { accountId: string } }).player.accountId;
      expect((await page.request.post('/api/claimDailyBonus', { headers })).ok()).toBe(true);
      await lowerBalance(page, accountId, 50, 'first');

      await openIn(page, '/bet-history', lang);
      const refill = page.getByTestId('refill-button');
      await expect(refill).toHaveAttribute('data-state', 'ready');
      await expect(refill).toHaveAccessibleName(text(lang, 'refill.claim', { amount: '500' }));
      await expect(refill).toContainText('+500');
      await expect(page.getByTestId('balance').first()).toHaveAttribute('data-balance', '50');
      await shot(page, info, `${lang}-${size.width}-refill-ready`);
      await expectAccessible(page);

      await refill.click();
      await expect(page.getByTestId('balance').first()).toHaveAttribute('data-balance', '550');
      await expect(page.getByTestId('reward-toast')).toContainText('500');
      // 550 coins are not low: the button has gone.
      await expect(refill).toHaveCount(0);

      // Low again within the interval: the button counts down to the next refill, and a claim is refused.
      await lowerBalance(page, accountId, 40, 'second');
      await openIn(page, '/bet-history', lang);
      await expect(refill).toHaveAttribute('data-state', 'waiting');
      await expect(refill).toContainText(/0[34]:[0-5]\d:[0-5]\d/);
      await shot(page, info, `${lang}-${size.width}-refill-waiting`);
      const again = await page.request.post('/api/claimRefill', { headers });
      expect(again.status()).toBe(409);
      expect(((await again.json()) as { error: { code: string } }).error.code).toBe('REFILL_TOO_EARLY');
      await expect(page.getByTestId('balance').first()).toHaveAttribute('data-balance', '40');
    });
  }
}
