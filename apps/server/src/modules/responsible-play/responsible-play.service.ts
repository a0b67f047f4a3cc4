import { randomUUID } from 'node:crypto';
import {
  EXCLUSION_LIFT_COOLING_OFF_DAYS,
  INDEFINITE_EXCLUSION_MIN_MONTHS,
  LIMIT_INCREASE_DELAY_HOURS,
  LIMIT_KINDS,
  LIMIT_PERIODS,
  LIMIT_PERIOD_MINUTES,
  type BreakDays,
  type ExclusionPeriod,
  type LimitState,
  type LimitsRequest,
  type PlaySessionSummary,
  type RealityCheckInterval,
  type ResponsiblePlayStatus,
} from '@casino/contract';
import type { Clock } from '../../clock.ts';
import type { Db, DbOrTx } from '../../db/database.ts';
import { ApiError } from '../../errors.ts';
import type { PlayGate } from '../wallet/wallet.service.ts';
import { assertMayPlay, createPlayGate, usageAt, valueAt } from './responsible-play.gate.ts';
import { addDays, addMonths, exclusionEnd, periodOf } from './responsible-play.periods.ts';
import * as repo from './responsible-play.repository.ts';
import type { RpRestrictionRow } from './responsible-play.table.ts';

export interface ResponsiblePlayDeps {
  db: Db;
  clock: Clock;
  /** The player's password (auth's accounts service). */
  checkPassword(accountId: string, password: string): Promise<boolean>;
  /** Coins bet (net of refunds) and won by the account's play since `since` (the wallet's ledger). */
  playTotalsSince(accountId: string, since: Date): Promise<{ bet: number; won: number }>;
  supportOrganisation: { name: string; url: string };
}

/** Who changed something: the player, or an operator (`operator:<id>`). */
export type RpActor = { kind: 'player' } | { kind: 'operator'; operatorId: string | null; label: string };

const HOUR_MS = 3_600_000;

