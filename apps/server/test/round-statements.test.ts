import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { studioEngineFor, type RoundEngine } from '../src/modules/studio/engine.ts';
import { AUTH_ENV, signedUp } from './auth-helpers.ts';
import { createSeededDatabase, manualClock, testConfig, type App, type TestDatabase } from './helper.ts';
import { StatementCounter } from './support/statement-counter.ts';
import { insertTestTournament } from './support/tournament-row.ts';
import { openStudioSession, playStudioRound } from './support/studio-http.ts';
import { operatorSignin } from './operator-helpers.ts';

/**
 * What a studio round costs the database, counted (issue 31): every statement the app sends through
 * Kysely during one POST /studio/round (BEGIN and COMMIT are the driver's and not counted). The
 * numbers are exact on purpose: a statement that creeps onto the spin path fails here, and a change
 * that saves one updates the number it saves. Measured on the same seeded database as `npm start`.
 */

const counter = new StatementCounter();
const clock = manualClock(new Date('2031-03-01T03:00:00Z'));

/** The studio's own engine with its outcome forced: a loss moves the bet only, a win also pays. */
let forced: 'lose' | 'win' = 'lose';
function forcedEngine(gameCode: string): RoundEngine | undefined {
  const real = studioEngineFor(gameCode);
  if (!real) return undefined;
  return {
    ...real,
    decide(fair, bet) {
      const outcome = real.decide(fair, bet);
      const totalWin = forced === 'win' ? 100 : 0;
      return { ...outcome, win: totalWin, totalWin, multiplier: totalWin / 50, children: [] };
    },
  };
}
let testDb: TestDatabase;
let app: App;

beforeAll(async () => {
  const config = testConfig({
    ...AUTH_ENV,
    WALLET_SIGNUP_BONUS: '100000',
    OPERATOR_EMAIL: ADMIN_EMAIL,
    OPERATOR_PASSWORD: ADMIN_PASSWORD,
  });
  testDb = await createSeededDatabase(config);
  // The seeded missions start inactive: the first rounds are counted with no mission (issue 30).
  await testDb.db.updateTable('mission_definitions').set({ is_active: false }).execute();
  // The app's clock stands still: no cache (channel codes, flags) expires between two rounds however
  // slowly a loaded machine plays them, so the count is the same on every run.
  app = await buildApp(config, { db: testDb.db.withPlugin(counter), engineFor: forcedEngine, clock });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await testDb?.destroy();
});

const ADMIN_EMAIL = 'statements.boss@casino.test';
const ADMIN_PASSWORD = 'first-admin-password';

/** Makes the seeded missions active: the database, then one change in the console (which clears the app's cache). */
async function activateMissions() {
  const seeded = await testDb.db.selectFrom('mission_definitions').select('mission_id').execute();
  await testDb.db.updateTable('mission_definitions').set({ is_active: true }).execute();
  await app.operators.ensureFirstOperator();
  const office = await operatorSignin(app, ADMIN_EMAIL, ADMIN_PASSWORD);
  const res = await office.patch(`/operator/missions/${seeded[0]!.mission_id}`, { isActive: true });
  if (res.statusCode !== 200) throw new Error(res.body);
}

let tournaments = 0;
async function activeTournament() {
  await insertTestTournament(testDb.db, { tournament_ref: `statements-${++tournaments}` }, clock.now());
}

let keys = 0;
async function statementsOfOneRound(outcome: 'lose' | 'win'): Promise<number> {
  forced = outcome;
  const { browser } = await signedUp(app);
  const session = await openStudioSession(browser, 'WNF_AZTEC_X');
  // A first round warms what a player's first round fills once (caches, the session's row).
  await playStudioRound(browser, session, { bet: 50 }, `statements-warm-${++keys}`);
  counter.count = 0;
  await playStudioRound(browser, session, { bet: 50 }, `statements-${++keys}`);
  return counter.count;
}

describe('the statements of one studio round', () => {
  it('are counted for a loss and a win with no competition, then with missions, then with one and two active tournaments', async () => {
    const counts: Record<string, number> = {};
    for (const outcome of ['lose', 'win'] as const)
      counts[`${outcome}, no missions`] = await statementsOfOneRound(outcome);
    await activateMissions();
    for (const tournamentsActive of [0, 1, 2]) {
      if (tournamentsActive > 0) await activeTournament();
      for (const outcome of ['lose', 'win'] as const)
        counts[`${outcome}, ${tournamentsActive} tournaments`] = await statementsOfOneRound(outcome);
    }
    // Today: the rate limit, then the game session with whether a pick waits (one statement) are read
    // before the transaction (the maintenance flags come from the channel's cache); inside it the
    // wallet, the round's claim, nonce and fairness record, the responsible-play gate (one read of
    // restriction, limits and last play, one write of usage and last play; a win's payout lowers the
    // net loss: one more), balance, ledger, game round, the raffles (lookup and counting: one statement
    // whatever their number), the tournament lookup and the experience (progression: one upsert per
    // bet, none for a win). A bet reads the active tournaments with what they count of its round in one
    // statement, and the tournaments' rounds and scores are written together: the count does not
    // grow with their number. Missions (issue 30) read their active list from memory: none active costs
    // nothing; active ones cost one upsert for the bet (rounds, wager) and one for a win (wins),
    // whatever their number. The progressive jackpot (issue 30) knows from memory which titles feed a
    // pool: none for this one; a title that feeds one locks it, writes its record and the pool's update.
    // Before issue 31's second pass: 20 / 22 / 21 / 24 / 25 / 30 / 25 / 30.
    expect(counts).toEqual({
      'lose, no missions': 15,
      'win, no missions': 17,
      'lose, 0 tournaments': 16,
      'win, 0 tournaments': 19,
      'lose, 1 tournaments': 19,
      'win, 1 tournaments': 24,
      'lose, 2 tournaments': 19,
      'win, 2 tournaments': 24,
    });
  });
});
