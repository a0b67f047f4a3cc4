import type { TournamentInput } from '@casino/contract';
import type { DbOrTx } from '../../db/database.ts';
import { ApiError } from '../../errors.ts';
import type { Actor } from '../operator/operator.audit.ts';
import * as repo from './tournaments.repository.ts';
import { tournamentSubject } from './tournaments.approval.ts';
import type { TournamentRow } from './tournaments.table.ts';
import { seriesOf, statusOf, toColumns, type TournamentsDeps } from './tournaments.views.ts';

type AdminDeps = Pick<TournamentsDeps, 'db' | 'clock' | 'audit' | 'approvals'>;

export async function tournamentById(db: DbOrTx, id: number): Promise<TournamentRow> {
  const row = await repo.findById(db, id);
  if (!row) throw new ApiError(404, 'NOT_FOUND');
  return row;
}

async function editable({ db, clock }: AdminDeps, id: number): Promise<TournamentRow> {
  const row = await tournamentById(db, id);
  // Once play has been counted the rules are fixed; a running tournament may still be cancelled.
  if (row.state !== 'ACTIVE' || statusOf(row, clock.now()) !== 'SCHEDULED') {
    throw new ApiError(409, 'TOURNAMENT_NOT_EDITABLE');
  }
  return row;
}

/** A new tournament (409 TOURNAMENT_REF_EXISTS for a taken ref), audited in its transaction. */
export async function insertTournament(
  deps: AdminDeps,
  input: TournamentInput,
  actor: Actor,
): Promise<TournamentRow> {
  const { db, clock } = deps;
  const now = clock.now();
  const columns = toColumns(input);
  const row = await db.transaction().execute(async (tx) => {
    const inserted = await repo.insertTournament(tx, {
      ...columns,
      series_ref: input.recurrence === 'NONE' ? null : seriesOf(input.tournamentRef),
      state: 'ACTIVE',
      banner_file_name: null,
      created_at: now,
      updated_at: now,
      settled_at: null,
      cancelled_at: null,
    });
    if (!inserted) throw new ApiError(409, 'TOURNAMENT_REF_EXISTS');
    await deps.audit.record(
      actor,
      'tournament.created',
      `tournament:${inserted.tournament_id}`,
      { after: input },
      tx,
    );
    // The prize table is only proposed: settlement pays it once finance/admin approved it.
    await deps.approvals.propose(tx, actor, tournamentSubject(inserted));
    return inserted;
  });
  return row;
}

/** Changes a tournament still SCHEDULED (409 TOURNAMENT_NOT_EDITABLE after its start), audited. */
export async function updateTournament(
  deps: AdminDeps,
  id: number,
  input: TournamentInput,
  actor: Actor,
): Promise<TournamentRow> {
  const { db, clock } = deps;
  const before = await editable(deps, id);
  if (before.tournament_ref !== input.tournamentRef) {
    const other = await repo.findByRef(db, input.tournamentRef);
    if (other) throw new ApiError(409, 'TOURNAMENT_REF_EXISTS');
  }
  const row = await db.transaction().execute(async (tx) => {
    const updated = await repo.updateTournament(
      tx,
      id,
      { ...toColumns(input), updated_at: clock.now() },
      'ACTIVE',
    );
    if (!updated) throw new ApiError(409, 'TOURNAMENT_NOT_EDITABLE');
    await deps.audit.record(actor, 'tournament.updated', `tournament:${id}`, { after: input }, tx);
    await deps.approvals.propose(tx, actor, tournamentSubject(updated)); // a changed table: again
    return updated;
  });
  return row;
}

/** Cancels an ACTIVE tournament (not one being settled or settled), audited. */
export async function cancelTournament(deps: AdminDeps, id: number, actor: Actor): Promise<TournamentRow> {
  const { db, clock } = deps;
  await tournamentById(db, id);
  const now = clock.now();
  const row = await db.transaction().execute(async (tx) => {
    // Only an ACTIVE tournament: one being settled (SETTLING) or settled cannot be cancelled.
    const updated = await repo.updateTournament(
      tx,
      id,
      { state: 'CANCELLED', cancelled_at: now, updated_at: now },
      'ACTIVE',
    );
    if (!updated) throw new ApiError(409, 'TOURNAMENT_NOT_EDITABLE');
    await deps.audit.record(actor, 'tournament.cancelled', `tournament:${id}`, {}, tx);
    return updated;
  });
  return row;
}
