import {
  BET_ROUNDS_PAGE_SIZE,
  accountIdSchema,
  type BetRound,
  type BetRoundDetail,
  type BetRoundFairness,
  type BetRoundList,
  type BetRoundsQuery,
} from '@casino/contract';
import { ApiError } from '../../../errors.ts';
import * as repo from './bet-history.repository.ts';
import { toTransaction } from './balance-and-bonuses.service.ts';
import { parse } from '../ledger/ledger-rows.ts';
import type { WalletDb } from '../ledger/ledger.repository.ts';

/**
 * The bet history as rounds (issue 25 item 6; docs/decisions/025-bet-history-as-rounds.md): one row per
 * game round with its stake, win and net, filtered by game and date, and one round's detail with its
 * ledger rows and its provably fair inputs. The ledger itself stays GET /get-bet-history (bonuses,
 * prizes and adjustments are not rounds).
 */
export interface BetRoundsService {
  rounds(accountId: string, query: BetRoundsQuery): Promise<BetRoundList>;
  /** 404 NOT_FOUND for a round that is not the account's (no telling whose it is). */
  round(accountId: string, provider: string, roundId: string): Promise<BetRoundDetail>;
  /** The games of the account's latest rounds, newest first, each once (issue 29: recently played). */
  recentGameCodes(accountId: string, limit: number): Promise<string[]>;
  /** Issue 29: the most played games (players, then rounds) in rounds opened since `since`. */
  popularGameCodes(since: Date, limit: number): Promise<string[]>;
}

export interface BetRoundsDeps {
  db: WalletDb;
  /** The provider code whose rounds the studio decides (and can prove). */
  studioProvider: string;
  /**
   * The studio's fairness record of the account's round, or null. The studio module answers it
   * (wired in src/wiring): the wallet does not read the studio's tables.
   */
  fairnessOf: (accountId: string, roundId: string) => Promise<BetRoundFairness | null>;
  /** Of the account's studio rounds `roundIds`, those the studio picked for the player (auto-pick). */
  autoPickedOf: (accountId: string, roundIds: string[]) => Promise<Set<string>>;
  pageSize?: number;
}

export function createBetRoundsService(deps: BetRoundsDeps): BetRoundsService {
  const { db, studioProvider, fairnessOf, autoPickedOf } = deps;
  const pageSize = deps.pageSize ?? BET_ROUNDS_PAGE_SIZE;

  const toRound = (row: repo.RoundSummaryRow, autoPicked: ReadonlySet<string>): BetRound => {
    const stake = Number(row.stake);
    const win = Number(row.win);
    const refund = Number(row.refund);
    return {
      provider: row.provider,
      roundId: row.round_id,
      gameCode: row.game_code,
      status: row.status,
      createdDate: row.opened_at.toISOString(),
      stake,
      win: win > 0 ? win : null,
      refund,
      net: win + refund - stake,
      verifiable: row.provider === studioProvider,
      autoPicked: row.provider === studioProvider && autoPicked.has(row.round_id),
    };
  };
  /** The studio's auto-picked rounds among `rows` (one query a page). */
  const autoPickedAmong = (accountId: string, rows: repo.RoundSummaryRow[]) =>
    autoPickedOf(
      accountId,
      rows.filter((row) => row.provider === studioProvider).map((row) => row.round_id),
    );

  return {
    async rounds(accountId, query) {
      parse(accountIdSchema, accountId);
      const filter: repo.RoundFilter = {
        accountId,
        gameCode: query.gameCode,
        from: query.from === undefined ? undefined : new Date(query.from),
        to: query.to === undefined ? undefined : new Date(query.to),
      };
      const [total, rows] = await Promise.all([
        repo.countRounds(db, filter),
        repo.listRounds(db, filter, pageSize, (query.page - 1) * pageSize),
      ]);
      const autoPicked = await autoPickedAmong(accountId, rows);
      return { totalRecordAmount: total, records: rows.map((row) => toRound(row, autoPicked)) };
    },

    async round(accountId, provider, roundId) {
      parse(accountIdSchema, accountId);
      const [row, transactions] = await Promise.all([
        repo.findRound(db, accountId, provider, roundId),
        repo.listRoundTransactions(db, accountId, provider, roundId),
      ]);
      if (!row) throw new ApiError(404, 'NOT_FOUND');
      const round = toRound(row, await autoPickedAmong(accountId, [row]));
      return {
        ...round,
        transactions: transactions.map(toTransaction),
        fairness: round.verifiable ? await fairnessOf(accountId, roundId) : null,
      };
    },

    async recentGameCodes(accountId, limit) {
      parse(accountIdSchema, accountId);
      return (await repo.recentGameCodes(db, accountId, limit)).map((row) => row.game_code);
    },

    async popularGameCodes(since, limit) {
      return (await repo.popularGameCodes(db, since, limit)).map((row) => row.game_code);
    },
  };
}
