import { useEffect, useRef } from 'react';
import type { GameViewProps } from '../types.ts';

/** With reduced motion (or after Skip) the outcome is drawn at once and stays this long before the win. */
export const REDUCED_REVEAL_MS = 250;

/**
 * Tells the shell when the settled round's outcome has been drawn: `ms` after the round settles (the
 * length of the view's own landing animation), or once `drawn` turns true for views that count their
 * steps themselves (baccarat's deal). The win, the balance and Play wait for it (issue 16).
 */
export function useRevealEnd(
  {
    phase,
    round,
    reducedMotion,
    onPresented,
  }: Pick<GameViewProps, 'phase' | 'round' | 'reducedMotion' | 'onPresented'>,
  ms: number,
  drawn = true,
): void {
  const settled = phase === 'settled' ? round : null;
  const done = useRef<unknown>(null);
  const callback = useRef(onPresented);
  useEffect(() => {
    callback.current = onPresented;
  });
  useEffect(() => {
    if (!settled || !drawn || done.current === settled) return;
    const timer = setTimeout(
      () => {
        done.current = settled;
        callback.current?.();
      },
      reducedMotion ? REDUCED_REVEAL_MS : ms,
    );
    return () => clearTimeout(timer);
  }, [settled, drawn, reducedMotion, ms]);
}
