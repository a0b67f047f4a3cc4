import type { BalanceResponse, Game, LoginCalendar, Player, Progression } from '@casino/contract';
import { vi } from 'vitest';

export interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

type Reply = { status?: number; body?: unknown };
type Handler = Reply | ((call: ApiCall) => Reply);

/**
 * Stubs `fetch` with a tiny router: keys are "METHOD /path" relative to the API base path (/api). An
 * unknown route answers 404 NOT_FOUND. Every call is recorded, in order, in `calls`.
 */
export function mockApi(routes: Record<string, Handler>) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = url.pathname.replace(/^\/api/, '');
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const call = { method, path, query: url.searchParams, body };
    calls.push(call);
    const handler = routes[`${method} ${path}`];
    const reply: Reply = handler
      ? typeof handler === 'function'
        ? handler(call)
        : handler
      : { status: 404, body: { error: { code: 'NOT_FOUND' } } };
    const status = reply.status ?? 200;
    return Promise.resolve(
      new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, calls, paths: () => calls.map((c) => `${c.method} ${c.path}`) };
}

export function testPlayer(overrides: Partial<Player> = {}): Player {
  return {
    accountId: 'acc-1',
    accountRef: 'ref-1',
    displayName: 'Taro',
    email: 'taro@example.com',
    languageCode: 'en',
    phoneNumber: '+819012345678',
    isPhoneVerified: true,
    isTester: false,
    ...overrides,
  };
}

/** A GET /balance body: 10 000 coins, daily bonus open, nothing pending. */
/** A login calendar (issue 30): `claimedDays` days claimed, today's claimed or not. */
export function testCalendar(day = 1, claimedToday = false): LoginCalendar {
  const pct = [100, 150, 200, 250, 300, 300, 500];
  return {
    day,
    claimedToday,
    canClaim: !claimedToday,
    nextClaim: claimedToday ? new Date(Date.now() + 86_400_000).toISOString() : null,
    streakEndsAt: claimedToday ? new Date(Date.now() + 2 * 86_400_000).toISOString() : null,
    resetHour: 0,
    tierPct: 100,
    days: pct.map((multiplierPct, i) => ({
      day: i + 1,
      multiplierPct,
      amount: multiplierPct * 10,
      special: i === 6,
      state:
        i + 1 < day || (i + 1 === day && claimedToday)
          ? 'claimed'
          : i + 1 === day
            ? 'today'
            : i === day && claimedToday
              ? 'next'
              : 'upcoming',
    })),
  };
}

/** What the signed-in frame asks besides the balance: no games, a verified phone number. */
export const FRAME_ROUTES = {
  'GET /games': { body: [{ siteRef: 'casino-web', totalCount: 0, games: [] }] },
  'GET /auth/IsPhoneNumberVerified': { body: { phoneNumber: '+819012345678', isVerified: true } },
} as const;

/** A GET /balance body just after the daily bonus was claimed: `balance` coins, the next bonus in a day. */
export function testBalanceClaimed(balance: number): BalanceResponse {
  return testBalance({
    balance,
    canClaimBonus: false,
    lastClaimed: new Date().toISOString(),
    nextClaim: new Date(Date.now() + 86_400_000).toISOString(),
  });
}

export function testBalance(overrides: Partial<BalanceResponse> = {}): BalanceResponse {
  return {
    balance: 10_000,
    currency: 'PTS',
    canClaimBonus: true,
    lastClaimed: null,
    nextClaim: null,
    pendingBonus: 0,
    ...overrides,
  };
}

/** GET /progression: a Bronze player at level 3 with nothing waiting, unless `overrides` say otherwise. */
export function testProgression(overrides: Partial<Progression> = {}): Progression {
  return {
    xp: 5_000,
    level: 3,
    levelXp: 4_000,
    nextLevelXp: 9_000,
    unclaimedLevels: [],
    tier: 'BRONZE',
    tierValidUntil: null,
    windowWager: 5_000,
    nextTier: 'SILVER',
    nextTierWager: 50_000,
    benefits: { tier: 'BRONZE', dailyBonusPercent: 100, extraRaffleTicketsPercent: 0, monthlyGift: 0 },
    monthlyGift: { amount: 0, claimed: false, month: '2031-06' },
    ...overrides,
  };
}

/** A slot of the catalogue (GET /games), titled by its code, with a demo. */
export function testGame(gameCode: string, overrides: Partial<Game> = {}): Game {
  return {
    gameId: gameCode.length,
    gameCode,
    title: gameCode,
    translations: [],
    tags: ['SLOT'],
    gameType: 'SLOT',
    orientation: 'landscape',
    isDemoAvailable: true,
    imagePath: null,
    gameStudioId: 1,
    gameStudioName: 'Studio',
    ...overrides,
  };
}
