import type { TransactionType } from '@casino/contract';
import type { WalletTx } from '../ledger/ledger.repository.ts';

/*
 * ONE gate for play (ARCHITECTURE.md decision 12, issue 28, docs/responsible-play.md): "may this
 * account be moved by play now, for this amount?". The ledger core asks it for EVERY movement, inside
 * the movement's transaction and under the account's wallet lock (ledger/ledger-moves.ts move(),
 * game-wallet/instant-round-move.ts) — there is no other way to write a ledger row, so no coin path can forget it.
 * The gate itself (modules/responsible-play) decides by the movement's class below, refuses by
 * throwing, and counts what it let through (wagers, net loss, play time) in the same transaction: 50
 * concurrent bets against a limit are serialised by the wallet lock and counted exactly.
 */

/**
 * What a movement type is, for the gate. Every ledger type MUST be classified (a Record: a new type
 * does not compile until it is), and test/responsible-play.paths.test.ts enumerates them.
 * - `play`: a stake the player puts at risk (refused on a break, when self-excluded, past a limit).
 * - `reward`: coins given to the player as an incentive (bonuses, promo codes; refused on a break or
 *   when self-excluded, as no promotion may reach them).
 * - `payout`: what earlier accepted play already won (a bet's win, a raffle or tournament prize earned
 *   before the break): paid, never refused — refusing would keep coins the player is owed — and counted.
 * - `refund`: a bet given back (rollback): never refused; it reduces the counted wager and loss.
 * - `operator`: an operator's adjustment: never refused, not play.
 */
export type MovementClass = 'play' | 'reward' | 'payout' | 'refund' | 'operator';

export const MOVEMENT_CLASSES: Readonly<Record<TransactionType, MovementClass>> = {
  BET: 'play',
  WIN: 'payout',
  ROLLBACK: 'refund',
  SIGNUP_BONUS: 'reward',
  DAILY_BONUS: 'reward',
  PROMO_BONUS: 'reward',
  RAFFLE_PRIZE: 'payout',
  TOURNAMENT_PRIZE: 'payout',
  LEVEL_REWARD: 'reward',
  VIP_GIFT: 'reward',
  // What the round's own stake won (its draw, modules/jackpots): paid like the round's WIN.
  JACKPOT: 'payout',
  ADJUSTMENT: 'operator',
};

export interface GatedMovement {
  accountId: string;
  type: TransactionType;
  class: MovementClass;
  /** Signed, as in the ledger (a bet is negative). */
  amount: number;
  at: Date;
}

export interface PlayGate {
  /**
   * Lets `movement` through or throws (a WalletError with a PLAY_* code); counts it when let through.
   * Runs in `tx`, which holds the account's wallet lock.
   */
  admit(tx: WalletTx, movement: GatedMovement): Promise<void>;
}

/** The gate of a wallet built without responsible play (unit tests of the wallet alone): lets all through. */
export const OPEN_GATE: PlayGate = { admit: async () => {} };

export function gated(accountId: string, type: TransactionType, amount: number, at: Date): GatedMovement {
  return { accountId, type, class: MOVEMENT_CLASSES[type], amount, at };
}
