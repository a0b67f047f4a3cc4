import { describe, expect, it } from 'vitest';
import { WALLET_PATHS, launchResponseSchema, operatorTournamentSchema } from '@casino/contract';
import { signWalletRequest } from '../src/modules/wallet/game-wallet/wallet-provider.routes.ts';
import { AUTH_ENV, type Browser, signedUp } from './auth-helpers.ts';
import { manualClock, setupTestApp } from './helper.ts';
import { operatorSignin } from './operator-helpers.ts';

/**
 * Issue 24, hole 8: a provider bet refunded by the sweeper (WALLET_STALE_ROUND_MINUTES) after its
 * tournament's end kept its score, and the prizes went by it. Standings follow the ledger: the
 * tournament settles only once no round opened before its end can still be refunded, and a refund of a
 * bet inside the window takes its score back, also after the end (docs/decisions/012).
 */

const ADMIN_EMAIL = 'boss@casino.test';
const ADMIN_PASSWORD = 'first-admin-password';
const SECRET = 'a'.repeat(40);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const clock = manualClock(new Date('2030-01-01T00:00:00Z'));
const ctx = setupTestApp({
  env: {
    ...AUTH_ENV,
    OPERATOR_EMAIL: ADMIN_EMAIL,
    OPERATOR_PASSWORD: ADMIN_PASSWORD,
    WALLET_SIGNUP_BONUS: '100000',
    WALLET_PROVIDERS: `acme:${SECRET}`,
    GAME_PROVIDER_URLS: 'EVO_LIVE_FUNKY_TIME=acme@https://acme.example/launch',
    WALLET_STALE_ROUND_MINUTES: '60',
  },
  clock,
});

function signed(path: string, body: object) {
  const raw = JSON.stringify(body);
  const ts = String(Math.floor(clock.now().getTime() / 1000));
  return ctx.app.inject({
    method: 'POST',
    url: `/api${path}`,
    headers: {
      'content-type': 'application/json',
      'x-provider': 'acme',
      'x-timestamp': ts,
      'x-signature': signWalletRequest(SECRET, ts, raw),
    },
    payload: raw,
  });
}

async function launchAtAcme(browser: Browser) {
  const res = await browser.get('/launchgame?gameCode=EVO_LIVE_FUNKY_TIME&lobbyUrl=%2F&language=en');
  const launchToken = new URL(launchResponseSchema.parse(res.json()).url).searchParams.get('launch');
  expect((await signed(WALLET_PATHS.providerSession, { launchToken })).statusCode).toBe(200);
}

let n = 0;
/** One provider round of 100 coins: settled by a win of 0 (a lost round), or left open. */
async function round(accountId: string, settle: boolean) {
  const ids = { accountId, gameCode: 'EVO_LIVE_FUNKY_TIME', roundId: `tr-${++n}` };
  expect(
    (await signed(WALLET_PATHS.providerBet, { ...ids, transactionId: `tb-${n}`, amount: 100 })).statusCode,
  ).toBe(200);
  if (settle)
    expect(
      (await signed(WALLET_PATHS.providerWin, { ...ids, transactionId: `tw-${n}`, amount: 0 })).statusCode,
    ).toBe(200);
}

async function prizes(accountId: string) {
  const rows = await ctx.db
    .selectFrom('wallet_transactions')
    .select('amount')
    .where('account_id', '=', accountId)
    .where('transaction_type', '=', 'TOURNAMENT_PRIZE')
    .execute();
  return rows.map((r) => Number(r.amount));
}

describe('standings follow the ledger (issue 24, hole 8)', () => {
  it('a bet refunded by the sweeper after the end loses its score before the tournament settles', async () => {
    await ctx.app.operators.ensureFirstOperator();
    const operator = await operatorSignin(ctx.app, ADMIN_EMAIL, ADMIN_PASSWORD);
    const start = new Date(clock.now().getTime() + HOUR);
    const created = await operator.post('/operator/tournaments', {
      tournamentRef: 'refund-cup',
      startDateUtc: start.toISOString(),
      endDateUtc: new Date(start.getTime() + 2 * HOUR).toISOString(),
      games: ['EVO_LIVE_FUNKY_TIME'],
      translations: ['ja', 'en'].map((languageCode) => ({
        languageCode,
        languageDisplayName: languageCode,
        title: 'Refund cup',
        description: 'About',
        termsAndConditions: 'Terms',
      })),
      rules: { scoringRule: 'ROUNDS_PLAYED', coinsPerPoint: 1, minBet: 100 },
      prizes: [
        { fromRank: 1, toRank: 1, amount: 5000 },
        { fromRank: 2, toRank: 2, amount: 2000 },
      ],
      recurrence: 'NONE',
    });
    expect(created.statusCode).toBe(201);
    expect(operatorTournamentSchema.parse(created.json()).meta.tournamentStatus).toBe('SCHEDULED');

    const a = await signedUp(ctx.app);
    const b = await signedUp(ctx.app);
    clock.advance(HOUR); // the tournament starts
    await launchAtAcme(a.browser);
    await launchAtAcme(b.browser);
    for (let i = 0; i < 3; i++) await round(b.accountId, true); // B: 3 rounds
    clock.advance(1000);
    for (let i = 0; i < 3; i++) await round(a.accountId, true); // A: 3 rounds, reached after B…
    clock.advance(2 * HOUR - 10 * MINUTE); // ten minutes before the end…
    await round(a.accountId, false); // …a 4th the provider never settles
    const board = async () =>
      (await a.browser.get('/tournaments/refund-cup/leaderboard?limit=10'))
        .json()
        .top.map((e: { displayName: string; score: number }) => [e.displayName, e.score]);
    expect(await board()).toEqual([
      [a.body.displayName, 4],
      [b.body.displayName, 3],
    ]);

    // Ended, but A's open round (opened inside the window) may still be refunded: no settlement yet.
    // (The jobs of one runOnce run side by side: the round is idle 11 minutes, so the sweeper, whichever
    // job runs first, does not refund it yet.)
    clock.advance(11 * MINUTE);
    await ctx.app.jobs.runOnce();
    expect((await a.browser.get('/tournaments/refund-cup')).json().meta.tournamentStatus).not.toBe(
      'COMPLETED',
    );
    expect(await prizes(a.accountId)).toEqual([]);

    // The sweeper refunds it (after the end); the refund takes its round back; then the tournament settles.
    clock.advance(60 * MINUTE);
    await ctx.app.jobs.runOnce(); // the sweeper refunds (settlement may run beside it and wait)…
    await ctx.app.jobs.runOnce(); // …and the next run settles
    const refunds = await ctx.db
      .selectFrom('wallet_transactions')
      .select('amount')
      .where('account_id', '=', a.accountId)
      .where('transaction_type', '=', 'ROLLBACK')
      .execute();
    expect(refunds.map((r) => Number(r.amount))).toEqual([100]);
    const settled = (await a.browser.get('/tournaments/refund-cup')).json();
    expect(settled.meta.tournamentStatus).toBe('COMPLETED');
    expect(settled.winners).toEqual([
      { rank: 1, displayName: b.body.displayName, score: 3, prize: 5000 },
      { rank: 2, displayName: a.body.displayName, score: 3, prize: 2000 },
    ]);
    expect(await prizes(b.accountId)).toEqual([5000]);
    expect(await prizes(a.accountId)).toEqual([2000]);
  });
});
