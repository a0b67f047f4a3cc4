import { afterEach, describe, expect, it } from 'vitest';
import { answeredCheck, dueCheck, formatElapsed, rememberAnswered } from './session-clock.ts';

afterEach(() => sessionStorage.clear());

describe('session clock', () => {
  it('formats the session time as h:mm:ss', () => {
    expect(formatElapsed(0)).toBe('0:00:00');
    expect(formatElapsed(15 * 60_000 + 7_000)).toBe('0:15:07');
    expect(formatElapsed(3 * 3_600_000 + 61_000)).toBe('3:01:01');
  });

  it('is due once per whole interval, never when checks are off', () => {
    expect(dueCheck(14 * 60_000 + 59_999, 15)).toBe(0);
    expect(dueCheck(15 * 60_000, 15)).toBe(1);
    expect(dueCheck(61 * 60_000, 30)).toBe(2);
    expect(dueCheck(600 * 60_000, 0)).toBe(0);
  });

  it('remembers the check answered per session start', () => {
    expect(answeredCheck('a')).toBe(0);
    rememberAnswered('a', 2);
    expect(answeredCheck('a')).toBe(2);
    expect(answeredCheck('b')).toBe(0);
  });
});
