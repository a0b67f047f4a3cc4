import { gameDefinition, playWith } from './catalogue.ts';
import { Rng } from './rng.ts';
import { firstOption, type PickStrategy } from './simulate.ts';

/** The exact distribution of a round's return per unit staked: its mean, variance and how many outcomes. */
export interface ExactReturns {
  mean: number;
  variance: number;
  /** Leaves of the draw tree walked (distinct draw sequences). */
  outcomes: number;
}

/** One draw of a walked sequence: the value taken, of how many, and its probability. */
interface Step {
  value: number;
  /** The weights of pick(), or null for int(n) (each value 1/n). */
  weights: readonly number[] | null;
  n: number;
}

const stepProbability = (step: Step): number =>
  step.weights ? step.weights[step.value]! / step.weights.reduce((a, b) => a + b, 0) : 1 / step.n;

/**
 * Answers every draw from a script, and opens a new branch (the first value) past its end: walking the
 * scripts in order visits every sequence of draws a round can make. pick() branches on its indices
 * (each with its weight), not on the integers int(Σ weights) would draw.
 */
class ScriptedRng extends Rng {
  position = 0;
  constructor(
    readonly script: Step[],
    private readonly maxDraws: number,
  ) {
    super();
  }
  nextUint32(): number {
    throw new Error('exact returns: only int(), pick() and shuffle() draws can be walked');
  }
  private next(n: number, weights: readonly number[] | null): number {
    if (this.position >= this.maxDraws) throw new TooDeep();
    if (this.position === this.script.length) {
      // Zero-weight indices are never drawn: start at the first that can be.
      const first = weights ? weights.findIndex((w) => w > 0) : 0;
      this.script.push({ value: first, weights, n });
    }
    const step = this.script[this.position++]!;
    if (step.n !== n) throw new Error('exact returns: a draw changed its range on replay');
    return step.value;
  }
  override int(n: number): number {
    return this.next(n, null);
  }
  override pick(weights: readonly number[]): number {
    return this.next(weights.length, weights);
  }
}

/** A round that draws until something happens (a redraw loop) has no finite tree to walk. */
class TooDeep extends Error {}

/** The next value of a step that can be drawn, or -1 when it has none left. */
function nextValue(step: Step): number {
  for (let v = step.value + 1; v < step.n; v++) if (!step.weights || step.weights[v]! > 0) return v;
  return -1;
}

/**
 * The exact return distribution of the game's reference bet, by walking every sequence of draws the
 * engine can make (rng.ts funnels every decision through int(n)); null when the tree has more than
 * `maxOutcomes` leaves (the slots: five reel stops of ~40 and their free spins) or a round that may
 * draw more than `maxDraws` times. Exact in the same sense
 * as the exact RTP: no sampling, only floating-point sums.
 */
export function exactReturns(
  gameCode: string,
  maxOutcomes = 200_000,
  maxDraws = 64,
  strategy: PickStrategy = firstOption,
): ExactReturns | null {
  const def = gameDefinition(gameCode);
  const script: Step[] = [];
  let sum = 0;
  let sumSq = 0;
  let outcomes = 0;
  for (;;) {
    const rng = new ScriptedRng(script, maxDraws);
    let o;
    try {
      o = playWith(gameCode, rng, def.referenceBet, { choices: [], strategy });
    } catch (error) {
      if (error instanceof TooDeep) return null;
      throw error;
    }
    script.length = rng.position; // a shorter round than the script: the rest was never drawn
    const p = script.reduce((acc, step) => acc * stepProbability(step), 1);
    const r = o.totalWin / o.stake;
    sum += p * r;
    sumSq += p * r * r;
    if (++outcomes > maxOutcomes) return null;
    // Next sequence: the deepest draw that still has a value left moves on; everything after it is new.
    while (script.length > 0 && nextValue(script[script.length - 1]!) < 0) script.pop();
    if (script.length === 0) return { mean: sum, variance: Math.max(0, sumSq - sum * sum), outcomes };
    script[script.length - 1]!.value = nextValue(script[script.length - 1]!);
  }
}
