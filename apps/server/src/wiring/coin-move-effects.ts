import { progressionObserver } from '../modules/progression/progression.observer.ts';
import { raffleWagerObserver } from '../modules/raffles/raffles.observer.ts';
import type { ResponsiblePlayService } from '../modules/responsible-play/responsible-play.service.ts';
import { createTournamentObserver } from '../modules/tournaments/tournaments.scoring.ts';
import type { LiveService } from '../modules/live/live.service.ts';
import type { CoinMoveEffects } from '../modules/wallet/coin-moves/coin-move-effects.ts';
import type { GameMovementObserver } from '../modules/wallet/coin-moves/game-movement.ts';

/**
 * WHAT HAPPENS WHEN COINS MOVE in this app — the one registry (wallet README; the list and its order
 * are explained in modules/wallet/coin-moves/coin-move-effects.ts). Every entry runs inside the
 * movement's transaction, under the wallet lock. test/coin-move-effects.test.ts asserts this list
 * exactly and that a spin runs it in one transaction: a change here changes that test.
 *
 * After the commit (services.ts, `onLedgerCommitted`): the metrics count the rows, and the live
 * streams tell the player's open pages of any movement that is not a round's BET/WIN (modules/live).
 */
export function appCoinMoveEffects(
  responsiblePlay: Pick<ResponsiblePlayService, 'gate'>,
  live: Pick<LiveService, 'leaderboardChanged'>,
  missions: GameMovementObserver,
): CoinMoveEffects {
  return {
    // Before every movement: breaks, exclusions, limits; counts wagers, net loss, play time.
    limitAccounting: responsiblePlay.gate,
    // After every game movement, in this order:
    raffleTickets: raffleWagerObserver(), // modules/raffles/raffles.observer.ts
    // modules/tournaments/tournaments.scoring.ts; a score moved → the live leaderboard hint (coalesced)
    tournamentScores: createTournamentObserver((id) => live.leaderboardChanged(id)),
    progression: progressionObserver(), // modules/progression: experience and the tier window's wager
    missions, // modules/missions/missions.observer.ts (createMissionsObserver): one upsert per movement that counts
    // Not an observer: the progressive jackpot is resolved by the studio's real round itself
    // (modules/wallet/coin-moves/coin-move-effects.ts says why; modules/jackpots).
  };
}
