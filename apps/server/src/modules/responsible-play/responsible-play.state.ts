import { randomUUID } from 'node:crypto';
import {
  EXCLUSION_LIFT_COOLING_OFF_DAYS,
  INDEFINITE_EXCLUSION_MIN_MONTHS,
  LIMIT_INCREASE_DELAY_HOURS,
  LIMIT_KINDS,
  LIMIT_PERIODS,
  LIMIT_PERIOD_MINUTES,
  type LimitState,
  type LimitsRequest,
  type RealityCheckInterval,
  type ResponsiblePlayStatus,
} from '@casino/contract';
import type { Clock } from '../../clock.ts';
import type { Db, DbOrTx } from '../../db/database.ts';
import { ApiError } from '../../errors.ts';
import { usageAt, valueAt } from './responsible-play.gate.ts';
import { addDays, addMonths, periodOf } from './responsible-play.periods.ts';
import * as repo from './responsible-play.repository.ts';
import type { RpRestrictionRow } from './responsible-play.table.ts';

/*
 * The player's responsible-play state and its changes: limits (a lower one at once, a raise or removal
 * after 24 hours), the break or exclusion in force (never shortened), the lift of an indefinite one.
 */

export interface StateDeps {
  db: Db;
  clock: Clock;
  supportOrganisation: { name: string; url: string };
}

/** Who changed something: the player, or an operator (`operator:<e-mail>`). */
export type RpActor = { kind: 'player' } | { kind: 'operator'; operatorId: string | null; label: string };

const HOUR_MS = 3_600_000;

export async function limitStates(tx: DbOrTx, accountId: string, now: Date): Promise<LimitState[]> {
  const rows = await repo.limitsOf(tx, accountId);
  const usage = await usageAt(tx, accountId, now);
  const states: LimitState[] = [];
  for (const period of LIMIT_PERIODS)
    for (const kind of LIMIT_KINDS) {
      const row = rows.find((r) => r.kind === kind && r.period === period);
      const matured = row?.pending_effective_at && row.pending_effective_at <= now;
      const used = usage[period];
      states.push({
        kind,
        period,
        value: row ? valueAt(row, now) : null,
        pending:
          row?.pending_effective_at && !matured
            ? { value: row.pending_value, effectiveAt: row.pending_effective_at.toISOString() }
            : null,
        used: Math.max(
          0,
          kind === 'wager' ? used.wagered : kind === 'loss' ? used.netLoss : Math.floor(used.seconds / 60),
        ),
        resetsAt: periodOf(period, now).resetsAt.toISOString(),
      });
    }
  return states;
}

export async function status(
  deps: Pick<StateDeps, 'supportOrganisation'>,
  tx: DbOrTx,
  accountId: string,
  now: Date,
): Promise<ResponsiblePlayStatus> {
  const [restriction, settings] = await Promise.all([
    repo.activeRestriction(tx, accountId, now),
    repo.settingsOf(tx, accountId),
  ]);
  return {
    canPlay: restriction === undefined,
    restriction: restriction ? toRestriction(restriction) : null,
    realityCheckMinutes: (settings?.reality_check_minutes ?? 0) as RealityCheckInterval,
    supportOrganisation: deps.supportOrganisation,
  };
}

/** Starts a break or exclusion unless one in force ends later (never shortened). */
export async function restrict(
  deps: StateDeps,
  accountId: string,
  what: { type: 'break' | 'exclusion'; period: string; endsAt: Date | null },
  actor: RpActor,
  note: string | null,
  inTx?: (tx: DbOrTx) => Promise<void>,
) {
  const now = deps.clock.now();
  return deps.db.transaction().execute(async (tx) => {
    // One account's restrictions change one at a time (its settings row is the lock).
    await repo.upsertSettings(tx, accountId, {}, now);
    const current = await repo.activeRestriction(tx, accountId, now);
    if (current && (current.ends_at === null || (what.endsAt !== null && current.ends_at >= what.endsAt)))
      throw new ApiError(409, 'PLAY_RESTRICTION_NOT_SHORTENED');
    const indefinite = what.period === 'indefinite';
    await repo.insertRestriction(tx, {
      restriction_id: randomUUID(),
      account_id: accountId,
      type: what.type,
      period: what.period,
      started_at: now,
      ends_at: what.endsAt,
      applied_by: actor.kind,
      operator_id: actor.kind === 'operator' ? actor.operatorId : null,
      note,
      liftable_from: indefinite ? addMonths(now, INDEFINITE_EXCLUSION_MIN_MONTHS) : null,
      lift_requested_at: null,
    });
    await repo.insertEvent(tx, {
      account_id: accountId,
      type: what.type === 'break' ? 'break_started' : 'exclusion_started',
      at: now,
      kind: null,
      period: what.period,
      value: null,
      previous_value: null,
      effective_at: now,
      ends_at: what.endsAt,
      actor: actorLabel(actor),
      note,
    });
    await inTx?.(tx);
    return status(deps, tx, accountId, now);
  });
}

