import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18next from 'i18next';
import type { Game } from '@casino/contract';
import { AppProviders } from './providers.tsx';
import { routes } from './router.tsx';
import type { Player } from '../lib/session.tsx';
import { mockApi, testPlayer, type ApiCall } from '../test/api-mock.ts';

function game(gameCode: string, tags: string[], isDemoAvailable = true): Game {
  return {
    gameId: gameCode.length,
    gameCode,
    title: gameCode,
    translations: [],
    tags,
    gameType: tags.includes('LIVE') ? 'LIVE' : 'SLOT',
    orientation: 'landscape',
    isDemoAvailable,
    imagePath: null,
    gameStudioId: 1,
    gameStudioName: 'Studio',
  };
}

const GAMES = [
  game('WNF_AZTEC_X', ['SLOT', 'FEATURED']),
  game('WNF_MILLION_TREE', ['SLOT'], false),
  game('EVO_LIVE_CRAZY_TIME', ['LIVE']),
];

function renderAt(path: string, player: Player | null = null) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProviders player={player}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

/** The content store's pages as GET /content/pages/{slug}?language= answers them. */
const PAGE_TITLES: Record<string, Record<string, string>> = {
  about: { ja: '会社概要', en: 'About us' },
  'contact-us': { ja: 'お問い合わせ', en: 'Contact us' },
};

function contentPage(slug: string) {
  return (call: ApiCall) => {
    const language = call.query.get('language') ?? 'ja';
    return {
      body: {
        slug,
        language,
        title: PAGE_TITLES[slug]?.[language] ?? slug,
        description: 'd',
        html: '<p>text</p>',
        version: 1,
        updatedDate: '2030-01-01T00:00:00.000Z',
      },
    };
  };
}

beforeEach(async () => {
  await i18next.changeLanguage('en');
  mockApi({
    'GET /content/pages/about': contentPage('about'),
    'GET /content/pages/contact-us': contentPage('contact-us'),
    'GET /games': { body: [{ siteRef: 'casino-web', totalCount: GAMES.length, games: GAMES }] },
    'GET /auth/session': { body: { player: null } },
    'GET /auth/IsPhoneNumberVerified': { body: { phoneNumber: null, isVerified: false } },
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('site shell', () => {
  it('shows a category grid of the games carrying the tag', async () => {
    renderAt('/category/slot');
    const grid = await screen.findByTestId('game-grid');
    const codes = within(grid)
      .getAllByTestId('game-tile')
      .map((tile) => tile.getAttribute('data-game-code'));
    expect(codes).toEqual(['WNF_AZTEC_X', 'WNF_MILLION_TREE']);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Slots');
    expect(screen.getByTestId('site-header')).toBeTruthy();
    expect(screen.getByTestId('site-footer')).toBeTruthy();
    expect(screen.getByTestId('tab-bar')).toBeTruthy();
    expect(document.title).toBe('Slots | Yozakura Casino');
  });

  it('opens the login popup instead of launching a game without demo for a logged-out player', async () => {
    const router = renderAt('/category/slot');
    const tiles = await screen.findAllByTestId('game-tile');
    fireEvent.click(tiles[1]!);
    expect(router.state.location.pathname).toBe('/category/slot');
    expect(router.state.location.search).toBe('?popup=login');
    expect(await screen.findByTestId('popup-login')).toBeTruthy();
    expect(JSON.parse(sessionStorage.getItem('pendingGameLaunch') ?? '{}')).toMatchObject({
      gameCode: 'WNF_MILLION_TREE',
    });
  });

  it('launches a demo game for a logged-out player', async () => {
    const router = renderAt('/category/slot');
    const tiles = await screen.findAllByTestId('game-tile');
    fireEvent.click(tiles[0]!);
    expect(router.state.location.pathname).toBe('/game-launch/WNF_AZTEC_X');
  });

  it('shows the not-found screen outside the frame with a link home', async () => {
    renderAt('/no/such/page');
    const notFound = await screen.findByTestId('not-found');
    expect(
      within(notFound)
        .getAllByRole('link')
        .some((a) => a.getAttribute('href') === '/'),
    ).toBe(true);
    expect(screen.queryByTestId('site-header')).toBeNull();
  });

  it('renders kyc outside the frame', async () => {
    renderAt('/kyc');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Identity verification');
    expect(screen.queryByTestId('site-header')).toBeNull();
    // Its own slim header: the logo home and the language switcher (issue 25 item 11).
    const header = screen.getByTestId('kyc-header');
    expect(within(header).getByRole('link').getAttribute('href')).toBe('/');
    expect(within(header).getByRole('group', { name: 'Language' })).toBeTruthy();
  });

  it('shows the contact page at /app-password-reset', async () => {
    renderAt('/app-password-reset');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Contact us');
  });

  it('tells a logged-out visitor that settings need a login', async () => {
    renderAt('/settings');
    expect(await screen.findByText('You have to be logged in to access your account settings.')).toBeTruthy();
  });

  it('sends a logged-out visitor from raffle history to the root', async () => {
    const router = renderAt('/transactions/raffle');
    await screen.findByRole('heading', { level: 1 });
    expect(router.state.location.pathname).toBe('/');
  });

  it('closes a popup with Escape but not the phone-number popup', async () => {
    const router = renderAt('/about?popup=signup');
    expect(await screen.findByTestId('popup-signup')).toBeTruthy();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(router.state.location.search).toBe('');
    expect(screen.queryByTestId('popup-overlay')).toBeNull();
  });

  it('keeps the phone-number popup open for a logged-in player', async () => {
    renderAt('/about?popup=phone-number', testPlayer({ phoneNumber: null, isPhoneVerified: false }));
    const dialog = await screen.findByTestId('popup-phone-number');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.getByTestId('popup-phone-number')).toBe(dialog);
    expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
  });

  it('switches the language and remembers it', async () => {
    renderAt('/about');
    await screen.findByRole('heading', { level: 1 });
    const switcher = screen.getByTestId('language-switcher');
    fireEvent.click(within(switcher).getByRole('button', { name: '日本語' }));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('会社概要');
    expect(document.documentElement.lang).toBe('ja');
    expect(localStorage.getItem('languageCode')).toBe('ja');
    expect(within(switcher).getByRole('button', { name: '日本語' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });
});
