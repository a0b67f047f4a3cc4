import { screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_SCREEN_TILES } from '@casino/contract';
import { mockApi, testGame } from '../../../test/api-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';

const GAMES = Array.from({ length: FIRST_SCREEN_TILES + 3 }, (_, i) => testGame(`WNF_TEST_${i}`));

beforeEach(async () => {
  await i18next.changeLanguage('en');
  mockApi({
    'GET /games': { body: [{ siteRef: 'casino-web', totalCount: GAMES.length, games: GAMES }] },
    'GET /auth/session': { body: { player: null } },
    'GET /jackpots': { body: { jackpots: [] } },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("a category grid's art (issue 31)", () => {
  it('asks for the first screen’s art with the page and the rest once that screen is painted', async () => {
    // The frame is held until the test lets it be painted.
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    renderApp('/category/slot');
    const tiles = await screen.findAllByTestId('game-tile');
    expect(tiles).toHaveLength(GAMES.length);
    const images = () => tiles.map((tile) => within(tile).queryByRole('img'));

    const first = images();
    for (const [index, image] of first.entries()) {
      if (index < FIRST_SCREEN_TILES) {
        expect(image, `tile ${index}`).not.toBeNull();
        expect(image?.getAttribute('loading')).toBe('eager');
        expect(image?.getAttribute('fetchpriority')).toBe('high');
      } else {
        expect(image, `tile ${index}`).toBeNull();
      }
    }
    expect(frames.length).toBeGreaterThan(0);

    for (const frame of frames.splice(0)) frame(performance.now());
    await waitFor(() => expect(images().every((image) => image !== null)).toBe(true));
    for (const image of images().slice(FIRST_SCREEN_TILES)) {
      expect(image?.getAttribute('loading')).toBe('lazy');
    }
  });
});
