/**
 * Where services read the time. Production uses the system clock; tests pass a clock they can
 * advance (lockouts, expiries) instead of sleeping. Services compare times in JavaScript and pass
 * them to SQL as parameters, never SQL's now(), so one clock rules every rule.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock tests can move forward (the test-only POST /dev/clock of a NODE_ENV=test server). */
export interface AdjustableClock extends Clock {
  advance(ms: number): void;
}

export function offsetClock(base: Clock = systemClock): AdjustableClock {
  let offset = 0;
  return {
    now: () => new Date(base.now().getTime() + offset),
    advance(ms) {
      if (!Number.isSafeInteger(ms) || ms < 0) throw new Error('a clock only moves forward');
      offset += ms;
    },
  };
}
