import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  betRoundDetailSchema,
  betRoundPath,
  jackpotsResponseSchema,
  operatorJackpotSchema,
  rotateSeedResponseSchema,
  verifyRoundResponseSchema,
  type RoundJackpot,
  type StudioRoundResponse,
} from '@casino/contract';
import { DEFAULT_JACKPOT, MILLI, jackpotDrawHex, resolveJackpot } from '@casino/studio';
import { ledgerSum as walletLedgerSum } from '../src/modules/wallet/ledger/ledger-moves.ts';
import { AUTH_ENV, Browser, ERROR, signedUp } from './auth-helpers.ts';
import { setupTestApp } from './helper.ts';
import { newOperator, operatorSignin } from './operator-helpers.ts';
import { openStudioSession, playStudioRound } from './support/studio-http.ts';

/**
 * The provably fair progressive jackpot's server (issue 30; docs/provably-fair.md §"Progressive
 * jackpot") through HTTP: a participating real round contributes exactly, the pool is the seed plus
 * the contributions less the drops after 50 concurrent rounds, two simultaneous triggers pay once and
 * reset once (a real race on PostgreSQL: `PG_PORT=… bash scripts/with-postgres.sh npx vitest run
 * --project server apps/server/test/jackpots.test.ts`), a win is one ledger row `<roundId>:jackpot`,
 * the verify answer recomputes with the published rule, and the console refuses terms that would put a
 * participating title outside 94–97 %.
 */

const ADMIN_EMAIL = 'jackpot-admin@casino.test';
const ADMIN_PASSWORD = 'first-admin-password';
const ctx = setupTestApp({
  env: {
    ...AUTH_ENV,
    WALLET_SIGNUP_BONUS: '100000',
    OPERATOR_EMAIL: ADMIN_EMAIL,
    OPERATOR_PASSWORD: ADMIN_PASSWORD,
    SESSION_IDLE_MINUTES: '525600',
    SESSION_ABSOLUTE_DAYS: '3650',
  },
});

const ID = DEFAULT_JACKPOT.id;
const VERIFIER = path.resolve(import.meta.dirname, '../../../tools/verifier-py/verify.py');
const TITLE = 'WNF_LUCKY_NEKO';
let keys = 0;

async function admin() {
  await ctx.app.operators.ensureFirstOperator();
  return operatorSignin(ctx.app, ADMIN_EMAIL, ADMIN_PASSWORD);
}

async function pool() {
  const row = await ctx.db
    .selectFrom('jackpots')
    .selectAll()
    .where('jackpot_id', '=', ID)
    .executeTakeFirstOrThrow();
  return row;
}

async function jackpotRows(accountId?: string) {
  let query = ctx.db
    .selectFrom('wallet_transactions')
    .select(['account_id', 'amount', 'idempotency_key', 'provider_transaction_id', 'round_id', 'reason'])
    .where('transaction_type', '=', 'JACKPOT');
  if (accountId) query = query.where('account_id', '=', accountId);
  return query.execute();
}

/** sum(amount) of the account's ledger (the wallet's own reconciliation sum). */
const ledgerSum = (accountId: string) => walletLedgerSum(ctx.db, accountId);

const terms = (j: RoundJackpot) => ({ shareBp: j.shareBp, seed: j.seed, mustDropBy: j.mustDropBy });

describe('the default pool', () => {
  it('is seeded from the one constant and shown publicly', async () => {
    const res = await new Browser(ctx.app).get('/jackpots');
    expect(res.statusCode).toBe(200);
    const { jackpots } = jackpotsResponseSchema.parse(res.json());
    expect(jackpots).toEqual([
      {
        id: ID,
        name: DEFAULT_JACKPOT.name,
        amount: DEFAULT_JACKPOT.seed / MILLI,
        seed: DEFAULT_JACKPOT.seed / MILLI,
        mustDropBy: DEFAULT_JACKPOT.mustDropBy / MILLI,
        shareBp: DEFAULT_JACKPOT.shareBp,
        gameCodes: [...DEFAULT_JACKPOT.gameCodes],
        lastWin: null,
      },
    ]);
  });
});

