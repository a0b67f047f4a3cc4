import type { LimitState, OperatorResponsiblePlay, ResponsiblePlayReportResponse } from '@casino/contract';
import * as repo from './responsible-play.repository.ts';
import { limitStates, status, toRestriction, type StateDeps } from './responsible-play.state.ts';

/** What the console reads (the routes audit each read): one player's view with history, the report. */

export async function operatorView(deps: StateDeps, accountId: string): Promise<OperatorResponsiblePlay> {
  const now = deps.clock.now();
  const [limits, st, events] = await Promise.all([
    limitStates(deps.db, accountId, now),
    status(deps, deps.db, accountId, now),
    repo.eventsOf(deps.db, accountId),
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
}

/** Breaks and exclusions in force, newest first. */
export async function report(
  deps: StateDeps,
  query: { page: number; perPage: number; type?: 'break' | 'exclusion' },
): Promise<ResponsiblePlayReportResponse> {
  const { rows, total } = await repo.activeRestrictions(deps.db, deps.clock.now(), {
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
}
