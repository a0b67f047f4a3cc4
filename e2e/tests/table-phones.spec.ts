import { expect, test, type Locator, type Page } from '@playwright/test';
import { LAUNCH_PATHS } from '@casino/contract';
import { newPlayer, signUpByApi } from '../support/accounts.ts';
import { gameOpened, headers } from '../support/studio.ts';
import { expectAccessible, openIn, shot, viewportWidth, type Lang, runIn } from '../support/site.ts';

/**
 * Issue 25 items 5 and 8: roulette, baccarat, Monopoly and Crazy Time on a phone, upright (375×667)
 * and held sideways (812×375), in ja and en. A 10-coin chip placed twice reads "20" (the stake, not a
 * cut "1"); every bet spot (the outside bets too), the chip badges and the result banner lie wholly
 * on the stage and the screen; sideways the board and Play are above the fold without scrolling.
 * Element-inside-stage assertions, and a screenshot of each state to look at.
 */
const SIZES = [
  { name: '375x667', width: 375, height: 667 },
  { name: '812x375', width: 812, height: 375 },
] as const;
const LANGS: readonly Lang[] = ['ja', 'en'];

interface Table {
  gameCode: string;
  /** The board that must be above the fold. */
  board: string;
  /** Every spot a bet goes on (the outside bets included). */
  spots: string;
  /** The spot the chip is placed on twice, and the badge that shows its stake. */
  target: string;
  chip: string;
  /** The chip picked (placed twice) and what its badge must then read. */
  coins: number;
  reads: string;
  /** The banner that says the round's result. */
  result: string;
}

const TABLES: readonly Table[] = [
  {
    gameCode: 'EVO_LIVE_JAPANESE_ROULETTE',
    board: '[data-testid="roulette-layout"]',
    spots: '[data-testid="roulette-spot"]',
    target: '[data-testid="roulette-spot"][data-spot="straight-17"]',
    chip: '.rl-chip',
    coins: 10,
    reads: '20',
    result: '[data-testid="roulette-result"]',
  },
  {
    gameCode: 'EVO_LIVE_JAPANESE_SPEED_BACCARAT',
    board: '.bc-spots',
    spots: '[data-testid="baccarat-spot"]',
    target: '[data-testid="baccarat-spot"][data-spot="banker"]',
    chip: '.bc-chip',
    coins: 100,
    reads: '200',
    result: '[data-testid="baccarat-result"]',
  },
  {
    gameCode: 'EVO_LIVE_MONOPOLY',
    board: '.bet-board',
    spots: '[data-testid="wheel-spot"]',
    target: '[data-testid="wheel-spot"] >> nth=0',
    chip: '.stake-chip',
    coins: 10,
    reads: '20',
    result: '[data-testid="wheel-result"]',
  },
  {
    gameCode: 'EVO_LIVE_CRAZY_TIME',
    board: '.bet-board',
    spots: '[data-testid="wheel-spot"]',
    target: '[data-testid="wheel-spot"] >> nth=0',
    chip: '.stake-chip',
    coins: 10,
    reads: '20',
    result: '[data-testid="wheel-result"]',
  },
];

/** Boxes of `locator`'s elements that stick out of the stage or the viewport (empty: all inside). */
async function outsideStage(page: Page, locator: Locator): Promise<string[]> {
  const stage = (await page.locator('.stage').boundingBox())!;
  const view = page.viewportSize()!;
  const boxes = await locator.evaluateAll((els) =>
    els.map((el) => {
      const r = el.getBoundingClientRect();
      return {
        name: `${el.getAttribute('data-spot') ?? el.getAttribute('data-testid') ?? el.className} "${(el.textContent ?? '').trim().slice(0, 24)}"`,
        left: r.left,
        top: r.top,
        right: r.right,
        bottom: r.bottom,
        hidden: r.width <= 1 || r.height <= 1,
      };
    }),
  );
  return boxes.flatMap((b) => {
    if (b.hidden) return [];
    const off =
      b.left < Math.max(stage.x, 0) - 0.5 ||
      b.right > Math.min(stage.x + stage.width, view.width) + 0.5 ||
      b.top < Math.max(stage.y, 0) - 0.5 ||
      b.bottom > Math.min(stage.y + stage.height, view.height) + 0.5;
    return off
      ? [
          `${b.name} at x ${Math.round(b.left)}–${Math.round(b.right)}, y ${Math.round(b.top)}–${Math.round(b.bottom)}`,
        ]
      : [];
  });
}

