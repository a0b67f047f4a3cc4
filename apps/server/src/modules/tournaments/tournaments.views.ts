import {
  type CompetitionMeta,
  type CompetitionStatus,
  type LeaderboardEntry,
  type LeaderboardResponse,
  type TournamentInput,
} from '@casino/contract';
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { ApprovalsService } from '../approvals/approvals.service.ts';
import type { AuditService } from '../operator/operator.audit.ts';
import * as repo from './tournaments.repository.ts';
import type { TournamentRow, TournamentState } from './tournaments.table.ts';

export interface TournamentsDeps {
  db: Db;
  clock: Clock;
  config: Pick<Config, 'accountRef' | 'brandRef'>;
  /** Display names of accounts (the auth service's; missing accounts are left out). */
  displayNames(accountIds: string[]): Promise<Map<string, string>>;
  /** The catalogue's id of an enabled game (games service), for SPEC §3's games list. */
  gameId(gameCode: string): Promise<number | undefined>;
  audit: AuditService;
  /** Separation of duties: the prize table is proposed here and approved by finance/admin. */
  approvals: Pick<ApprovalsService, 'propose'>;
}

export interface LeaderboardOptions {
  limit: number;
  around: number;
  accountId?: string;
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

/** SPEC §3's metadata of a tournament (shared with raffles' shape). */
export async function metaOf(
  deps: Pick<TournamentsDeps, 'gameId' | 'config'>,
  row: TournamentRow,
  now: Date,
): Promise<CompetitionMeta> {
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

/** The top `limit` and, for a player, the `around` rows either side of their rank. */
export async function leaderboardFor(
  { db, clock, displayNames }: Pick<TournamentsDeps, 'db' | 'clock' | 'displayNames'>,
  row: TournamentRow,
  { limit, around, accountId }: LeaderboardOptions,
): Promise<LeaderboardResponse> {
  const id = Number(row.tournament_id);
  const [top, me, totalPlayers] = await Promise.all([
    repo.rankedPage(db, id, 0, limit),
    accountId ? repo.rankOf(db, id, accountId) : Promise.resolve(undefined),
    repo.countPlayers(db, id),
  ]);
  const aroundStart = me ? Math.max(0, me.rank - 1 - around) : 0;
  const aroundRows = me ? await repo.rankedPage(db, id, aroundStart, around * 2 + 1) : [];
  const names = await displayNames([...new Set([...top, ...aroundRows].map((r) => r.account_id))]);
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

/** The columns an operator's input sets. */
export function toColumns(input: TournamentInput) {
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

/** The operator list's filter of a status (SPEC §3's statuses are the state and the clock). */
export function operatorFilter(
  status: CompetitionStatus | undefined,
  page: number,
  perPage: number,
  now: Date,
): repo.ListFilter {
  const filter: repo.ListFilter = { offset: (page - 1) * perPage, limit: perPage };
  const active: TournamentState[] = ['ACTIVE'];
  if (status === 'SCHEDULED') Object.assign(filter, { state: active, window: { startAfter: now } });
  if (status === 'RUNNING')
    Object.assign(filter, { state: active, window: { startBefore: now, endAfter: now } });
  if (status === 'CLOSED')
    Object.assign(filter, { state: ['ACTIVE', 'SETTLING'], window: { endBefore: now } });
  if (status === 'COMPLETED' || status === 'CANCELLED') filter.state = [status];
  return filter;
}

/** A date as yyyymmdd in Japan (UTC+9), for occurrence references: `daily-cup-20261125`. */
export function jstDay(date: Date): string {
  return new Date(date.getTime() + 9 * 3_600_000).toISOString().slice(0, 10).replaceAll('-', '');
}

/** The series of a recurring tournament: its ref without a trailing date (`daily-20261124` → `daily`). */
export function seriesOf(ref: string): string {
  return ref.replace(/-\d{8}$/, '').slice(0, 41);
}
