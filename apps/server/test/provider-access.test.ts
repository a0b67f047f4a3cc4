import { describe, expect, it } from 'vitest';
import { WALLET_PATHS, launchResponseSchema } from '@casino/contract';
import { signWalletRequest } from '../src/modules/wallet/game-wallet/wallet-provider.routes.ts';
import { AUTH_ENV, type Browser, signedUp } from './auth-helpers.ts';
import { manualClock, setupTestApp } from './helper.ts';

/**
 * Issue 24, hole 4: a provider's secret used to debit any account, for any game code (in-house ones
 * too), read any balance, and pay a win of 1e15 on a 100-coin round. Now a provider reads and bets only
 * for players it launched, in the game it launched (its own), and a round's wins are capped by a
 * multiple of its stake and by the provider's maximum; every refusal moves nothing and writes nothing.
 */

const SECRETS = { acme: 'a'.repeat(40), other: 'o'.repeat(40), bookie: 'b'.repeat(40) };
type Provider = keyof typeof SECRETS;
const clock = manualClock(new Date('2030-01-01T00:00:00Z'));
const ctx = setupTestApp({
  env: {
    ...AUTH_ENV,
    WALLET_SIGNUP_BONUS: '100000',
    WALLET_PROVIDERS: Object.entries(SECRETS)
      .map(([code, secret]) => `${code}:${secret}`)
      .join(','),
    GAME_PROVIDER_URLS:
      'EVO_LIVE_FUNKY_TIME=acme@https://acme.example/launch,WNF_NEON_KOI=acme@https://acme.example/slots,' +
      'WNF_LUCKY_NEKO=other@https://other.example/launch',
    SPORTSBOOK_URL: 'bookie@https://sports.example/play',
    WALLET_MAX_WIN_MULTIPLE: '100',
    WALLET_PROVIDER_MAX_WIN: 'acme:50000',
    WALLET_PROVIDER_SESSION_MINUTES: '600',
  },
  clock,
});

function signed(path: string, body: object, provider: Provider = 'acme') {
  const raw = JSON.stringify(body);
  const ts = String(Math.floor(clock.now().getTime() / 1000));
  return ctx.app.inject({
    method: 'POST',
    url: `/api${path}`,
    headers: {
      'content-type': 'application/json',
      'x-provider': provider,
      'x-timestamp': ts,
      'x-signature': signWalletRequest(SECRETS[provider], ts, raw),
    },
    payload: raw,
  });
}

/** The player launches `gameCode` (or the sportsbook) and `provider` trades the launch token. */
async function launchAt(browser: Browser, provider: Provider, gameCode: string | 'SPORTSBOOK') {
  const query = 'lobbyUrl=%2F&language=en';
  const res = await browser.get(
    gameCode === 'SPORTSBOOK' ? `/launch-sportsbook?${query}` : `/launchgame?gameCode=${gameCode}&${query}`,
  );
  expect(res.statusCode).toBe(200);
  const launchToken = new URL(launchResponseSchema.parse(res.json()).url).searchParams.get('launch');
  const session = await signed(WALLET_PATHS.providerSession, { launchToken }, provider);
  expect(session.statusCode).toBe(200);
}

async function ledger(accountId: string) {
  const rows = await ctx.db
    .selectFrom('wallet_transactions')
    .select(['transaction_type', 'amount'])
    .where('account_id', '=', accountId)
    .orderBy('transaction_id')
    .execute();
  return rows.map((r) => [r.transaction_type, Number(r.amount)]);
}

async function balanceOf(browser: Browser) {
  return (await browser.get('/balance')).json().balance as number;
}

const refused = (res: { statusCode: number; json(): unknown }, status: number, code: string) => {
  expect(res.statusCode).toBe(status);
  expect(res.json()).toEqual({ error: { code } });
};

let n = 0;
const ids = (prefix: string) => ({ roundId: `${prefix}-r${++n}`, transactionId: `${prefix}-t${n}` });

