import { describe, expect, it } from 'vitest';
import { operatorResponsiblePlaySchema, responsiblePlayReportResponseSchema } from '@casino/contract';
import { AUTH_ENV, PASSWORD, signedUp } from './auth-helpers.ts';
import { CONTENT_ENV, admin } from './content-helpers.ts';
import { manualClock, setupTestApp } from './helper.ts';
import { newOperator } from './operator-helpers.ts';

/**
 * The console's side of responsible play (issue 28): a player's limits, breaks and exclusions with
 * their history, an exclusion applied on the player's request (never shortened, never lifted), the
 * report of active breaks and exclusions — every call in the audit log.
 */

const clock = manualClock(new Date('2030-01-15T03:00:00Z'));
const ctx = setupTestApp({ env: { ...AUTH_ENV, ...CONTENT_ENV }, clock });

async function auditActions(target?: string) {
  const res = await (
    await admin(ctx.app)
  ).get(`/operator/audit?perPage=100${target ? `&target=${target}` : ''}`);
  expect(res.statusCode).toBe(200);
  return (res.json().data as Array<{ action: string; after: unknown }>).map((e) => e.action);
}

describe('operators and responsible play', () => {
  it('support sees limits and history, applies an exclusion on request, never shortens one; all audited', async () => {
    const { browser, accountId } = await signedUp(ctx.app);
    await browser.put('/responsible-play/limits', {
      limits: [{ kind: 'loss', period: 'weekly', value: 5000 }],
    });
    await browser.put('/responsible-play/limits', {
      limits: [{ kind: 'loss', period: 'weekly', value: 9000 }],
    });
    await browser.post('/responsible-play/break', { days: 3, password: PASSWORD });

    const support = (await newOperator(await admin(ctx.app), 'support')).browser;
    const path = `/operator/players/${accountId}/responsible-play`;
    const view = operatorResponsiblePlaySchema.parse((await support.get(path)).json());
    expect(view.limits).toHaveLength(9);
    expect(view.limits).toContainEqual(
      expect.objectContaining({
        kind: 'loss',
        period: 'weekly',
        value: 5000,
        pending: expect.objectContaining({ value: 9000 }),
      }),
    );
    expect(view.status.restriction).toMatchObject({ type: 'break', period: '3d', appliedBy: 'player' });
    expect(view.history.map((e) => e.type)).toEqual(['break_started', 'limit_scheduled', 'limit_set']);

    const applied = await support.post(`${path}/exclusion`, {
      period: '1y',
      note: 'asked by phone on 15 Jan',
    });
    expect(applied.statusCode).toBe(200);
    const after = operatorResponsiblePlaySchema.parse(applied.json());
    expect(after.status.restriction).toMatchObject({
      type: 'exclusion',
      period: '1y',
      appliedBy: 'operator',
    });
    expect(after.history[0]).toMatchObject({ type: 'exclusion_started', note: 'asked by phone on 15 Jan' });
    expect(after.history[0]!.by).toMatch(/^operator:/);

    // Never shortened: a shorter exclusion is refused, and there is no operator route to lift one.
    const shorter = await support.post(`${path}/exclusion`, { period: '6m', note: 'asked again' });
    expect(shorter.statusCode).toBe(409);
    expect(shorter.json()).toEqual({ error: { code: 'PLAY_RESTRICTION_NOT_SHORTENED' } });
    expect((await support.call('DELETE', `${path}/exclusion`)).statusCode).toBe(404);

    // The player is refused from that moment.
    const launch = await browser.get('/launchgame?gameCode=WNF_AZTEC_X&lobbyUrl=%2F&language=en');
    expect(launch.json().error.code).toBe('PLAY_SELF_EXCLUDED');

    const report = responsiblePlayReportResponseSchema.parse(
      (await support.get('/operator/reports/responsible-play?type=exclusion&perPage=100')).json(),
    );
    expect(report.data).toContainEqual(
      expect.objectContaining({ accountId, type: 'exclusion', period: '1y' }),
    );
    const breaks = responsiblePlayReportResponseSchema.parse(
      (await support.get('/operator/reports/responsible-play?type=break&perPage=100')).json(),
    );
    expect(breaks.data).toContainEqual(expect.objectContaining({ accountId, type: 'break', period: '3d' }));

    const actions = await auditActions(`player:${accountId}`);
    expect(actions).toContain('player.responsible_play_viewed');
    expect(actions).toContain('player.self_exclusion_applied');
    expect(await auditActions()).toContain('responsible_play.report_viewed');
  });

  it('only support and admin apply exclusions; content sees nothing', async () => {
    const { accountId } = await signedUp(ctx.app);
    const boss = await admin(ctx.app);
    const content = (await newOperator(boss, 'content')).browser;
    const finance = (await newOperator(boss, 'finance')).browser;
    const path = `/operator/players/${accountId}/responsible-play`;
    expect((await content.get(path)).statusCode).toBe(403);
    expect((await finance.get(path)).statusCode).toBe(200);
    const refused = await finance.post(`${path}/exclusion`, { period: '5y', note: 'not finance’s to do' });
    expect(refused.json()).toEqual({ error: { code: 'FORBIDDEN' } });
    expect(
      (await boss.post(`${path}/exclusion`, { period: 'indefinite', note: 'by e-mail' })).statusCode,
    ).toBe(200);
  });
});
