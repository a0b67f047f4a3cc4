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
}

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
