import type { TimelineStep } from '../shared/use-timeline.ts';
import { bigWinFrames } from './big-win-tiers.ts';
import { cascadeSteps, holdSteps, pickSteps } from './feature-steps.ts';
import type { SlotOutcome, SlotSpin } from './outcome.ts';
import { REELS, ROWS, type SlotAction } from './slot-scene.ts';
import type { SlotConfig } from './titles.ts';

/** Presentation timings (ms); reduced motion skips all of them. */
export const SLOT_TIMING = {
  /** Gap between two reels stopping, left to right. */
  reelStop: 250,
  /** Extra time a reel spins while it anticipates a scatter (two have landed). */
  anticipation: 900,
  /** How long a free spin's reels spin before the first stops. */
  freeSpin: 650,
  /** How long the wins of one spin stay before the next free spin. */
  showWin: 1100,
  /** How long a spin without wins stays. */
  showNoWin: 450,
  /** The FREE SPINS banner before the first free spin. */
  banner: 1500,
  /** Pause between two auto-play spins. */
  autoGap: 500,
};

/** Scatters that trigger free spins (the studio's rule); one fewer landed is a near miss worth a wait. */
export const SCATTER_TRIGGER = 3;

export type SlotStep = TimelineStep<SlotAction>;

const scatterId = (cfg: SlotConfig | undefined) => cfg?.symbols.find((s) => s.kind === 'scatter')?.id;

/**
 * Reels that anticipate: once the stopped reels show SCATTER_TRIGGER − 1 scatters, every reel still to
 * stop spins longer (with a highlight) — the near miss that may yet trigger free spins.
 * Returns the first reel that anticipates (REELS when none does).
 */
export function anticipationFrom(cfg: SlotConfig | undefined, grid: readonly (readonly string[])[]): number {
  const scatter = scatterId(cfg);
  if (!scatter) return REELS;
  let seen = 0;
  for (let r = 0; r < REELS - 1; r++) {
    for (let row = 0; row < ROWS; row++) if (grid[r]?.[row] === scatter) seen++;
    if (seen >= SCATTER_TRIGGER - 1) return r + 1;
  }
  return REELS;
}

/** One spin landing: its grid, the reels stopping left to right (slower while anticipating), its wins. */
export function landingSteps(cfg: SlotConfig | undefined, spin: SlotSpin): SlotStep[] {
  const steps: SlotStep[] = [{ wait: 0, action: { type: 'land', spin } }];
  const from = anticipationFrom(cfg, spin.details.grid);
  for (let r = 0; r < REELS; r++) {
    if (r === from)
      steps.push({ wait: 0, action: { type: 'anticipate', reels: range(from, REELS) }, cue: 'winSmall' });
    const wait = r === 0 ? 0 : SLOT_TIMING.reelStop + (r >= from ? SLOT_TIMING.anticipation : 0);
    steps.push({ wait, action: { type: 'stopReel', reel: r }, cue: 'reelStop' });
  }
  steps.push({ wait: SLOT_TIMING.reelStop, action: { type: 'showWins' } });
  return [...steps, ...cascadeSteps(spin), ...holdSteps(spin)];
}

/** A spin already on the reels (the round came back after the player's pick): its end state at once. */
function landedSteps(spin: SlotSpin): SlotStep[] {
  const last = spin.details.cascades?.at(-1);
  const steps: SlotStep[] = [
    { wait: 0, action: { type: 'land', spin } },
    ...Array.from({ length: REELS }, (_, reel): SlotStep => ({
      wait: 0,
      action: { type: 'stopReel', reel },
    })),
  ];
  if (last) {
    const stage = spin.details.cascades!.length - 1;
    const won = [spin.details.lineWins, ...spin.details.cascades!.map((c) => c.lineWins)]
      .flat()
      .reduce((sum, w) => sum + w.win, 0);
    steps.push({
      wait: 0,
      action: {
        type: 'tumble',
        stage,
        grid: last.grid,
        dropped: last.dropped,
        chain: { tumbles: stage + 1, multiplier: last.multiplier, won },
      },
    });
  }
  steps.push({ wait: 0, action: { type: 'showWins' } });
  return steps;
}

const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i);
const showFor = (spin: SlotSpin) => (spin.win > 0 ? SLOT_TIMING.showWin : SLOT_TIMING.showNoWin);

/** The free spins: the banner, then each child spinning, landing and adding to the total, then the total. */
function freeSpinSteps(cfg: SlotConfig | undefined, outcome: SlotOutcome): SlotStep[] {
  const children = outcome.children;
  if (children.length === 0) return [];
  const total = children.length;
  const multiplier = children[0]!.details.multiplier;
  const steps: SlotStep[] = [
    {
      wait: showFor(outcome),
      action: { type: 'free', free: { total, current: 0, multiplier, won: 0, done: false } },
    },
  ];
  let won = 0;
  let wait = SLOT_TIMING.banner;
  children.forEach((child, i) => {
    const current = i + 1;
    steps.push({ wait, action: { type: 'free', free: { total, current, multiplier, won, done: false } } });
    steps.push({ wait: 0, action: { type: 'spinReels' } });
    const landing = landingSteps(cfg, child);
    landing[0] = { ...landing[0]!, wait: SLOT_TIMING.freeSpin };
    steps.push(...landing);
    won += child.win;
    steps.push({ wait: 0, action: { type: 'free', free: { total, current, multiplier, won, done: false } } });
    wait = showFor(child);
  });
  steps.push({
    wait,
    action: { type: 'free', free: { total, current: total, multiplier, won, done: true } },
  });
  return steps;
}

/**
 * Every step of presenting a settled slot round, as data: the paid spin landing (with its cascade chain
 * and hold-and-win), its pick bonus, its free spins, then a big-win count-up when the round's total
 * reaches a tier. The view applies them with useTimeline. `reopened`: the same round came back settled
 * after the player's pick — its paid spin is already on the reels and is not landed again.
 */
export function slotSteps(
  cfg: SlotConfig | undefined,
  outcome: SlotOutcome | null,
  { reopened = false }: { reopened?: boolean } = {},
): SlotStep[] {
  if (!outcome) return [{ wait: 0, action: { type: 'stopAll' } }];
  const steps = [
    ...(reopened ? landedSteps(outcome) : landingSteps(cfg, outcome)),
    ...pickSteps(outcome, { reopened }),
  ];
  // Waiting for the player's pick: the round goes on (free spins, big win) once it is settled.
  if (outcome.pending) return steps;
  steps.push(...freeSpinSteps(cfg, outcome));
  const frames = bigWinFrames(outcome.totalWin, outcome.stake);
  frames.forEach((frame, i) =>
    steps.push({
      ...frame,
      wait: i === 0 ? SLOT_TIMING.showWin : frame.wait,
      action: { type: 'bigWin', bigWin: { ...frame.action, amount: outcome.totalWin } },
    }),
  );
  return steps;
}
