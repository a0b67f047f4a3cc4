import type { WheelBonusTrace } from '@casino/contract';
import type { wheel } from '@casino/studio';
import type { WheelOutcome } from './outcome.ts';

type BonusDef = wheel.BonusDef;

/**
 * The show of a wheel round as pure data: a list of timed steps derived from the outcome (top-slot
 * reels, the wheel landing, the result, then every bonus played out beat by beat from its trace). A
 * small hook (use-steps.ts) walks the list; the views draw the state of the step reached. Reduced
 * motion jumps to the last step.
 */
export type BonusFrame =
  /** Pick boards (Cash Hunt, Bar): the hidden board, then the picked position, then every value. */
  | { kind: 'board'; phase: 'hidden' | 'picked' | 'revealed'; picked: number }
  /** Coin Flip: the two sides' multipliers shown, the coin in the air, the side it landed on. */
  | { kind: 'coin'; phase: 'values' | 'flip' | 'landed'; side: number }
  /** Pachinko: the puck of drop `drop` at `row` (−1: at the top), in `column`; landed in its slot. */
  | { kind: 'puck'; drop: number; row: number; column: number; landed: boolean; factor: number }
  /** A drop without pegs (Crazy Time's flapper, Disco): the pointer turning, then on its slot. */
  | { kind: 'flapper'; drop: number; slot: number; landed: boolean; factor: number }
  /** Stayin' Alive: `count` values collected so far (running total), then the stop. */
  | { kind: 'collect'; count: number; total: number; stopped: boolean }
  /** Quests: `count` levels reached, then failed (or finished). */
  | { kind: 'level'; count: number; total: number; ended: boolean }
  /** Monopoly: roll `move`, the dice shown, the token on `square`, `collected` so far. */
  | {
      kind: 'walk';
      move: number;
      dice: [number, number] | null;
      square: number;
      landed: boolean;
      collected: number;
      jail: boolean;
    };

export type WheelStep =
  | { part: 'top-slot'; at: number; ms: number }
  | { part: 'spin'; at: number; ms: number }
  | { part: 'result'; at: number; ms: number }
  | { part: 'bonus'; at: number; ms: number; bonus: number; frame: BonusFrame }
  /** The round waits for the player's pick (no end: the next round answer replaces the outcome). */
  | { part: 'await-pick'; at: number; ms: number };

export const STEP_MS = {
  topSlot: 1400,
  land: 2400,
  result: 700,
  reveal: 900,
  coin: 1100,
  pegRow: 140,
  slot: 700,
  flapper: 1300,
  collect: 550,
  square: 120,
  dice: 700,
} as const;

type Frame = { ms: number; frame: BonusFrame };

function pickFrames(def: Extract<BonusDef, { kind: 'pick' }>, picked: number): Frame[] {
  if (def.choices === 2 && !def.player) {
    return (['values', 'flip', 'landed'] as const).map((phase) => ({
      ms: STEP_MS.coin,
      frame: { kind: 'coin', phase, side: picked },
    }));
  }
  return (['hidden', 'picked', 'revealed'] as const).map((phase) => ({
    ms: STEP_MS.reveal,
    frame: { kind: 'board', phase, picked },
  }));
}

function dropFrames(
  trace: Extract<WheelBonusTrace, { drops: unknown }>,
  slotDefs: Extract<BonusDef, { kind: 'drop' }>['slots'],
): Frame[] {
  const frames: Frame[] = [];
  const slots = slotDefs.length;
  /** The values of a drop count times the doublers hit before it. */
  let factor = 1;
  trace.drops.forEach((drop, d) => {
    if (drop.start !== undefined && drop.path) {
      let column = drop.start;
      frames.push({
        ms: STEP_MS.slot,
        frame: { kind: 'puck', drop: d, row: -1, column, landed: false, factor },
      });
      drop.path.forEach((dir, row) => {
        column = dir === 0 ? Math.max(0, column - 1) : Math.min(slots - 1, column + 1);
        frames.push({
          ms: STEP_MS.pegRow,
          frame: { kind: 'puck', drop: d, row, column, landed: false, factor },
        });
      });
      const last = drop.path.length - 1;
      frames.push({
        ms: STEP_MS.slot,
        frame: { kind: 'puck', drop: d, row: last, column, landed: true, factor },
      });
    } else {
      frames.push({
        ms: STEP_MS.flapper,
        frame: { kind: 'flapper', drop: d, slot: drop.slot, landed: false, factor },
      });
      frames.push({
        ms: STEP_MS.slot,
        frame: { kind: 'flapper', drop: d, slot: drop.slot, landed: true, factor },
      });
    }
    const hit = slotDefs[drop.slot];
    if (hit && 'factor' in hit) factor *= hit.factor;
  });
  return frames;
}

