import { LIMIT_KINDS, LIMIT_PERIODS, type LimitKind, type LimitPeriod } from '@casino/contract';
import type { DbOrTx } from '../../db/database.ts';
import { WalletError } from '../wallet/wallet.errors.ts';
import type { GatedMovement, PlayGate } from '../wallet/wallet.service.ts';
import { jstDay, periodOf } from './responsible-play.periods.ts';
import * as repo from './responsible-play.repository.ts';
import type { RpLimitRow, RpRestrictionRow } from './responsible-play.table.ts';

/*
 * The one gate for play (ARCHITECTURE.md decision 12; the wallet asks it for every ledger movement,
 * coin-moves/play-gate.ts). It runs inside the movement's transaction, which holds the account's wallet
 * lock: two bets of one account never pass it at the same time, so the counters it reads are exact and
 * the ones it writes commit or roll back with the movement.
 */

/** A pause between two bets longer than this ends a spell of play: the gap is not play time. */
export const IDLE_GAP_SECONDS = 10 * 60;

export interface LimitInForce {
  kind: LimitKind;
  period: LimitPeriod;
  value: number;
}

/** The limit of a row in force at `at`: the pending value once its time has come. */
export function valueAt(
  row: Pick<RpLimitRow, 'value' | 'pending_value' | 'pending_effective_at'>,
  at: Date,
): number | null {
  if (row.pending_effective_at && row.pending_effective_at.getTime() <= at.getTime())
    return row.pending_value;
  return row.value;
}

export interface PeriodUsage {
  wagered: number;
  netLoss: number;
  seconds: number;
}

/** What the account used in each period containing `at` (counted per JST day by the gate). */
export async function usageAt(
  db: DbOrTx,
  accountId: string,
  at: Date,
): Promise<Record<LimitPeriod, PeriodUsage>> {
  const starts = Object.fromEntries(LIMIT_PERIODS.map((p) => [p, periodOf(p, at).firstDay])) as Record<
    LimitPeriod,
    string
  >;
  const earliest = [starts.weekly, starts.monthly].sort()[0]!;
  const days = await repo.usageDays(db, accountId, earliest);
  const usage = {} as Record<LimitPeriod, PeriodUsage>;
  for (const period of LIMIT_PERIODS) {
    const total = { wagered: 0, netLoss: 0, seconds: 0 };
    for (const day of days) {
      if (day.day < starts[period]) continue;
      total.wagered += Number(day.wagered);
      total.netLoss += Number(day.net_loss);
      total.seconds += Number(day.play_seconds);
    }
    usage[period] = total;
  }
  return usage;
}

/** The refusal of a player on a break or self-excluded. */
export function restrictionError(restriction: Pick<RpRestrictionRow, 'type' | 'ends_at'>): WalletError {
  return new WalletError(restriction.type === 'break' ? 'PLAY_ON_BREAK' : 'PLAY_SELF_EXCLUDED', undefined, {
    until: restriction.ends_at?.toISOString() ?? null,
  });
}

function limitError(limit: LimitInForce, at: Date): WalletError {
  return new WalletError('PLAY_LIMIT_REACHED', undefined, {
    limit,
    until: periodOf(limit.period, at).resetsAt.toISOString(),
  });
}

/** The first limit a stake of `stake` coins at `at` would pass (daily before weekly before monthly). */
export function limitPassed(
  limits: readonly Pick<RpLimitRow, 'kind' | 'period' | 'value' | 'pending_value' | 'pending_effective_at'>[],
  usage: Record<LimitPeriod, PeriodUsage>,
  stake: number,
): (at: Date) => LimitInForce | undefined {
  return (at) => {
    for (const period of LIMIT_PERIODS)
      for (const kind of LIMIT_KINDS) {
        const row = limits.find((l) => l.kind === kind && l.period === period);
        const value = row ? valueAt(row, at) : null;
        if (value === null) continue;
        const used = usage[period];
        const over =
          kind === 'wager'
            ? used.wagered + stake > value
            : kind === 'loss'
              ? used.netLoss + stake > value
              : used.seconds >= value * 60;
        if (over) return { kind, period, value };
      }
    return undefined;
  };
}

/**
 * Whether the account may start play now (a launch, a studio session, a player's pick): refused on a
 * break, when self-excluded, or when a play-time limit is used up. Outside the ledger: it moves nothing.
 */
export async function assertMayPlay(db: DbOrTx, accountId: string, at: Date): Promise<void> {
  const restriction = await repo.activeRestriction(db, accountId, at);
  if (restriction) throw restrictionError(restriction);
  const limits = await repo.limitsOf(db, accountId);
  const timeLimits = limits.filter((l) => l.kind === 'time');
  if (timeLimits.length === 0) return;
  const passed = limitPassed(timeLimits, await usageAt(db, accountId, at), 0)(at);
  if (passed) throw limitError(passed, at);
}

export function createPlayGate(): PlayGate {
  return {
    async admit(tx, m: GatedMovement) {
      switch (m.class) {
        case 'operator':
          return;
        case 'refund':
          // A bet given back: it was never at risk.
          if (m.amount !== 0)
            await repo.addUsage(tx, m.accountId, jstDay(m.at), {
              wagered: -m.amount,
              netLoss: -m.amount,
              seconds: 0,
            });
          return;
        case 'payout':
          // What accepted play won is paid whatever happened since; a game's win lowers the net loss.
          if (m.type === 'WIN' && m.amount !== 0)
            await repo.addUsage(tx, m.accountId, jstDay(m.at), {
              wagered: 0,
              netLoss: -m.amount,
              seconds: 0,
            });
          return;
        case 'reward': {
          const restriction = await repo.activeRestriction(tx, m.accountId, m.at);
          if (restriction) throw restrictionError(restriction);
          return;
        }
        case 'play':
          await admitStake(tx, m);
          return;
      }
    },
  };
}

async function admitStake(tx: DbOrTx, m: GatedMovement): Promise<void> {
  // One read (restriction, limits, last play) and one write (usage, last play): issue 31.
  const state = await repo.playState(tx, m.accountId, m.at);
  if (state.restriction) throw restrictionError(state.restriction);
  const stake = -m.amount;
  const { limits } = state;
  if (limits.some((l) => valueAt(l, m.at) !== null)) {
    const passed = limitPassed(limits, await usageAt(tx, m.accountId, m.at), stake)(m.at);
    if (passed) throw limitError(passed, m.at);
  }
  const last = state.lastPlayAt;
  const gap = last ? (m.at.getTime() - last.getTime()) / 1000 : Infinity;
  const seconds = gap > 0 && gap <= IDLE_GAP_SECONDS ? Math.round(gap) : 0;
  await repo.recordStake(tx, m.accountId, jstDay(m.at), { wagered: stake, seconds }, m.at);
}
