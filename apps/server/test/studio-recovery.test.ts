import { describe, expect, it } from 'vitest';
import * as studioRepo from '../src/modules/studio/studio.repository.ts';
import { createWalletService } from '../src/modules/wallet/wallet.service.ts';
import { AUTH_ENV, type Browser, signedUp } from './auth-helpers.ts';
import { manualClock, setupTestApp } from './helper.ts';

/**
 * Issue 17, hole 8: a process that dies between a studio round's outcome and its win. The database is
 * left exactly as playReal leaves it at that point (round claimed, bet taken, outcome recorded, no
 * win); recovery must pay the recorded win, and only an undecided round is refunded.
 */
const clock = manualClock();
const ctx = setupTestApp({ env: AUTH_ENV, clock });
const MINUTE = 60_000;

async function crashedRound(browser: Browser, accountId: string, roundKey: string, win: number | null) {
  const launch = await browser.get('/launchgame?gameCode=WNF_AZTEC_X&lobbyUrl=%2F&language=ja');
  const token = new URL(launch.json().url, 'http://localhost').searchParams.get('launch');
  expect((await browser.post('/studio/session', { launchToken: token })).statusCode).toBe(200);
  const session = await ctx.db
    .selectFrom('studio_sessions')
    .select('session_hash')
    .where('account_id', '=', accountId)
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
  const hash = session.session_hash;
  const roundId = `crash-${roundKey}`;
  // 1. the claim, 2. the bet (through the wallet, as the studio does), 3. the outcome — then the crash.
  await studioRepo.insertRoundIfMissing(ctx.db, {
    session_hash: hash,
    round_key: roundKey,
    round_id: roundId,
    bet: 100,
    bet_input: JSON.stringify({ bet: 100 }),
    status: 'PENDING',
    win: null,
    outcome: null,
    balance_after: null,
    created_at: clock.now(),
    settled_at: null,
  });
  const wallet = createWalletService(ctx.db, { clock });
  await wallet.bet({
    provider: 'studio',
    accountId,
    roundId,
    sessionId: `gs-${hash.slice(0, 32)}`,
    gameCode: 'WNF_AZTEC_X',
    transactionId: `${roundId}:bet`,
    amount: 100,
  });
  if (win !== null) {
    expect(await studioRepo.recordOutcome(ctx.db, hash, roundKey, win, { totalWin: win })).toBe(true);
  }
  return { hash, roundId };
}

const balance = async (browser: Browser) => (await browser.get('/balance')).json().balance as number;

describe('recovery of crashed studio rounds', () => {
  it('pays a decided round its recorded win and refunds only an undecided one', async () => {
    const { browser, accountId } = await signedUp(ctx.app);
    const start = await balance(browser);
    const decided = await crashedRound(browser, accountId, 'decided-1', 250);
    const undecided = await crashedRound(browser, accountId, 'undecided-1', null);
    expect(await balance(browser)).toBe(start - 200);

    clock.advance(2 * MINUTE); // the server is back; its job runs
    await ctx.app.jobs.runOnce();
    expect(await balance(browser)).toBe(start - 200 + 250);
    const round = await studioRepo.findRound(ctx.db, decided.hash, 'decided-1');
    expect(round?.status).toBe('SETTLED');

    clock.advance(61 * MINUTE); // the sweeper's hour: only the undecided round is refunded
    await ctx.app.jobs.runOnce();
    await ctx.app.jobs.runOnce();
    expect(await balance(browser)).toBe(start + 150);
    const rows = await ctx.db
      .selectFrom('wallet_transactions')
      .select(['transaction_type', 'amount', 'round_id'])
      .where('account_id', '=', accountId)
      .where('round_id', 'in', [decided.roundId, undecided.roundId])
      .orderBy('transaction_id')
      .execute();
    expect(rows.map((r) => [r.round_id, r.transaction_type, Number(r.amount)])).toEqual([
      [decided.roundId, 'BET', -100],
      [undecided.roundId, 'BET', -100],
      [decided.roundId, 'WIN', 250],
      [undecided.roundId, 'ROLLBACK', 100],
    ]);
    const sum = rows.reduce((acc, r) => acc + Number(r.amount), 0);
    expect(sum).toBe(150);
  });
});
