import { useMemo, useRef, useState } from 'react';
import type { wheel } from '@casino/studio';
import type { GameViewProps } from '../types.ts';
import { useRevealEnd } from '../shared/use-reveal-end.ts';
import { useTimeline, type TimelineStep } from '../shared/use-timeline.ts';
import type { WheelOutcome } from './outcome.ts';
import { stepsDuration, wheelSteps, type WheelStep } from './steps.ts';

const NO_STEPS: WheelStep[] = [];

/**
 * Walks the show's timed steps on the shared timeline (engines/shared/use-timeline.ts): the index of
 * the step showing (−1 before a round). A new `key` (the round) starts again from step `start` (a
 * settled pick round continues after the wheel); each step stays its `ms`, then the next shows.
 * Reduced motion shows the last step at once.
 */
export function useSteps(
  steps: readonly WheelStep[],
  key: string | undefined,
  reducedMotion: boolean,
  start = 0,
): number {
  const [shown, setShown] = useState<{ key: string | undefined; index: number }>({
    key: undefined,
    index: -1,
  });
  const timeline = useMemo<TimelineStep<number>[] | null>(
    () =>
      key === undefined
        ? null
        : steps.slice(start).map((_, i) => ({
            wait: i === 0 ? 0 : steps[start + i - 1]!.ms,
            action: start + i,
          })),
    [steps, key, start],
  );
  useTimeline(timeline, { apply: (index) => setShown({ key, index }), reduced: reducedMotion });
  const last = steps.length - 1;
  if (key === undefined) return -1;
  if (reducedMotion) return last;
  return shown.key === key ? shown.index : Math.min(start, last);
}

/**
 * The show's steps for the round on the table, the step reached, and where the settled round of a
 * pick starts (after the wheel: the player already watched it land).
 */
export function useShow(
  props: GameViewProps,
  cfg: wheel.WheelConfig | undefined,
  outcome: WheelOutcome | null,
) {
  const steps = useMemo(() => (cfg && outcome ? wheelSteps(cfg, outcome) : NO_STEPS), [cfg, outcome]);
  const roundId = props.round?.roundId;
  const key = outcome ? `${roundId}:${outcome.pending ? 'pending' : 'settled'}` : undefined;
  const [picked, setPicked] = useState<string | undefined>(undefined);
  if (outcome?.pending && picked !== roundId) setPicked(roundId);
  // Reopened on a round waiting for its pick: straight to the board (the wheel has landed already).
  const start =
    outcome?.pending && props.resumed
      ? steps.length - 1
      : picked === roundId && !outcome?.pending
        ? steps.findIndex((s) => s.part === 'bonus')
        : 0;
  const index = useSteps(steps, key, props.reducedMotion, Math.max(0, start));
  useRevealEnd(
    props,
    Math.max(0, stepsDuration(steps) - (steps[Math.max(0, start)]?.at ?? 0)),
    !outcome?.pending,
  );
  const reached = (part: WheelStep['part']) => {
    const at = steps.findIndex((s) => s.part === part);
    return at >= 0 && index >= at;
  };
  const part = steps[index]?.part;
  const done = index >= 0 && index === steps.length - 1;
  // A bonus played out stays on the stage until the player goes back to the table (or plays again).
  const [closedKey, setClosedKey] = useState<string | undefined>(undefined);
  const closed = key !== undefined && closedKey === key;
  return {
    steps,
    index,
    reached,
    done,
    closed,
    close: done && part === 'bonus' && !closed ? () => setClosedKey(key) : undefined,
    bonusOn: (part === 'bonus' && !closed) || part === 'await-pick',
  };
}

/**
 * The played-out bonus panel's "back to the table": closes it, then brings the board into view (a
 * short stage scrolls) and puts the focus on its first spot, where the closed panel's button was.
 */
export function useBackToTable(close: (() => void) | undefined) {
  const table = useRef<HTMLDivElement>(null);
  const backToTable = close
    ? () => {
        close();
        requestAnimationFrame(() => {
          const board = table.current?.querySelector<HTMLElement>('.bet-board-wrap');
          board?.scrollIntoView({ block: 'nearest' });
          board?.querySelector<HTMLElement>('button')?.focus({ preventScroll: true });
        });
      }
    : undefined;
  return { table, backToTable };
}
