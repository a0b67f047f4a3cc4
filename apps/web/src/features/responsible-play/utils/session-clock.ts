/** Whole minutes and seconds as h:mm:ss (the session time on the clock). */
export function formatElapsed(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}

/**
 * Which reality check is due: the number of whole intervals played since the session started (0 = none
 * yet, or checks are off). A check is shown when this passes the last one the player answered.
 */
export function dueCheck(elapsedMs: number, intervalMinutes: number): number {
  if (intervalMinutes <= 0) return 0;
  return Math.floor(elapsedMs / (intervalMinutes * 60_000));
}

const storageKey = (startedAt: string) => `casino:reality-check:${startedAt}`;

/** The last reality check answered in this session (kept in the tab, per session start). */
export function answeredCheck(startedAt: string): number {
  try {
    return Number(sessionStorage.getItem(storageKey(startedAt)) ?? 0) || 0;
  } catch {
    return 0;
  }
}

export function rememberAnswered(startedAt: string, index: number): void {
  try {
    sessionStorage.setItem(storageKey(startedAt), String(index));
  } catch {
    // Storage refused (private mode): the check may show again on reload, which is harmless.
  }
}
