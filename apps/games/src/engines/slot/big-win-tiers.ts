import type { TimelineStep } from '../shared/use-timeline.ts';
import type { SoundEffect } from '../../lib/sound/sound.ts';

/** The big-win tiers, by the round's win as a multiple of its bet. */
export type BigWinTier = 'big' | 'mega' | 'epic';

export const BIG_WIN_TIERS: readonly {
  tier: BigWinTier;
  times: number;
  countMs: number;
  cue: SoundEffect;
}[] = [
  { tier: 'big', times: 10, countMs: 2000, cue: 'win' },
  { tier: 'mega', times: 25, countMs: 3200, cue: 'bigWin' },
  { tier: 'epic', times: 50, countMs: 4500, cue: 'bigWin' },
];

/** Time between two figures of the count-up, and how long the final figure stays before it closes. */
export const COUNT_FRAME_MS = 80;
export const BIG_WIN_HOLD_MS = 1400;

/** The tier a win reaches against its bet, or null below a big win (10×). */
export function bigWinTier(win: number, bet: number): BigWinTier | null {
  if (bet <= 0) return null;
  let reached: BigWinTier | null = null;
  for (const t of BIG_WIN_TIERS) if (win >= bet * t.times) reached = t.tier;
  return reached;
}

export interface BigWinFrame {
  tier: BigWinTier;
  shown: number;
  /** False on the last step: the sequence closes. */
  open: boolean;
}

/**
 * The count-up of a big win as timed frames: from 0 to `win` with an ease-out over the tier's time
 * (longer for bigger tiers), the tier shown climbing as the figure passes each threshold (with its
 * sound), a hold on the final figure, then the close. Empty below a big win.
 */
export function bigWinFrames(win: number, bet: number): TimelineStep<BigWinFrame>[] {
  const final = bigWinTier(win, bet);
  if (!final) return [];
  const spec = BIG_WIN_TIERS.find((t) => t.tier === final)!;
  const frames = Math.max(2, Math.round(spec.countMs / COUNT_FRAME_MS));
  const steps: TimelineStep<BigWinFrame>[] = [];
  let tier: BigWinTier = 'big';
  for (let i = 0; i <= frames; i++) {
    const p = i / frames;
    const shown = i === frames ? win : Math.floor(win * (1 - (1 - p) ** 3));
    const reached = bigWinTier(shown, bet) ?? 'big';
    const climbed = i === 0 || reached !== tier;
    tier = reached;
    steps.push({
      wait: i === 0 ? 0 : COUNT_FRAME_MS,
      action: { tier, shown, open: true },
      ...(climbed
        ? { cue: BIG_WIN_TIERS.find((t) => t.tier === tier)!.cue }
        : i % 4 === 0
          ? { cue: 'chip' }
          : {}),
    });
  }
  steps.push({ wait: BIG_WIN_HOLD_MS, action: { tier: final, shown: win, open: false } });
  return steps;
}
