import type { FastifyBaseLogger } from 'fastify';

/**
 * Work a request starts but does not wait for (e.g. the password-reset mail: the answer must not take
 * longer for a known address than for an unknown one). Failures are logged, never thrown; app.close()
 * and the development outbox wait for what is still running, so nothing is lost at shutdown and tests
 * read a settled outbox.
 */
export interface Background {
  run(label: string, work: () => Promise<void>): void;
  /** Resolves when everything started so far (and anything it started) has finished. */
  drain(): Promise<void>;
}

export function createBackground(log: FastifyBaseLogger): Background {
  const running = new Set<Promise<void>>();
  return {
    run(label, work) {
      const task: Promise<void> = Promise.resolve()
        .then(work)
        .catch((error: unknown) => log.error({ err: error, task: label }, 'background task failed'))
        .finally(() => running.delete(task));
      running.add(task);
    },
    async drain() {
      while (running.size > 0) await Promise.all(running);
    },
  };
}
