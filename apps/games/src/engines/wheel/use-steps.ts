import { useEffect, useState } from 'react';
import type { WheelStep } from './steps.ts';

/**
 * Walks a list of timed steps: the index of the step showing (−1 before a round). A new `key` (the
 * round) starts again from step `start` (a settled pick round continues after the wheel); each step stays its `ms`, then the next shows. Reduced
 * motion shows the last step at once.
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
  const index =
    state.key === key ? state.index : key === undefined ? -1 : reducedMotion ? last : Math.min(start, last);
  useEffect(() => {
    if (key === undefined || index < 0 || index >= last) {
      if (state.key !== key || state.index !== index) setState({ key, index });
      return;
    }
    if (reducedMotion) {
      setState({ key, index: last });
      return;
    }
    const timer = setTimeout(() => setState({ key, index: index + 1 }), steps[index]!.ms);
    return () => clearTimeout(timer);
  }, [key, index, last, reducedMotion, steps, state.key, state.index]);
  return index;
}
