import { describe, expect, it } from 'vitest';
import { launchResponseSchema } from '@casino/contract';
import { AUTH_ENV, signedUp } from './auth-helpers.ts';
import { ON_POSTGRES, manualClock, setupTestApp } from './helper.ts';

/**
 * 50 concurrent bets against a wager limit (issue 28): exactly the bets within the limit pass. It
 * proves something on PostgreSQL (`PG_PORT=… bash scripts/with-postgres.sh npx vitest run --project
 * server apps/server/test/responsible-play.race.test.ts`); PGlite runs one transaction at a time.
 * The gate counts in the bet's own transaction under the wallet lock (responsible-play.gate.ts).
 */

const clock = manualClock(new Date('2030-01-15T03:00:00Z'));
const ctx = setupTestApp({ env: { ...AUTH_ENV, WALLET_SIGNUP_BONUS: '1000000' }, clock });
const N = 50;

describe(`responsible-play race (${ON_POSTGRES ? 'PostgreSQL' : 'PGlite: serialised, proves little'})`, () => {
  it('50 concurrent studio rounds against a daily wager limit: exactly those within it are played', async () => {
    const { browser, accountId } = await signedUp(ctx.app);
    const launch = await browser.get('/launchgame?gameCode=WNF_AZTEC_X&lobbyUrl=%2F&language=en');
    const launchToken = new URL(launchResponseSchema.parse(launch.json()).url, 'http://x').searchParams.get(
      'launch',
    );
    const { gameSessionId } = (await browser.post('/studio/session', { launchToken })).json();
    const round = (key: string) => browser.post('/studio/round', { gameSessionId, bet: 100, roundKey: key });

    // One round first: its stake is what every round costs.
    expect((await round('race-first')).statusCode).toBe(200);
    const bets = () =>
      ctx.db
        .selectFrom('wallet_transactions')
        .select('amount')
        .where('account_id', '=', accountId)
        .where('transaction_type', '=', 'BET')
        .execute();
    const stake = -Number((await bets())[0]!.amount);
    expect(stake).toBeGreaterThan(0);
    const within = 23;
    const limit = stake * (1 + within);
    const set = await browser.put('/responsible-play/limits', {
      limits: [{ kind: 'wager', period: 'daily', value: limit }],
    });
    expect(set.statusCode).toBe(200);

    const results = await Promise.all(Array.from({ length: N }, (_, i) => round(`race-round-${i}`)));
    const codes = results.map((r) => (r.statusCode === 200 ? 'OK' : (r.json().error.code as string)));
    expect(codes.filter((c) => c === 'OK')).toHaveLength(within);
    expect(codes.filter((c) => c === 'PLAY_LIMIT_REACHED')).toHaveLength(N - within);
    const all = await bets();
    expect(all).toHaveLength(1 + within);
    expect(all.reduce((sum, b) => sum - Number(b.amount), 0)).toBe(limit);
    const limits = (await browser.get('/responsible-play/limits')).json().limits;
    expect(limits).toContainEqual(expect.objectContaining({ kind: 'wager', period: 'daily', used: limit }));
  });
});
