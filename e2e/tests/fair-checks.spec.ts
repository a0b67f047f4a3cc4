import { expect, test } from '@playwright/test';
import { LAUNCH_PATHS } from '@casino/contract';
import { newPlayer, signUpByApi } from '../support/accounts.ts';
import { expectAccessible, shot, runIn } from '../support/site.ts';
import { demoUrl, roundWithChildren } from '../support/studio.ts';

/**
 * Issue 16: the seed check trusts the browser's own copy of what it showed, and the verify page
 * recomputes whole rounds (free spins, bonus rounds) in the browser, in the player's language.
 */
runIn(['w375', 'w1440'], 'screenshots at 375 and 1440 px');

const COMMITMENTS_KEY = 'casino.fair.commitments';

interface Stored {
  scope: string;
  serverSeedHash: string;
  clientSeed: string;
  firstNonce: number;
}

test('a rotation is checked against the commitment stored in the browser; a tampered one is a mismatch', async ({
  page,
}, info) => {
  await page.goto(await demoUrl(page.request, 'EVO_LIVE_JAPANESE_ROULETTE', 'en'));
  await page.locator('[data-testid="roulette-spot"][data-spot="red"]').click();
  const answer = page.waitForResponse((r) => r.url().endsWith(`/api${LAUNCH_PATHS.studioRound}`));
  await page.getByTestId('game-play').click();
  const round = (await (await answer).json()) as { fairness: { serverSeedHash: string; clientSeed: string } };
  await expect(page.getByTestId('game-root')).toHaveAttribute('data-round-state', 'settled', {
    timeout: 20_000,
  });

  // The round was played with a client seed the browser made (WebCrypto) and stored with its commitment.
  const stored = () =>
    page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]') as Stored[], COMMITMENTS_KEY);
  const first = (await stored()).at(-1)!;
  expect(first.clientSeed).toMatch(/^[0-9a-f]{32}$/);
  expect(round.fairness).toMatchObject({
    serverSeedHash: first.serverSeedHash,
    clientSeed: first.clientSeed,
  });
  expect(first.firstNonce).toBe(0);

  await page.getByTestId('fair-open').click();
  await expect(page.getByTestId('fair-verify-link')).toHaveAttribute('href', /lang=en/);
  await page.getByTestId('fair-rotate').click();
  const check = page.getByTestId('fair-stored-check');
  await expect(check).toHaveAttribute('data-result', 'match');
  await expect(check).toContainText(first.serverSeedHash);
  // The next seed has a fresh browser client seed, stored with its commitment.
  // (stored once the new client seed is set: wait for that state, not for a time)
  await expect.poll(async () => (await stored()).at(-1)?.serverSeedHash).not.toBe(first.serverSeedHash);
  const next = (await stored()).at(-1)!;
  expect(next.clientSeed).toMatch(/^[0-9a-f]{32}$/);
  expect(next.clientSeed).not.toBe(first.clientSeed);
  await expect(page.getByTestId('fair-client-seed')).toHaveValue(next.clientSeed);
  await shot(page, info, 'en-fair-rotation-match');
  await expectAccessible(page);

  // Someone changes the stored commitment: the next rotation says the revealed seed does not match it.
  await page.evaluate((key) => {
    const records = JSON.parse(localStorage.getItem(key) ?? '[]') as Stored[];
    records.at(-1)!.serverSeedHash = '0'.repeat(64);
    localStorage.setItem(key, JSON.stringify(records));
  }, COMMITMENTS_KEY);
  await page.getByTestId('fair-rotate').click();
  await expect(check).toHaveAttribute('data-result', 'mismatch');
  await expect(check).toContainText('0'.repeat(64));
  await shot(page, info, 'en-fair-rotation-mismatch');
});

test('the verify page in English recomputes a slot round with free spins and a wheel round with a bonus', async ({
  page,
}, info) => {
  test.setTimeout(180_000);
  await signUpByApi(page, newPlayer(), { verifyPhone: false });
  const cases = [
    { name: 'slot', roundId: await roundWithChildren(page.request, 'WNF_PHARAOHS_EMBER', { bet: 10 }) },
    {
      name: 'wheel',
      roundId: await roundWithChildren(
        page.request,
        'EVO_LIVE_CRAZY_TIME',
        { bets: { '1': 1, coin_flip: 1, cash_hunt: 1, pachinko: 1, crazy_time: 1 } },
        'real',
      ),
    },
  ];
  for (const { name, roundId } of cases) {
    await page.goto(`/studio/play/verify?roundId=${roundId}&lang=en`);
    await expect(page.getByTestId('verify-status')).toHaveAttribute('data-status', 'verified', {
      timeout: 20_000,
    });
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Verify a round');
    const levels = page.getByTestId('verify-level');
    expect(await levels.count()).toBeGreaterThan(1);
    for (const level of await levels.all()) await expect(level).toHaveAttribute('data-ok', 'true');
    const childStep = name === 'slot' ? 'free-spin' : /^bonus/;
    await expect(levels.nth(1)).toHaveAttribute('data-step', childStep);
    await expect(page.getByTestId('verify-outcome')).toHaveAttribute('data-engine', name);
    await expect(page.getByTestId('verify-algorithm')).toBeVisible();
    await shot(page, info, `en-verify-${name}-children`);
    await expectAccessible(page);
  }
});
