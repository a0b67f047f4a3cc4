import type { Rng } from '../rng.ts';
import { weightTotal } from '../rng.ts';
import { makeOutcome, slipTotal, type Channel, type Outcome, type RtpReport } from '../types.ts';

/**
 * Crazy Coin Flip: before the flip each side (red, blue) independently draws a multiplier from the
 * weighted table; the coin lands red or blue with probability 1/2 each; a bet on the side that lands
 * pays bet × that side's multiplier (total return, stake included). Multipliers are integers.
 * Exact RTP (either side) = 1/2 · E[M] = 1/2 · Σ w_i m_i / Σ w_i.
 */
export interface CoinFlipConfig {
  multipliers: readonly { value: number; weight: number }[];
}

export const COIN_SIDES = ['red', 'blue'] as const;

export interface CoinFlipDetails {
  redMultiplier: number;
  blueMultiplier: number;
  redIndex: number;
  blueIndex: number;
  side: 'red' | 'blue';
  bets: Record<string, number>;
  spotWins: Record<string, number>;
}

export function playCoinFlip(
  cfg: CoinFlipConfig,
  rng: Rng,
  bets: Record<string, number>,
): Outcome<CoinFlipDetails> {
  const stake = slipTotal(bets, (s) => s === 'red' || s === 'blue');
  const weights = cfg.multipliers.map((m) => m.weight);
  const redIndex = rng.pick(weights);
  const blueIndex = rng.pick(weights);
  const side = COIN_SIDES[rng.int(2)]!;
  const redMultiplier = cfg.multipliers[redIndex]!.value;
  const blueMultiplier = cfg.multipliers[blueIndex]!.value;
  const spotWins: Record<string, number> = {};
  let win = 0;
  for (const [spot, amount] of Object.entries(bets)) {
    const w = spot === side ? amount * (side === 'red' ? redMultiplier : blueMultiplier) : 0;
    spotWins[spot] = w;
    win += w;
  }
  return makeOutcome('coin-flip', 'flip', stake, win, {
    redMultiplier,
    blueMultiplier,
    redIndex,
    blueIndex,
    side,
    bets,
    spotWins,
  });
}

export function coinFlipRtp(cfg: CoinFlipConfig): RtpReport {
  const total = weightTotal(cfg.multipliers.map((m) => m.weight));
  const mean = cfg.multipliers.reduce((a, m) => a + (m.weight / total) * m.value, 0);
  return { reference: mean / 2, perBet: { red: mean / 2, blue: mean / 2 } };
}

export function coinFlipChannels(cfg: CoinFlipConfig): Channel[] {
  const total = weightTotal(cfg.multipliers.map((m) => m.weight));
  const mult = {
    labels: cfg.multipliers.map((m) => `${m.value}x`),
    probabilities: cfg.multipliers.map((m) => m.weight / total),
  };
  return [
    { name: 'side', labels: ['red', 'blue'], probabilities: [0.5, 0.5] },
    { name: 'red multiplier', ...mult },
    { name: 'blue multiplier', ...mult },
  ];
}

export function coinFlipObserve(_cfg: CoinFlipConfig, o: Outcome): number[][] {
  const d = o.details as CoinFlipDetails;
  return [[d.side === 'red' ? 0 : 1], [d.redIndex], [d.blueIndex]];
}
