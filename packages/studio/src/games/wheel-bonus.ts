import type { Rng } from '../rng.ts';
import { weightTotal } from '../rng.ts';
import { BetError } from '../types.ts';

/**
 * The bonus games of the money wheels (wheel.ts): their definitions, how each is played from the
 * rng (and, for a player's pick, the player's choice), and each one's exact expected value.
 */
export type Weighted<T> = T & { weight: number };

export type BonusDef =
  /**
   * `choices` hidden values drawn i.i.d. from the table, then one is taken (Cash Hunt, Bar, coin flip).
   * With `player`, a player with a stake on the spot picks the position (the values are drawn before
   * the pick, so every position has the same distribution and the RTP does not depend on the pick);
   * otherwise (or with no stake on it) the position is drawn.
   */
  | {
      kind: 'pick';
      name: string;
      choices: number;
      values: readonly Weighted<{ value: number }>[];
      player?: boolean;
    }
  /**
   * Drop/spin onto slots: values, or ×factor slots that multiply every value and drop again.
   * With `board`, a ball starts in a uniform column and falls through `board.rows` peg rows moving
   * one column left/right with probability 1/2 (clamped at the walls); otherwise slots are equally likely.
   */
  | {
      kind: 'drop';
      name: string;
      slots: readonly ({ value: number } | { factor: number })[];
      board?: { rows: number };
    }
  /** Draw steps until a stop: each value step adds its value (Stayin' Alive). */
  | { kind: 'accumulate'; name: string; steps: readonly Weighted<{ value: number } | { stop: true }>[] }
  /** Levels in order: advance (collect the level's value) or fail (keep what was collected). */
  | { kind: 'quest'; name: string; levels: readonly { value: number; advance: number; fail: number }[] }
  /** Board walk: `rolls` rolls of two dice from square 0; collect each landed square; 'jail' ends the walk. */
  | { kind: 'board'; name: string; rolls: number; squares: readonly (number | 'jail')[] };

export interface BonusDetails {
  name: string;
  value: number;
  /** Bonus-specific steps for the animation. */
  trace: unknown;
}

// ---------- bonus games ----------

function dropDistribution(b: Extract<BonusDef, { kind: 'drop' }>): number[] {
  const n = b.slots.length;
  if (!b.board) return new Array<number>(n).fill(1 / n);
  let dist = new Array<number>(n).fill(1 / n);
  for (let r = 0; r < b.board.rows; r++) {
    const next = new Array<number>(n).fill(0);
    dist.forEach((p, c) => {
      next[Math.max(0, c - 1)]! += p / 2;
      next[Math.min(n - 1, c + 1)]! += p / 2;
    });
    dist = next;
  }
  return dist;
}

function boardExpectation(b: Extract<BonusDef, { kind: 'board' }>): number {
  const n = b.squares.length;
  let v = new Array<number>(n).fill(0); // expected future value with r rolls left
  for (let r = 1; r <= b.rolls; r++) {
    const next = new Array<number>(n).fill(0);
    for (let pos = 0; pos < n; pos++) {
      let e = 0;
      for (let d1 = 1; d1 <= 6; d1++)
        for (let d2 = 1; d2 <= 6; d2++) {
          const np = (pos + d1 + d2) % n;
          const sq = b.squares[np]!;
          e += (sq === 'jail' ? 0 : sq + v[np]!) / 36;
        }
      next[pos] = e;
    }
    v = next;
  }
  return v[0]!;
}

