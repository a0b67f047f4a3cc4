import { useEffect, useState } from 'react';

/** Whole seconds from `now` until `target` (never negative). */
export function secondsUntil(target: number | null, now: number): number {
  if (target === null || Number.isNaN(target)) return 0;
  return Math.max(0, Math.ceil((target - now) / 1000));
}

/**
 * Seconds left until `target` (an ISO date from the server, or epoch ms), ticking once a second; 0 when
 * there is no target or it has passed. The server stays the judge (it answers 429 when asked too early).
 */
export function useCountdown(target: string | number | null | undefined): number {
  const time = target === null || target === undefined ? null : new Date(target).getTime();
  const [now, setNow] = useState(() => Date.now());
  const left = secondsUntil(time, now);

  useEffect(() => {
    if (time === null) return;
    let interval = 0;
    const tick = () => {
      const current = Date.now();
      setNow(current);
      if (current >= time) window.clearInterval(interval);
    };
    // A new target: catch up with the clock at once (the mount-time `now` may be old), then every second.
    const first = window.setTimeout(tick, 0);
    interval = window.setInterval(tick, 1000);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(interval);
    };
  }, [time]);

  return left;
}
