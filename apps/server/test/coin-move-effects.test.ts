import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../src/db/migrate.ts';
import type { DbOrTx } from '../src/db/database.ts';
import { createResponsiblePlayService } from '../src/modules/responsible-play/responsible-play.service.ts';
import { insertTestTournament } from './support/tournament-row.ts';
import {
  AFTER_GAME_MOVEMENT,
  describeCoinMoveEffects,
  type CoinMoveEffects,
} from '../src/modules/wallet/coin-moves/coin-move-effects.ts';
import { createWalletService, type WalletService } from '../src/modules/wallet/wallet.service.ts';
import { appCoinMoveEffects } from '../src/wiring/coin-move-effects.ts';
import { createMissionCatalogue, createMissionsObserver } from '../src/modules/missions/missions.observer.ts';
import { seedMissions } from '../src/modules/missions/missions.seed.ts';
import { createTestDatabase, manualClock, testAccount, type TestDatabase } from './helper.ts';

/*
 * What happens when coins move (issue 26): ONE registry, wiring/coin-move-effects.ts. This test holds
 * it as a list — a new effect, a removed one or a changed order fails here first — and proves that a
 * spin (the studio's real round: the wallet's instantRound + betAndWin) runs every entry inside the
 * spin's own database transaction, the one that writes the ledger rows.
 */

let testDb: TestDatabase;
const clock = manualClock(new Date('2030-01-01T00:00:00Z'));
let wallet: WalletService;
let effects: CoinMoveEffects;
/** Each call of an entry: which entry, and the transaction id it ran in. */
const calls: { entry: string; xid: string }[] = [];

const xidOf = async (tx: DbOrTx) =>
  (await sql<{ xid: string }>`select (txid_current() % 4294967296)::text as xid`.execute(tx)).rows[0]!.xid;

beforeAll(async () => {
  testDb = await createTestDatabase();
  await migrateToLatest(testDb.db);
  const responsiblePlay = createResponsiblePlayService({
    db: testDb.db,
    clock,
    checkPassword: async () => true,
    playTotalsSince: async () => ({ bet: 0, won: 0 }),
    supportOrganisation: { name: 'support', url: 'https://support.test' },
  });
  const missionCatalogue = createMissionCatalogue(clock);
  effects = appCoinMoveEffects(
    responsiblePlay,
    { leaderboardChanged: () => {} },
    createMissionsObserver(missionCatalogue, 4),
  );
  // The app's own entries, each wrapped to record the transaction it runs in (then doing its work).
  const recorded: CoinMoveEffects = {
    ...effects,
    limitAccounting: {
      async admit(tx, movement) {
        calls.push({ entry: 'limitAccounting', xid: await xidOf(tx) });
        return effects.limitAccounting.admit(tx, movement);
      },
    },
  };
  for (const slot of AFTER_GAME_MOVEMENT) {
    const real = effects[slot];
    if (!real) continue;
    recorded[slot] = {
      name: real.name,
      async onGameMovement(tx, movement) {
        calls.push({ entry: slot, xid: await xidOf(tx) });
        return real.onGameMovement(tx, movement);
      },
    };
  }
  wallet = createWalletService(testDb.db, { clock, signupBonus: 10_000, effects: recorded });
});
afterAll(async () => {
  await testDb?.destroy();
});

describe('what happens when coins move', () => {
  it('is this list, in this order', () => {
    expect(describeCoinMoveEffects(effects)).toEqual([
      'before: limitAccounting → gate',
      'after game movement: raffleTickets → raffles',
      'after game movement: tournamentScores → tournaments',
      'after game movement: progression → progression',
      'after game movement: missions → missions',
    ]);
  });

  it('runs every entry in the spin’s own transaction, the one that writes its ledger rows', async () => {
    const accountId = await testAccount(testDb.db);
    await wallet.grantSignupBonus(accountId);
    const now = clock.now();
    await seedMissions(testDb.db, now);
    const tournament = await insertTestTournament(
      testDb.db,
      { tournament_ref: 'coin-move-effects', scoring_rule: 'COINS_WAGERED' },
      now,
    );
    calls.length = 0;

    // A spin, as the studio's real round makes it: bet and win in one instant round.
    await wallet.instantRound(accountId, (round) =>
      round.betAndWin({
        accountId,
        gameCode: 'WNF_AZTEC_X',
        roundId: 'spin-1',
        betTransactionId: 'spin-1:bet',
        transactionId: 'spin-1:win',
        stake: 100,
        win: 40,
      }),
    );

    expect(calls.map((c) => c.entry)).toEqual([
      'limitAccounting', // the stake
      'limitAccounting', // its win
      'raffleTickets', // after the BET row
      'tournamentScores',
      'progression',
      'missions',
      'raffleTickets', // after the WIN row
      'tournamentScores',
      'progression',
      'missions',
    ]);
    const xids = new Set(calls.map((c) => c.xid));
    expect(xids.size).toBe(1);
    // ...and it is the transaction that wrote the ledger rows and the tournament's score.
    const ledger = await sql<{ xid: string }>`
      select xmin::text as xid from wallet_transactions where round_id = 'spin-1'`.execute(testDb.db);
    expect(ledger.rows.map((r) => r.xid)).toEqual([...xids, ...xids]);
    const score = await sql<{ xid: string; score: string }>`
      select xmin::text as xid, score::text as score from tournament_scores
      where tournament_id = ${Number(tournament.tournament_id)} and account_id = ${accountId}`.execute(
      testDb.db,
    );
    expect(score.rows).toEqual([{ xid: [...xids][0], score: '100' }]);
    // ...and the experience (the stake, 1 XP per coin) too.
    const xp = await sql<{ xid: string; xp: string }>`
      select xmin::text as xid, xp::text as xp from progression_accounts where account_id = ${accountId}`.execute(
      testDb.db,
    );
    expect(xp.rows).toEqual([{ xid: [...xids][0], xp: '100' }]);
    // ...and the missions' progress: the daily wager ladder counted the stake, the win ladder the win.
    const progress = await sql<{ xid: string; name: string; progress: string }>`
      select p.xmin::text as xid, d.ladder || ':' || d.tier as name, p.progress::text as progress
      from mission_progress p join mission_definitions d using (mission_id)
      where p.account_id = ${accountId} and d.cadence = 'DAILY' and d.tier = 'BRONZE'
      order by d.ladder`.execute(testDb.db);
    expect(progress.rows).toEqual([
      { xid: [...xids][0], name: 'daily-slot-rounds:BRONZE', progress: '1' },
      { xid: [...xids][0], name: 'daily-wager:BRONZE', progress: '100' },
      { xid: [...xids][0], name: 'daily-wins:BRONZE', progress: '1' },
    ]);
  });
});
