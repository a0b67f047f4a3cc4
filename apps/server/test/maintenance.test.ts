import { describe, expect, it } from 'vitest';
import { AUTH_ENV, Browser, ERROR, signedUp } from './auth-helpers.ts';
import { setupTestApp } from './helper.ts';
import { operatorSignin } from './operator-helpers.ts';

/** The maintenence flag (issue 15): play and coin movements wait; everything else still answers. */

const ADMIN_EMAIL = 'maint.boss@casino.test';
const ADMIN_PASSWORD = 'first-admin-password';
const ctx = setupTestApp({
  env: { ...AUTH_ENV, OPERATOR_EMAIL: ADMIN_EMAIL, OPERATOR_PASSWORD: ADMIN_PASSWORD },
});

async function admin() {
  await ctx.app.operators.ensureFirstOperator();
  return operatorSignin(ctx.app, ADMIN_EMAIL, ADMIN_PASSWORD);
}

const LAUNCH = `lobbyUrl=${encodeURIComponent('/')}&language=ja`;

describe('maintenance', () => {
  it('refuses launches, studio play and bonus claims with 503 MAINTENANCE while health, channel, games, balance and the back office answer', async () => {
    const { browser } = await signedUp(ctx.app);
    const boss = await admin();
    // Before: a launch works.
    expect((await browser.get(`/launchgame?gameCode=WNF_BATTLE_DWARF&${LAUNCH}`)).statusCode).toBe(200);

    expect((await boss.patch('/operator/flags', { maintenence: true })).statusCode).toBe(200);
    const refused = [
      await browser.get(`/launchgame?gameCode=WNF_BATTLE_DWARF&${LAUNCH}`),
      await new Browser(ctx.app).get(
        `/launch-demo?gameCode=WNF_BATTLE_DWARF&currency=PTS&brand=casino&${LAUNCH}`,
      ),
      await browser.get(`/launch-sportsbook?${LAUNCH}`),
      await browser.post('/studio/session', { launchToken: 'x'.repeat(40) }),
      await browser.post('/studio/round', {
        gameSessionId: 'x'.repeat(40),
        bet: 10,
        roundKey: 'k'.repeat(16),
      }),
      await browser.post('/claimDailyBonus', {}),
      await browser.post('/claimBonus', {}),
    ];
    for (const res of refused) {
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual(ERROR('MAINTENANCE'));
    }

    expect((await browser.get('/health')).statusCode).toBe(200);
    const channel = await browser.get('/channel?channelCode=WEB');
    expect(channel.statusCode).toBe(200);
    expect(channel.json().featureFlags.maintenence).toBe(true);
    expect((await browser.get('/games?siteRef=casino-web')).statusCode).toBe(200);
    expect((await browser.get('/balance')).statusCode).toBe(200);
    expect((await browser.get('/kyc')).statusCode).toBe(200);
    expect((await boss.get('/operator/players')).statusCode).toBe(200);

    expect((await boss.patch('/operator/flags', { maintenence: false })).statusCode).toBe(200);
    expect((await browser.get(`/launchgame?gameCode=WNF_BATTLE_DWARF&${LAUNCH}`)).statusCode).toBe(200);
  });
});
