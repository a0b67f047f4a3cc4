import { describe, expect, it } from 'vitest';
import type { RaffleInput, TournamentInput } from '@casino/contract';
import { approve, proposal } from './approval-helpers.ts';
import { AUTH_ENV, ERROR, signedUp, type Browser } from './auth-helpers.ts';
import { admin as adminOf, CONTENT_ENV, editor as editorOf } from './content-helpers.ts';
import { manualClock, setupTestApp } from './helper.ts';
import { newOperator, type OperatorBrowser } from './operator-helpers.ts';

/**
 * Separation of duties for every way coins are created (issue 24, docs/security.md): the `content` role
 * alone cannot cause one coin to be paid through a promo code, a tournament, a raffle or the quick
 * schedule; finance/admin approve, never their own proposal; approved terms pay exactly once.
 */
const HOUR = 3_600_000;
const clock = manualClock(new Date('2030-01-01T00:00:00Z'));
const ctx = setupTestApp({ clock, env: { ...AUTH_ENV, ...CONTENT_ENV } });
const admin = () => adminOf(ctx.app);
const editor = () => editorOf(ctx.app);
const finance = async () => (await newOperator(await admin(), 'finance')).browser;

async function coinRows(accountId: string, type: string) {
  const rows = await ctx.db
    .selectFrom('wallet_transactions')
    .select('amount')
    .where('account_id', '=', accountId)
    .where('transaction_type', '=', type as never)
    .execute();
  return rows.map((r) => Number(r.amount));
}

async function promoCode(by: OperatorBrowser, code: string, amount: number, maxRedemptions: number) {
  const slug = code.toLowerCase();
  const period = { startDate: '2029-12-01T00:00:00Z', endDate: '2030-12-01T00:00:00Z' };
  await by.post('/operator/promotions', { slug, bannerUrl: null, ctaPath: '/', ...period, published: true });
  const res = await by.post('/operator/promo-codes', {
    code,
    promotionSlug: slug,
    amount,
    maxRedemptions,
    ...period,
  });
  expect(res.statusCode).toBe(200);
}

const redeem = (player: Browser, code: string) => player.post('/promo-codes/redeem', { code });

async function auditOf(target: string) {
  const res = await (await admin()).get(`/operator/audit?target=${encodeURIComponent(target)}&perPage=100`);
  return (res.json().data as Array<{ action: string; operatorEmail: string | null }>).map((e) => [
    e.action,
    e.operatorEmail,
  ]);
}

