import type { TournamentRules } from '@casino/contract';
import type { GameMovement, GameMovementObserver } from '../wallet/coin-moves/game-movement.ts';
import * as repo from './tournaments.repository.ts';
import type { TournamentRow } from './tournaments.table.ts';

/** A round's totals as the tournament saw them. */
export interface RoundTotals {
  stake: number;
  won: number;
}

/** A round counts when it has a stake that reaches the tournament's minimum bet. */
export function roundCounts(rules: TournamentRules, round: RoundTotals): boolean {
  return round.stake > 0 && round.stake >= rules.minBet;
}

/** The points one round gives (see SCORING_RULES in the contract). */
export function roundPoints(rules: TournamentRules, round: RoundTotals): number {
  if (!roundCounts(rules, round)) return 0;
  switch (rules.scoringRule) {
    case 'COINS_WON':
      return Math.floor(round.won / rules.coinsPerPoint);
    case 'COINS_WAGERED':
      return Math.floor(round.stake / rules.coinsPerPoint);
    case 'BEST_MULTIPLIER':
      return Math.floor((round.won * 100) / round.stake);
    case 'ROUNDS_PLAYED':
      return 1;
  }
}

/** BEST_MULTIPLIER keeps the best round; every other rule adds the rounds up. */
export const isBestOf = (rules: TournamentRules) => rules.scoringRule === 'BEST_MULTIPLIER';

export function rulesOf(
  row: Pick<TournamentRow, 'scoring_rule' | 'coins_per_point' | 'min_bet'>,
): TournamentRules {
  return {
    scoringRule: row.scoring_rule,
    coinsPerPoint: row.coins_per_point,
    minBet: Number(row.min_bet),
  };
}

type Tx = Parameters<GameMovementObserver['onGameMovement']>[0];

/** One tournament's round as a movement changes it: its totals before and after. */
interface RoundChange {
  tournament: TournamentRow;
  before: RoundTotals & { points: number; isNew: boolean };
  after: RoundTotals;
}

/**
 * Applies one movement to its round in every tournament it touched and to the player's scores there,
 * in three statements whatever the number of tournaments (issue 31): the rounds written together, the
 * scores read together, the changed scores written together. Runs inside the wallet's transaction,
 * which holds the player's wallet lock: the player's rows here change one movement at a time, so
 * read-then-write is safe. The score's "reached" time moves only when the score changes (ties go to
 * whoever reached the score first).
 */
async function applyToRounds(tx: Tx, movement: GameMovement, changes: readonly RoundChange[]): Promise<void> {
  if (changes.length === 0) return;
  const scored = changes.map(({ tournament, before, after }) => {
    const rules = rulesOf(tournament);
    return {
      tournamentId: Number(tournament.tournament_id),
      rules,
      before,
      after,
      points: roundPoints(rules, after),
    };
  });
  await repo.upsertRounds(
    tx,
    scored.map((c) => ({
      tournament_id: c.tournamentId,
      provider: movement.provider,
      round_id: movement.roundId,
      account_id: movement.accountId,
      stake: c.after.stake,
      won: c.after.won,
      points: c.points,
    })),
  );
  const existing = new Map(
    (
      await repo.findScores(
        tx,
        scored.map((c) => c.tournamentId),
        movement.accountId,
      )
    ).map((row) => [Number(row.tournament_id), row]),
  );
  const writes: repo.TournamentScoreWrite[] = [];
  for (const { tournamentId, rules, before, after, points } of scored) {
    const countedBefore = !before.isNew && roundCounts(rules, before);
    const countedAfter = roundCounts(rules, after);
    const mine = existing.get(tournamentId);
    if (!mine && !countedAfter) continue; // not (yet) a participant
    const oldScore = mine ? Number(mine.score) : 0;
    let score: number;
    if (isBestOf(rules)) {
      score =
        points >= before.points
          ? Math.max(oldScore, points)
          : await repo.bestRoundPoints(tx, tournamentId, movement.accountId);
    } else {
      score = Math.max(0, oldScore + points - before.points);
    }
    const rounds = Math.max(0, (mine?.rounds ?? 0) + Number(countedAfter) - Number(countedBefore));
    if (mine && score === oldScore && rounds === Number(mine.rounds)) continue; // nothing to write
    const changed = !mine || score !== oldScore;
    writes.push({
      tournament_id: tournamentId,
      account_id: movement.accountId,
      score,
      rounds,
      reached_at: changed ? movement.at : mine.reached_at,
      reached_ledger_id: changed ? Number(movement.ledgerId) : Number(mine.reached_ledger_id),
    });
  }
  await repo.writeScores(tx, writes);
}

