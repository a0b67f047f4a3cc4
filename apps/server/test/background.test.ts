import { describe, expect, it } from 'vitest';
import { createBackground } from '../src/background.ts';

/** Collects what is logged at error level. */
function errorLog() {
  const entries: unknown[] = [];
  return { entries, error: (obj: unknown, msg?: string) => void entries.push({ ...(obj as object), msg }) };
}

const later = <T>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

describe('background work', () => {
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
    await background.drain();
    expect(done).toEqual(['track', 'run', 'started while draining']);
    expect(await tracked).toBe(42);
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
