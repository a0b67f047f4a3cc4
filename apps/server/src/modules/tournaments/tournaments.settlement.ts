import { prizeForRank, type PrizeTier } from '@casino/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import type { ApprovalsService } from '../approvals/approvals.service.ts';
import type { AuditService } from '../operator/operator.audit.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import { prizesApprovedOrCancel, tournamentSubject } from './tournaments.approval.ts';
import * as repo from './tournaments.repository.ts';
import { jstDay, seriesOf } from './tournaments.service.ts';
import type { TournamentRow } from './tournaments.table.ts';

const DAY_MS = 24 * 3_600_000;
const PERIOD_MS = { DAILY: DAY_MS, WEEKLY: 7 * DAY_MS } as const;

export interface SettlementDeps {
  db: Db;
  clock: Clock;
  wallet: Pick<WalletService, 'credit' | 'hasOpenRounds'>;
  displayNames(accountIds: string[]): Promise<Map<string, string>>;
  log: FastifyBaseLogger;
  /** The approval gate (tournaments.approval.ts): only an approved prize table is paid. */
  approvals: Pick<ApprovalsService, 'verdict' | 'inherit'>;
  audit: Pick<AuditService, 'record'>;
  /**
   * Told of each prize after its ledger credit, before the tournament is COMPLETED (the inbox's
   * message): a failure leaves it SETTLING, and the next run replays the credit and tells again.
   */
  onPrizePaid?: (prize: PaidTournamentPrize) => Promise<void>;
}

/** A tournament prize that was credited: who, which tournament and rank, how much, its names. */
export interface PaidTournamentPrize {
  accountId: string;
  tournamentId: number;
  rank: number;
  prize: number;
  names: { ja?: string; en?: string; ref: string };
}

const titleIn = (row: TournamentRow, language: string) =>
  row.translations.find((t) => t.languageCode === language)?.title;

/** A paid result as the inbox is told of it: the tournament's names in ja (or its default) and en. */
function paidPrize(
  row: TournamentRow,
  result: { accountId: string; rank: number; prize: number },
): PaidTournamentPrize {
  const names = {
    ja: titleIn(row, 'ja') ?? titleIn(row, 'default'),
    en: titleIn(row, 'en'),
    ref: row.tournament_ref,
  };
  const { accountId, rank, prize } = result;
  return { accountId, rank, prize, tournamentId: Number(row.tournament_id), names };
}

export interface TournamentJobs {
  /** Settles every tournament whose end has passed; returns how many were completed. */
  settleDue(): Promise<number>;
  /** Creates the next occurrence of every recurring tournament that has started; returns how many. */
  createRecurring(): Promise<number>;
}

/** The ledger key of a prize: one per tournament and rank, unique in the ledger. */
export const prizeKey = (tournamentId: number, rank: number) => `tournament:${tournamentId}:rank:${rank}`;

const lastPaidRank = (tiers: readonly PrizeTier[]) => Math.max(0, ...tiers.map((t) => t.toRank));

/**
 * Settlement, exactly once whoever runs it (docs/decisions/012):
 * 1. the job runs under an advisory lock (one process at a time);
 * 2. ACTIVE → SETTLING is a conditional update: an operator's cancel (ACTIVE only) cannot race it, and
 *    a SETTLING tournament left by a crash is picked up again;
 * 3. the ranking is frozen in tournament_results (primary key tournament + rank; insert … do nothing),
 *    and prizes are paid from the stored rows, so a rerun pays the same people the same amounts;
 * 4. each prize is a wallet credit with the key `tournament:<id>:rank:<rank>` (unique index of the
 *    ledger): a second process or a retry replays it and moves nothing;
 * 5. SETTLING → COMPLETED last, conditionally.
 * Standings follow the ledger (issue 24, hole 8): a tournament is claimed for settlement only when
 * no round of its games opened before its end is still OPEN — until then a bet inside the window can
 * still be refunded (by its provider, or by the sweeper WALLET_STALE_ROUND_MINUTES after the round's
 * last activity), and a refund takes its score back (tournaments.scoring.ts). Bets and wins at or
 * after the end never count; from SETTLING on nothing moves the scores.
 */
