import { useEffect, useRef, useState } from 'react';

/** SPEC §9: the balance counts from the old to the new value over 1.8 s, ease-out. */
export const BALANCE_ANIMATION_MS = 1800;

/** Cubic ease-out: fast at first, settling softly on the new value. */
export function easeOutCubic(t: number): number {
  const clamped = Math.min(1, Math.max(0, t));
  return 1 - (1 - clamped) ** 3;
}

/** The value shown `elapsed` ms into a count from `from` to `to` (whole coins). */
export function countValue(
  from: number,
  to: number,
  elapsed: number,
  duration = BALANCE_ANIMATION_MS,
): number {
  if (elapsed >= duration) return to;
  return Math.round(from + (to - from) * easeOutCubic(elapsed / duration));
}

export function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * The number to show for `target`: the first known value appears at once (no count on first paint);
 * each later change counts from what is on screen now to the new value with requestAnimationFrame.
 * With prefers-reduced-motion the value jumps.
 */
export function useCountUp(target: number | undefined, duration = BALANCE_ANIMATION_MS): number | undefined {
  const [shown, setShown] = useState(target);
  const shownRef = useRef(target);
  const frame = useRef(0);

  useEffect(() => {
    if (target === undefined) return;
    const from = shownRef.current;
    const show = (value: number) => {
      shownRef.current = value;
      setShown(value);
    };
    if (from === undefined || from === target || prefersReducedMotion()) {
      show(target);
      return;
    }
    const start = performance.now();
    const step = () => {
      const value = countValue(from, target, performance.now() - start, duration);
      show(value);
      if (value !== target) frame.current = requestAnimationFrame(step);
    };
    frame.current = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame.current);
  }, [target, duration]);

  return shown;
}
