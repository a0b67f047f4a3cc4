import {
  MISSION_TIERS,
  type LanguageCode,
  type LimitsResponse,
  type Mission,
  type MissionCadence,
  type MissionClaimAllResponse,
  type MissionClaimResponse,
  type MissionListResponse,
} from '@casino/contract';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../errors.ts';
import type { ResponsiblePlayService } from '../responsible-play/responsible-play.service.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import type { MissionCatalogue } from './missions.observer.ts';
import { claimDeadline, periodEnd, periodOf, previousPeriodOf } from './missions.periods.ts';
import * as repo from './missions.repository.ts';
import type { MissionDefinitionRow, MissionProgressRow } from './missions.table.ts';

export interface MissionsServiceDeps {
  db: Db;
  clock: Clock;
  /** The Japan-time hour a day starts (the daily bonus's reset hour). */
  resetHour: number;
  catalogue: MissionCatalogue;
  /** Pays a reward: one PROMO_BONUS ledger row, idempotent by key; the play gate refuses a player on a break or excluded. */
  wallet: Pick<WalletService, 'creditBonus' | 'getBalance'>;
  /** Breaks, exclusions and the player's own wager limits. */
  responsiblePlay: Pick<ResponsiblePlayService, 'status' | 'limits' | 'assertMayPlay'>;
}

/** The ledger key of one mission's reward to one player in one period: at most one ledger row, ever. */
export const rewardKey = (accountId: string, missionId: number, periodStart: Date) =>
  `mission:${accountId}:${missionId}:${periodStart.toISOString()}`;

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
interface Entry {
  definition: MissionDefinitionRow;
  periodStart: Date;
  row: MissionProgressRow | undefined;
}

/**
 * Missions (issue 30; README.md here): the player's daily and weekly missions with their progress, and
 * the claim of a completed one, paid through the wallet with the key
 * `mission:<account>:<mission>:<period>` (unique in the ledger): of any number of concurrent claims
 * exactly one moves coins; the others replay and answer MISSION_ALREADY_CLAIMED.
 */
export function createMissionsService(deps: MissionsServiceDeps) {
  const { db, clock, resetHour } = deps;

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
      repo.allDefinitions(db),
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

  /** A player on a break or excluded: responsible play's own refusal (403 with its `until`). */
  async function refused(accountId: string): Promise<never> {
    await deps.responsiblePlay.assertMayPlay(accountId);
    throw new ApiError(403, 'PLAY_SELF_EXCLUDED');
  }

  const claimable = (e: Entry, now: Date) =>
    !!e.row?.completed_at &&
    !e.row.claimed_at &&
    claimDeadline(e.definition.cadence, e.periodStart, e.definition.claim_hours) > now;

  async function pay(accountId: string, e: Entry, now: Date) {
    const row = e.row!;
    const paid = await deps.wallet.creditBonus({
      accountId,
      amount: Number(row.reward),
      reason: `mission:${e.definition.mission_id}:${e.periodStart.toISOString()}`,
      key: rewardKey(accountId, e.definition.mission_id, e.periodStart),
    });
    await repo.markClaimed(db, accountId, e.definition.mission_id, e.periodStart, Number(paid.transactionId), now);
    return {
      paid,
      claim: {
        missionId: e.definition.mission_id,
        periodStart: e.periodStart.toISOString(),
        reward: paid.amount,
        newBalance: paid.newBalance,
      } satisfies MissionClaimResponse,
    };
  }

  return {
    async list(accountId: string, language: LanguageCode): Promise<MissionListResponse> {
      const offer = await offered(accountId, clock.now());
      if (!offer) return { available: false, missions: [], hiddenByLimit: 0 };
      return {
        available: true,
        missions: offer.entries.map((e) => toMission(e, language)),
        hiddenByLimit: offer.hidden,
      };
    },

    /**
     * Claims a completed mission's reward (the oldest claimable period of it), once. 404
     * MISSION_NOT_FOUND (not offered to this player), 409 MISSION_NOT_COMPLETED, MISSION_CLAIM_EXPIRED,
     * MISSION_ALREADY_CLAIMED; 403 PLAY_ON_BREAK / PLAY_SELF_EXCLUDED (a reward is a `reward` movement).
     */
    async claim(accountId: string, missionId: number): Promise<MissionClaimResponse> {
      const now = clock.now();
      const offer = await offered(accountId, now);
      if (!offer) return refused(accountId);
      const mine = offer.entries.filter((e) => e.definition.mission_id === missionId);
      if (mine.length === 0) throw new ApiError(404, 'MISSION_NOT_FOUND');
      const open = mine.find((e) => claimable(e, now));
      if (!open) {
        const current = mine[mine.length - 1]!;
        if (current.row?.claimed_at) throw new ApiError(409, 'MISSION_ALREADY_CLAIMED');
        if (current.row?.completed_at) throw new ApiError(409, 'MISSION_CLAIM_EXPIRED');
        throw new ApiError(409, 'MISSION_NOT_COMPLETED');
      }
      const { paid, claim } = await pay(accountId, open, now);
      if (paid.replayed) throw new ApiError(409, 'MISSION_ALREADY_CLAIMED');
      return claim;
    },

    /** Claims every claimable mission, oldest first; one already paid by a concurrent claim is skipped. */
    async claimAll(accountId: string): Promise<MissionClaimAllResponse> {
      const now = clock.now();
      const offer = await offered(accountId, now);
      if (!offer) return refused(accountId);
      const claimed: MissionClaimResponse[] = [];
      for (const entry of offer.entries.filter((e) => claimable(e, now))) {
        const { paid, claim } = await pay(accountId, entry, now);
        if (!paid.replayed) claimed.push(claim);
      }
      const newBalance = (await deps.wallet.getBalance(accountId, now)).balance;
      return { claimed, total: claimed.reduce((sum, c) => sum + c.reward, 0), newBalance };
    },
  };
}
export type MissionsService = ReturnType<typeof createMissionsService>;