export function createTournamentJobs(deps: SettlementDeps): TournamentJobs {
  const { db, clock, log } = deps;

  /** Whether a bet inside the window may still be refunded: a round opened before the end is still open. */
  const refundsPossible = (row: TournamentRow) =>
    deps.wallet.hasOpenRounds({ gameCodes: row.games, openedBefore: row.end_at });

  async function settle(row: TournamentRow, now: Date): Promise<boolean> {
    const id = Number(row.tournament_id);
    if (row.state === 'ACTIVE' && (await refundsPossible(row))) return false; // settle on a later run
    if (row.state === 'ACTIVE') {
      const claimed = await db
        .updateTable('tournaments')
        .set({ state: 'SETTLING', updated_at: now })
        .where('tournament_id', '=', id)
        .where('state', '=', 'ACTIVE')
        .where('end_at', '<=', now)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) === 0) {
        const current = await repo.findById(db, id);
        if (current?.state !== 'SETTLING') return false; // cancelled or settled meanwhile
      }
    }
    const ranked = (await repo.rankedPage(db, id, 0, lastPaidRank(row.prizes))).filter((r) => r.score > 0);
    const names = await deps.displayNames(ranked.map((r) => r.account_id));
    await repo.insertResults(
      db,
      ranked
        .map((r, i) => ({
          tournament_id: id,
          rank: i + 1,
          account_id: r.account_id,
          display_name: names.get(r.account_id) ?? '—',
          score: r.score,
          prize: prizeForRank(row.prizes, i + 1),
        }))
        .filter((r) => r.prize > 0),
    );
    for (const result of await repo.resultsOf(db, [id])) {
      await deps.wallet.credit({
        accountId: result.accountId,
        type: 'TOURNAMENT_PRIZE',
        amount: result.prize,
        key: prizeKey(id, result.rank),
        reason: `tournament:${row.tournament_ref}`,
        actor: 'tournaments',
      });
      await deps.onPrizePaid?.(paidPrize(row, result));
    }
    const done = await db
      .updateTable('tournaments')
      .set({ state: 'COMPLETED', settled_at: now, updated_at: now })
      .where('tournament_id', '=', id)
      .where('state', '=', 'SETTLING')
      .executeTakeFirst();
    return Number(done.numUpdatedRows) > 0;
  }

  return {
    async settleDue() {
      const now = clock.now();
      let completed = 0;
      for (const row of await repo.dueForSettlement(db, now)) {
        try {
          if (!(await prizesApprovedOrCancel(deps, row, now))) continue;
          if (await settle(row, now)) completed++;
        } catch (error) {
          // One failing tournament (e.g. a closed account) must not hold back the others; it is retried.
          log.error({ err: error, tournamentId: String(row.tournament_id) }, 'tournament settlement failed');
        }
      }
      return completed;
    },

    async createRecurring() {
      const now = clock.now();
      let created = 0;
      for (const row of await repo.dueForRecurrence(db, now)) {
        if (row.recurrence === 'NONE') continue;
        const period = PERIOD_MS[row.recurrence];
        // After downtime, skip occurrences that would already be over.
        const skip = Math.max(1, Math.ceil((now.getTime() - row.end_at.getTime() + 1) / period));
        const start = new Date(row.start_at.getTime() + skip * period);
        const end = new Date(row.end_at.getTime() + skip * period);
        const series = row.series_ref ?? seriesOf(row.tournament_ref);
        const ref = `${series}-${jstDay(start)}`;
        await db.transaction().execute(async (tx) => {
          const inserted = await repo.insertTournament(tx, {
            tournament_ref: ref,
            series_ref: series,
            recurrence: row.recurrence,
            state: 'ACTIVE',
            start_at: start,
            end_at: end,
            games: JSON.stringify(row.games),
            translations: JSON.stringify(row.translations),
            prizes: JSON.stringify(row.prizes),
            scoring_rule: row.scoring_rule,
            coins_per_point: row.coins_per_point,
            min_bet: Number(row.min_bet),
            banner_file_name: row.banner_file_name,
            created_at: now,
            updated_at: now,
            settled_at: null,
            cancelled_at: null,
          });
          if (inserted) {
            created++;
            // The next occurrence pays what was approved for the one it copies (else it waits for approval).
            const parent = tournamentSubject(row);
            await deps.approvals.inherit(tx, parent, tournamentSubject(inserted));
          }
          await repo.markNextCreated(tx, Number(row.tournament_id));
        });
      }
      return created;
    },
  };
}