describe('separation of duties: promo codes', () => {
  it('a content editor alone cannot pay: 1e9 coins × 10,000,000 redemptions is no code until finance approves, then pays once', async () => {
    const content = await editor();
    await promoCode(content, 'BILLION', 1_000_000_000, 10_000_000);
    const player = await signedUp(ctx.app);
    // The exact attack of issue 24: refused, nothing moved.
    expect((await redeem(player.browser, 'BILLION')).json()).toEqual(ERROR('PROMO_CODE_INVALID'));
    expect((await player.browser.get('/balance')).json().balance).toBe(10_000);
    expect(await coinRows(player.accountId, 'PROMO_BONUS')).toEqual([]);

    const pending = await proposal(content, 'promo_code:BILLION');
    expect(pending).toMatchObject({
      status: 'PENDING',
      terms: { amount: 1_000_000_000, maxRedemptions: 10_000_000 },
      liability: Number.MAX_SAFE_INTEGER, // 1e16, capped at 2^53 − 1
      needsSecondOperator: true,
    });
    // The editor cannot approve (no money permission), nor can support.
    const decision = { revision: pending.revision, reason: 'mine' };
    expect((await content.post('/operator/approvals/promo_code:BILLION/approve', decision)).statusCode).toBe(
      403,
    );
    const support = (await newOperator(await admin(), 'support')).browser;
    expect((await support.post('/operator/approvals/promo_code:BILLION/approve', decision)).statusCode).toBe(
      403,
    );
    expect(
      (await content.call('PUT', '/operator/approval-settings', { fourEyesThreshold: 1e15 })).statusCode,
    ).toBe(403);

    // Two finance operators approve at once: one decision counts, the other is stale.
    const [f1, f2] = [await finance(), await finance()];
    const answers = await Promise.all(
      [f1, f2].map((f) => f.post('/operator/approvals/promo_code:BILLION/approve', decision)),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.statusCode === 409)!.json()).toEqual(ERROR('APPROVAL_STALE'));

    // Approved: ten concurrent redemptions by the player pay exactly once.
    const tries = await Promise.all(Array.from({ length: 10 }, () => redeem(player.browser, 'BILLION')));
    expect(tries.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(await coinRows(player.accountId, 'PROMO_BONUS')).toEqual([1_000_000_000]);
    expect((await player.browser.get('/balance')).json().balance).toBe(1_000_010_000);

    const trail = await auditOf('approval:promo_code:BILLION');
    expect(trail).toContainEqual(['approval.proposed', expect.stringMatching(/^content\./)]);
    expect(trail).toContainEqual(['approval.approved', expect.stringMatching(/^finance\./)]);
  });

  it('the proposer never approves their own proposal; the threshold decides who needs a second operator; a changed amount needs approval again', async () => {
    const boss = await admin();
    expect((await boss.get('/operator/approval-settings')).json()).toEqual({
      id: 'money',
      fourEyesThreshold: 100_000,
    });
    // Within the threshold an admin's own proposal is approved by itself (it holds the money permission).
    await promoCode(boss, 'SMALLGIFT', 100, 100);
    expect(await proposal(boss, 'promo_code:SMALLGIFT')).toMatchObject({
      status: 'APPROVED',
      liability: 10_000,
    });
    const player = await signedUp(ctx.app);
    expect((await redeem(player.browser, 'SMALLGIFT')).statusCode).toBe(200);

    // Above it: four eyes. The proposing admin cannot approve, another admin or finance can.
    await promoCode(boss, 'BIGGIFT', 1_000, 1_000);
    const big = await proposal(boss, 'promo_code:BIGGIFT');
    expect(big).toMatchObject({ status: 'PENDING', liability: 1_000_000, needsSecondOperator: true });
    const own = await boss.post('/operator/approvals/promo_code:BIGGIFT/approve', { revision: big.revision });
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual(ERROR('APPROVAL_OWN_PROPOSAL'));
    expect((await redeem(player.browser, 'BIGGIFT')).json()).toEqual(ERROR('PROMO_CODE_INVALID'));
    // A stale revision is refused; a rejection needs a reason.
    const checker = await finance();
    const stale = await checker.post('/operator/approvals/promo_code:BIGGIFT/approve', {
      revision: big.revision + 1,
    });
    expect(stale.json()).toEqual(ERROR('APPROVAL_STALE'));
    expect(
      (await checker.post('/operator/approvals/promo_code:BIGGIFT/reject', { revision: big.revision }))
        .statusCode,
    ).toBe(400);
    const rejected = await checker.post('/operator/approvals/promo_code:BIGGIFT/reject', {
      revision: big.revision,
      reason: 'Too generous for a weekday',
    });
    expect(rejected.json()).toMatchObject({ status: 'REJECTED', reason: 'Too generous for a weekday' });
    expect((await redeem(player.browser, 'BIGGIFT')).json()).toEqual(ERROR('PROMO_CODE_INVALID'));

    // Only admin sets the threshold (finance may not); audited.
    expect(
      (await checker.call('PUT', '/operator/approval-settings', { fourEyesThreshold: 2_000_000 })).statusCode,
    ).toBe(403);
    const set = await boss.call('PUT', '/operator/approval-settings', { fourEyesThreshold: 2_000_000 });
    expect(set.json()).toEqual({ id: 'money', fourEyesThreshold: 2_000_000 });
    expect(await auditOf('approval-settings')).toContainEqual([
      'approval.settings_updated',
      expect.any(String),
    ]);
    // A new amount is a new proposal, judged by the new threshold: 1,500 × 1,000 ≤ 2,000,000.
    await boss.patch('/operator/promo-codes/BIGGIFT', { amount: 1_500 });
    expect(await proposal(boss, 'promo_code:BIGGIFT')).toMatchObject({
      status: 'APPROVED',
      liability: 1_500_000,
    });
    expect((await redeem(player.browser, 'BIGGIFT')).json()).toMatchObject({ bonus: 1_500 });

    // An editor raising an approved amount makes it need approval again: the code stops paying.
    const content = await editor();
    await content.patch('/operator/promo-codes/SMALLGIFT', { amount: 100_000 });
    expect(await proposal(content, 'promo_code:SMALLGIFT')).toMatchObject({
      status: 'PENDING',
      liability: 10_000_000,
    });
    const other = await signedUp(ctx.app);
    expect((await redeem(other.browser, 'SMALLGIFT')).json()).toEqual(ERROR('PROMO_CODE_INVALID'));
    // A text-only change (its period) keeps the decision.
    await content.patch('/operator/promo-codes/SMALLGIFT', { amount: 100 });
    expect((await proposal(content, 'promo_code:SMALLGIFT')).status).toBe('PENDING');
    await approve(checker, 'promo_code:SMALLGIFT');
    await content.patch('/operator/promo-codes/SMALLGIFT', { endDate: '2030-11-01T00:00:00Z' });
    expect((await proposal(content, 'promo_code:SMALLGIFT')).status).toBe('APPROVED');
    expect((await redeem(other.browser, 'SMALLGIFT')).statusCode).toBe(200);
    await boss.call('PUT', '/operator/approval-settings', { fourEyesThreshold: 100_000 });
  });
});