/**
 * A refund takes back what its bet gave (issue 24, hole 8): it changes a tournament's round when the
 * refunded bet was counted (placed inside the window), whenever the refund comes before settlement —
 * also after the end (the sweeper refunds a round WALLET_STALE_ROUND_MINUTES after its last activity).
 */
function refundCounts(tournament: TournamentRow, movement: GameMovement): boolean {
  const betAt = movement.refundedBetAt;
  if (!betAt) return movement.at < tournament.end_at; // no bet named: as a win
  return betAt >= tournament.start_at && betAt < tournament.end_at;
}

/**
 * Counts real-money play into tournaments, in the movement's own transaction (coin-moves/game-movement.ts):
 * - a BET of an eligible game inside an ACTIVE tournament's window opens or grows its round;
 * - a WIN changes a round the tournament already counts, while the tournament is ACTIVE and the win
 *   comes before its end;
 * - a ROLLBACK of a counted bet takes its stake back while the tournament is ACTIVE, even after the
 *   end: the settlement waits until no round opened before the end can still be refunded
 *   (tournaments.settlement.ts), so the standings it freezes follow the ledger.
 * Replays move nothing and are never told, so nothing counts twice.
 */
/**
 * The tournaments' observer of game movements. `onScored` hears of every tournament a movement touched
 * (the live streams' leaderboard hint, coalesced by the live service; it may run before the commit).
 */
export function createTournamentObserver(
  onScored: (tournamentId: string) => void = () => {},
): GameMovementObserver {
  return {
    name: 'tournaments',
    async onGameMovement(tx, movement) {
      if (movement.type === 'BET') {
        const tournaments = await repo.activeForBet(tx, movement.gameCode, movement.at, movement);
        if (tournaments.length === 0) return;
        const changes = tournaments.map(
          ({ round_stake, round_won, round_points, ...tournament }): RoundChange => {
            const before =
              round_stake !== null
                ? {
                    stake: Number(round_stake),
                    won: Number(round_won),
                    points: Number(round_points),
                    isNew: false,
                  }
                : { stake: 0, won: 0, points: 0, isNew: true };
            return { tournament, before, after: { stake: before.stake - movement.amount, won: before.won } };
          },
        );
        await applyToRounds(tx, movement, changes);
        for (const { tournament } of changes) onScored(String(tournament.tournament_id));
        return;
      }
      const refund = movement.type === 'ROLLBACK';
      const rounds = await repo.roundsOf(
        tx,
        movement.provider,
        movement.roundId,
        refund ? undefined : movement.at,
      );
      const changes: RoundChange[] = [];
      for (const round of rounds) {
        if (round.round_account_id !== movement.accountId) continue;
        if (refund && !refundCounts(round, movement)) continue;
        const before = {
          stake: Number(round.stake),
          won: Number(round.won),
          points: Number(round.points),
          isNew: false,
        };
        const after =
          movement.type === 'WIN'
            ? { stake: before.stake, won: before.won + movement.amount }
            : { stake: Math.max(0, before.stake - movement.amount), won: before.won };
        changes.push({ tournament: round, before, after });
      }
      await applyToRounds(tx, movement, changes);
      for (const { tournament } of changes) onScored(String(tournament.tournament_id));
    },
  };
}
