/** SPEC §4/§9: the claim guard is let go when the request settles, or after 5 minutes at the latest. */
export const BONUS_CLICK_GUARD_MS = 300_000;

/** The daily window when the server does not tell us (no previous claim to measure from). */
export const DEFAULT_BONUS_PERIOD_MS = 24 * 60 * 60 * 1000;

/** "03:12:09": hours, minutes, seconds (hours may pass 99 on a long wait; never negative). */
export function formatClock(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}

export function splitDuration(totalSeconds: number): { hours: number; minutes: number; seconds: number } {
  const s = Math.max(0, Math.floor(totalSeconds));
  return { hours: Math.floor(s / 3600), minutes: Math.floor((s % 3600) / 60), seconds: s % 60 };
}

/**
 * The share of the wait still ahead (1 = just claimed, 0 = ready), for the countdown ring. The period
 * is lastClaimed → nextClaim when both are known, else a day.
 */
export function fractionLeft(
  secondsLeft: number,
  lastClaimed: string | null,
  nextClaim: string | null,
): number {
  const next = nextClaim ? Date.parse(nextClaim) : NaN;
  const last = lastClaimed ? Date.parse(lastClaimed) : NaN;
  const period =
    Number.isFinite(next) && Number.isFinite(last) && next > last ? next - last : DEFAULT_BONUS_PERIOD_MS;
  return Math.min(1, Math.max(0, (secondsLeft * 1000) / period));
}