function tournament(ref: string, prizes: TournamentInput['prizes']): TournamentInput {
  const start = new Date(clock.now().getTime() + HOUR);
  const text = { title: ref, description: 'About', termsAndConditions: 'Terms' };
  return {
    tournamentRef: ref,
    startDateUtc: start.toISOString(),
    endDateUtc: new Date(start.getTime() + HOUR).toISOString(),
    games: ['WNF_AZTEC_X'],
    translations: [
      { languageCode: 'ja', languageDisplayName: '日本語', ...text },
      { languageCode: 'en', languageDisplayName: 'English', ...text },
    ],
    rules: { scoringRule: 'COINS_WAGERED', coinsPerPoint: 1, minBet: 1 },
    prizes,
    recurrence: 'NONE',
  };
}

function raffle(ref: string, prizes: number[]): RaffleInput {
  const now = clock.now().getTime();
  const text = { title: ref, description: 'About', termsAndConditions: 'Terms' };
  return {
    tournamentRef: ref,
    startDateUtc: new Date(now + 60_000).toISOString(), // prizes can change until the start
    endDateUtc: new Date(now + HOUR).toISOString(),
    raffleDrawDate: new Date(now + HOUR).toISOString(),
    wagerPerEntry: 10,
    prizes,
    gameCodes: ['WNF_AZTEC_X'],
    translations: [
      { languageCode: 'ja', ...text },
      { languageCode: 'en', ...text },
    ],
    bannerFileName: null,
  };
}

async function play(browser: Browser, bet: number) {
  const launch = await browser.get('/launchgame?gameCode=WNF_AZTEC_X&lobbyUrl=%2F&language=en');
  const token = new URL(launch.json().url as string, 'http://x').searchParams.get('launch');
  const session = await browser.post('/studio/session', { launchToken: token });
  const round = await browser.post('/studio/round', {
    gameSessionId: session.json().gameSessionId,
    bet,
    roundKey: `sod-${Math.random().toString(36).slice(2)}`,
  });
  expect(round.statusCode).toBe(200);
}