function walkFrames(trace: Extract<WheelBonusTrace, { moves: unknown }>, squares: number): Frame[] {
  const frames: Frame[] = [];
  let square = 0;
  let collected = 0;
  trace.moves.forEach((move, m) => {
    const base = { kind: 'walk' as const, move: m, dice: move.dice, collected, jail: false };
    frames.push({ ms: STEP_MS.dice, frame: { ...base, square, landed: false } });
    const total = move.dice[0] + move.dice[1];
    for (let k = 1; k <= total; k++) {
      square = (square + 1) % squares;
      frames.push({ ms: STEP_MS.square, frame: { ...base, square, landed: false } });
    }
    const jail = move.value === 'jail';
    if (!jail) collected += move.value as number;
    frames.push({ ms: STEP_MS.slot, frame: { ...base, square, landed: true, collected, jail } });
  });
  return frames;
}

/** The beats of one bonus round, from its definition and trace. */
export function bonusFrames(def: BonusDef, trace: WheelBonusTrace | undefined): Frame[] {
  if (!trace) return [];
  if (def.kind === 'pick' && 'hidden' in trace) return pickFrames(def, trace.picked);
  if (def.kind === 'drop' && 'drops' in trace) return dropFrames(trace, def.slots);
  if (def.kind === 'board' && 'moves' in trace) return walkFrames(trace, def.squares.length);
  if (def.kind === 'accumulate' && 'collected' in trace) {
    const totals = trace.collected.map((_, i) => trace.collected.slice(0, i + 1).reduce((a, b) => a + b, 0));
    return [
      ...totals.map((total, i) => ({
        ms: STEP_MS.collect,
        frame: { kind: 'collect' as const, count: i + 1, total, stopped: false },
      })),
      {
        ms: STEP_MS.slot,
        frame: { kind: 'collect', count: totals.length, total: totals.at(-1) ?? 0, stopped: true },
      },
    ];
  }
  if (def.kind === 'quest' && 'reached' in trace) {
    let total = 0;
    const frames: Frame[] = trace.reached.map((v, i) => {
      total += v;
      return { ms: STEP_MS.collect, frame: { kind: 'level', count: i + 1, total, ended: false } };
    });
    frames.push({
      ms: STEP_MS.slot,
      frame: { kind: 'level', count: trace.reached.length, total, ended: true },
    });
    return frames;
  }
  return [];
}

/** Every step of the round's show, with start times. */
export function wheelSteps(cfg: wheel.WheelConfig, outcome: WheelOutcome): WheelStep[] {
  const steps: WheelStep[] = [];
  let at = 0;
  type Unplaced = WheelStep extends infer S ? (S extends WheelStep ? Omit<S, 'at'> : never) : never;
  const push = (step: Unplaced) => {
    steps.push({ ...step, at } as WheelStep);
    at += step.ms;
  };
  if (cfg.topSlot) push({ part: 'top-slot', ms: STEP_MS.topSlot });
  push({ part: 'spin', ms: STEP_MS.land });
  push({ part: 'result', ms: STEP_MS.result });
  outcome.children.forEach((child, bonus) => {
    const def = bonusDefOf(cfg, child.details.name);
    if (!def) return;
    for (const f of bonusFrames(def, child.details.trace)) push({ part: 'bonus', bonus, ...f });
  });
  if (outcome.pending) push({ part: 'await-pick', ms: 0 });
  return steps;
}

/** How long the show lasts (the reveal end). */
export function stepsDuration(steps: readonly WheelStep[]): number {
  const last = steps.at(-1);
  return last ? last.at + last.ms : 0;
}

export function bonusDefOf(cfg: wheel.WheelConfig, name: string): BonusDef | undefined {
  for (const spot of Object.values(cfg.spots))
    if (spot.kind === 'bonus' && spot.bonus.name === name) return spot.bonus;
  return undefined;
}

/** The spot id whose bonus is `name` ('cash-hunt' → 'cash_hunt'). */
export function bonusSpotOf(cfg: wheel.WheelConfig, name: string): string | undefined {
  return Object.keys(cfg.spots).find((id) => {
    const spot = cfg.spots[id]!;
    return spot.kind === 'bonus' && spot.bonus.name === name;
  });
}
