import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { FAIRNESS_PATHS, LAUNCH_PATHS, verifyRoundResponseSchema } from '@casino/contract';
import { expectAccessible, shot, type Lang, runIn } from '../support/site.ts';
import { apiSession, headers } from '../support/studio.ts';

/**
 * Issue 18, maths version: a round played under an earlier version of its game's maths (or recorded
 * before versions were kept) is not a mismatch on the verify page. The round is really played and its
 * seed rotated; the verify answer is then changed on its way to the page, as an older record would be.
 */
const localeDir = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'apps',
  'games',
  'src',
  'locales',
);
const gameTexts = (lang: Lang) =>
  (
    JSON.parse(readFileSync(join(localeDir, `${lang}.json`), 'utf8')) as {
      mathsVersion: Record<string, string>;
    }
  ).mathsVersion;

const CODE = 'WNF_NEON_KOI';

async function playedAndRevealed(page: Page): Promise<string> {
  const gameSessionId = await apiSession(page.request, CODE);
  const played = await page.request.post(`/api${LAUNCH_PATHS.studioRound}`, {
    headers,
    data: { gameSessionId, bet: 20, roundKey: `e2e-maths-version-${process.pid}-${Date.now()}` },
  });
  expect(played.ok(), await played.text()).toBe(true);
  const { roundId } = (await played.json()) as { roundId: string };
  const rotated = await page.request.post(`/api${FAIRNESS_PATHS.rotateSeed}`, {
    headers,
    data: { gameSessionId },
  });
  expect(rotated.ok()).toBe(true);
  return roundId;
}

/** Serves the real verify answer with its recorded version replaced. */
async function recordedAs(page: Page, version: string | null): Promise<void> {
  await page.route('**/api/studio/verify?**', async (route) => {
    const response = await route.fetch();
    const body = verifyRoundResponseSchema.parse(await response.json());
    await route.fulfill({ response, json: { ...body, mathsVersion: version } });
  });
}

runIn(['w375', 'w1440'], 'screenshots at 375 and 1440 px');

test('the verify page says a round of earlier maths cannot be recomputed, in Japanese and English, and shows its record', async ({
  page,
}, info) => {
  const roundId = await playedAndRevealed(page);

  // As recorded: the version of today's maths, so the round recomputes as before.
  // The record as the API answers it (read here, not from the page's response, whose body Chromium may
  // already have dropped when the test asks for it).
  const answer = await page.request.get(
    `/api${FAIRNESS_PATHS.verify}?roundId=${encodeURIComponent(roundId)}`,
    {
      headers,
    },
  );
  expect(answer.ok(), await answer.text()).toBe(true);
  const recorded = verifyRoundResponseSchema.parse(await answer.json());
  await page.goto(`/studio/play/verify?roundId=${roundId}&lang=en`);
  expect(recorded.mathsVersion).toMatch(/^[0-9a-f]{12}$/);
  expect(recorded.mathsVersion).toBe(recorded.currentMathsVersion);
  const status = page.getByTestId('verify-status');
  await expect(status).toHaveAttribute('data-status', 'verified', { timeout: 20_000 });
  await expect(page.getByTestId('verify-maths-version')).toHaveText(recorded.mathsVersion!);
  await expect(page.getByTestId('verify-earlier-maths')).toHaveCount(0);

  const cases: { lang: Lang; version: string | null }[] = [
    { lang: 'ja', version: '0123456789ab' },
    { lang: 'en', version: null },
  ];
  for (const { lang, version } of cases) {
    await page.unrouteAll();
    await recordedAs(page, version);
    await page.goto(`/studio/play/verify?roundId=${roundId}&lang=${lang}`);
    const texts = gameTexts(lang);
    await expect(status).toHaveAttribute('data-status', 'earlier-maths', { timeout: 20_000 });
    await expect(status.locator('.verify-verdict')).toHaveText(texts.earlier!);
    await expect(page.getByTestId('verify-earlier-maths')).toHaveText(texts.help!);
    await expect(page.getByTestId('verify-maths-version')).toContainText(version ?? texts.none!);
    await expect(page.getByTestId('verify-maths-version')).toContainText(recorded.currentMathsVersion!);
    await expect(page.getByTestId('verify-hash')).toContainText('✓');
    await expect(page.getByRole('heading', { name: texts.recordedResult! })).toBeVisible();
    await expect(page.getByTestId('verify-outcome')).toBeVisible();
    await expect(page.getByTestId('verify-levels')).toHaveCount(0);
    await shot(page, info, `${lang}-verify-earlier-maths`);
    await expectAccessible(page);
  }
});
