/**
 * Shared shapes of the engines. Coins are integers everywhere. `totalWin` is the amount paid back to
 * the player for the round (it includes returned stakes, e.g. an even-money roulette win of 10 pays 20),
 * so the return to player of a round is totalWin / stake.
 */
export interface Outcome<D = unknown> {
  /** Which engine produced it ('slot', 'wheel', …) and which step ('base', 'free-spin', 'bonus:cash-hunt', …). */
  engine: string;
  step: string;
  /** Coins staked: the parent round's total bet; 0 for children (free spins and bonus rounds). */
  stake: number;
  /** Coins won by this step itself (children excluded). */
  win: number;
  /** Coins won by this step and all its children: what the wallet credits for the round. */
  totalWin: number;
  /** totalWin / stake for a parent (0 when stake is 0); for a child its own multiplier of the bet. */
  multiplier: number;
  details: D;
  children: Outcome[];
  /**
   * Set on the ROOT outcome while the round waits for a player's decision (Cash Hunt's target, a
   * slot's pick bonus): the engine was played with fewer choices than the round needs. The outcome
   * then shows only what the player may see (hidden values are left out), `totalWin` counts only
   * what is already decided, and the same round played again with the choice appended is the
   * settled round. Absent on a settled round.
   */
  pending?: PendingDecision;
}

/** A choice the player makes in the middle of a round; answered by appending to `PlayContext.choices`. */
export interface PendingDecision {
  kind: 'pick';
  /** The step that asks, e.g. 'bonus:cash-hunt' or 'pick-bonus'. */
  step: string;
  /** The player picks one of 0 … options-1. */
  options: number;
}

/**
 * What an engine gets besides its rng and the bet. `choices` are the player's decisions so far, in
 * the order the round asks for them (an engine that needs choice i and has not got it stops there and
 * returns a `pending` outcome; an engine that needs none ignores them). `fair` is present for a
 * provably fair round (absent in simulations): an engine whose state spans rounds (baccarat's shoe)
 * derives it from these inputs, so every round stays recomputable from its own seeds and nonce.
 */
export interface PlayContext {
  choices: readonly number[];
  fair?: { serverSeed: string; clientSeed: string; nonce: number };
  /**
   * Simulations only: the pick strategy that answers a decision `choices` has no answer for (instead of
   * returning `pending`). A provably fair round never has one.
   */
  strategy?: (decision: PendingDecision) => number;
}

export const NO_CHOICES: PlayContext = { choices: [] };

/** Slots take one total bet; every other engine takes a bet slip: spot → coins. */
export type BetInput = { bet: number } | { bets: Record<string, number> };

/** One independent stream of draws with its designed probabilities (for the chi-square test). */
export interface Channel {
  name: string;
  /** Category labels (same length as probabilities). */
  labels: string[];
  probabilities: number[];
}

export interface RtpReport {
  /** Exact RTP of the reference bet the RTP tool simulates (see `referenceBet`). */
  reference: number;
  /** Exact RTP of each individual bet type / spot, where it differs. */
  perBet: Record<string, number>;
}

export class BetError extends Error {
  override name = 'BetError';
}

/** Total stake of a bet slip, validating integer coins and multiples of `unit`. */
export function slipTotal(
  bets: Record<string, number>,
  allowed: (spot: string) => boolean,
  unit = 1,
): number {
  let total = 0;
  const spots = Object.keys(bets);
  if (spots.length === 0) throw new BetError('empty bet slip');
  for (const spot of spots) {
    const amount = bets[spot]!;
    if (!allowed(spot)) throw new BetError(`unknown bet spot ${spot}`);
    if (!Number.isSafeInteger(amount) || amount <= 0)
      throw new BetError(`bet on ${spot} must be a positive integer`);
    if (amount % unit !== 0) throw new BetError(`bet on ${spot} must be a multiple of ${unit} coins`);
    total += amount;
  }
  return total;
}

export function makeOutcome<D>(
  engine: string,
  step: string,
  stake: number,
  win: number,
  details: D,
  children: Outcome[] = [],
  bet = stake,
): Outcome<D> {
  let totalWin = win;
  for (const c of children) totalWin += c.totalWin;
  return {
    engine,
    step,
    stake,
    win,
    totalWin,
    multiplier: bet > 0 ? totalWin / bet : 0,
    details,
    children,
  };
}
