import {
  MISSION_TIERS,
  type LanguageCode,
  type LimitsResponse,
  type Mission,
  type MissionCadence,
} from '@casino/contract';
import { claimDeadline, periodEnd, periodOf, previousPeriodOf } from './missions.periods.ts';
import * as repo from './missions.repository.ts';
import type { MissionsServiceDeps } from './missions.service.ts';
import type { MissionDefinitionRow, MissionProgressRow } from './missions.table.ts';

/**
 * The most coins the player's own wager limits let them stake within one period of `cadence` (the
 * limits in force now; a daily limit bounds a week to 7 days of it); undefined = no limit.
 */
export function wagerAllowance(limits: LimitsResponse, cadence: MissionCadence): number | undefined {
  const value = (period: 'daily' | 'weekly' | 'monthly') =>
    limits.limits.find((l) => l.kind === 'wager' && l.period === period)?.value ?? undefined;
  const daily = value('daily');
  const bounds =
    cadence === 'DAILY'
      ? [daily, value('weekly'), value('monthly')]
      : [daily === undefined ? undefined : daily * 7, value('weekly'), value('monthly')];
  const set = bounds.filter((b): b is number => b !== undefined);
  return set.length === 0 ? undefined : Math.min(...set);
}

const tierRank = (tier: string) => MISSION_TIERS.indexOf(tier as (typeof MISSION_TIERS)[number]);

/** One player's mission of one period, before it is shown in a language. */
export interface Entry {
  definition: MissionDefinitionRow;
  periodStart: Date;
  row: MissionProgressRow | undefined;
}

/** Which missions a player is offered now, and how each one looks to them (missions.service.ts claims them). */
export function createMissionOffer(deps: Pick<MissionsServiceDeps, 'db' | 'resetHour' | 'responsiblePlay'>) {
  const { db, resetHour } = deps;

  /**
   * The missions offered to the player now: every active mission of the current day and week, and the
   * completed, unclaimed missions of the previous ones still within their claim time. A WAGER mission
   * asking more than the player's own wager limit allows in its period is not offered (counted in
   * `hidden`). Undefined while the player is on a break or excluded: no missions at all.
   */
  async function offered(accountId: string, now: Date) {
    const status = await deps.responsiblePlay.status(accountId);
    if (!status.canPlay) return undefined;
    const [limits, definitions] = await Promise.all([
      deps.responsiblePlay.limits(accountId),
      repo.allDefinitions(db, true),
    ]);
    const since = previousPeriodOf('WEEKLY', now, resetHour).start;
    const sinceDay = previousPeriodOf('DAILY', now, resetHour).start;
    const rows = await repo.progressSince(db, accountId, since < sinceDay ? since : sinceDay);
    const rowOf = (missionId: number, start: Date) =>
      rows.find((r) => r.mission_id === missionId && r.period_start.getTime() === start.getTime());
    const entries: Entry[] = [];
    let hidden = 0;
    for (const definition of definitions) {
      const allowance = wagerAllowance(limits, definition.cadence);
      if (definition.goal === 'WAGER' && allowance !== undefined && Number(definition.target) > allowance) {
        if (definition.is_active) hidden++;
        continue;
      }
      const previous = previousPeriodOf(definition.cadence, now, resetHour).start;
      const before = rowOf(definition.mission_id, previous);
      if (
        before?.completed_at &&
        !before.claimed_at &&
        claimDeadline(definition.cadence, previous, definition.claim_hours) > now
      )
        entries.push({ definition, periodStart: previous, row: before });
      const current = periodOf(definition.cadence, now, resetHour).start;
      const row = rowOf(definition.mission_id, current);
      // An inactive mission stays only while the player has a completed one left to claim.
      if (definition.is_active || (row?.completed_at && !row.claimed_at))
        entries.push({ definition, periodStart: current, row });
    }
    entries.sort(
      (a, b) =>
        a.definition.cadence.localeCompare(b.definition.cadence) ||
        a.definition.ladder.localeCompare(b.definition.ladder) ||
        tierRank(a.definition.tier) - tierRank(b.definition.tier) ||
        a.periodStart.getTime() - b.periodStart.getTime(),
    );
    return { entries, hidden };
  }

  function toMission({ definition: d, periodStart, row }: Entry, language: LanguageCode): Mission {
    return {
      missionId: d.mission_id,
      name: language === 'en' ? d.name_en : d.name_ja,
      cadence: d.cadence,
      tier: d.tier,
      ladder: d.ladder,
      goal: d.goal,
      gameScope: d.game_scope,
      target: Number(row?.target ?? d.target),
      progress: Number(row?.progress ?? 0),
      reward: Number(row?.reward ?? d.reward),
      periodStart: periodStart.toISOString(),
      completeBy: periodEnd(d.cadence, periodStart).toISOString(),
      claimBy: claimDeadline(d.cadence, periodStart, d.claim_hours).toISOString(),
      completed: !!row?.completed_at,
      claimedDate: row?.claimed_at ? row.claimed_at.toISOString() : null,
    };
  }

  const claimable = (e: Entry, now: Date) =>
    !!e.row?.completed_at &&
    !e.row.claimed_at &&
    claimDeadline(e.definition.cadence, e.periodStart, e.definition.claim_hours) > now;

  return { offered, toMission, claimable };
}
