import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TRANSACTION_TYPES, WALLET_PATHS, launchResponseSchema } from '@casino/contract';
import { MOVEMENT_CLASSES } from '../src/modules/wallet/coin-moves/play-gate.ts';
import { signWalletRequest } from '../src/modules/wallet/game-wallet/wallet-provider.routes.ts';
import { promoCodeSubject } from '../src/modules/content/promotions.admin.ts';
import { AUTH_ENV, Browser, PASSWORD, signedUp } from './auth-helpers.ts';
import { manualClock, setupTestApp } from './helper.ts';

/**
 * Responsible play (issue 28, docs/responsible-play.md): the one gate every coin path passes, limits
 * (lower at once, higher after 24 h, the lower of two), breaks and self-exclusion, the lift of an
 * indefinite exclusion. The race of 50 bets against a limit is in responsible-play.race.test.ts.
 */

const SECRET = 'a'.repeat(40);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
// Wednesday 15 January 2030, 12:00 in Tokyo: a month and a week with room on both sides.
const clock = manualClock(new Date('2030-01-15T03:00:00Z'));
const ctx = setupTestApp({
  env: {
    ...AUTH_ENV,
    WALLET_SIGNUP_BONUS: '100000',
    WALLET_PROVIDERS: `acme:${SECRET}`,
    GAME_PROVIDER_URLS: 'EVO_LIVE_FUNKY_TIME=acme@https://acme.example/launch',
    WALLET_PROVIDER_SESSION_MINUTES: '43200',
    SESSION_IDLE_MINUTES: '525600',
    SESSION_ABSOLUTE_DAYS: '3650',
  },
  clock,
});

function signed(pathName: string, body: object) {
  const raw = JSON.stringify(body);
  const ts = String(Math.floor(clock.now().getTime() / 1000));
  return ctx.app.inject({
    method: 'POST',
    url: `/api${pathName}`,
    headers: {
      'content-type': 'application/json',
      'x-provider': 'acme',
      'x-timestamp': ts,
      'x-signature': signWalletRequest(SECRET, ts, raw),
    },
    payload: raw,
  });
}

async function launchToken(browser: Browser, gameCode: string) {
  const res = await browser.get(`/launchgame?gameCode=${gameCode}&lobbyUrl=%2F&language=en`);
  expect(res.statusCode, res.body).toBe(200);
  return new URL(launchResponseSchema.parse(res.json()).url, 'http://x').searchParams.get('launch')!;
}

/** A studio game session and an acme session of the player, opened while they may play. */
async function sessions(browser: Browser) {
  const studio = await browser.post('/studio/session', {
    launchToken: await launchToken(browser, 'WNF_AZTEC_X'),
  });
  expect(studio.statusCode).toBe(200);
  const acme = await signed(WALLET_PATHS.providerSession, {
    launchToken: await launchToken(browser, 'EVO_LIVE_FUNKY_TIME'),
  });
  expect(acme.statusCode).toBe(200);
  return {
    studioToken: await launchToken(browser, 'WNF_AZTEC_X'),
    gameSessionId: studio.json().gameSessionId as string,
  };
}

let n = 0;
const providerBet = (accountId: string, amount: number, roundId = `rp-r${++n}`) =>
  signed(WALLET_PATHS.providerBet, {
    accountId,
    gameCode: 'EVO_LIVE_FUNKY_TIME',
    roundId,
    transactionId: `rp-t${++n}`,
    amount,
  });

async function ledger(accountId: string) {
  const rows = await ctx.db
    .selectFrom('wallet_transactions')
    .select(['transaction_type', 'amount'])
    .where('account_id', '=', accountId)
    .orderBy('transaction_id')
    .execute();
  return rows.map((r) => [r.transaction_type, Number(r.amount)]);
}

