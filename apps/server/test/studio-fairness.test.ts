import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  fairnessStateSchema,
  rotateSeedResponseSchema,
  studioRoundResponseSchema,
  verifyRoundResponseSchema,
  type StudioRoundResponse,
  type StudioSessionResponse,
} from '@casino/contract';
import { computeOutcome, type BetInput } from '@casino/studio';
import { AUTH_ENV, Browser, ERROR, signedUp } from './auth-helpers.ts';
import { ON_POSTGRES, setupTestApp } from './helper.ts';
import { openStudioSession } from './support/studio-http.ts';

/**
 * Provably fair rounds of the studio's real engines (ARCHITECTURE.md decision 4, SPEC §3): one game per
 * engine family in real and demo mode, seeds, nonces, client seeds, rotation and public verification.
 */
const ctx = setupTestApp({ env: { ...AUTH_ENV, WALLET_SIGNUP_BONUS: '100000' } });

/** One game code per engine family, with a valid bet. */
const FAMILIES: { code: string; engine: string; bet: BetInput }[] = [
  { code: 'WNF_AZTEC_X', engine: 'slot', bet: { bet: 100 } },
  { code: 'EVO_LIVE_CRAZY_COIN_FLIP', engine: 'coin-flip', bet: { bets: { red: 10, blue: 5 } } },
  { code: 'EVO_LIVE_LIGHTNING_DICE', engine: 'dice', bet: { bets: { '7': 5, '11': 5, '17': 2 } } },
  { code: 'EVO_LIVE_DREAM_CATCHER', engine: 'wheel', bet: { bets: { '1': 10, '2': 5, '55': 1 } } },
  { code: 'EVO_LIVE_JAPANESE_ROULETTE', engine: 'roulette', bet: { bets: { red: 10, 'straight-17': 1 } } },
  { code: 'EVO_LIVE_JAPANESE_SPEED_BACCARAT', engine: 'baccarat', bet: { bets: { banker: 20, tie: 20 } } },
];

const stakeOf = (bet: BetInput) =>
  'bet' in bet ? bet.bet : Object.values(bet.bets).reduce((a, b) => a + b, 0);

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const openSession = openStudioSession;

