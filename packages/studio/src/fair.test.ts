import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FairRng, hashServerSeed, newServerSeed, verifyServerSeed } from './fair.ts';
import { ScriptedRng, Xoshiro128 } from './rng.ts';

const SEED = '0'.repeat(63) + '1';
const INPUTS = { serverSeed: SEED, clientSeed: 'player-seed', nonce: 7 };

describe('provably fair generator', () => {
  it('commits to the server seed with sha256 of its text', () => {
    expect(hashServerSeed(SEED)).toBe('c386d8e8d07342f2e39e189c8e6c57bb205bb373fe4e3a6f69404a8bb767b417');
    expect(hashServerSeed(SEED)).toBe(createHash('sha256').update(SEED).digest('hex'));
    expect(verifyServerSeed(SEED, hashServerSeed(SEED))).toBe(true);
    const fresh = newServerSeed();
    expect(fresh).toMatch(/^[0-9a-f]{64}$/);
    expect(newServerSeed()).not.toBe(fresh);
  });

  it('known-answer draws (HMAC-SHA256 blocks, big-endian uint32)', () => {
    const rng = new FairRng(INPUTS);
    const draws = Array.from({ length: 10 }, () => rng.nextUint32());
    expect(draws).toEqual([
      3620392647, 34973912, 723293583, 2564856657, 853077960, 3197763280, 1278113239, 787968814, 1240557934,
      3957649046,
    ]);
    // Independent recomputation with node:crypto: block k = HMAC(key = seed text, `${client}:${nonce}:${k}`).
    const block = (k: number) => createHmac('sha256', SEED).update(`player-seed:7:${k}`).digest();
    expect(draws[0]).toBe(block(0).readUInt32BE(0));
    expect(draws[7]).toBe(block(0).readUInt32BE(28));
    expect(draws[8]).toBe(block(1).readUInt32BE(0));
    expect(rng.draws).toBe(10);
  });

  it('is deterministic and sensitive to every input', () => {
    const a = new FairRng(INPUTS);
    const b = new FairRng(INPUTS);
    const xs = Array.from({ length: 20 }, () => a.int(1000));
    expect(Array.from({ length: 20 }, () => b.int(1000))).toEqual(xs);
    const other = [
      new FairRng({ ...INPUTS, nonce: 8 }),
      new FairRng({ ...INPUTS, clientSeed: 'x' }),
      new FairRng({ ...INPUTS, serverSeed: '0'.repeat(63) + '2' }),
    ];
    for (const r of other) expect(Array.from({ length: 20 }, () => r.int(1000))).not.toEqual(xs);
  });

  it('rejects malformed inputs', () => {
    expect(() => new FairRng({ ...INPUTS, serverSeed: 'abc' })).toThrow();
    expect(() => new FairRng({ ...INPUTS, nonce: -1 })).toThrow();
    expect(() => new FairRng({ ...INPUTS, clientSeed: 'a:b' })).toThrow();
  });
});

describe('mapping draws to outcomes', () => {
  it('int(n) rejects the biased tail instead of reducing it modulo n', () => {
    // 2^32 mod 3 = 1, so 0xffffffff is the one value that would favour residue 0 under `% 3`.
    const rng = new ScriptedRng([0xffffffff, 5]);
    expect(rng.int(3)).toBe(2);
    expect(rng.used).toBe(2);
    // n = 2^31 + 1: the accepted range is [0, 2^31 + 1); everything above is redrawn.
    const big = 2 ** 31 + 1;
    const r2 = new ScriptedRng([2 ** 31 + 1, 2 ** 32 - 1, 7]);
    expect(r2.int(big)).toBe(7);
    expect(r2.used).toBe(3);
  });

  it('int(n) is exactly uniform over a full cycle of accepted values', () => {
    // Feed every accepted value of a tiny space: emulate with values 0..(3k−1) → each residue k times.
    const values = Array.from({ length: 300 }, (_, i) => i);
    const rng = new ScriptedRng(values);
    const counts = [0, 0, 0];
    for (let i = 0; i < 300; i++) counts[rng.int(3)]!++;
    expect(counts).toEqual([100, 100, 100]);
  });

  it('pick walks integer weights', () => {
    const rng = new ScriptedRng([0, 1, 2, 5, 9]);
    const w = [1, 4, 0, 5];
    expect([0, 1, 2, 3, 4].map(() => rng.pick(w))).toEqual([0, 1, 1, 3, 3]);
  });

  it('shuffle is a permutation and deterministic', () => {
    const a = new Xoshiro128('s').shuffle([...Array(52).keys()]);
    const b = new Xoshiro128('s').shuffle([...Array(52).keys()]);
    expect(a).toEqual(b);
    expect([...a].sort((x, y) => x - y)).toEqual([...Array(52).keys()]);
  });
});
