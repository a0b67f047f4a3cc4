import { useEffect, useState } from 'react';
import type { WheelStep } from './steps.ts';

/**
 * Walks a list of timed steps: the index of the step showing (−1 before a round). A new `key` (the
 * round) starts again from step `start` (a settled pick round continues after the wheel); each step
 * stays its `ms`, then the next shows. Reduced motion shows the last step at once.
 */
export function useSteps(
  steps: readonly WheelStep[],
  key: string | undefined,
  reducedMotion: boolean,
  start = 0,
): number {
  const [state, setState] = useState<{ key: string | undefined; index: number }>({
    key: undefined,
    index: -1,
  });
  const last = steps.length - 1;
  let index = -1;
  if (key !== undefined) {
    if (reducedMotion) index = last;
    else index = state.key === key ? state.index : Math.min(start, last);
  }
  useEffect(() => {
    if (key === undefined || reducedMotion || index < 0 || index >= last) return;
    const timer = setTimeout(() => setState({ key, index: index + 1 }), steps[index]!.ms);
    return () => clearTimeout(timer);
  }, [key, index, last, reducedMotion, steps]);
  return index;
}
