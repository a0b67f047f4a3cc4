import type { FastifyBaseLogger } from 'fastify';

/**
 * Work the server finishes before it closes: app.close() (an onClose hook) and the development outbox
 * wait for it, so nothing is cut at shutdown and tests read a settled outbox.
 * - `run`: work a request starts but does not wait for (the password-reset mail: the answer must not
 *   take longer for a known address than for an unknown one). Failures are logged, never thrown.
 * - `track`: work a request waits for that must not be cut halfway even when its client has gone
 *   (a studio round: bet, outcome, win). Fastify's close waits for open connections only, so a handler
 *   whose client disconnected could otherwise still be running when the database closes.
 */
export interface Background {
  run(label: string, work: () => Promise<void>): void;
  track<T>(work: () => Promise<T>): Promise<T>;
  /** Resolves when everything started so far (and anything it started) has finished. */
  drain(): Promise<void>;
}

export function createBackground(log: Pick<FastifyBaseLogger, 'error'>): Background {
  const running = new Set<Promise<unknown>>();
  const add = <T>(promise: Promise<T>): Promise<T> => {
    const settled: Promise<unknown> = promise.then(
      () => running.delete(settled),
      () => running.delete(settled),
    );
    running.add(settled);
    return promise;
  };
  return {
    run(label, work) {
      void add(
        Promise.resolve()
          .then(work)
          .catch((error: unknown) => log.error({ err: error, task: label }, 'background task failed')),
      );
    },
    track(work) {
      return add(Promise.resolve().then(work));
    },
    async drain() {
      while (running.size > 0) await Promise.all(running);
    },
  };
}