async function promoCode(code: string) {
  const now = clock.now();
  const period = { starts_at: new Date('2029-01-01T00:00:00Z'), ends_at: new Date('2031-01-01T00:00:00Z') };
  await ctx.db
    .insertInto('promotions')
    .values({
      slug: code.toLowerCase(),
      banner_url: null,
      cta_path: '/',
      published: true,
      ...period,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await ctx.db
    .insertInto('promo_codes')
    .values({
      code,
      promotion_slug: code.toLowerCase(),
      amount: 500,
      max_redemptions: 100,
      disabled: false,
      ...period,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await ctx.app.approvals.propose(
    ctx.db,
    { system: 'test' },
    promoCodeSubject({ code, amount: 500, max_redemptions: 100 }),
  );
}

const SRC = path.join(import.meta.dirname, '../src');
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? sourceFiles(full) : full.endsWith('.ts') ? [full] : [];
  });
}

describe('one gate for every coin path', () => {
  it('classifies every ledger movement type: play and rewards are gated, the rest listed as not by play', () => {
    // A new TransactionType does not compile until MOVEMENT_CLASSES names it; this list must then be
    // extended on purpose, with the reason in coin-moves/play-gate.ts.
    expect(Object.keys(MOVEMENT_CLASSES).sort()).toEqual([...TRANSACTION_TYPES].sort());
    expect(MOVEMENT_CLASSES).toEqual({
      BET: 'play',
      SIGNUP_BONUS: 'reward',
      DAILY_BONUS: 'reward',
      PROMO_BONUS: 'reward',
      WIN: 'payout',
      RAFFLE_PRIZE: 'payout',
      TOURNAMENT_PRIZE: 'payout',
      LEVEL_REWARD: 'reward',
      VIP_GIFT: 'reward',
      JACKPOT: 'payout',
      ROLLBACK: 'refund',
      ADJUSTMENT: 'operator',
    });
  });

  it('has no way to write a ledger row but the two that ask the gate', () => {
    // The repository's functions that write ledger rows or balances, and every file that calls them.
    const WRITE = /(?<!function )\b(insertTransactions?|applyDelta|applyBetAndWin)\(/;
    const writers = sourceFiles(SRC)
      .filter((file) => WRITE.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(SRC, file))
      .sort();
    expect(writers).toEqual([
      'modules/wallet/game-wallet/instant-round-move.ts',
      'modules/wallet/ledger/ledger-moves.ts',
    ]);
    for (const file of writers)
      expect(readFileSync(path.join(SRC, file), 'utf8')).toMatch(/\.admit\(tx, gated\(/);
    // And the app's wallet is built with responsible play's gate, not the open one of unit tests.
    expect(readFileSync(path.join(SRC, 'wiring/services.ts'), 'utf8')).toMatch(
      /effects: appCoinMoveEffects\(responsiblePlay, /,
    );
    expect(readFileSync(path.join(SRC, 'wiring/coin-move-effects.ts'), 'utf8')).toMatch(
      /limitAccounting: responsiblePlay\.gate/,
    );
  });

  it('a player on a break moves no coin by play on any path, and still signs in, reads and deletes', async () => {
    const { browser, accountId, email } = await signedUp(ctx.app);
    const { studioToken, gameSessionId } = await sessions(browser);
    await promoCode('RPBREAK1');
    // A round opened at the provider before the break: its win is still paid afterwards.
    const open = await providerBet(accountId, 100, 'rp-open-round');
    expect(open.statusCode).toBe(200);
    const before = await ledger(accountId);

    const wrong = await browser.post('/responsible-play/break', { days: 7, password: 'not-the-password' });
    expect(wrong.json()).toEqual({ error: { code: 'INVALID_CURRENT_PASSWORD' } });
    const taken = await browser.post('/responsible-play/break', { days: 7, password: PASSWORD });
    expect(taken.statusCode).toBe(200);
    const until = new Date(clock.now().getTime() + 7 * DAY).toISOString();
    expect(taken.json()).toMatchObject({
      canPlay: false,
      restriction: { type: 'break', period: '7d', endsAt: until },
    });

    const refusal = { error: { code: 'PLAY_ON_BREAK', until } };
    const paths = {
      launch: await browser.get('/launchgame?gameCode=WNF_AZTEC_X&lobbyUrl=%2F&language=en'),
      studioSession: await browser.post('/studio/session', { launchToken: studioToken }),
      studioRound: await browser.post('/studio/round', { gameSessionId, bet: 100, roundKey: 'rp-break-1' }),
      dailyBonus: await browser.post('/claimDailyBonus'),
      promoCode: await browser.post('/promo-codes/redeem', { code: 'RPBREAK1' }),
    };
    for (const [name, res] of Object.entries(paths)) {
      expect(res.statusCode, name).toBe(403);
      expect(res.json(), name).toEqual(refusal);
    }
    const bet = await providerBet(accountId, 100);
    expect(bet.statusCode).toBe(403);
    expect(bet.json()).toEqual({ error: { code: 'PLAY_ON_BREAK' } });
    expect(await ledger(accountId)).toEqual(before);

    // What accepted play won is paid.
    const win = await signed(WALLET_PATHS.providerWin, {
      accountId,
      gameCode: 'EVO_LIVE_FUNKY_TIME',
      roundId: 'rp-open-round',
      transactionId: 'rp-open-win',
      amount: 150,
    });
    expect(win.statusCode).toBe(200);

    // Balance, history, settings and sign-in still work.
    expect((await browser.get('/balance')).statusCode).toBe(200);
    expect((await browser.get('/get-bet-history?page=1')).statusCode).toBe(200);
    expect((await browser.get('/responsible-play/limits')).statusCode).toBe(200);
    const again = new Browser(ctx.app);
    expect((await again.post('/auth/signin', { email, password: PASSWORD })).statusCode).toBe(200);
    expect((await again.get('/responsible-play/status')).json()).toMatchObject({ canPlay: false });

    // A break cannot be shortened; a longer exclusion can follow it.
    const shorter = await browser.post('/responsible-play/break', { days: 1, password: PASSWORD });
    expect(shorter.json()).toEqual({ error: { code: 'PLAY_RESTRICTION_NOT_SHORTENED' } });

    // When it ends, play comes back.
    clock.advance(7 * DAY);
    expect((await browser.get('/responsible-play/status')).json()).toMatchObject({
      canPlay: true,
      restriction: null,
    });
    expect((await providerBet(accountId, 100)).statusCode).toBe(200);

    // And the account can be deleted.
    await browser.post('/responsible-play/break', { days: 1, password: PASSWORD });
    expect((await browser.post('/auth/delete-account', { password: PASSWORD })).statusCode).toBe(204);
  });

  it('a self-excluded player is refused with PLAY_SELF_EXCLUDED', async () => {
    const { browser, accountId } = await signedUp(ctx.app);
    await sessions(browser);
    const res = await browser.post('/responsible-play/self-exclusion', { period: '1y', password: PASSWORD });
    expect(res.statusCode).toBe(200);
    const launch = await browser.get('/launchgame?gameCode=WNF_AZTEC_X&lobbyUrl=%2F&language=en');
    expect(launch.statusCode).toBe(403);
    expect(launch.json().error.code).toBe('PLAY_SELF_EXCLUDED');
    expect((await providerBet(accountId, 10)).json()).toEqual({ error: { code: 'PLAY_SELF_EXCLUDED' } });
    // Not liftable: only an indefinite exclusion may be asked to be lifted.
    const lift = await browser.post('/responsible-play/self-exclusion/lift-request', { password: PASSWORD });
    expect(lift.json()).toEqual({ error: { code: 'SELF_EXCLUSION_NOT_LIFTABLE' } });
  });
});

describe('limits the player sets', () => {
  it('a lower limit applies at once, a raise only after 24 hours (pending with its time)', async () => {
    const { browser, accountId } = await signedUp(ctx.app);
    await sessions(browser);
    const set = await browser.put('/responsible-play/limits', {
      limits: [{ kind: 'wager', period: 'monthly', value: 1000 }],
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().limits).toContainEqual(
      expect.objectContaining({ kind: 'wager', period: 'monthly', value: 1000, pending: null, used: 0 }),
    );
    expect((await providerBet(accountId, 600)).statusCode).toBe(200);
    const over = await providerBet(accountId, 500);
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({ error: { code: 'PLAY_LIMIT_REACHED' } });
    expect((await providerBet(accountId, 400)).statusCode).toBe(200); // exactly 1,000

    const raisedAt = clock.now().getTime();
    const raise = await browser.put('/responsible-play/limits', {
      limits: [{ kind: 'wager', period: 'monthly', value: 5000 }],
    });
    expect(raise.json().limits).toContainEqual(
      expect.objectContaining({
        kind: 'wager',
        period: 'monthly',
        value: 1000,
        used: 1000,
        pending: { value: 5000, effectiveAt: new Date(raisedAt + DAY).toISOString() },
      }),
    );
    // The player-facing refusal says which limit, and when its period starts again.
    const round = await browser.post('/studio/round', {
      gameSessionId: (
        await browser.post('/studio/session', { launchToken: await launchToken(browser, 'WNF_AZTEC_X') })
      ).json().gameSessionId,
      bet: 100,
      roundKey: 'rp-limit-1',
    });
    expect(round.statusCode).toBe(409);
    expect(round.json()).toEqual({
      error: {
        code: 'PLAY_LIMIT_REACHED',
        limit: { kind: 'wager', period: 'monthly', value: 1000 },
        until: '2030-01-31T15:00:00.000Z',
      },
    });
    clock.advance(DAY - 60_000);
    expect((await providerBet(accountId, 100)).statusCode).toBe(409); // 23 h 59 min: still 1,000
    clock.advance(60_000);
    expect((await providerBet(accountId, 100)).statusCode).toBe(200); // 24 h: 5,000
    expect((await browser.get('/responsible-play/limits')).json().limits).toContainEqual(
      expect.objectContaining({ kind: 'wager', period: 'monthly', value: 5000, pending: null, used: 1100 }),
    );

    // A removal waits 24 h too; lowering again applies at once and cancels it.
    await browser.put('/responsible-play/limits', {
      limits: [{ kind: 'wager', period: 'monthly', value: null }],
    });
    const lowered = await browser.put('/responsible-play/limits', {
      limits: [{ kind: 'wager', period: 'monthly', value: 1100 }],
    });
    expect(lowered.json().limits).toContainEqual(
      expect.objectContaining({ kind: 'wager', period: 'monthly', value: 1100, pending: null }),
    );
    expect((await providerBet(accountId, 1)).statusCode).toBe(409);
  });

  it('the lower of two applicable limits applies; a loss limit counts wins back', async () => {
    const { browser, accountId } = await signedUp(ctx.app);
    await sessions(browser);
    await browser.put('/responsible-play/limits', {
      limits: [
        { kind: 'wager', period: 'daily', value: 300 },
        { kind: 'wager', period: 'weekly', value: 5000 },
        { kind: 'loss', period: 'weekly', value: 250 },
      ],
    });
    const passed = await providerBet(accountId, 301);
    expect(passed.statusCode).toBe(409);
    expect((await providerBet(accountId, 200, 'rp-loss-round')).statusCode).toBe(200);
    // Net loss 200: a 100 bet could take it to 300 > 250.
    expect((await providerBet(accountId, 100)).statusCode).toBe(409);
    const win = await signed(WALLET_PATHS.providerWin, {
      accountId,
      gameCode: 'EVO_LIVE_FUNKY_TIME',
      roundId: 'rp-loss-round',
      transactionId: 'rp-loss-win',
      amount: 100,
    });
    expect(win.statusCode).toBe(200);
    expect((await providerBet(accountId, 100)).statusCode).toBe(200); // net loss 100 + 100 ≤ 250, wager 300 ≤ 300
    const limits = (await browser.get('/responsible-play/limits')).json().limits;
    expect(limits).toContainEqual(expect.objectContaining({ kind: 'loss', period: 'weekly', used: 200 }));
    expect(limits).toContainEqual(expect.objectContaining({ kind: 'wager', period: 'daily', used: 300 }));
  });

  it('refuses a time limit longer than its period', async () => {
    const { browser } = await signedUp(ctx.app);
    const res = await browser.put('/responsible-play/limits', {
      limits: [{ kind: 'time', period: 'daily', value: 1441 }],
    });
    expect(res.json()).toEqual({ error: { code: 'REQUEST_VALIDATION_ERROR' } });
  });
});

describe('indefinite self-exclusion', () => {
  it('cannot be lifted before 6 months and a 7-day cooling-off, on request', async () => {
    const { browser, email } = await signedUp(ctx.app);
    const start = clock.now();
    const res = await browser.post('/responsible-play/self-exclusion', {
      period: 'indefinite',
      password: PASSWORD,
    });
    expect(res.json()).toMatchObject({ canPlay: false, restriction: { period: 'indefinite', endsAt: null } });
    const sixMonths = new Date(start);
    sixMonths.setUTCMonth(sixMonths.getUTCMonth() + 6);
    expect(res.json().restriction.liftableFrom).toBe(sixMonths.toISOString());

    const lift = () => browser.post('/responsible-play/self-exclusion/lift-request', { password: PASSWORD });
    expect((await lift()).json()).toEqual({ error: { code: 'SELF_EXCLUSION_NOT_LIFTABLE' } });
    clock.advance(sixMonths.getTime() - clock.now().getTime() - 60_000);
    expect((await lift()).json()).toEqual({ error: { code: 'SELF_EXCLUSION_NOT_LIFTABLE' } });
    clock.advance(60_000);
    const asked = await lift();
    expect(asked.statusCode).toBe(200);
    const liftAt = new Date(clock.now().getTime() + 7 * DAY).toISOString();
    expect(asked.json()).toMatchObject({ canPlay: false, restriction: { endsAt: liftAt } });
    expect((await lift()).json()).toEqual({ error: { code: 'SELF_EXCLUSION_NOT_LIFTABLE' } });
    clock.advance(7 * DAY - 60_000);
    const launch = await browser.get('/launchgame?gameCode=WNF_AZTEC_X&lobbyUrl=%2F&language=en');
    expect(launch.json().error.code).toBe('PLAY_SELF_EXCLUDED');
    clock.advance(60_000);
    const again = new Browser(ctx.app);
    expect((await again.post('/auth/signin', { email, password: PASSWORD })).statusCode).toBe(200);
    expect((await again.get('/responsible-play/status')).json()).toMatchObject({ canPlay: true });
  });
});

describe('the play session', () => {
  it('sums this session’s bets and wins and keeps the reality-check interval', async () => {
    const { browser, accountId } = await signedUp(ctx.app, { realityCheckMinutes: 30 });
    await sessions(browser);
    expect((await providerBet(accountId, 250, 'rp-session')).statusCode).toBe(200);
    await signed(WALLET_PATHS.providerWin, {
      accountId,
      gameCode: 'EVO_LIVE_FUNKY_TIME',
      roundId: 'rp-session',
      transactionId: 'rp-session-win',
      amount: 100,
    });
    clock.advance(20 * 60_000);
    const summary = (await browser.get('/responsible-play/session')).json();
    expect(summary).toMatchObject({
      minutesPlayed: 20,
      coinsBet: 250,
      coinsWon: 100,
      net: -150,
      realityCheckMinutes: 30,
    });
    const off = await browser.put('/responsible-play/reality-check', { intervalMinutes: 0 });
    expect(off.json()).toMatchObject({ realityCheckMinutes: 0 });
  });
});
