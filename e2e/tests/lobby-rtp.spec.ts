import { expect, test } from '@playwright/test';
import { expectAccessible, openIn, shot, runIn } from '../support/site.ts';

runIn(['w375', 'w1440'], 'screenshots at 375 and 1440 px');

/** Issue 16: every tile states its game's RTP; baccarat, whose bets differ, states each bet kind. */
test('the lobby tiles show each game RTP, per bet kind for baccarat (screenshots)', async ({
  page,
}, info) => {
  await openIn(page, '/category/live', 'en');
  const tile = (code: string) => page.locator(`[data-testid="game-tile"][data-game-code="${code}"]`);
  const baccarat = tile('EVO_LIVE_JAPANESE_SPEED_BACCARAT');
  await expect(baccarat.getByTestId('game-tile-rtp')).toHaveText('RTP 85.64–98.94%');
  await expect(baccarat).toHaveAttribute('aria-label', /Tie 85\.64%.*Player pair 89\.64%/);
  await expect(tile('EVO_LIVE_JAPANESE_ROULETTE').getByTestId('game-tile-rtp')).toHaveText('RTP 97.30%');
  await shot(page, info, 'en-lobby-rtp');
  await baccarat.hover();
  await shot(page, info, 'en-lobby-rtp-hover');
  await expectAccessible(page);
});
