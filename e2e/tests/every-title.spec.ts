import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { GAME_CATALOGUE, LAUNCH_PATHS } from '@casino/contract';
import { computeOutcome, STUDIO_GAMES } from '@casino/studio';
import { expectAccessible, shot, type Lang, runIn } from '../support/site.ts';
import { newPlayer, signUpByApi } from '../support/accounts.ts';
import { demoUrl, gameOpened, headers, rigSeeds } from '../support/studio.ts';

/**
 * Issue 18: every non-slot title looked at as a player meets it: a base round (settled, a win found
 * with a chosen server seed and a client seed searched offline with the studio's own computeOutcome), the
 * title's feature, and the rules, each at 1440×900, 812×375 and 375×667 (e2e/screenshots/w1440/
 * <lang>-<CODE>-{base,feature,rules}-<size>.png, laid out per title by `npm run shots:sheet`). The
 * slot titles have the same in slot-features.spec.ts ('every slot title').
 */
const SERVER_SEED = 'e7'.repeat(32);
const SIZES = [
  { name: '1440x900', width: 1440, height: 900 },
  { name: '812x375', width: 812, height: 375 },
  { name: '375x667', width: 375, height: 667 },
] as const;

interface Details {
  result?: string;
  pocket?: number;
  side?: string;
  redMultiplier?: number;
  blueMultiplier?: number;
  total?: number;
  chilli?: number;
  lightning?: { total: number }[];
  respinMultiplier?: number;
}
interface Outcome {
  totalWin: number;
  details: Details;
  children: { step: string }[];
}

/** One rigged round: what to stake (clicked in the page), and what its outcome must show. */
interface Rigged {
  /** The slip searched with (stakes do not change what the seeds draw, only what it pays). */
  bets: Record<string, number>;
  place: (page: Page) => Promise<void>;
  match: (o: Outcome) => boolean;
  /** What must be on screen once the round has settled. */
  shows?: (page: Page) => Promise<void>;
}

interface Title {
  code: string;
  lang: Lang;
  base: Rigged;
  /** What a player would call this title's feature (see each entry's comment). */
  feature: Rigged & { before?: (page: Page, gameSessionId: string) => Promise<void> };
}

const spot = (testId: string, value: string) => (page: Page) =>
  page.locator(`[data-testid="${testId}"][data-spot="${value}"]`).click();
const wheelSpot = (value: string) => spot('wheel-spot', value);
const lands = (value: string) => (o: Outcome) => o.details.result === value;
const wheelBonus = async (page: Page) => {
  await expect(page.getByTestId('wheel-bonus').first()).toBeVisible();
};
const numberWin = (value: string): Rigged => ({
  bets: { [value]: 1 },
  place: wheelSpot(value),
  match: (o) => lands(value)(o) && o.children.length === 0 && (o.details.respinMultiplier ?? 1) === 1,
});
const bonusRound = (value: string): Rigged => ({
  bets: { [value]: 1 },
  place: wheelSpot(value),
  match: (o) => lands(value)(o) && o.children.length > 0,
  shows: wheelBonus,
});
const dicePlace = (total: number) => (page: Page) =>
  page.locator(`[data-testid="dice-spot"][data-total="${total}"]`).click();
const diceStruck = (total: number, chilli: boolean): Rigged => ({
  bets: { [total]: 1 },
  place: dicePlace(total),
  match: (o) =>
    o.details.total === total &&
    (o.details.lightning ?? []).some((l) => l.total === total) &&
    (!chilli || (o.details.chilli ?? 1) > 1),
  shows: (page) => expect(page.getByTestId('dice-total')).toHaveAttribute('data-struck', 'true'),
});
const diceBase = (total: number): Rigged => ({
  bets: { [total]: 1 },
  place: dicePlace(total),
  match: (o) => o.details.total === total && !(o.details.lightning ?? []).some((l) => l.total === total),
});
const NEIGHBOURS_OF_17 = [6, 34, 17, 25, 2];