describe('separation of duties: tournaments and raffles', () => {
  it('a content editor’s tournament paying 1e9 to each of ranks 1–1000 pays nothing (cancelled at its end); an approved one pays once', async () => {
    const content = await editor();
    const attack = await content.post(
      '/operator/tournaments',
      tournament('billion-cup', [{ fromRank: 1, toRank: 1000, amount: 1_000_000_000 }]),
    );
    expect(attack.statusCode).toBe(201);
    const attackId = attack.json().id as number;
    expect(await proposal(content, `tournament:${attackId}`)).toMatchObject({
      status: 'PENDING',
      liability: 1_000_000_000_000,
    });
    const fair = await content.post(
      '/operator/tournaments',
      tournament('fair-cup', [{ fromRank: 1, toRank: 1, amount: 5_000 }]),
    );
    const fairId = fair.json().id as number;
    await approve(await finance(), `tournament:${fairId}`);

    const player = await signedUp(ctx.app);
    clock.advance(HOUR);
    await play(player.browser, 100);
    clock.advance(2 * HOUR);
    await ctx.app.jobs.runOnce();
    await ctx.app.jobs.runOnce();

    const view = async (id: number) => (await (await admin()).get(`/operator/tournaments/${id}`)).json();
    expect((await view(attackId)).meta.tournamentStatus).toBe('CANCELLED');
    expect((await view(fairId)).meta.tournamentStatus).toBe('COMPLETED');
    expect(await coinRows(player.accountId, 'TOURNAMENT_PRIZE')).toEqual([5_000]);
    expect(await auditOf(`tournament:${attackId}`)).toContainEqual([
      'tournament.cancelled',
      'system:settlement',
    ]);
  });

  it('a content editor’s raffle pays nothing (cancelled at its draw); a changed prize needs approval again; an approved one pays each place once', async () => {
    const content = await editor();
    const attack = (
      await content.post('/operator/raffles', raffle('billion-raffle', [1_000_000_000, 1_000_000_000]))
    ).json();
    const fair = (await content.post('/operator/raffles', raffle('fair-raffle', [700]))).json();
    const checker = await finance();
    await approve(checker, `raffle:${fair.id}`);
    // Approved, then the editor raises the prize: pending again, and the draw would not pay it.
    const raised = raffle('fair-raffle', [7_000_000]);
    expect((await content.call('PUT', `/operator/raffles/${fair.id}`, raised)).statusCode).toBe(200);
    expect((await proposal(content, `raffle:${fair.id}`)).status).toBe('PENDING');
    expect(
      (await content.call('PUT', `/operator/raffles/${fair.id}`, raffle('fair-raffle', [700]))).statusCode,
    ).toBe(200);
    await approve(checker, `raffle:${fair.id}`);

    const player = await signedUp(ctx.app);
    clock.advance(2 * 60_000);
    await play(player.browser, 100);
    clock.advance(HOUR);
    await ctx.app.jobs.runOnce();
    await ctx.app.jobs.runOnce();
    const status = async (id: number) =>
      (await (await admin()).get(`/operator/raffles/${id}`)).json().tournamentStatus;
    expect(await status(attack.id)).toBe('CANCELLED');
    expect(await status(fair.id)).toBe('COMPLETED');
    expect(await coinRows(player.accountId, 'RAFFLE_PRIZE')).toEqual([700]);
  });

  it('the quick schedule makes no raffle until finance approves its prizes and frequency', async () => {
    const content = await editor();
    const schedule = {
      id: 'quick',
      enabled: true,
      everyMinutes: 60,
      durationMinutes: 30,
      wagerPerEntry: 10,
      prizes: [1_000_000_000],
      gameCodes: ['WNF_AZTEC_X'],
      translations: [{ languageCode: 'ja', title: 'クイック', description: '', termsAndConditions: '' }],
    };
    expect((await content.call('PUT', '/operator/raffle-quick-schedule', schedule)).statusCode).toBe(200);
    expect(await proposal(content, 'quick_raffle:quick')).toMatchObject({
      status: 'PENDING',
      liability: 24_000_000_000,
    });
    await ctx.app.jobs.runOnce();
    const quick = async () =>
      (
        (await (await admin()).get('/operator/raffles?perPage=100')).json().data as Array<{
          raffleType: string;
        }>
      ).filter((r) => r.raffleType === 'QUICK');
    expect(await quick()).toEqual([]);
    await approve(await finance(), 'quick_raffle:quick');
    await ctx.app.jobs.runOnce();
    const made = await quick();
    expect(made.length).toBeGreaterThan(0);
    const first = made[0] as unknown as { id: number };
    expect(await proposal(content, `raffle:${first.id}`)).toMatchObject({
      status: 'APPROVED',
      decidedBy: 'system:quick_raffle:quick',
    });
  });
});
