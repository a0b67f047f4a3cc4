import { useCallback, useEffect, useRef } from 'react';
import { cue, type SoundEffect } from '../../lib/sound/sound.ts';

/**
 * One step of an animation as data: wait `wait` ms after the previous step, then apply `action`.
 * An engine derives its steps from the outcome with a pure function (testable without the DOM) and
 * applies each action to its own reducer; this hook only keeps the time.
 */
export interface TimelineStep<A> {
  wait: number;
  action: A;
  /** Played with the step (if the player turned sound on); never when steps are applied at once. */
  cue?: SoundEffect;
}

export interface TimelineOptions<A> {
  /**
   * Applies one step. `instant` is true when the step is applied without its wait (reduced motion or
   * a skip): views draw its end state and leave out sounds.
   */
  apply: (action: A, instant: boolean) => void;
  /** Draw everything at once: every step is applied in one go, then onEnd. Turning it on mid-way skips. */
  reduced: boolean;
  /** Called once, after the last step of these steps. */
  onEnd?: () => void;
}

export interface Timeline {
  /** Applies the steps still to come at once (the player tapped to skip), then ends. */
  skip: () => void;
}

interface Run<A> {
  steps: readonly TimelineStep<A>[];
  /** Index of the next step to apply. */
  next: number;
  /** The wait before `next` is over. */
  waited: boolean;
  done: boolean;
}

/**
 * Plays `steps` once per array (a new array is a new timeline; null plays nothing). Steps run in
 * order, each after its wait; with `reduced` all of them at once. Unmounting clears the timer; a remount
 * of the same steps (StrictMode) goes on from the step it had reached, so no step is applied twice.
 */
export function useTimeline<A>(
  steps: readonly TimelineStep<A>[] | null,
  options: TimelineOptions<A>,
): Timeline {
  const { reduced } = options;
  // The callbacks are read through a ref: only a new timeline or reduced motion restarts the effect.
  const opts = useRef(options);
  useEffect(() => {
    opts.current = options;
  });
  const run = useRef<Run<A> | null>(null);
  const flushRef = useRef<() => void>(() => {});

  useEffect(() => {
    if (!steps) return;
    if (run.current?.steps !== steps) run.current = { steps, next: 0, waited: false, done: false };
    const current = run.current;
    if (current.done) return;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const finish = () => {
      current.done = true;
      opts.current.onEnd?.();
    };
    const flush = () => {
      if (current.done) return;
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      while (current.next < steps.length) opts.current.apply(steps[current.next++]!.action, true);
      finish();
    };
    const play = () => {
      timer = undefined;
      while (current.next < steps.length) {
        const step = steps[current.next]!;
        if (step.wait > 0 && !current.waited) {
          timer = setTimeout(() => {
            current.waited = true;
            play();
          }, step.wait);
          return;
        }
        current.waited = false;
        current.next++;
        opts.current.apply(step.action, false);
        if (step.cue) cue(step.cue);
      }
      finish();
    };

    flushRef.current = flush;
    if (reduced) flush();
    else play();
    return () => {
      if (timer !== undefined) clearTimeout(timer);
      flushRef.current = () => {};
    };
  }, [steps, reduced]);

  const skip = useCallback(() => flushRef.current(), []);
  return { skip };
}