/**
 * Sets limits: a lower one (or a first one) applies at once, a raise or removal after 24 hours
 * (pending with its time); a lower one cancels a pending raise.
 */
export async function setLimits(deps: StateDeps, accountId: string, request: LimitsRequest) {
  for (const change of request.limits)
    if (change.kind === 'time' && change.value !== null && change.value > LIMIT_PERIOD_MINUTES[change.period])
      throw new ApiError(400, 'REQUEST_VALIDATION_ERROR');
  const now = deps.clock.now();
  return deps.db.transaction().execute(async (tx) => {
    const rows = await repo.limitsOf(tx, accountId, true);
    for (const change of request.limits) {
      const row = rows.find((r) => r.kind === change.kind && r.period === change.period);
      const current = row ? valueAt(row, now) : null;
      const lower = change.value !== null && (current === null || change.value <= current);
      const base = { account_id: accountId, kind: change.kind, period: change.period, updated_at: now };
      if (lower) {
        await repo.upsertLimit(tx, {
          ...base,
          value: change.value,
          pending_value: null,
          pending_effective_at: null,
        });
      } else if (current === null) {
        // Removing a limit there is none of: only a pending one goes.
        await repo.upsertLimit(tx, {
          ...base,
          value: null,
          pending_value: null,
          pending_effective_at: null,
        });
        continue;
      } else {
        const effectiveAt = new Date(now.getTime() + LIMIT_INCREASE_DELAY_HOURS * HOUR_MS);
        await repo.upsertLimit(tx, {
          ...base,
          value: current,
          pending_value: change.value,
          pending_effective_at: effectiveAt,
        });
      }
      await repo.insertEvent(tx, {
        account_id: accountId,
        type: lower ? 'limit_set' : 'limit_scheduled',
        at: now,
        kind: change.kind,
        period: change.period,
        value: change.value,
        previous_value: current,
        effective_at: lower ? now : new Date(now.getTime() + LIMIT_INCREASE_DELAY_HOURS * HOUR_MS),
        ends_at: null,
        actor: 'player',
        note: null,
      });
    }
    return { limits: await limitStates(tx, accountId, now) };
  });
}

/** An indefinite exclusion: asked for from 6 months on, lifted 7 days after the request. */
export async function requestLift(deps: StateDeps, accountId: string) {
  const now = deps.clock.now();
  return deps.db.transaction().execute(async (tx) => {
    const current = await repo.activeRestriction(tx, accountId, now);
    if (
      !current ||
      current.period !== 'indefinite' ||
      current.lift_requested_at !== null ||
      !current.liftable_from ||
      current.liftable_from > now
    )
      throw new ApiError(409, 'SELF_EXCLUSION_NOT_LIFTABLE');
    const endsAt = addDays(now, EXCLUSION_LIFT_COOLING_OFF_DAYS);
    if (!(await repo.setLiftRequested(tx, current.restriction_id, now, endsAt)))
      throw new ApiError(409, 'SELF_EXCLUSION_NOT_LIFTABLE');
    await repo.insertEvent(tx, {
      account_id: accountId,
      type: 'lift_requested',
      at: now,
      kind: null,
      period: 'indefinite',
      value: null,
      previous_value: null,
      effective_at: endsAt,
      ends_at: endsAt,
      actor: 'player',
      note: null,
    });
    return status(deps, tx, accountId, now);
  });
}

function actorLabel(actor: RpActor): string {
  return actor.kind === 'player' ? 'player' : actor.label;
}

export function toRestriction(r: RpRestrictionRow): NonNullable<ResponsiblePlayStatus['restriction']> {
  return {
    type: r.type,
    period: r.period,
    startedAt: r.started_at.toISOString(),
    endsAt: r.ends_at?.toISOString() ?? null,
    appliedBy: r.applied_by,
    liftableFrom: r.liftable_from?.toISOString() ?? null,
    liftRequestedAt: r.lift_requested_at?.toISOString() ?? null,
  };
}