/** Texts inside `locator` that their box cuts (wider or taller than the box that clips them). */
async function cutTexts(locator: Locator): Promise<string[]> {
  return locator.evaluateAll((els) =>
    els.flatMap((root) =>
      [root, ...Array.from(root.querySelectorAll<HTMLElement>('*'))].flatMap((el) => {
        const style = getComputedStyle(el);
        if (el.classList.contains('visually-hidden') || !el.textContent?.trim()) return [];
        const clips = style.overflowX !== 'visible' || style.textOverflow === 'ellipsis';
        return clips && (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1)
          ? [`${el.className}: "${el.textContent.trim().slice(0, 24)}"`]
          : [];
      }),
    ),
  );
}

/**
 * A chip badge's figure lies inside the badge (a badge narrower than its figure let "20" spill into the
 * next cell, which covered the "0": the player read "2").
 */
async function badgeShowsWhole(badge: Locator): Promise<string[]> {
  return badge.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    const problems: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement?.closest('.visually-hidden') || !node.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const text = range.getBoundingClientRect();
      if (text.left < box.left - 0.5 || text.right > box.right + 0.5)
        problems.push(`figure ${Math.round(text.width)} px wide in a ${Math.round(box.width)} px badge`);
      // Nothing painted over the figure (the next cell once hid the "0" of "20"). The badge lets taps
      // through (pointer-events: none); hit-testing sees it only while it takes them.
      const taps = el.style.pointerEvents;
      el.style.pointerEvents = 'auto';
      for (const x of [text.left + 1, text.right - 1]) {
        const top = document.elementFromPoint(x, text.top + text.height / 2);
        if (!top || !(top === el || el.contains(top))) problems.push(`figure covered at x ${Math.round(x)}`);
      }
      el.style.pointerEvents = taps;
    }
    return problems;
  });
}

/** The banner's box overlaps none of `others` (the spots and their chips). */
async function overlaps(banner: Locator, others: Locator): Promise<string[]> {
  const b = (await banner.boundingBox())!;
  const boxes = await others.evaluateAll((els) =>
    els.map((el) => {
      const r = el.getBoundingClientRect();
      return {
        name: `${el.className} "${(el.textContent ?? '').trim().slice(0, 16)}"`,
        r: r.toJSON() as DOMRect,
      };
    }),
  );
  return boxes
    .filter(
      ({ r }) =>
        r.width > 1 && r.left < b.x + b.width && r.right > b.x && r.top < b.y + b.height && r.bottom > b.y,
    )
    .map(({ name }) => name);
}

/** A chip badge's visible text (without its words for screen readers). */
function badgeText(badge: Locator): Promise<string> {
  return badge.evaluate((el) => {
    const copy = el.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('.visually-hidden').forEach((hidden) => hidden.remove());
    return (copy.textContent ?? '').trim();
  });
}