describe('a real round of a participating title', () => {
  it('contributes exactly its share, and carries its jackpot part', async () => {
    const player = await signedUp(ctx.app);
    const session = await openStudioSession(player.browser, TITLE);
    const before = (await pool()).amount;
    const round = await playStudioRound(player.browser, session, { bet: 100 }, `jackpot-${++keys}`);
    expect(round.jackpot).toMatchObject({
      jackpotId: ID,
      before,
      contribution: (100 * MILLI * DEFAULT_JACKPOT.shareBp) / 10_000,
      shareBp: DEFAULT_JACKPOT.shareBp,
      seed: DEFAULT_JACKPOT.seed,
      mustDropBy: DEFAULT_JACKPOT.mustDropBy,
      won: false,
      payout: 0,
    });
    expect((await pool()).amount).toBe(before + 500);
    // The same round key again replays the first answer, jackpot part included, and moves nothing.
    const again = await playStudioRound(player.browser, session, { bet: 100 }, `jackpot-${keys}`);
    expect(again.jackpot).toEqual(round.jackpot);
    expect((await pool()).amount).toBe(before + 500);
  });

  it('a title outside the pool and a demo round neither feed nor win it', async () => {
    const player = await signedUp(ctx.app);
    const before = (await pool()).amount;
    const other = await openStudioSession(player.browser, 'WNF_AZTEC_X');
    const round = await playStudioRound(player.browser, other, { bet: 100 }, `jackpot-${++keys}`);
    expect(round.jackpot).toBeUndefined();
    const demo = await openStudioSession(new Browser(ctx.app), TITLE, 'demo');
    const res = await new Browser(ctx.app).post('/studio/round', {
      gameSessionId: demo.gameSessionId,
      bet: 100,
      roundKey: `jackpot-${++keys}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().jackpot).toBeUndefined();
    expect((await pool()).amount).toBe(before);
  });
});

describe('50 concurrent rounds', () => {
  it('leave the pool at its start plus the contributions less what the drops took', async () => {
    const players = await Promise.all(Array.from({ length: 10 }, () => signedUp(ctx.app)));
    const sessions = await Promise.all(players.map((p) => openStudioSession(p.browser, TITLE)));
    const start = (await pool()).amount;
    const paidBefore = (await jackpotRows()).reduce((sum, row) => sum + row.amount, 0);
    const rounds = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        playStudioRound(players[i % 10]!.browser, sessions[i % 10]!, { bet: 100 }, `jackpot-${++keys}`),
      ),
    );
    const parts = rounds.map((r) => r.jackpot!);
    expect(parts.every((j) => j.contribution === 500)).toBe(true);
    // Every round saw the pool another left (serialized on the pool row): all "before" values differ.
    expect(new Set(parts.map((j) => j.before)).size).toBe(50);
    const won = parts.filter((j) => j.won);
    const expected =
      start + 50 * 500 + won.reduce((sum, j) => sum + DEFAULT_JACKPOT.seed - j.payout * MILLI, 0);
    expect((await pool()).amount).toBe(expected);
    const paid = (await jackpotRows()).reduce((sum, row) => sum + row.amount, 0) - paidBefore;
    expect(paid).toBe(won.reduce((sum, j) => sum + j.payout, 0));
    const records = await ctx.db
      .selectFrom('jackpot_rounds')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where(
        'round_id',
        'in',
        rounds.map((r) => r.roundId),
      )
      .executeTakeFirstOrThrow();
    expect(Number(records.n)).toBe(50);
  });
});

describe('two simultaneous triggers', () => {
  let winner: { round: StudioRoundResponse; browser: Browser; accountId: string; gameSessionId: string };

  it('pay the pool once and reset it once', async () => {
    const players = await Promise.all([signedUp(ctx.app), signedUp(ctx.app)]);
    const sessions = await Promise.all(players.map((p) => openStudioSession(p.browser, TITLE)));
    // Force a certain drop (the console would refuse such terms: they break the RTP range): the
    // must-drop-by amount just above the pool, and a low seed, so that whichever round locks the pool
    // first reaches it (a stake of 250 adds 1,250 milli-coins) and the other starts from the reset pool.
    const now = await pool();
    const mustDropBy = (Math.floor(now.amount / MILLI) + 1) * MILLI;
    const seed = 1_000 * MILLI;
    await ctx.db
      .updateTable('jackpots')
      .set({ must_drop_by: mustDropBy, seed })
      .where('jackpot_id', '=', ID)
      .execute();
    const rounds = await Promise.all(
      players.map((p, i) => playStudioRound(p.browser, sessions[i]!, { bet: 250 }, `jackpot-${++keys}`)),
    );
    const parts = rounds.map((r) => r.jackpot!);
    const forced = parts.filter((j) => j.before + j.contribution >= mustDropBy);
    expect(forced).toHaveLength(1);
    const first = forced[0]!;
    expect(first.won).toBe(true);
    expect(first.before).toBe(now.amount);
    const after = now.amount + 1250;
    expect(first.payout).toBe(Math.floor(after / MILLI));
    // The other round played on the reset pool: the seed plus the first drop's remainder.
    const other = parts.find((j) => j !== first)!;
    expect(other.before).toBe(seed + (after % MILLI));
    const w = parts.indexOf(first);
    // One JACKPOT row for that round, under its key; the pool paid once (no second row of that size).
    const rows = await jackpotRows(players[w]!.accountId);
    expect(rows).toEqual([
      {
        account_id: players[w]!.accountId,
        amount: first.payout,
        idempotency_key: `game:studio:${rounds[w]!.roundId}:jackpot`,
        provider_transaction_id: `${rounds[w]!.roundId}:jackpot`,
        round_id: rounds[w]!.roundId,
        reason: `jackpot:${ID}`,
      },
    ]);
    expect((await jackpotRows()).filter((row) => row.amount >= first.payout)).toHaveLength(1);
    const wins = await ctx.db
      .selectFrom('jackpot_rounds')
      .select('round_id')
      .where('won', '=', true)
      .where('payout', '>=', first.payout)
      .execute();
    expect(wins).toEqual([{ round_id: rounds[w]!.roundId }]);
    // The pool now: the reset pool plus the second round's contribution (or its own small drop).
    const expected = other.won
      ? seed + ((other.before + other.contribution) % MILLI)
      : other.before + other.contribution;
    expect((await pool()).amount).toBe(expected);
    // The balance includes the payout and agrees with the ledger; the public pool shows the win.
    expect(rounds[w]!.balance).toBe(await ledgerSum(players[w]!.accountId));
    const balance = (await players[w]!.browser.get('/balance')).json().balance as number;
    expect(balance).toBe(await ledgerSum(players[w]!.accountId));
    const listed = jackpotsResponseSchema.parse((await new Browser(ctx.app).get('/jackpots')).json());
    expect(listed.jackpots[0]!.lastWin).toMatchObject({
      amount: first.payout,
      roundId: rounds[w]!.roundId,
    });
    // The bet history: the round's win includes the pool, and its detail lists the JACKPOT row.
    const detail = await players[w]!.browser.get(betRoundPath('studio', rounds[w]!.roundId));
    expect(detail.statusCode).toBe(200);
    const shown = betRoundDetailSchema.parse(detail.json());
    expect(shown.win).toBe(rounds[w]!.win + first.payout);
    expect(shown.transactions.map((t) => t.transactionType)).toEqual(['BET', 'WIN', 'JACKPOT']);
    // The reports' cost of rewards: the drops paid, as their own line (from the ledger).
    const day = (offset: number) =>
      new Date(Date.now() + 9 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);
    const report = await (await admin()).get(`/operator/reports/daily?from=${day(-1)}&to=${day(1)}`);
    expect(report.statusCode, report.body).toBe(200);
    const reported = (report.json().data as { rewardCosts: { jackpots: number } }[]).reduce(
      (sum, row) => sum + row.rewardCosts.jackpots,
      0,
    );
    const dropped = await ctx.db
      .selectFrom('jackpot_rounds')
      .select((eb) => eb.fn.sum<string>('payout').as('paid'))
      .executeTakeFirstOrThrow();
    expect(reported).toBe(Number(dropped.paid));
    expect(reported).toBeGreaterThanOrEqual(first.payout);
    winner = {
      round: rounds[w]!,
      browser: players[w]!.browser,
      accountId: players[w]!.accountId,
      gameSessionId: sessions[w]!.gameSessionId,
    };
    // Back to the published terms for the tests below.
    await ctx.db
      .updateTable('jackpots')
      .set({ must_drop_by: DEFAULT_JACKPOT.mustDropBy, seed: DEFAULT_JACKPOT.seed })
      .where('jackpot_id', '=', ID)
      .execute();
  });

  it('the winning round verifies: its draw and result recompute from the revealed seed', async () => {
    const verify = async () => {
      const res = await new Browser(ctx.app).get(`/studio/verify?roundId=${winner.round.roundId}`);
      expect(res.statusCode).toBe(200);
      return verifyRoundResponseSchema.parse(res.json());
    };
    const hidden = await verify();
    expect(hidden.serverSeed).toBeNull();
    expect(hidden.jackpot).toEqual(winner.round.jackpot);
    const rotated = await winner.browser.post('/studio/rotate-seed', { gameSessionId: winner.gameSessionId });
    expect(rotated.statusCode).toBe(200);
    const { revealed } = rotateSeedResponseSchema.parse(rotated.json());
    const shown = await verify();
    expect(shown.serverSeed).toBe(revealed.serverSeed);
    const j = shown.jackpot!;
    const draw = jackpotDrawHex({
      serverSeed: shown.serverSeed!,
      clientSeed: shown.clientSeed,
      nonce: shown.nonce,
    });
    expect(draw).toBe(j.draw);
    const again = resolveJackpot(draw, j.before, shown.stake, terms(j));
    expect({ contribution: again.contribution, won: again.won, payout: again.payout }).toEqual({
      contribution: j.contribution,
      won: j.won,
      payout: j.payout,
    });
    expect(again.won).toBe(true);

    // The outside verifier written from the docs (tools/verifier-py) agrees, and refuses a tampered part.
    const bundle = await new Browser(ctx.app).get('/studio/maths/bundle.json');
    expect(bundle.statusCode).toBe(200);
    const dir = mkdtempSync(path.join(tmpdir(), 'jackpot-verify-'));
    const run = (answer: unknown) => {
      writeFileSync(path.join(dir, 'bundle.json'), bundle.body);
      writeFileSync(path.join(dir, 'round.json'), JSON.stringify(answer));
      return spawnSync(
        'python3',
        [VERIFIER, '--maths', path.join(dir, 'bundle.json'), path.join(dir, 'round.json')],
        {
          encoding: 'utf8',
        },
      );
    };
    const ok = run(shown);
    expect(ok.status, ok.stdout + ok.stderr).toBe(0);
    const tampered = run({ ...shown, jackpot: { ...j, before: j.before - 100_000 } });
    expect(tampered.status).toBe(1);
    expect(tampered.stdout).toContain('jackpot.');
  });
});

describe('the console', () => {
  it('lists and reads pools; only admins (games.manage) may', async () => {
    const boss = await admin();
    const list = await boss.get('/operator/jackpots');
    expect(list.statusCode).toBe(200);
    expect(list.json().total).toBe(1);
    const one = await boss.get(`/operator/jackpots/${ID}`);
    expect(one.statusCode).toBe(200);
    expect(operatorJackpotSchema.parse(one.json())).toMatchObject({ id: ID, active: true });
    expect((await boss.get('/operator/jackpots/nope')).statusCode).toBe(404);
    const support = await newOperator(boss, 'support');
    expect((await support.browser.get('/operator/jackpots')).statusCode).toBe(403);
    expect((await support.browser.patch(`/operator/jackpots/${ID}`, { shareBp: 60 })).statusCode).toBe(403);
  });

  it('refuses terms that put a participating title outside 94–97 %, and malformed ones', async () => {
    const boss = await admin();
    const far = await boss.patch(`/operator/jackpots/${ID}`, { shareBp: 500 });
    expect(far.statusCode).toBe(400);
    expect(far.json().error).toMatchObject({ code: 'JACKPOT_RTP_OUT_OF_RANGE' });
    expect(far.json().error.gameCodes).toEqual([...DEFAULT_JACKPOT.gameCodes]);
    // A must-drop-by barely above the seed: the seed funds almost every drop (RTP explodes).
    const near = await boss.patch(`/operator/jackpots/${ID}`, { mustDropBy: 10_001 });
    expect(near.json()).toMatchObject(ERROR('JACKPOT_RTP_OUT_OF_RANGE'));
    // A title whose own RTP (96.13 % ± 0.33 simulated) leaves no room for the share, and an unknown one.
    const titles = await boss.patch(`/operator/jackpots/${ID}`, {
      gameCodes: [...DEFAULT_JACKPOT.gameCodes, 'WNF_AZTEC_X', 'NO_SUCH_GAME'],
    });
    expect(titles.statusCode).toBe(400);
    expect(titles.json().error.gameCodes).toEqual(['WNF_AZTEC_X', 'NO_SUCH_GAME']);
    for (const body of [{ shareBp: 45 }, { seed: 200_000 }, { shareBp: 0 }, { gameCodes: 'x' }]) {
      const res = await boss.patch(`/operator/jackpots/${ID}`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const unchanged = await pool();
    expect(unchanged).toMatchObject({
      share_bp: DEFAULT_JACKPOT.shareBp,
      must_drop_by: DEFAULT_JACKPOT.mustDropBy,
    });
  });

  it('applies valid terms at once, audited, and the public list follows', async () => {
    const boss = await admin();
    await new Browser(ctx.app).get('/jackpots'); // warm the cache
    const res = await boss.patch(`/operator/jackpots/${ID}`, {
      name: { ja: '大当たり', en: 'Big One' },
      shareBp: 40,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ name: { ja: '大当たり', en: 'Big One' }, shareBp: 40 });
    const listed = jackpotsResponseSchema.parse((await new Browser(ctx.app).get('/jackpots')).json());
    expect(listed.jackpots[0]).toMatchObject({ name: { en: 'Big One' }, shareBp: 40 });
    const audit = await boss.get('/operator/audit?action=jackpot.updated');
    expect(audit.statusCode).toBe(200);
    expect(JSON.stringify(audit.json())).toContain('jackpot.updated');
    const player = await signedUp(ctx.app);
    const session = await openStudioSession(player.browser, TITLE);
    const round = await playStudioRound(player.browser, session, { bet: 100 }, `jackpot-${++keys}`);
    expect(round.jackpot).toMatchObject({ shareBp: 40, contribution: 400 });
    // A round knows from memory which titles feed a pool (issue 31); a change of the titles reaches it
    // at once (jackpot.changed): a title taken out feeds nothing, put back it feeds again.
    const without = DEFAULT_JACKPOT.gameCodes.filter((code) => code !== TITLE);
    expect((await boss.patch(`/operator/jackpots/${ID}`, { gameCodes: without })).statusCode).toBe(200);
    const out = await playStudioRound(player.browser, session, { bet: 100 }, `jackpot-${++keys}`);
    expect(out.jackpot).toBeUndefined();
    const back = [...DEFAULT_JACKPOT.gameCodes];
    expect((await boss.patch(`/operator/jackpots/${ID}`, { gameCodes: back })).statusCode).toBe(200);
    const again = await playStudioRound(player.browser, session, { bet: 100 }, `jackpot-${++keys}`);
    expect(again.jackpot).toMatchObject({ contribution: 400 });
  });
});