/** Exact expected winnings multiple of a bonus game. */
export function bonusExpectation(b: BonusDef): number {
  switch (b.kind) {
    case 'pick': {
      const w = weightTotal(b.values.map((v) => v.weight));
      return b.values.reduce((a, v) => a + (v.weight / w) * v.value, 0);
    }
    case 'drop': {
      const dist = dropDistribution(b);
      let s = 0;
      let f = 0;
      b.slots.forEach((slot, i) => {
        if ('value' in slot) s += dist[i]! * slot.value;
        else f += dist[i]! * slot.factor;
      });
      if (f >= 1) throw new Error(`${b.name}: redrops do not terminate in expectation`);
      return s / (1 - f);
    }
    case 'accumulate': {
      const w = weightTotal(b.steps.map((s) => s.weight));
      let s = 0;
      let stop = 0;
      for (const st of b.steps) {
        if ('stop' in st) stop += st.weight / w;
        else s += (st.weight / w) * st.value;
      }
      return s / stop;
    }
    case 'quest': {
      let reach = 1;
      let e = 0;
      for (const l of b.levels) {
        reach *= l.advance / (l.advance + l.fail);
        e += reach * l.value;
      }
      return e;
    }
    case 'board':
      return boardExpectation(b);
  }
}

/**
 * Plays a bonus game. `choice` is how a pick bonus's position is taken: a number is the player's pick,
 * 'draw' draws it, 'ask' stops before the pick (the values are drawn) and returns null: the round
 * waits for the player.
 */
export function playBonus(b: BonusDef, rng: Rng, choice?: number | 'ask' | 'draw'): BonusDetails;
export function playBonus(b: BonusDef, rng: Rng, choice: number | 'ask' | 'draw'): BonusDetails | null;
export function playBonus(
  b: BonusDef,
  rng: Rng,
  choice: number | 'ask' | 'draw' = 'draw',
): BonusDetails | null {
  switch (b.kind) {
    case 'pick': {
      const weights = b.values.map((v) => v.weight);
      const hidden = Array.from({ length: b.choices }, () => b.values[rng.pick(weights)]!.value);
      if (choice === 'ask') return null;
      if (typeof choice === 'number' && !(Number.isInteger(choice) && choice >= 0 && choice < b.choices))
        throw new BetError(`${b.name}: pick one of 0 … ${b.choices - 1}`);
      const picked = choice === 'draw' ? rng.int(b.choices) : choice;
      return {
        name: b.name,
        value: hidden[picked]!,
        trace: { hidden, picked, by: choice === 'draw' ? 'draw' : 'player' },
      };
    }
    case 'drop': {
      let factor = 1;
      const drops: { start?: number; path?: number[]; slot: number }[] = [];
      for (;;) {
        let slot: number;
        if (b.board) {
          const start = rng.int(b.slots.length);
          const path: number[] = [];
          let c = start;
          for (let r = 0; r < b.board.rows; r++) {
            const dir = rng.int(2);
            path.push(dir);
            c = dir === 0 ? Math.max(0, c - 1) : Math.min(b.slots.length - 1, c + 1);
          }
          slot = c;
          drops.push({ start, path, slot });
        } else {
          slot = rng.int(b.slots.length);
          drops.push({ slot });
        }
        const s = b.slots[slot]!;
        if ('value' in s) return { name: b.name, value: s.value * factor, trace: { drops, factor } };
        factor *= s.factor;
      }
    }
    case 'accumulate': {
      const weights = b.steps.map((s) => s.weight);
      const collected: number[] = [];
      let value = 0;
      for (;;) {
        const st = b.steps[rng.pick(weights)]!;
        if ('stop' in st) break;
        collected.push(st.value);
        value += st.value;
      }
      return { name: b.name, value, trace: { collected } };
    }
    case 'quest': {
      let value = 0;
      const reached: number[] = [];
      for (const l of b.levels) {
        if (rng.pick([l.advance, l.fail]) !== 0) break;
        value += l.value;
        reached.push(l.value);
      }
      return { name: b.name, value, trace: { reached } };
    }
    case 'board': {
      let pos = 0;
      let value = 0;
      const moves: { dice: [number, number]; square: number; value: number | 'jail' }[] = [];
      for (let r = 0; r < b.rolls; r++) {
        const dice: [number, number] = [rng.int(6) + 1, rng.int(6) + 1];
        pos = (pos + dice[0] + dice[1]) % b.squares.length;
        const sq = b.squares[pos]!;
        moves.push({ dice, square: pos, value: sq });
        if (sq === 'jail') break;
        value += sq;
      }
      return { name: b.name, value, trace: { moves } };
    }
  }
}