test.describe('table games on a phone (issue 25, items 5 and 8)', () => {
  runIn(['w1440'], 'one run, at its own viewports');

  for (const table of TABLES) {
    for (const size of SIZES) {
      test(`${table.gameCode} at ${size.name}: real chip stakes, nothing off the stage, the result in view`, async ({
        page,
      }, info) => {
        test.setTimeout(120_000);
        await page.setViewportSize({ width: size.width, height: size.height });
        await signUpByApi(page, newPlayer(), { verifyPhone: false });
        for (const lang of LANGS) {
          const response = await page.request.get(
            `/api${LAUNCH_PATHS.launchGame}?gameCode=${table.gameCode}&lobbyUrl=%2F&language=${lang}`,
            { headers },
          );
          expect(response.ok()).toBe(true);
          await page.goto(((await response.json()) as { url: string }).url);
          await expect(page.getByTestId('game-root')).toHaveAttribute('data-game-code', table.gameCode);
          await gameOpened(page);

          // Held sideways: the board's top part and Play are on screen without scrolling.
          const board = (await page.locator(table.board).first().boundingBox())!;
          expect(board.y, 'board top on screen').toBeGreaterThanOrEqual(0);
          expect(board.y + Math.min(board.height, 60), 'board above the fold').toBeLessThanOrEqual(
            size.height,
          );
          const play = (await page.getByTestId('game-play').boundingBox())!;
          expect(play.y + play.height, 'Play above the fold').toBeLessThanOrEqual(size.height);

          // A chip of 10 (100 at baccarat), twice on one spot: the badge reads the stake, 20 (200).
          await page.locator(`[data-testid="game-bet-chip"][data-value="${table.coins}"]`).click();
          const target = page.locator(table.target);
          await target.click();
          await target.click();
          const badge = target.locator(table.chip);
          await expect(badge).toBeVisible();
          expect(await badgeText(badge)).toBe(table.reads);
          expect(await cutTexts(badge), 'chip label whole').toEqual([]);
          expect(await badgeShowsWhole(badge), 'chip figure shown whole').toEqual([]);
          expect(await outsideStage(page, badge), 'chip on the stage').toEqual([]);

          // Every spot (outside bets too) wholly on the stage, its words whole.
          expect(await outsideStage(page, page.locator(table.spots)), 'spots on the stage').toEqual([]);
          expect(await cutTexts(page.locator(table.spots)), 'spot texts whole').toEqual([]);
          await shot(page, info, `${lang}-table-${table.gameCode}-bets-${size.name}`);
          // The chip close up, to look at its figure.
          const near = (await target.boundingBox())!;
          await page.screenshot({
            path: info.outputPath(`${lang}-chip-${size.name}.png`),
            clip: {
              x: Math.max(near.x - 40, 0),
              y: Math.max(near.y - 30, 0),
              width: 140,
              height: near.height + 60,
            },
          });

          await page.getByTestId('game-play').click();
          await expect(page.getByTestId('game-result')).toHaveAttribute('data-win', /^\d+$/, {
            timeout: 30_000,
          });
          await expect(page.getByTestId('game-play')).toBeEnabled({ timeout: 30_000 });
          const banner = page.locator(table.result);
          await expect(banner).toBeVisible();
          expect(await outsideStage(page, banner), 'result banner on the stage').toEqual([]);
          expect(await cutTexts(banner), 'result banner whole').toEqual([]);
          expect(
            await overlaps(banner, page.locator(`${table.spots}, ${table.chip}`)),
            'result banner covers no bet spot or chip',
          ).toEqual([]);
          // A bonus round (the live shows) stays on the stage over the hidden board until the player
          // goes back to the table.
          const backToTable = page.getByTestId('live-bonus-close');
          if (await backToTable.isVisible()) {
            await shot(page, info, `${lang}-table-${table.gameCode}-bonus-${size.name}`);
            await backToTable.click();
          }
          await expect(page.locator(table.spots).first()).toBeVisible();
          expect(await outsideStage(page, page.locator(table.spots)), 'spots after the round').toEqual([]);
          await shot(page, info, `${lang}-table-${table.gameCode}-result-${size.name}`);
          await expectAccessible(page);
        }
      });
    }
  }
});

test('signed in, the home page held sideways shows games above the fold', async ({ page }, info) => {
  test.skip(viewportWidth(page) !== 1440, 'one run, at its own viewport');
  await page.setViewportSize({ width: 812, height: 375 });
  await signUpByApi(page, newPlayer());
  for (const lang of LANGS) {
    await openIn(page, '/', lang);
    const tile = page.getByTestId('game-tile').first();
    await expect(tile).toBeVisible();
    const box = (await tile.boundingBox())!;
    expect(box.y + box.height / 2, 'a game tile above the fold').toBeLessThanOrEqual(375);
    await shot(page, info, `${lang}-home-signed-in-812x375`);
  }
});
