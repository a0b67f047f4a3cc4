import { useEffect, useRef, useState } from 'react';

/**
 * The shown number follows `target`: rising amounts count up with an ease-out (LOOK.md: 1.8 s for the
 * balance), falling ones and reduced motion jump at once.
 */
export function useCountUp(target: number, durationMs: number, reducedMotion: boolean): number {
  const [shown, setShown] = useState(target);
  const shownRef = useRef(target);

  useEffect(() => {
    const from = shownRef.current;
    if (reducedMotion || target <= from || typeof requestAnimationFrame !== 'function') {
      shownRef.current = target;
      setShown(target);
      return;
    }
    const start = performance.now();
    let frame = requestAnimationFrame(function step(now) {
      const progress = Math.min(1, (now - start) / durationMs);
      const eased = 1 - (1 - progress) ** 3;
      const value = Math.round(from + (target - from) * eased);
      shownRef.current = value;
      setShown(value);
      if (progress < 1) frame = requestAnimationFrame(step);
    });
    return () => cancelAnimationFrame(frame);
  }, [target, durationMs, reducedMotion]);

  return shown;
}
