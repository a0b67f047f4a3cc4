import { useMemo, useState } from 'react';
import { useTimeline, type TimelineStep } from '../shared/use-timeline.ts';
import type { WheelStep } from './steps.ts';

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
