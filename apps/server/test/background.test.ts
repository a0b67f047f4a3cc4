import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBackground } from '../src/background.ts';

/** Collects what is logged at error level. */
function errorLog() {
  const entries: unknown[] = [];
  return { entries, error: (obj: unknown, msg?: string) => void entries.push({ ...(obj as object), msg }) };
}

const later = <T>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

describe('background work', () => {
  // The work below waits on timers; fake ones move only when the test says so (no wall-clock sleeps).
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('drain waits for run and track work, including work started while draining', async () => {
    const background = createBackground(errorLog());
    const done: string[] = [];
    background.run('a', async () => {
      await later(30, null);
      done.push('run');
      background.run('b', async () => {
        await later(30, null);
        done.push('started while draining');
      });
    });
    const tracked = background.track(async () => {
      await later(10, null);
      done.push('track');
      return 42;
    });
    let drained = false;
    const draining = background.drain().then(() => {
      drained = true;
    });
    await vi.advanceTimersByTimeAsync(10);
    expect(done).toEqual(['track']);
    expect(await tracked).toBe(42);
    await vi.advanceTimersByTimeAsync(20);
    // `run` finished and started more work: drain is still waiting for it.
    expect(done).toEqual(['track', 'run']);
    expect(drained).toBe(false);
    await vi.advanceTimersByTimeAsync(30);
    await draining;
    expect(done).toEqual(['track', 'run', 'started while draining']);
    expect(drained).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
    await background.drain(); // nothing left: resolves at once
  });

  it('a failing run is logged with its label and never thrown; a failing track rejects to its caller', async () => {
    const log = errorLog();
    const background = createBackground(log);
    background.run('password-reset-mail', async () => {
      throw new Error('smtp down');
    });
    await expect(background.track(() => Promise.reject(new Error('round failed')))).rejects.toThrow(
      'round failed',
    );
    await background.drain();
    expect(log.entries).toEqual([
      expect.objectContaining({ task: 'password-reset-mail', msg: 'background task failed' }),
    ]);
  });
});
