/**
 * Where services read the time. Production uses the system clock; tests pass a clock they can
 * advance (lockouts, expiries) instead of sleeping. Services compare times in JavaScript and pass
 * them to SQL as parameters, never SQL's now(), so one clock rules every rule.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
