import { designedDistribution, gameDefinition, observeDraws, playWith } from './catalogue.ts';
import { Xoshiro128 } from './rng.ts';
import { chiSquare, chiSquarePValue } from './stats.ts';

export interface SimulationResult {
  gameCode: string;
  rounds: number;
  stake: number;
  /** Mean return per unit staked (simulated RTP). */
  rtp: number;
  /** Standard deviation of the return per unit staked, per round (volatility). */
  sigma: number;
  ci95: [number, number];
  /** Share of rounds with a positive payout. */
  hitFrequency: number;
  /** Chi-square of all channels summed (independent draws): statistic, degrees of freedom, p-value. */
  chi: { stat: number; dof: number; p: number; draws: number };
}

/** The simulated player's decisions: always the first position (a board is fairly shuffled, so any fixed pick has the same RTP). */
const SIMULATED_CHOICES = { choices: [0, 0, 0, 0, 0, 0, 0, 0] };

/**
 * Plays `rounds` rounds of the game's reference bet with a seeded xoshiro128** generator (the same
 * int/pick mapping as the fair generator) and summarises the returns and the outcome stream.
 */
export function simulate(gameCode: string, rounds: number, seed = `rtp:${gameCode}`): SimulationResult {
  const def = gameDefinition(gameCode);
  const rng = new Xoshiro128(seed);
  const channels = designedDistribution(gameCode);
  const counts = channels.map((c) => new Array<number>(c.probabilities.length).fill(0));
  let sum = 0;
  let sumSq = 0;
  let hits = 0;
  let stake = 0;
  for (let i = 0; i < rounds; i++) {
    const o = playWith(gameCode, rng, def.referenceBet, SIMULATED_CHOICES);
    stake = o.stake;
    const r = o.totalWin / o.stake;
    sum += r;
    sumSq += r * r;
    if (o.totalWin > 0) hits++;
    const obs = observeDraws(gameCode, o);
    for (let c = 0; c < obs.length; c++) for (const v of obs[c]!) counts[c]![v]!++;
  }
  const mean = sum / rounds;
  const sigma = Math.sqrt(Math.max(0, sumSq / rounds - mean * mean) * (rounds / (rounds - 1)));
  const half = (1.96 * sigma) / Math.sqrt(rounds);
  let stat = 0;
  let dof = 0;
  let draws = 0;
  channels.forEach((ch, c) => {
    const r = chiSquare(counts[c]!, ch.probabilities);
    stat += r.stat;
    dof += r.dof;
    draws += counts[c]!.reduce((a, b) => a + b, 0);
  });
  return {
    gameCode,
    rounds,
    stake,
    rtp: mean,
    sigma,
    ci95: [mean - half, mean + half],
    hitFrequency: hits / rounds,
    chi: { stat, dof, p: chiSquarePValue(stat, dof), draws },
  };
}
