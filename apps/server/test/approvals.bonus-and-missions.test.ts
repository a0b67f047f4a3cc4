import { describe, expect, it } from 'vitest';
import { bonusSettingsSchema } from '@casino/contract';
import { AUTH_ENV, ERROR, signedUp } from './auth-helpers.ts';
import { approve, proposal } from './approval-helpers.ts';
import { ON_POSTGRES, manualClock, setupTestApp } from './helper.ts';
import { firstAdmin, firstAdminEnv, newOperator, type OperatorBrowser } from './operator-helpers.ts';

/**
 * Four eyes on the reward terms of issue 30 (modules/approvals): the login calendar's and the refill's
 * terms (`bonus_terms`) and a mission's terms (`mission`) take effect only once approved — at once
 * within the proposer's threshold, else by ANOTHER finance/admin operator. Until then players get the
 * approved terms (bonus) or do not see the mission. Through HTTP, on PGlite and PostgreSQL.
 */
const clock = manualClock(new Date('2031-06-04T03:00:00Z'));
const ADMIN_EMAIL = 'terms-admin@casino.test';
const ctx = setupTestApp({
  env: {
    ...AUTH_ENV,
    ...firstAdminEnv(ADMIN_EMAIL),
  },
  clock,
});

const TERMS = {
  calendarPct: [100, 150, 200, 250, 300, 300, 500],
  refillAmount: 500,
  refillBelow: 100,
  refillIntervalHours: 4,
};

const admin = () => firstAdmin(ctx.app, ADMIN_EMAIL);

async function threshold(boss: OperatorBrowser, fourEyesThreshold: number) {
  const res = await boss.call('PUT', '/operator/approval-settings', { fourEyesThreshold });
  expect(res.statusCode, res.body).toBe(200);
}

const settings = async (by: OperatorBrowser) =>
  bonusSettingsSchema.parse((await by.get('/operator/bonus-settings')).json());

describe(`four eyes on the bonus terms (${ON_POSTGRES ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('terms above the threshold wait for a second operator; players get the approved ones meanwhile', async () => {
    const boss = await admin();
    const finance = (await newOperator(boss, 'finance')).browser;
    // Within the threshold (default 100,000): approved by its proposer, in effect at once.
    const within = await boss.call('PUT', '/operator/bonus-settings', TERMS);
    expect(within.statusCode, within.body).toBe(200);
    expect(within.json()).toMatchObject({ ...TERMS, pendingApprovalId: null });

    await threshold(boss, 1_000);
    const raised = { ...TERMS, calendarPct: [200, 150, 200, 250, 300, 300, 500], refillAmount: 700 };
    const put = await boss.call('PUT', '/operator/bonus-settings', raised);
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ ...TERMS, pendingApprovalId: 'bonus_terms:bonus' });
    expect(await settings(finance)).toMatchObject({ ...TERMS, pendingApprovalId: 'bonus_terms:bonus' });
    const waiting = await proposal(finance, 'bonus_terms:bonus');
    expect(waiting).toMatchObject({ status: 'PENDING', terms: raised, needsSecondOperator: true });
    // One player's most in a day: the best calendar day (500 % of 1,000) and six refills of 700.
    expect(waiting.liability).toBe(5_000 + 6 * 700);

    // Meanwhile a player's first calendar day pays the approved 100 %.
    const early = await signedUp(ctx.app);
    expect((await early.browser.post('/claimDailyBonus')).json().bonus).toBe(1_000);

    // The proposer never decides their own terms.
    const own = await boss.post('/operator/approvals/bonus_terms:bonus/approve', {
      revision: waiting.revision,
      reason: 'mine',
    });
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual(ERROR('APPROVAL_OWN_PROPOSAL'));
    expect(await settings(boss)).toMatchObject(TERMS);

    await approve(finance, 'bonus_terms:bonus');
    expect(await settings(boss)).toMatchObject({ ...raised, pendingApprovalId: null });
    const late = await signedUp(ctx.app);
    expect((await late.browser.post('/claimDailyBonus')).json().bonus).toBe(2_000);

    // A rejected proposal changes nothing.
    await boss.call('PUT', '/operator/bonus-settings', { ...raised, refillAmount: 900 });
    const next = await proposal(finance, 'bonus_terms:bonus');
    const rejected = await finance.post('/operator/approvals/bonus_terms:bonus/reject', {
      revision: next.revision,
      reason: 'too generous',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await settings(boss)).toMatchObject({ ...raised, pendingApprovalId: null });
    await threshold(boss, 100_000);
  });
});

const MISSION = {
  nameJa: 'ルーレットで1回勝つ',
  nameEn: 'Win once on roulette',
  cadence: 'DAILY',
  tier: 'BRONZE',
  ladder: 'daily-four-eyes',
  goal: 'WINS',
  gameScope: 'roulette',
  target: 1,
  reward: 5_000,
  claimHours: 24,
  isActive: true,
} as const;

describe(`four eyes on a mission's terms (${ON_POSTGRES ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('a mission above the threshold, or proposed by content, is offered only once another operator approved it', async () => {
    const boss = await admin();
    const finance = (await newOperator(boss, 'finance')).browser;
    const content = (await newOperator(boss, 'content')).browser;
    const player = await signedUp(ctx.app);
    const offered = async (ladder: string) =>
      (
        (await player.browser.get('/missions?languageCode=en')).json().missions as { ladder: string }[]
      ).filter((m) => m.ladder === ladder);

    // Within the admin's threshold: in effect at once.
    const own = await boss.post('/operator/missions', { ...MISSION, ladder: 'daily-within', reward: 100 });
    expect(own.statusCode, own.body).toBe(201);
    expect(own.json()).toMatchObject({ termsApproved: true });
    expect(await offered('daily-within')).toHaveLength(1);

    // A content editor proposes: nothing is offered until finance approves.
    const created = await content.post('/operator/missions', MISSION);
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    expect(created.json()).toMatchObject({ termsApproved: false });
    expect(await offered('daily-four-eyes')).toEqual([]);
    expect(await proposal(finance, `mission:${id}`)).toMatchObject({
      status: 'PENDING',
      liability: 5_000,
      terms: { cadence: 'DAILY', goal: 'WINS', gameScope: 'roulette', target: 1, reward: 5_000 },
    });
    const mine = await proposal(content, `mission:${id}`);
    const refused = await content.post(`/operator/approvals/mission:${id}/approve`, {
      revision: mine.revision,
      reason: 'mine',
    });
    expect(refused.statusCode).toBe(403);
    await approve(finance, `mission:${id}`);
    expect((await boss.get(`/operator/missions/${id}`)).json()).toMatchObject({ termsApproved: true });
    expect(await offered('daily-four-eyes')).toHaveLength(1);

    // A name change keeps the approval; a raised reward waits again (the mission pauses meanwhile).
    const renamed = await content.patch(`/operator/missions/${id}`, { nameEn: 'Win on roulette' });
    expect(renamed.json()).toMatchObject({ termsApproved: true, nameEn: 'Win on roulette' });
    const raised = await content.patch(`/operator/missions/${id}`, { reward: 50_000 });
    expect(raised.json()).toMatchObject({ termsApproved: false, reward: 50_000 });
    expect(await offered('daily-four-eyes')).toEqual([]);
    await approve(boss, `mission:${id}`);
    expect(await offered('daily-four-eyes')).toMatchObject([{ reward: 50_000 }]);
  });
});
