import { describe, expect, it } from 'vitest';
import { AUTH_ENV, Browser, ERROR, signedUp } from './auth-helpers.ts';
import { setupTestApp } from './helper.ts';

/** Issue 17, hole 6: a lobbyUrl is our own origin or a configured one, never anyone's (open redirect). */
const ctx = setupTestApp({
  env: { ...AUTH_ENV, PUBLIC_URL: 'https://casino.example', LOBBY_URL_ORIGINS: 'https://partner.example' },
});

const demo = (lobbyUrl: string) =>
  `/launch-demo?gameCode=WNF_AZTEC_X&currency=PTS&language=ja&brand=casino&lobbyUrl=${encodeURIComponent(lobbyUrl)}`;
const real = (lobbyUrl: string) =>
  `/launchgame?gameCode=WNF_AZTEC_X&language=ja&lobbyUrl=${encodeURIComponent(lobbyUrl)}`;

const FOREIGN = [
  'https://evil.example/phish',
  '//evil.example/phish',
  '/\\evil.example/phish',
  'https://casino.example.evil.example/',
  'https://casino.example@evil.example/',
  'http://casino.example/', // another scheme is another origin
  ' https://evil.example/',
];
const OURS = [
  '/',
  '/game-launch/WNF_AZTEC_X',
  'http://localhost/category/slot', // the request's own origin (inject's Host)
  'https://casino.example/category/slot',
  'https://partner.example/lobby',
];

describe('lobbyUrl allow-list', () => {
  it.each(FOREIGN)('refuses %s on /launch-demo and /launchgame', async (lobbyUrl) => {
    const anonymous = new Browser(ctx.app);
    const res = await anonymous.get(demo(lobbyUrl));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(ERROR('REQUEST_VALIDATION_ERROR'));
    const { browser } = await signedUp(ctx.app);
    const launched = await browser.get(real(lobbyUrl));
    expect(launched.statusCode).toBe(400);
  });

  it.each(OURS)('accepts %s', async (lobbyUrl) => {
    expect((await new Browser(ctx.app).get(demo(lobbyUrl))).statusCode).toBe(200);
  });
});
