import { describe, expect, it } from 'vitest';
import { Xoshiro128 } from './rng.ts';
import { jackpotContribution, jackpotDrawHex, jackpotRtp, jackpotWins, resolveJackpot } from './jackpot.ts';

const terms = { shareBp: 50, seed: 10_000_000, mustDropBy: 100_000_000 };

describe('progressive jackpot rule', () => {
  it('contributes exact milli-coins', () => {
    expect(jackpotContribution(1, 50)).toBe(5);
    expect(jackpotContribution(200, 50)).toBe(1000);
  });

  it('reads the jackpot block of the round (reproducible by openssl)', () => {
    const inputs = { serverSeed: 'a'.repeat(64), clientSeed: 'player', nonce: 7 };
    expect(jackpotDrawHex(inputs)).toMatch(/^[0-9a-f]{16}$/);
    expect(jackpotDrawHex(inputs)).toBe(jackpotDrawHex({ ...inputs }));
    expect(jackpotDrawHex({ ...inputs, nonce: 8 })).not.toBe(jackpotDrawHex(inputs));
  });

  it('always drops before the must-drop-by amount', () => {
    expect(jackpotWins('ffffffffffffffff', terms.mustDropBy - 5, 5, terms)).toBe(true);
    expect(jackpotWins('0000000000000000', terms.seed, 5, terms)).toBe(true);
    expect(jackpotWins('ffffffffffffffff', terms.seed, 5, terms)).toBe(false);
  });

  it('pays whole coins and keeps the remainder in the pool', () => {
    const r = resolveJackpot('0000000000000000', 12_345_678, 100, terms);
    expect(r).toMatchObject({ won: true, after: 12_346_178, payout: 12_346, next: terms.seed + 178 });
  });

  it('returns share × (C + S) / (C − S) in the long run', () => {
    const small = { shareBp: 50, seed: 100_000, mustDropBy: 400_000 }; // ~6,700 drops: a ~0.5 % error
    const rng = new Xoshiro128('jackpot-rtp');
    let pool = small.seed;
    let staked = 0;
    let paid = 0;
    for (let i = 0; i < 400_000; i++) {
      const stake = 1 + rng.int(100);
      const draw =
        rng.nextUint32().toString(16).padStart(8, '0') + rng.nextUint32().toString(16).padStart(8, '0');
      const r = resolveJackpot(draw, pool, stake, small);
      staked += stake;
      paid += r.payout;
      pool = r.next;
    }
    const expected = jackpotRtp(small); // 0.5 % × 5/3 ≈ 0.833 %
    expect(Math.abs(paid / staked - expected) / expected).toBeLessThan(0.03);
  });
});
