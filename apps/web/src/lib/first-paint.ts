import { startTransition, useEffect, useState } from 'react';

/*
 * Whether the page's first screen has been painted: a frame after the first component that asks has
 * committed (requestAnimationFrame runs before that frame's paint, the timeout after it), and true for
 * the rest of the visit. What a first screen does not show (the art of a grid's tiles below it) waits
 * for it, so the first paint's downloads are the ones that paint shows (issue 31).
 */
let painted = false;
let waiting: Promise<void> | undefined;

const nextFrame = (callback: () => void) =>
  typeof requestAnimationFrame === 'function' ? requestAnimationFrame(callback) : setTimeout(callback, 16);

function firstPaint(): Promise<void> {
  waiting ??= new Promise((resolve) =>
    nextFrame(() =>
      setTimeout(() => {
        painted = true;
        resolve();
      }),
    ),
  );
  return waiting;
}

/**
 * True once the first screen is painted, or at once when `wait` is false. The change renders as a
 * transition: many tiles turning at once yield to the browser instead of one long task.
 */
export function useAfterFirstPaint(wait: boolean): boolean {
  const [ready, setReady] = useState(painted || !wait);
  useEffect(() => {
    if (ready) return;
    let mounted = true;
    void firstPaint().then(() => {
      if (mounted) startTransition(() => setReady(true));
    });
    return () => {
      mounted = false;
    };
  }, [ready]);
  return ready;
}