describe('a provider touches only the players it launched (issue 24, hole 4)', () => {
  it('refuses the balance of, and a bet for, an account never launched at that provider: nothing moves', async () => {
    const { browser, accountId } = await signedUp(ctx.app);
    refused(await signed(WALLET_PATHS.providerBalance, { accountId }), 403, 'SESSION_NOT_FOUND');
    const bet = { accountId, gameCode: 'EVO_LIVE_FUNKY_TIME', ...ids('never'), amount: 100 };
    refused(await signed(WALLET_PATHS.providerBet, bet), 403, 'SESSION_NOT_FOUND');
    // A "rollback before bet" would write a (zero) row in the player's ledger: refused too.
    const early = { accountId, roundId: 'never-rb', transactionId: 'never-rb-t', rollbackOf: 'never-x' };
    refused(await signed(WALLET_PATHS.providerRollback, early), 403, 'SESSION_NOT_FOUND');
    expect(await balanceOf(browser)).toBe(100_000);
    expect(await ledger(accountId)).toEqual([['SIGNUP_BONUS', 100_000]]);

    // Launched at acme: acme may read and bet; the other provider still may not.
    await launchAt(browser, 'acme', 'EVO_LIVE_FUNKY_TIME');
    expect((await signed(WALLET_PATHS.providerBalance, { accountId })).json()).toEqual({
      balance: 100_000,
      currency: 'PTS',
    });
    expect((await signed(WALLET_PATHS.providerBet, bet)).statusCode).toBe(200);
    refused(await signed(WALLET_PATHS.providerBalance, { accountId }, 'other'), 403, 'SESSION_NOT_FOUND');
    const theirs = { accountId, gameCode: 'WNF_LUCKY_NEKO', ...ids('other'), amount: 100 };
    refused(await signed(WALLET_PATHS.providerBet, theirs, 'other'), 403, 'SESSION_NOT_FOUND');
    expect(await ledger(accountId)).toEqual([
      ['SIGNUP_BONUS', 100_000],
      ['BET', -100],
    ]);
  });

  it("refuses a bet in another provider's game, an in-house game, or its own game the player did not open", async () => {
    const { browser, accountId } = await signedUp(ctx.app);
    await launchAt(browser, 'acme', 'EVO_LIVE_FUNKY_TIME');
    const bet = (gameCode: string) => ({ accountId, gameCode, ...ids('game'), amount: 100 });
    refused(await signed(WALLET_PATHS.providerBet, bet('WNF_AZTEC_X')), 403, 'GAME_NOT_ALLOWED');
    refused(await signed(WALLET_PATHS.providerBet, bet('WNF_LUCKY_NEKO')), 403, 'GAME_NOT_ALLOWED');
    refused(await signed(WALLET_PATHS.providerBet, bet('SPORTSBOOK')), 403, 'GAME_NOT_ALLOWED');
    refused(await signed(WALLET_PATHS.providerBet, bet('WNF_NEON_KOI')), 403, 'SESSION_NOT_FOUND');
    expect(await balanceOf(browser)).toBe(100_000);
    expect(await ledger(accountId)).toEqual([['SIGNUP_BONUS', 100_000]]);
    // Once the player opens that game at acme, the same bet is accepted.
    await launchAt(browser, 'acme', 'WNF_NEON_KOI');
    expect((await signed(WALLET_PATHS.providerBet, bet('WNF_NEON_KOI'))).statusCode).toBe(200);
  });

  it('binds the sportsbook the same way', async () => {
    const { browser, accountId } = await signedUp(ctx.app);
    const stranger = await signedUp(ctx.app);
    await launchAt(browser, 'bookie', 'SPORTSBOOK');
    const bet = (who: string, gameCode = 'SPORTSBOOK') => ({
      accountId: who,
      gameCode,
      ...ids('sb'),
      amount: 50,
    });
    expect((await signed(WALLET_PATHS.providerBet, bet(accountId), 'bookie')).statusCode).toBe(200);
    refused(
      await signed(WALLET_PATHS.providerBet, bet(stranger.accountId), 'bookie'),
      403,
      'SESSION_NOT_FOUND',
    );
    refused(
      await signed(WALLET_PATHS.providerBet, bet(accountId, 'EVO_LIVE_FUNKY_TIME'), 'bookie'),
      403,
      'GAME_NOT_ALLOWED',
    );
    refused(await signed(WALLET_PATHS.providerBet, bet(accountId)), 403, 'GAME_NOT_ALLOWED'); // acme
    expect(await ledger(stranger.accountId)).toEqual([['SIGNUP_BONUS', 100_000]]);
    expect(await balanceOf(browser)).toBe(99_950);
  });

  it("caps a round's wins at WALLET_MAX_WIN_MULTIPLE × its stake and at the provider's maximum", async () => {
    const { browser, accountId } = await signedUp(ctx.app);
    await launchAt(browser, 'acme', 'EVO_LIVE_FUNKY_TIME');
    const round = { accountId, gameCode: 'EVO_LIVE_FUNKY_TIME', ...ids('cap') };
    expect((await signed(WALLET_PATHS.providerBet, { ...round, amount: 100 })).statusCode).toBe(200);
    const win = (transactionId: string, amount: number, closeRound = true) =>
      signed(WALLET_PATHS.providerWin, { ...round, transactionId, amount, closeRound });
    const before = await ledger(accountId);
    refused(await win('cap-w1', 1e15), 409, 'WIN_LIMIT_EXCEEDED');
    refused(await win('cap-w2', 10_001), 409, 'WIN_LIMIT_EXCEEDED'); // 100 × 100 + 1
    expect(await ledger(accountId)).toEqual(before);
    expect(await balanceOf(browser)).toBe(99_900);
    // Several wins of one round add up against the same cap.
    expect((await win('cap-w3', 4000, false)).statusCode).toBe(200);
    refused(await win('cap-w4', 6001), 409, 'WIN_LIMIT_EXCEEDED');
    expect((await win('cap-w5', 6000)).json()).toMatchObject({ amount: 6000, balance: 109_900 });

    // 1,000 × 100 = 100,000 by the multiple, but acme's maximum (WALLET_PROVIDER_MAX_WIN) is 50,000.
    const big = { accountId, gameCode: 'EVO_LIVE_FUNKY_TIME', ...ids('max') };
    expect((await signed(WALLET_PATHS.providerBet, { ...big, amount: 1000 })).statusCode).toBe(200);
    const bigWin = (transactionId: string, amount: number) =>
      signed(WALLET_PATHS.providerWin, { ...big, transactionId, amount });
    refused(await bigWin('max-w1', 50_001), 409, 'WIN_LIMIT_EXCEEDED');
    expect(await balanceOf(browser)).toBe(108_900);
    expect((await bigWin('max-w2', 50_000)).statusCode).toBe(200);
    expect(await balanceOf(browser)).toBe(158_900);
  });

  it('replays an accepted call with its first result, also after the session has expired', async () => {
    const { browser, accountId } = await signedUp(ctx.app);
    await launchAt(browser, 'acme', 'EVO_LIVE_FUNKY_TIME');
    const round = { accountId, gameCode: 'EVO_LIVE_FUNKY_TIME', ...ids('late') };
    const bet = { ...round, amount: 100 };
    const first = await signed(WALLET_PATHS.providerBet, bet);
    expect(first.json()).toMatchObject({ amount: -100, balance: 99_900, replayed: false });

    clock.advance(601 * 60_000); // WALLET_PROVIDER_SESSION_MINUTES = 600
    expect((await signed(WALLET_PATHS.providerBet, bet)).json()).toEqual({ ...first.json(), replayed: true });
    const next = { ...bet, ...ids('late') };
    refused(await signed(WALLET_PATHS.providerBet, next), 403, 'SESSION_NOT_FOUND');
    refused(await signed(WALLET_PATHS.providerBalance, { accountId }), 403, 'SESSION_NOT_FOUND');
    // The open round still settles (a win needs no live session), within its cap, and replays.
    const win = { ...round, transactionId: 'late-win', amount: 300 };
    const paid = await signed(WALLET_PATHS.providerWin, win);
    expect(paid.json()).toMatchObject({ amount: 300, balance: 100_200, replayed: false });
    expect((await signed(WALLET_PATHS.providerWin, win)).json()).toEqual({ ...paid.json(), replayed: true });
    expect(await ledger(accountId)).toEqual([
      ['SIGNUP_BONUS', 100_000],
      ['BET', -100],
      ['WIN', 300],
    ]);
  });
});