let keys = 0;
async function play(browser: Browser, session: StudioSessionResponse, bet: BetInput) {
  const res = await browser.post('/studio/round', {
    gameSessionId: session.gameSessionId,
    ...bet,
    roundKey: `fair-round-${String(keys++).padStart(5, '0')}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return studioRoundResponseSchema.parse(res.json());
}

async function fairness(browser: Browser, session: StudioSessionResponse) {
  const res = await browser.get(`/studio/fairness?gameSessionId=${session.gameSessionId}`);
  expect(res.statusCode).toBe(200);
  return fairnessStateSchema.parse(res.json());
}

async function verify(roundId: string) {
  const res = await new Browser(ctx.app).get(`/studio/verify?roundId=${roundId}`);
  expect(res.statusCode).toBe(200);
  return verifyRoundResponseSchema.parse(res.json());
}

async function ledgerOf(accountId: string) {
  return ctx.db
    .selectFrom('wallet_transactions')
    .select(['transaction_type', 'amount', 'round_id'])
    .where('account_id', '=', accountId)
    .orderBy('transaction_id')
    .execute();
}

async function ledgerSum(accountId: string) {
  const row = await sql<{ sum: string | number }>`
    select coalesce(sum(amount), 0) as sum from wallet_transactions where account_id = ${accountId}`.execute(
    ctx.db,
  );
  return Number(row.rows[0]?.sum);
}

async function countLedger() {
  const row = await sql<{ n: string | number }>`select count(*) as n from wallet_transactions`.execute(
    ctx.db,
  );
  return Number(row.rows[0]?.n);
}

/** The outcome recomputed from a revealed seed, as the verify page does (computeOutcome's `fair` dropped). */
function recompute(
  code: string,
  inputs: { serverSeed: string; clientSeed: string; nonce: number },
  bet: BetInput,
) {
  const { fair: _fair, ...outcome } = computeOutcome(code, inputs, bet);
  return outcome;
}

describe('studio rounds are decided by @casino/studio', () => {
  it('real mode: a round per engine family moves the wallet by −stake + win, BET and WIN in the ledger', async () => {
    const { browser, accountId } = await signedUp(ctx.app);
    let balance = 100_000;
    let nonce = 0;
    for (const family of FAMILIES) {
      const session = await openSession(browser, family.code);
      expect(session.engine).toBe(family.engine);
      expect(session.balance).toBe(balance);
      // Real mode: one fairness state per account, shared by all its games.
      expect(session.fairness.nonce).toBe(nonce);
      const round = await play(browser, session, family.bet);
      const stake = stakeOf(family.bet);
      expect(round.bet).toBe(stake);
      expect(round.outcome).toMatchObject({ engine: family.engine, stake, totalWin: round.win });
      expect(round.fairness).toEqual({ ...session.fairness, nonce });
      expect(round.balance).toBe(balance - stake + round.win);
      balance = round.balance;
      nonce++;
      expect((await fairness(browser, session)).nonce).toBe(nonce);
      const rows = (await ledgerOf(accountId)).filter((r) => r.round_id === round.roundId);
      expect(rows.map((r) => [r.transaction_type, Number(r.amount)])).toEqual([
        ['BET', -stake],
        ['WIN', round.win],
      ]);
      expect(await ledgerSum(accountId)).toBe(balance);
    }
    expect((await browser.get('/balance')).json().balance).toBe(balance);
    const recorded = await ctx.db
      .selectFrom('studio_fair_rounds')
      .selectAll()
      .where('account_id', '=', accountId)
      .orderBy('nonce')
      .execute();
    expect(recorded.map((r) => [r.game_code, Number(r.nonce)])).toEqual(FAMILIES.map((f, i) => [f.code, i]));
    expect(recorded.every((r) => r.session_hash === null && typeof r.outcome === 'object')).toBe(true);
  });

  it('demo mode: the same rounds play against the demo balance and never touch the ledger', async () => {
    const anonymous = new Browser(ctx.app);
    const before = await countLedger();
    for (const family of FAMILIES) {
      const session = await openSession(anonymous, family.code, 'demo');
      expect(session).toMatchObject({ mode: 'demo', balance: 10_000, engine: family.engine });
      // Demo mode: each game session has its own seed.
      expect(session.fairness.nonce).toBe(0);
      const first = await play(anonymous, session, family.bet);
      const second = await play(anonymous, session, family.bet);
      const stake = stakeOf(family.bet);
      expect(first.balance).toBe(10_000 - stake + first.win);
      expect(second.balance).toBe(first.balance - stake + second.win);
      expect([first.fairness.nonce, second.fairness.nonce]).toEqual([0, 1]);
      expect((await fairness(anonymous, session)).nonce).toBe(2);
    }
    expect(await countLedger()).toBe(before);
  });

  it('invalid bet slips are 400 before any money moves or any nonce is spent', async () => {
    const { browser, accountId } = await signedUp(ctx.app);
    const roulette = await openSession(browser, 'EVO_LIVE_JAPANESE_ROULETTE');
    const baccarat = await openSession(browser, 'EVO_LIVE_JAPANESE_SPEED_BACCARAT');
    const slot = await openSession(browser, 'WNF_AZTEC_X');
    const bad: [StudioSessionResponse, Record<string, unknown>][] = [
      [roulette, { bets: { 'straight-99': 1 } }],
      [roulette, { bets: { nonsense: 5 } }],
      [roulette, { bets: {} }],
      [roulette, { bets: { red: 10_001 } }],
      [roulette, { bet: 10 }],
      [roulette, { bet: 10, bets: { red: 10 } }],
      [roulette, {}],
      [baccarat, { bets: { banker: 30 } }],
      [slot, { bets: { line: 50 } }],
      [slot, { bet: 60 }],
    ];
    let n = 0;
    for (const [session, bet] of bad) {
      const res = await browser.post('/studio/round', {
        gameSessionId: session.gameSessionId,
        ...bet,
        roundKey: `bad-slip-${n++}-xx`,
      });
      expect(res.statusCode, JSON.stringify(bet)).toBe(400);
      expect(res.json()).toEqual(ERROR('REQUEST_VALIDATION_ERROR'));
    }
    expect((await ledgerOf(accountId)).map((r) => r.transaction_type)).toEqual(['SIGNUP_BONUS']);
    expect((await fairness(browser, roulette)).nonce).toBe(0);

    // A retried roundKey replays its round (slip order does not matter); another slip is refused.
    const body = { gameSessionId: roulette.gameSessionId, roundKey: 'replayed-slip-1' };
    const first = await browser.post('/studio/round', { ...body, bets: { red: 2, black: 3 } });
    const again = await browser.post('/studio/round', { ...body, bets: { black: 3, red: 2 } });
    expect(first.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const other = await browser.post('/studio/round', { ...body, bets: { red: 3, black: 2 } });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toEqual(ERROR('IDEMPOTENCY_KEY_REUSED'));
    expect((await fairness(browser, roulette)).nonce).toBe(1);
  });

  it('a bonus round is recorded inside its parent round, and its win is in the round total', async () => {
    const { browser, accountId } = await signedUp(ctx.app);
    const session = await openSession(browser, 'EVO_LIVE_CRAZY_TIME');
    const bet = { bets: { coin_flip: 1, pachinko: 1, cash_hunt: 1, crazy_time: 1 } };
    // A bonus segment comes up 1 spin in 6: search the nonces until one does (bounded).
    let round: StudioRoundResponse | undefined;
    for (let i = 0; i < 200 && !round; i++) {
      const r = await play(browser, session, bet);
      if (r.outcome.children.length > 0) round = r;
    }
    expect(round).toBeDefined();
    const parent = round as StudioRoundResponse;
    const children = parent.outcome.children as { stake: number; totalWin: number; step: string }[];
    expect(children.every((c) => c.stake === 0 && c.step.startsWith('bonus:'))).toBe(true);
    expect(parent.win).toBe(parent.outcome.win + children.reduce((a, c) => a + c.totalWin, 0));
    // One record for the round, its children inside; one BET and one WIN of the total.
    const records = await ctx.db
      .selectFrom('studio_fair_rounds')
      .selectAll()
      .where('round_id', '=', parent.roundId)
      .execute();
    expect(records).toHaveLength(1);
    expect(records[0]?.outcome).toEqual(parent.outcome);
    const rows = (await ledgerOf(accountId)).filter((r) => r.round_id === parent.roundId);
    expect(rows.map((r) => [r.transaction_type, Number(r.amount)])).toEqual([
      ['BET', -4],
      ['WIN', parent.win],
    ]);
    // After rotation the bonus round recomputes exactly.
    expect(
      (await browser.post('/studio/rotate-seed', { gameSessionId: session.gameSessionId })).statusCode,
    ).toBe(200);
    const checked = await verify(parent.roundId);
    expect(
      recompute('EVO_LIVE_CRAZY_TIME', { ...checked, serverSeed: checked.serverSeed ?? '' }, bet),
    ).toEqual(parent.outcome);
  });
});

describe('provably fair seeds', () => {
  it('the client seed can be changed any time; the next round uses it; ":" is refused', async () => {
    const { browser } = await signedUp(ctx.app);
    const session = await openSession(browser, 'EVO_LIVE_JAPANESE_ROULETTE');
    // The default client seed: 16 random bytes, 32 hex characters (docs/provably-fair.md §1).
    expect(session.fairness.clientSeed).toMatch(/^[0-9a-f]{32}$/);
    await play(browser, session, { bets: { red: 1 } });
    const set = await browser.post('/studio/client-seed', {
      gameSessionId: session.gameSessionId,
      clientSeed: 'my-lucky-seed',
    });
    expect(set.statusCode).toBe(200);
    expect(fairnessStateSchema.parse(set.json())).toEqual({
      serverSeedHash: session.fairness.serverSeedHash,
      clientSeed: 'my-lucky-seed',
      nonce: 1,
    });
    const round = await play(browser, session, { bets: { red: 1 } });
    expect(round.fairness).toEqual({
      serverSeedHash: session.fairness.serverSeedHash,
      clientSeed: 'my-lucky-seed',
      nonce: 1,
    });
    for (const clientSeed of ['a:b', '', 'with space', 'x'.repeat(65)]) {
      const bad = await browser.post('/studio/client-seed', {
        gameSessionId: session.gameSessionId,
        clientSeed,
      });
      expect(bad.statusCode).toBe(400);
    }
    const unknown = await browser.post('/studio/client-seed', {
      gameSessionId: 'x'.repeat(43),
      clientSeed: 'abc',
    });
    expect(unknown.statusCode).toBe(401);
    expect((await browser.get('/studio/fairness?gameSessionId=nope')).statusCode).toBe(401);
  });

  it('verify hides the seed until rotation; rotation reveals a seed matching its hash and every round recomputes', async () => {
    const { browser } = await signedUp(ctx.app);
    const sessions = await Promise.all(FAMILIES.slice(0, 3).map((f) => openSession(browser, f.code)));
    const committed = sessions[0]!.fairness.serverSeedHash;
    const played: { code: string; bet: BetInput; round: StudioRoundResponse }[] = [];
    for (const [i, family] of FAMILIES.slice(0, 3).entries()) {
      for (let k = 0; k < 2; k++) {
        played.push({
          code: family.code,
          bet: family.bet,
          round: await play(browser, sessions[i]!, family.bet),
        });
      }
      if (i === 1) {
        await browser.post('/studio/client-seed', {
          gameSessionId: sessions[i]!.gameSessionId,
          clientSeed: 'second',
        });
      }
    }
    for (const { round, code, bet } of played) {
      const before = await verify(round.roundId);
      expect(before).toMatchObject({
        roundId: round.roundId,
        gameCode: code,
        serverSeed: null,
        serverSeedHash: committed,
        clientSeed: round.fairness.clientSeed,
        nonce: round.fairness.nonce,
        betInput: bet,
        stake: round.bet,
        win: round.win,
      });
      expect(before.outcome).toEqual(round.outcome);
    }
    expect((await new Browser(ctx.app).get('/studio/verify?roundId=r-nope')).statusCode).toBe(404);

    const res = await browser.post('/studio/rotate-seed', { gameSessionId: sessions[2]!.gameSessionId });
    expect(res.statusCode).toBe(200);
    const rotated = rotateSeedResponseSchema.parse(res.json());
    expect(rotated.revealed).toMatchObject({
      serverSeedHash: committed,
      clientSeed: 'second',
      roundsPlayed: 6,
    });
    expect(sha256(rotated.revealed.serverSeed)).toBe(committed);
    expect(rotated.next).toMatchObject({ clientSeed: 'second', nonce: 0 });
    expect(rotated.next.serverSeedHash).not.toBe(committed);
    expect(await fairness(browser, sessions[0]!)).toEqual(rotated.next);

    for (const { round, code } of played) {
      const after = await verify(round.roundId);
      expect(after.serverSeed).toBe(rotated.revealed.serverSeed);
      const outcome = recompute(
        code,
        { serverSeed: rotated.revealed.serverSeed, clientSeed: after.clientSeed, nonce: after.nonce },
        after.betInput,
      );
      expect(outcome).toEqual(round.outcome);
      // The stored text is exactly what was played: equal as JSON text too.
      expect(JSON.stringify(outcome)).toBe(JSON.stringify(after.outcome));
    }
    const next = await play(browser, sessions[0]!, FAMILIES[0]!.bet);
    expect(next.fairness).toEqual(rotated.next);
    expect((await verify(next.roundId)).serverSeed).toBeNull();
  });

  it(`20 concurrent rounds in one session take 20 distinct nonces (${ON_POSTGRES ? 'PostgreSQL' : 'PGlite'})`, async () => {
    const { browser, accountId } = await signedUp(ctx.app);
    const session = await openSession(browser, 'EVO_LIVE_JAPANESE_ROULETTE');
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        browser.post('/studio/round', {
          gameSessionId: session.gameSessionId,
          bets: { red: 5 },
          roundKey: `concurrent-fair-${i}`,
        }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const nonces = results.map((r) => studioRoundResponseSchema.parse(r.json()).fairness.nonce);
    expect([...nonces].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i));
    expect((await fairness(browser, session)).nonce).toBe(20);
    const balance = (await browser.get('/balance')).json().balance as number;
    expect(await ledgerSum(accountId)).toBe(balance);
  });
});