const TITLES: Title[] = [
  {
    code: 'EVO_LIVE_CRAZY_COIN_FLIP',
    lang: 'ja',
    base: {
      bets: { red: 1 },
      place: (page) => page.locator('[data-testid="coin-side"][data-side="red"]').click(),
      match: (o) => o.details.side === 'red' && o.details.redMultiplier === 2,
    },
    // The feature of a coin flip: the boosted multipliers — the chosen side lands with ×10 or more.
    feature: {
      bets: { blue: 1 },
      place: (page) => page.locator('[data-testid="coin-side"][data-side="blue"]').click(),
      match: (o) => o.details.side === 'blue' && (o.details.blueMultiplier ?? 0) >= 10,
      shows: (page) =>
        expect(page.locator('[data-testid="coin-side"][data-side="blue"]')).toHaveAttribute(
          'data-won',
          'true',
        ),
    },
  },
  // Crazy Time: the Coin Flip bonus played out (Pachinko and Cash Hunt are in live-bonuses.spec).
  { code: 'EVO_LIVE_CRAZY_TIME', lang: 'en', base: numberWin('2'), feature: bonusRound('coin_flip') },
  // Dream Catcher has no bonus game: its feature is a ×2 respin that multiplies the next result.
  {
    code: 'EVO_LIVE_DREAM_CATCHER',
    lang: 'ja',
    base: numberWin('6'),
    feature: {
      bets: { '2': 1 },
      place: wheelSpot('2'),
      match: (o) => lands('2')(o) && (o.details.respinMultiplier ?? 1) > 1,
    },
  },
  // Lightning dice: the feature is a win on a total struck by lightning (its boosted multiplier).
  {
    code: 'EVO_LIVE_EXTRA_CHILLI_LIGHTNING_DICE',
    lang: 'en',
    base: diceBase(10),
    feature: diceStruck(10, true),
  },
  // Funky Time: the Disco bonus (a drop) played out.
  { code: 'EVO_LIVE_FUNKY_TIME', lang: 'ja', base: numberWin('1'), feature: bonusRound('disco') },
  // Imperial Quest: the quest walk played out.
  { code: 'EVO_LIVE_IMPERIAL_QUEST', lang: 'en', base: numberWin('5'), feature: bonusRound('quest') },
  // Roulette: a neighbour bet from the racetrack wins, the racetrack open (the board's other view).
  {
    code: 'EVO_LIVE_JAPANESE_ROULETTE',
    lang: 'ja',
    base: {
      bets: { 'straight-17': 1 },
      place: spot('roulette-spot', 'straight-17'),
      match: (o) => o.details.pocket === 17,
    },
    feature: {
      bets: { 'straight-17': 1 },
      before: async (page) => {
        await page.getByTestId('board-racetrack').click();
        await expect(page.getByTestId('racetrack-number')).toHaveCount(37);
        await page.getByTestId('neighbour-count').nth(1).check({ force: true });
      },
      place: (page) => page.locator('[data-testid="racetrack-number"][data-number="17"]').click(),
      match: (o) => NEIGHBOURS_OF_17.includes(o.details.pocket ?? -1) && o.details.pocket !== 17,
      shows: (page) => expect(page.getByTestId('racetrack')).toBeVisible(),
    },
  },
  // Baccarat: the roads after a shoe's first dozen hands (eleven dealt through the API, one in the page).
  {
    code: 'EVO_LIVE_JAPANESE_SPEED_BACCARAT',
    lang: 'en',
    base: {
      bets: { banker: 20 },
      place: spot('baccarat-spot', 'banker'),
      match: (o) => o.totalWin > 0,
    },
    feature: {
      bets: { banker: 20 },
      before: async (page, gameSessionId) => {
        for (let k = 0; k < 11; k++) {
          const response = await page.request.post(`/api${LAUNCH_PATHS.studioRound}`, {
            headers,
            data: { gameSessionId, bets: { banker: 20 }, roundKey: `e2e-every-title-${process.pid}-${k}` },
          });
          expect(response.ok(), await response.text()).toBe(true);
        }
      },
      place: spot('baccarat-spot', 'banker'),
      match: () => true,
      shows: (page) => expect(page.getByTestId('baccarat-roads')).toHaveAttribute('data-hands', '12'),
    },
  },
  { code: 'EVO_LIVE_LIGHTNING_DICE', lang: 'ja', base: diceBase(11), feature: diceStruck(11, false) },
  // Monopoly: the two-rolls board walk (four rolls is in live-bonuses.spec).
  {
    code: 'EVO_LIVE_MONOPOLY',
    lang: 'en',
    base: numberWin('10'),
    feature: {
      ...bonusRound('two_rolls'),
      shows: (page) => expect(page.getByTestId('walk-show')).toBeVisible(),
    },
  },
];

