/**
 * The RTP tool's judgement of one simulated sample against the exact RTP (scripts/rtp.ts).
 *
 * A heavy-tailed game (rare pays carrying much of the return) fools the textbook interval mean ± z·s/√N
 * twice at small N: the rare pays are missing from the sample, so its mean is low AND its spread s is
 * small, and the interval excludes the truth though nothing is wrong (Pharaoh's Ember at 20 000 spins:
 * 54 % simulated, "CI 42–67 %", exact 95.75 %). So:
 * - where the game's return distribution is computed exactly, σ is the exact one, not the sample's;
 * - the sample is too small to judge when the pays it expects to see fewer than RARE_HITS times carry
 *   more of the return than the interval's half-width: missing them moves the mean further than the
 *   interval allows. Such a sample can still show a fault in one direction: a mean above the exact RTP
 *   by more than z·σ/√N (missing rare pays only ever lowers it).
 */

/** Pays expected fewer times than this in a sample are too rare for it to have measured. */
export const RARE_HITS = 30;

export interface Sample {
  /** Mean return per unit staked. */
  mean: number;
  /** The sample's standard deviation per round. */
  sigma: number;
  rounds: number;
}

export interface Exact {
  rtp: number;
  /** The exact σ per round, where the return distribution is computed exactly. */
  sigma?: number;
  /** The error σ of a stated simulated RTP (cascade titles), added to the sample's. */
  statedSigma?: number;
  /** Pays with their expected landings per round and the RTP they carry (slot titles). */
  pays?: readonly { hitsPerRound: number; rtp: number }[];
}

export type Verdict = 'ok' | 'miss' | 'too-few';

export interface Judgement {
  verdict: Verdict;
  /** The σ of the sample mean the interval uses. */
  sd: number;
  /** Which σ per round: the exact one or the sample's. */
  sigmaFrom: 'exact' | 'sample';
  /** RTP carried by pays the sample expects fewer than RARE_HITS times. */
  rareRtp: number;
}

/** Judges `sample` against `exact` at `z` (1.96 for one game; Šidák's z for a family of games). */
export function judge(sample: Sample, exact: Exact, z: number): Judgement {
  const sigma = exact.sigma ?? sample.sigma;
  const stated = exact.statedSigma ?? 0;
  const sd = Math.sqrt((sigma * sigma) / sample.rounds + stated * stated);
  const rareRtp = (exact.pays ?? [])
    .filter((pay) => pay.hitsPerRound * sample.rounds < RARE_HITS)
    .reduce((sum, pay) => sum + pay.rtp, 0);
  const off = sample.mean - exact.rtp;
  const sigmaFrom = exact.sigma === undefined ? 'sample' : 'exact';
  if (rareRtp > 1.96 * sd) return { verdict: off > z * sd ? 'miss' : 'too-few', sd, sigmaFrom, rareRtp };
  return { verdict: Math.abs(off) <= z * sd ? 'ok' : 'miss', sd, sigmaFrom, rareRtp };
}
