import { useEffect, useState } from 'react';

/** How many results the strip keeps (the last 12; a short phone shows as many as fit in one row). */
export const HISTORY = 12;

export interface SpinResult {
  id: string;
  pocket: number;
}

const storageKey = (gameCode: string) => `roulette-history:${gameCode}`;

function load(gameCode: string): SpinResult[] {
  try {
    const raw = globalThis.sessionStorage?.getItem(storageKey(gameCode));
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter(
        (r): r is SpinResult =>
          typeof r === 'object' &&
          r !== null &&
          typeof (r as SpinResult).id === 'string' &&
          Number.isInteger((r as SpinResult).pocket) &&
          (r as SpinResult).pocket >= 0 &&
          (r as SpinResult).pocket <= 36,
      )
      .slice(0, HISTORY);
  } catch {
    return [];
  }
}

/**
 * The round's result once the wheel has stopped (reduced motion: at once), and the last numbers of
 * this browser session, newest first: kept in sessionStorage per game, so a reload of the game keeps
 * them until the tab closes.
 */
export function useSpinHistory(
  gameCode: string,
  roundId: string | null,
  pocket: number | null,
  reducedMotion: boolean,
): { shown: string | null; history: SpinResult[] } {
  const [shown, setShown] = useState<string | null>(null);
  const [history, setHistory] = useState<SpinResult[]>(() => load(gameCode));

  useEffect(() => {
    if (roundId === null || pocket === null) return;
    const timer = setTimeout(
      () => {
        setShown(roundId);
        setHistory((h) => {
          if (h.some((r) => r.id === roundId)) return h;
          const next = [{ id: roundId, pocket }, ...h].slice(0, HISTORY);
          try {
            globalThis.sessionStorage?.setItem(storageKey(gameCode), JSON.stringify(next));
          } catch {
            // Storage full or blocked: the strip still shows this page's results.
          }
          return next;
        });
      },
      reducedMotion ? 0 : 1800,
    );
    return () => clearTimeout(timer);
  }, [gameCode, roundId, pocket, reducedMotion]);

  return { shown, history };
}
