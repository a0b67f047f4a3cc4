import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScoringRule } from '@casino/contract';
import { migrateToLatest } from '../src/db/migrate.ts';
import { rankOf } from '../src/modules/tournaments/tournaments.repository.ts';
import { insertTestTournament } from './support/tournament-row.ts';
import { createTournamentObserver, roundPoints } from '../src/modules/tournaments/tournaments.scoring.ts';
import { GameMovementObservers } from '../src/modules/wallet/coin-moves/game-movement.ts';
import { createWalletService, type WalletService } from '../src/modules/wallet/wallet.service.ts';
import { createTestDatabase, manualClock, testAccount, type TestDatabase } from './helper.ts';

/** Scores from ledger movements: each rule, the minimum bet, wins, rollbacks, replays, the window. */

let testDb: TestDatabase;
const clock = manualClock(new Date('2030-01-01T00:00:00Z'));
let wallet: WalletService;
/** The tournaments each movement touched (the live streams' leaderboard hint). */
const scored: string[] = [];

beforeAll(async () => {
  testDb = await createTestDatabase();
  await migrateToLatest(testDb.db);
  const observers = new GameMovementObservers();
  observers.add(createTournamentObserver((id) => scored.push(id)));
  wallet = createWalletService(testDb.db, { clock, signupBonus: 1_000_000, observers });
});
afterAll(async () => {
  await testDb?.destroy();
});

let n = 0;
async function tournament(rule: ScoringRule, minBet = 0, games = ['WNF_AZTEC_X']) {
  const now = clock.now();
  const row = await insertTestTournament(
    testDb.db,
    {
      tournament_ref: `t-${rule.toLowerCase().replaceAll('_', '-')}-${++n}`,
      games: JSON.stringify(games),
      scoring_rule: rule,
      coins_per_point: rule === 'COINS_WON' || rule === 'COINS_WAGERED' ? 100 : 1,
      min_bet: minBet,
    },
    now,
  );
  return Number(row.tournament_id);
}

async function player() {
  const accountId = await testAccount(testDb.db);
  await wallet.grantSignupBonus(accountId);
  return accountId;
}

let r = 0;
async function round(accountId: string, bet: number, win: number, gameCode = 'WNF_AZTEC_X') {
  const roundId = `r${++r}`;
  await wallet.bet({ accountId, gameCode, roundId, transactionId: `${roundId}:b`, amount: bet });
  await wallet.win({ accountId, gameCode, roundId, transactionId: `${roundId}:w`, amount: win });
  return roundId;
}

async function score(tournamentId: number, accountId: string) {
  return (await rankOf(testDb.db, tournamentId, accountId))?.score;
}

describe('the leaderboard hint', () => {
  it('names the tournament a round scored in, and none for a game outside every tournament', async () => {
    const t = await tournament('ROUNDS_PLAYED', 0, ['WNF_AZTEC_X']);
    const accountId = await player();
    scored.length = 0;
    await round(accountId, 10, 0, 'JPL_FIGHTING_SAMURAI');
    expect(scored).toEqual([]);
    await round(accountId, 10, 5);
    expect(new Set(scored)).toEqual(new Set([String(t)]));
  });
});

describe('round points', () => {
  it('follow each rule', () => {
    const base = { coinsPerPoint: 100, minBet: 50 };
    expect(roundPoints({ ...base, scoringRule: 'COINS_WON' }, { stake: 100, won: 1250 })).toBe(12);
    expect(roundPoints({ ...base, scoringRule: 'COINS_WAGERED' }, { stake: 250, won: 0 })).toBe(2);
    expect(roundPoints({ ...base, scoringRule: 'BEST_MULTIPLIER' }, { stake: 200, won: 1250 })).toBe(625);
    expect(roundPoints({ ...base, scoringRule: 'ROUNDS_PLAYED' }, { stake: 50, won: 0 })).toBe(1);
    expect(roundPoints({ ...base, scoringRule: 'ROUNDS_PLAYED' }, { stake: 49, won: 0 })).toBe(0);
  });
});

describe('the tournament observer', () => {
  it('adds coins won; a replay counts nothing; a rollback takes the round back', async () => {
    const t = await tournament('COINS_WON');
    const p = await player();
    const roundId = await round(p, 100, 1000);
    expect(await score(t, p)).toBe(10);
    await wallet.win({
      accountId: p,
      gameCode: 'WNF_AZTEC_X',
      roundId,
      transactionId: `${roundId}:w`,
      amount: 1000,
    });
    expect(await score(t, p)).toBe(10);
    // An open round's bet rolled back: its stake is gone, so it no longer counts.
    await wallet.bet({
      accountId: p,
      gameCode: 'WNF_AZTEC_X',
      roundId: 'open1',
      transactionId: 'open1:b',
      amount: 100,
    });
    await wallet.win({
      accountId: p,
      gameCode: 'WNF_AZTEC_X',
      roundId: 'open1',
      transactionId: 'open1:w',
      amount: 500,
      closeRound: false,
    });
    expect(await score(t, p)).toBe(15);
    await wallet.rollback({
      accountId: p,
      roundId: 'open1',
      transactionId: 'open1:r',
      rollbackOf: 'open1:b',
    });
    expect(await score(t, p)).toBe(10);
  });

  it('keeps the best multiplier, and falls back to the next best when that round is rolled back', async () => {
    const t = await tournament('BEST_MULTIPLIER');
    const p = await player();
    await round(p, 100, 300); // x3
    await wallet.bet({
      accountId: p,
      gameCode: 'WNF_AZTEC_X',
      roundId: 'big',
      transactionId: 'big:b',
      amount: 100,
    });
    await wallet.win({
      accountId: p,
      gameCode: 'WNF_AZTEC_X',
      roundId: 'big',
      transactionId: 'big:w',
      amount: 2000,
      closeRound: false,
    });
    expect(await score(t, p)).toBe(2000);
    await round(p, 100, 150); // x1.5: the best stays
    expect(await score(t, p)).toBe(2000);
    await wallet.rollback({ accountId: p, roundId: 'big', transactionId: 'big:r', rollbackOf: 'big:b' });
    expect(await score(t, p)).toBe(300);
  });

  it('counts wagers and rounds from the minimum bet, eligible games only, inside the window', async () => {
    const wagered = await tournament('COINS_WAGERED', 100);
    const rounds = await tournament('ROUNDS_PLAYED', 100);
    const p = await player();
    await round(p, 99, 0); // under the minimum bet
    await round(p, 250, 0);
    await round(p, 400, 0, 'WNF_NEON_KOI'); // not an eligible game
    expect(await score(wagered, p)).toBe(2);
    expect(await score(rounds, p)).toBe(1);
    clock.advance(3_600_000); // the end
    await round(p, 1000, 0);
    expect(await score(wagered, p)).toBe(2);
  });

  it('ranks equal scores by who reached them first', async () => {
    const t = await tournament('COINS_WON');
    const first = await player();
    const second = await player();
    await round(first, 100, 500);
    clock.advance(1);
    await round(second, 100, 500);
    expect((await rankOf(testDb.db, t, first))?.rank).toBe(1);
    expect((await rankOf(testDb.db, t, second))?.rank).toBe(2);
  });
});
