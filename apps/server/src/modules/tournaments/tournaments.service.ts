import {
  LEADERBOARD_MAX,
  type CompetitionStatus,
  type LeaderboardResponse,
  type OperatorTournament,
  type TournamentInput,
  type TournamentView,
} from '@casino/contract';
import { ApiError } from '../../errors.ts';
import type { Actor } from '../operator/operator.audit.ts';
import { cancelTournament, insertTournament, tournamentById, updateTournament } from './tournaments.admin.ts';
import * as repo from './tournaments.repository.ts';
import {
  leaderboardFor,
  metaOf,
  operatorFilter,
  type LeaderboardOptions,
  type TournamentsDeps,
} from './tournaments.views.ts';

export { jstDay, seriesOf, statusOf } from './tournaments.views.ts';
export type { TournamentsDeps } from './tournaments.views.ts';
import { rulesOf } from './tournaments.scoring.ts';
import type { TournamentRow } from './tournaments.table.ts';

/** How long a settled tournament stays in the lobby with its winners. */
const FINISHED_SHOWN_MS = 14 * 24 * 3_600_000;

export interface TournamentsService {
  list(): Promise<TournamentView[]>;
  get(ref: string): Promise<TournamentView>;
  leaderboard(
    ref: string,
    options: { limit: number; around: number; accountId?: string },
  ): Promise<LeaderboardResponse>;
  operatorList(query: { page: number; perPage: number; status?: CompetitionStatus }): Promise<{
    data: OperatorTournament[];
    total: number;
  }>;
  operatorGet(id: number): Promise<OperatorTournament>;
  create(input: TournamentInput, actor: Actor): Promise<OperatorTournament>;
  update(id: number, input: TournamentInput, actor: Actor): Promise<OperatorTournament>;
  cancel(id: number, actor: Actor): Promise<OperatorTournament>;
  operatorLeaderboard(id: number): Promise<LeaderboardResponse>;
}

export function createTournamentsService(deps: TournamentsDeps): TournamentsService {
  const { db, clock } = deps;
  const meta = (row: TournamentRow, now: Date) => metaOf(deps, row, now);
  const leaderboardOf = (row: TournamentRow, options: LeaderboardOptions) =>
    leaderboardFor(deps, row, options);

  async function views(rows: TournamentRow[]): Promise<TournamentView[]> {
    const now = clock.now();
    const settled = rows.filter((r) => r.state === 'COMPLETED').map((r) => Number(r.tournament_id));
    const results = await repo.resultsOf(db, settled);
    return Promise.all(
      rows.map(async (row) => ({
        meta: await meta(row, now),
        rules: rulesOf(row),
        prizes: row.prizes,
        recurrence: row.recurrence,
        winners: results
          .filter((r) => r.tournamentId === Number(row.tournament_id))
          .map(({ rank, displayName, score, prize }) => ({ rank, displayName, score, prize })),
      })),
    );
  }

  async function operatorViews(rows: TournamentRow[]): Promise<OperatorTournament[]> {
    const ids = rows.map((r) => Number(r.tournament_id));
    const [list, counts] = await Promise.all([views(rows), repo.countPlayersOf(db, ids)]);
    return list.map((view, i) => ({ ...view, id: ids[i]!, playerCount: counts.get(ids[i]!) ?? 0 }));
  }

  async function byRef(ref: string): Promise<TournamentRow> {
    const row = await repo.findByRef(db, ref);
    if (!row || row.state === 'CANCELLED') throw new ApiError(404, 'NOT_FOUND');
    return row;
  }

  const byId = (id: number) => tournamentById(db, id);

  async function operatorView(row: TournamentRow): Promise<OperatorTournament> {
    const [view] = await operatorViews([row]);
    return view!;
  }

  return {
    async list() {
      return views(await repo.listPublic(db, new Date(clock.now().getTime() - FINISHED_SHOWN_MS)));
    },

    async get(ref) {
      const [view] = await views([await byRef(ref)]);
      return view!;
    },

    async leaderboard(ref, options) {
      return leaderboardOf(await byRef(ref), options);
    },

    async operatorList({ page, perPage, status }) {
      const now = clock.now();
      const filter = operatorFilter(status, page, perPage, now);
      const { rows, total } = await repo.listForOperator(db, filter);
      return { data: await operatorViews(rows), total };
    },

    async operatorGet(id) {
      const [view] = await operatorViews([await byId(id)]);
      return view!;
    },

    create: async (input, actor) => operatorView(await insertTournament(deps, input, actor)),

    update: async (id, input, actor) => operatorView(await updateTournament(deps, id, input, actor)),

    cancel: async (id, actor) => operatorView(await cancelTournament(deps, id, actor)),

    async operatorLeaderboard(id) {
      return leaderboardOf(await byId(id), { limit: LEADERBOARD_MAX, around: 0 });
    },
  };
}
