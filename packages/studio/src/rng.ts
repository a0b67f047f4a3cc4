/**
 * The one place where raw 32-bit draws become game decisions. Every engine draws through these
 * methods only, so the provably fair generator and the fast simulation generator share exactly the
 * same mapping logic (rejection sampling, weighted picks, Fisher–Yates).
 */
export abstract class Rng {
  /** A uniformly distributed integer in [0, 2^32). */
  abstract nextUint32(): number;

  /**
   * Uniform integer in [0, n) by rejection sampling: draws at or above the largest multiple of n
   * not exceeding 2^32 are discarded, so every residue is equally likely (no modulo bias).
   */
  int(n: number): number {
    if (!Number.isInteger(n) || n < 1 || n > 0x1_0000_0000)
      throw new RangeError(`int(${n}): n must be an integer in [1, 2^32]`);
    const limit = 0x1_0000_0000 - (0x1_0000_0000 % n); // largest multiple of n that is <= 2^32
    for (;;) {
      const x = this.nextUint32();
      if (x < limit) return x % n;
    }
  }

  /** Uniform float in [0, 1) with 53 random bits (two draws). Not used for any payout decision. */
  float(): number {
    const hi = this.nextUint32() >>> 11; // 21 bits
    const lo = this.nextUint32(); // 32 bits
    return (hi * 0x1_0000_0000 + lo) / 2 ** 53;
  }

  /** Index i with probability weights[i] / sum(weights); integer weights, sum at most 2^32. */
  pick(weights: readonly number[]): number {
    let total = 0;
    for (const w of weights) total += w;
    let r = this.int(total);
    for (let i = 0; i < weights.length; i++) {
      r -= weights[i]!;
      if (r < 0) return i;
    }
    throw new Error('unreachable: pick walked past the end');
  }

  /** In-place Fisher–Yates shuffle (i from the end, j = int(i + 1)). */
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      const t = items[i]!;
      items[i] = items[j]!;
      items[j] = t;
    }
    return items;
  }
}

/** Sum of integer weights (helper shared by engines and the exact-RTP code). */
export function weightTotal(weights: readonly number[]): number {
  let t = 0;
  for (const w of weights) t += w;
  return t;
}

/**
 * xoshiro128** (Blackman & Vigna), seeded by splitmix32 from a string: a fast, good-quality,
 * NON-cryptographic generator for the RTP simulations and tests only. Real rounds use FairRng.
 */
export class Xoshiro128 extends Rng {
  private s0: number;
  private s1: number;
  private s2: number;
  private s3: number;

  constructor(seed: string | number) {
    super();
    let h = 0x9e3779b9 ^ 0;
    const text = String(seed);
    for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x85ebca6b) ^ (h >>> 13);
    const split = (): number => {
      h = (h + 0x9e3779b9) | 0;
      let z = h;
      z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
      z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
      return (z ^ (z >>> 16)) >>> 0;
    };
    this.s0 = split();
    this.s1 = split();
    this.s2 = split();
    this.s3 = split();
    if ((this.s0 | this.s1 | this.s2 | this.s3) === 0) this.s0 = 1;
  }

  nextUint32(): number {
    const result = Math.imul(rotl(Math.imul(this.s1, 5), 7), 9) >>> 0;
    const t = this.s1 << 9;
    this.s2 ^= this.s0;
    this.s3 ^= this.s1;
    this.s1 ^= this.s2;
    this.s0 ^= this.s3;
    this.s2 ^= t;
    this.s3 = rotl(this.s3, 11);
    return result;
  }
}

function rotl(x: number, k: number): number {
  return (x << k) | (x >>> (32 - k));
}

/** Replays a fixed list of uint32 values (tests: forcing draws that modulo reduction would bias). */
export class ScriptedRng extends Rng {
  private i = 0;
  constructor(private readonly values: readonly number[]) {
    super();
  }
  nextUint32(): number {
    const v = this.values[this.i++];
    if (v === undefined) throw new Error('ScriptedRng exhausted');
    return v >>> 0;
  }
  get used(): number {
    return this.i;
  }
}
