import {
  LEADERBOARD_MAX,
  type CompetitionMeta,
  type CompetitionStatus,
  type LeaderboardEntry,
  type LeaderboardResponse,
  type OperatorTournament,
  type TournamentInput,
  type TournamentView,
} from '@casino/contract';
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../errors.ts';
import type { Actor, AuditService } from '../operator/operator.audit.ts';
import * as repo from './tournaments.repository.ts';
import { rulesOf } from './tournaments.scoring.ts';
import type { TournamentRow, TournamentState } from './tournaments.table.ts';

/** How long a settled tournament stays in the lobby with its winners. */
const FINISHED_SHOWN_MS = 14 * 24 * 3_600_000;

export interface TournamentsDeps {
  db: Db;
  clock: Clock;
  config: Pick<Config, 'accountRef' | 'brandRef'>;
  /** Display names of accounts (the auth service's; missing accounts are left out). */
  displayNames(accountIds: string[]): Promise<Map<string, string>>;
  /** The catalogue's id of an enabled game (games service), for SPEC §3's games list. */
  gameId(gameCode: string): Promise<number | undefined>;
  audit: AuditService;
}

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

/** SPEC §3's status of a tournament at `now`: the server's state, and the clock for the rest. */
export function statusOf(
  row: Pick<TournamentRow, 'state' | 'start_at' | 'end_at'>,
  now: Date,
): CompetitionStatus {
  if (row.state === 'CANCELLED') return 'CANCELLED';
  if (row.state === 'COMPLETED') return 'COMPLETED';
  if (row.state === 'SETTLING' || now >= row.end_at) return 'CLOSED';
  return now >= row.start_at ? 'RUNNING' : 'SCHEDULED';
}

const iso = (date: Date) => date.toISOString();

export function createTournamentsService(deps: TournamentsDeps): TournamentsService {
  const { db, clock } = deps;

  async function meta(row: TournamentRow, now: Date): Promise<CompetitionMeta> {
    const games = await Promise.all(
      row.games.map(async (gameCode) => {
        const id = await deps.gameId(gameCode);
        return { id: id ?? 0, gameCode, isEnabled: id !== undefined, iconFileName: `${gameCode}.png` };
      }),
    );
    return {
      id: Number(row.tournament_id),
      account: { accountRef: deps.config.accountRef },
      tournamentRef: row.tournament_ref,
      startDateUtc: iso(row.start_at),
      endDateUtc: iso(row.end_at),
      raffleDrawDate: null,
      raffleDrawResult: null,
      brands: [{ accountId: 1, brandRef: deps.config.brandRef }],
      games,
      translations: row.translations,
      createdUtc: iso(row.created_at),
      lastModifiedUtc: iso(row.updated_at),
      tournamentStatus: statusOf(row, now),
      baseCurrency: 'PTS',
      bannerFileName: row.banner_file_name,
    };
  }

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

  async function byId(id: number): Promise<TournamentRow> {
    const row = await repo.findById(db, id);
    if (!row) throw new ApiError(404, 'NOT_FOUND');
    return row;
  }

  async function leaderboardOf(
    row: TournamentRow,
    { limit, around, accountId }: { limit: number; around: number; accountId?: string },
  ): Promise<LeaderboardResponse> {
    const id = Number(row.tournament_id);
    const [top, me, totalPlayers] = await Promise.all([
      repo.rankedPage(db, id, 0, limit),
      accountId ? repo.rankOf(db, id, accountId) : Promise.resolve(undefined),
      repo.countPlayers(db, id),
    ]);
    const aroundStart = me ? Math.max(0, me.rank - 1 - around) : 0;
    const aroundRows = me ? await repo.rankedPage(db, id, aroundStart, around * 2 + 1) : [];
    const names = await deps.displayNames([...new Set([...top, ...aroundRows].map((r) => r.account_id))]);
    const entry = (r: repo.RankedRow, rank: number): LeaderboardEntry => ({
      rank,
      displayName: names.get(r.account_id) ?? '—',
      score: r.score,
      isMe: r.account_id === accountId,
    });
    return {
      tournamentRef: row.tournament_ref,
      status: statusOf(row, clock.now()),
      totalPlayers,
      top: top.map((r, i) => entry(r, i + 1)),
      me: me ?? null,
      around: aroundRows.map((r, i) => entry(r, aroundStart + i + 1)),
    };
  }

  function toColumns(input: TournamentInput) {
    return {
      tournament_ref: input.tournamentRef,
      start_at: new Date(input.startDateUtc),
      end_at: new Date(input.endDateUtc),
      games: JSON.stringify([...new Set(input.games)]),
      translations: JSON.stringify(input.translations),
      prizes: JSON.stringify([...input.prizes].sort((a, b) => a.fromRank - b.fromRank)),
      scoring_rule: input.rules.scoringRule,
      coins_per_point: input.rules.coinsPerPoint,
      min_bet: input.rules.minBet,
      recurrence: input.recurrence,
    };
  }

  async function editable(id: number): Promise<TournamentRow> {
    const row = await byId(id);
    // Once play has been counted the rules are fixed; a running tournament may still be cancelled.
    if (row.state !== 'ACTIVE' || statusOf(row, clock.now()) !== 'SCHEDULED') {
      throw new ApiError(409, 'TOURNAMENT_NOT_EDITABLE');
    }
    return row;
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
      const filter: repo.ListFilter = { offset: (page - 1) * perPage, limit: perPage };
      const active: TournamentState[] = ['ACTIVE'];
      if (status === 'SCHEDULED') Object.assign(filter, { state: active, window: { startAfter: now } });
      if (status === 'RUNNING')
        Object.assign(filter, { state: active, window: { startBefore: now, endAfter: now } });
      if (status === 'CLOSED')
        Object.assign(filter, { state: ['ACTIVE', 'SETTLING'], window: { endBefore: now } });
      if (status === 'COMPLETED' || status === 'CANCELLED') filter.state = [status];
      const { rows, total } = await repo.listForOperator(db, filter);
      return { data: await operatorViews(rows), total };
    },

    async operatorGet(id) {
      const [view] = await operatorViews([await byId(id)]);
      return view!;
    },

    async create(input, actor) {
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
        return inserted;
      });
      const [view] = await operatorViews([row]);
      return view!;
    },

    async update(id, input, actor) {
      const before = await editable(id);
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
        return updated;
      });
      const [view] = await operatorViews([row]);
      return view!;
    },

    async cancel(id, actor) {
      await byId(id);
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
      const [view] = await operatorViews([row]);
      return view!;
    },

    async operatorLeaderboard(id) {
      return leaderboardOf(await byId(id), { limit: LEADERBOARD_MAX, around: 0 });
    },
  };
}

/** A date as yyyymmdd in Japan (UTC+9), for occurrence references: `daily-cup-20261125`. */
export function jstDay(date: Date): string {
  return new Date(date.getTime() + 9 * 3_600_000).toISOString().slice(0, 10).replaceAll('-', '');
}

/** The series of a recurring tournament: its ref without a trailing date (`daily-20261124` → `daily`). */
export function seriesOf(ref: string): string {
  return ref.replace(/-\d{8}$/, '').slice(0, 41);
}
