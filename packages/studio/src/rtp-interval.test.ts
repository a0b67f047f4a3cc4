import { describe, expect, it } from 'vitest';
import { exactReturns } from './exact-returns.ts';
import { exactRtp } from './catalogue.ts';
import { judge, RARE_HITS } from './rtp-interval.ts';

/**
 * A heavy-tailed game: 0 most of the time, a jackpot of 0.95/p once in 1/p rounds (RTP 95 %). A sample
 * of 20 000 rounds at p = 1/10 000 sees two jackpots on average and none one time in seven (e^-2):
 * then its mean is 0 and its spread 0, and the spread-based interval [0, 0] "excludes" 95 %.
 */
const p = 1e-4;
const jackpot = 0.95 / p;
const exactSigma = Math.sqrt(p * jackpot * jackpot - 0.95 * 0.95);
const noJackpot = { mean: 0, sigma: 0, rounds: 20_000 };
/** Three jackpots in the same 20 000 rounds (a lucky sample). */
const three = (() => {
  const mean = (3 * jackpot) / 20_000;
  const sigma = Math.sqrt(((3 * jackpot * jackpot) / 20_000 - mean * mean) * (20_000 / 19_999));
  return { mean, sigma, rounds: 20_000 };
})();

describe('the RTP interval (judge)', () => {
  it('the sample-spread interval calls a correct heavy-tailed game wrong; the exact σ does not', () => {
    // Old interval: mean ± z·s/√N with the sample's s.
    expect(judge(noJackpot, { rtp: 0.95 }, 3.13).verdict).toBe('miss');
    const withExact = judge(noJackpot, { rtp: 0.95, sigma: exactSigma }, 3.13);
    expect(withExact.sigmaFrom).toBe('exact');
    expect(withExact.verdict).toBe('ok');
  });

  it('says too few rounds when the pays it has not had the rounds to see carry the return', () => {
    const pays = [
      { hitsPerRound: 0.3, rtp: 0.2 },
      { hitsPerRound: p, rtp: 0.75 },
    ];
    const small = judge(noJackpot, { rtp: 0.95, pays }, 3.13);
    expect(small.rareRtp).toBeCloseTo(0.75);
    expect(small.verdict).toBe('too-few');
    // A sample well above the exact RTP is a fault even then (rare pays missing only lower the mean).
    expect(judge({ mean: 2, sigma: 1, rounds: 20_000 }, { rtp: 0.95, pays }, 3.13).verdict).toBe('miss');
    // Enough rounds to expect RARE_HITS jackpots: judged again.
    const rounds = Math.ceil(RARE_HITS / p);
    const large = judge({ mean: 0.96, sigma: exactSigma, rounds }, { rtp: 0.95, pays }, 3.13);
    expect(large.rareRtp).toBe(0);
    expect(large.verdict).toBe('ok');
  });

  it('still fails a game whose simulated RTP is off by more than its interval', () => {
    expect(judge({ mean: 0.9, sigma: 1, rounds: 1_000_000 }, { rtp: 0.95, sigma: 1 }, 1.96).verdict).toBe(
      'miss',
    );
    expect(judge(three, { rtp: 0.95, sigma: exactSigma }, 1.96).verdict).toBe('ok');
  });
});

describe('exact return distributions (exactReturns)', () => {
  it('walks every draw of a small game: its mean is the exact RTP', () => {
    for (const code of ['EVO_LIVE_CRAZY_COIN_FLIP', 'EVO_LIVE_JAPANESE_ROULETTE']) {
      const returns = exactReturns(code);
      expect(returns).not.toBeNull();
      expect(returns!.mean).toBeCloseTo(exactRtp(code).reference, 12);
      expect(returns!.variance).toBeGreaterThan(0);
    }
    // Straight-up on 17 in single-zero roulette: win 36 with p = 1/37, RTP 36/37, σ² = 36²/37 − (36/37)².
    const roulette = exactReturns('EVO_LIVE_JAPANESE_ROULETTE')!;
    expect(roulette.variance).toBeCloseTo((36 * 36) / 37 - (36 / 37) ** 2, 9);
  });

  it('gives up on a tree too large to walk (a slot)', () => {
    expect(exactReturns('WNF_PHARAOHS_EMBER', 10_000)).toBeNull();
  });
});