export function createResponsiblePlayService(deps: ResponsiblePlayDeps) {
  const { db, clock } = deps;
  const gate: PlayGate = createPlayGate();

  async function limitStates(tx: DbOrTx, accountId: string, now: Date): Promise<LimitState[]> {
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

  async function status(tx: DbOrTx, accountId: string, now: Date): Promise<ResponsiblePlayStatus> {
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

  async function requirePassword(accountId: string, password: string) {
    if (!(await deps.checkPassword(accountId, password))) throw new ApiError(400, 'INVALID_CURRENT_PASSWORD');
  }

  /** Starts a break or exclusion unless one in force ends later (never shortened). */
  async function restrict(
    accountId: string,
    what: { type: 'break' | 'exclusion'; period: string; endsAt: Date | null },
    actor: RpActor,
    note: string | null,
    inTx?: (tx: DbOrTx) => Promise<void>,
  ) {
    const now = clock.now();
    return db.transaction().execute(async (tx) => {
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
      return status(tx, accountId, now);
    });
  }

  return {
    /** The one gate the wallet asks for every movement (wallet.play-gate.ts). */
    gate,

    /** Refuses starting play (launch, studio session, a pick) on a break, excluded, or out of play time. */
    assertMayPlay: (accountId: string) => assertMayPlay(db, accountId, clock.now()),

    async limits(accountId: string) {
      return { limits: await limitStates(db, accountId, clock.now()) };
    },

    /**
     * Sets limits: a lower one (or a first one) applies at once, a raise or removal after 24 hours
     * (pending with its time); a lower one cancels a pending raise.
     */
    async setLimits(accountId: string, request: LimitsRequest) {
      for (const change of request.limits)
        if (change.kind === 'time' && change.value !== null && change.value > LIMIT_PERIOD_MINUTES[change.period])
          throw new ApiError(400, 'REQUEST_VALIDATION_ERROR');
      const now = clock.now();
      return db.transaction().execute(async (tx) => {
        const rows = await repo.limitsOf(tx, accountId, true);
        for (const change of request.limits) {
          const row = rows.find((r) => r.kind === change.kind && r.period === change.period);
          const current = row ? valueAt(row, now) : null;
          const lower = change.value !== null && (current === null || change.value <= current);
          const base = { account_id: accountId, kind: change.kind, period: change.period, updated_at: now };
          if (lower) {
            await repo.upsertLimit(tx, { ...base, value: change.value, pending_value: null, pending_effective_at: null });
          } else if (current === null) {
            // Removing a limit there is none of: only a pending one goes.
            await repo.upsertLimit(tx, { ...base, value: null, pending_value: null, pending_effective_at: null });
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
    },

    async setRealityCheck(accountId: string, minutes: RealityCheckInterval, tx: DbOrTx = db) {
      const now = clock.now();
      await repo.upsertSettings(tx, accountId, { reality_check_minutes: minutes }, now);
      await repo.insertEvent(tx, {
        account_id: accountId,
        type: 'reality_check_set',
        at: now,
        kind: null,
        period: null,
        value: minutes,
        previous_value: null,
        effective_at: now,
        ends_at: null,
        actor: 'player',
        note: null,
      });
      return status(tx, accountId, now);
    },

    status: (accountId: string) => status(db, accountId, clock.now()),

    async session(accountId: string, startedAt: Date): Promise<PlaySessionSummary> {
      const now = clock.now();
      const [totals, settings] = await Promise.all([
        deps.playTotalsSince(accountId, startedAt),
        repo.settingsOf(db, accountId),
      ]);
      return {
        startedAt: startedAt.toISOString(),
        now: now.toISOString(),
        minutesPlayed: Math.max(0, Math.floor((now.getTime() - startedAt.getTime()) / 60_000)),
        coinsBet: totals.bet,
        coinsWon: totals.won,
        net: totals.won - totals.bet,
        realityCheckMinutes: (settings?.reality_check_minutes ?? 0) as RealityCheckInterval,
      };
    },

    async takeBreak(accountId: string, days: BreakDays, password: string) {
      await requirePassword(accountId, password);
      return restrict(accountId, { type: 'break', period: `${days}d`, endsAt: addDays(clock.now(), days) }, { kind: 'player' }, null);
    },

    async selfExclude(accountId: string, period: ExclusionPeriod, password: string) {
      await requirePassword(accountId, password);
      const endsAt = exclusionEnd(period, clock.now());
      return restrict(accountId, { type: 'exclusion', period, endsAt }, { kind: 'player' }, null);
    },

    /** An indefinite exclusion: asked for from 6 months on, lifted 7 days after the request. */
    async requestLift(accountId: string, password: string) {
      await requirePassword(accountId, password);
      const now = clock.now();
      return db.transaction().execute(async (tx) => {
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
        return status(tx, accountId, now);
      });
    },

    /** Of `accountIds`, those on a break or self-excluded now: no marketing or promotion reaches them. */
    restrictedAmong: (accountIds: readonly string[]) => repo.restrictedAmong(db, accountIds, clock.now()),

    // ---- Operators (routes audit) --------------------------------------------------------------

    async operatorView(accountId: string) {
      const now = clock.now();
      const [limits, st, events] = await Promise.all([
        limitStates(db, accountId, now),
        status(db, accountId, now),
        repo.eventsOf(db, accountId),
      ]);
      return {
        accountId,
        limits,
        status: st,
        history: events.map((e) => ({
          id: String(e.event_id),
          type: e.type,
          at: e.at.toISOString(),
          kind: (e.kind as LimitState['kind'] | null) ?? null,
          period: e.period,
          value: e.value === null ? null : Number(e.value),
          previousValue: e.previous_value === null ? null : Number(e.previous_value),
          effectiveAt: e.effective_at?.toISOString() ?? null,
          endsAt: e.ends_at?.toISOString() ?? null,
          by: e.actor,
          note: e.note,
        })),
      };
    },

    /** Support applies an exclusion the player asked for; `audit` runs in the same transaction. */
    operatorExclude(
      accountId: string,
      period: ExclusionPeriod,
      note: string,
      actor: { operatorId: string | null; label: string },
      audit: (tx: DbOrTx) => Promise<void>,
    ) {
      const endsAt = exclusionEnd(period, clock.now());
      return restrict(accountId, { type: 'exclusion', period, endsAt }, { kind: 'operator', ...actor }, note, audit);
    },

    async report(query: { page: number; perPage: number; type?: 'break' | 'exclusion' }) {
      const { rows, total } = await repo.activeRestrictions(db, clock.now(), {
        type: query.type,
        limit: query.perPage,
        offset: (query.page - 1) * query.perPage,
      });
      return {
        data: rows.map((r) => ({
          ...toRestriction(r),
          id: r.restriction_id,
          accountId: r.account_id,
          displayName: r.display_name,
          email: r.email,
        })),
        total,
      };
    },
  };
}
export type ResponsiblePlayService = ReturnType<typeof createResponsiblePlayService>;

function actorLabel(actor: RpActor): string {
  return actor.kind === 'player' ? 'player' : actor.label;
}

function toRestriction(r: RpRestrictionRow): NonNullable<ResponsiblePlayStatus['restriction']> {
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