/** A client seed whose round at nonce 0 (after SERVER_SEED is committed) matches (searched offline). */
function clientSeedFor(code: string, rig: Rigged): string {
  const minBet = STUDIO_GAMES[code]!.limits.minBet;
  const bets = Object.fromEntries(Object.keys(rig.bets).map((k) => [k, Math.max(rig.bets[k]!, minBet)]));
  for (let i = 0; i < 100_000; i++) {
    const clientSeed = `e2e-title-${i}`;
    const o = computeOutcome(code, { serverSeed: SERVER_SEED, clientSeed, nonce: 0 }, { bets });
    if (rig.match(o as unknown as Outcome)) return clientSeed;
  }
  throw new Error(`no client seed gives the round in ${code}`);
}

/** A launch address: the demo where the title has one, else a signed-up player's real launch. */
async function launchUrl(page: Page, code: string, lang: Lang, signedUp: boolean): Promise<string> {
  if (GAME_CATALOGUE.find((g) => g.gameCode === code)?.isDemoAvailable)
    return demoUrl(page.request, code, lang);
  if (!signedUp) await signUpByApi(page, newPlayer(), { verifyPhone: false });
  const response = await page.request.get(
    `/api${LAUNCH_PATHS.launchGame}?gameCode=${code}&lobbyUrl=%2F&language=${lang}`,
    { headers },
  );
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { url: string }).url;
}

/** Opens the title, commits SERVER_SEED and sets the searched client seed through the fairness panel. */
async function openRigged(page: Page, title: Title, rig: Rigged, signedUp: boolean): Promise<string> {
  const session = page.waitForResponse((r) => r.url().endsWith(`/api${LAUNCH_PATHS.studioSession}`));
  await page.goto(await launchUrl(page, title.code, title.lang, signedUp));
  const { gameSessionId } = (await (await session).json()) as { gameSessionId: string };
  // The client sets a browser-made client seed when it opens: let that land before rigging the seeds.
  await gameOpened(page);
  await rigSeeds(page, gameSessionId, SERVER_SEED, clientSeedFor(title.code, rig));
  return gameSessionId;
}

/** Stakes, plays and waits for the settled round; returns its outcome. */
async function playRigged(page: Page, rig: Rigged): Promise<Outcome> {
  await rig.place(page);
  const answer = page.waitForResponse(
    (r) => r.url().endsWith(`/api${LAUNCH_PATHS.studioRound}`) && r.request().method() === 'POST',
  );
  await page.getByTestId('game-play').click();
  const { outcome } = (await (await answer).json()) as { outcome: Outcome };
  await expect(page.getByTestId('game-root')).toHaveAttribute('data-round-state', 'settled', {
    timeout: 60_000,
  });
  await expect(page.getByTestId('game-play')).toBeEnabled({ timeout: 20_000 });
  return outcome;
}

async function shoot(page: Page, info: TestInfo, title: Title, state: string): Promise<void> {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await shot(page, info, `${title.lang}-${title.code}-${state}-${size.name}`);
  }
  await page.setViewportSize(SIZES[0]);
}

test.describe('every non-slot title', () => {
  runIn(['w1440'], 'the sizes are set here');
  for (const title of TITLES) {
    test(`${title.code} (${title.lang}): base round, feature and rules at 1440×900, 812×375 and 375×667`, async ({
      page,
    }, info) => {
      test.setTimeout(180_000);
      await page.setViewportSize(SIZES[0]);
      await page.emulateMedia({ reducedMotion: 'reduce' });

      await openRigged(page, title, title.base, false);
      const base = await playRigged(page, title.base);
      expect(title.base.match(base)).toBe(true);
      expect(base.totalWin).toBeGreaterThan(0);
      await expect(page.getByTestId('game-result')).toHaveAttribute('data-win', String(base.totalWin));
      await title.base.shows?.(page);
      await shoot(page, info, title, 'base');
      await expectAccessible(page);

      await page.getByTestId('game-rules').click();
      await expect(page.getByTestId('game-rules-panel')).toBeVisible();
      await shoot(page, info, title, 'rules');
      await expectAccessible(page);
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('game-rules-panel')).toBeHidden();

      await page.goto('about:blank');
      const gameSessionId = await openRigged(page, title, title.feature, true);
      await title.feature.before?.(page, gameSessionId);
      const feature = await playRigged(page, title.feature);
      expect(title.feature.match(feature)).toBe(true);
      await title.feature.shows?.(page);
      await shoot(page, info, title, 'feature');
      await expectAccessible(page);
    });
  }
});
