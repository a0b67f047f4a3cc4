import { SESSION_COOKIE } from '@casino/contract';

/** A server-sent events stream read by a test over a real port (fetch, as a browser's EventSource would). */
export interface Stream {
  status: number;
  contentType: string | null;
  /** Resolves with the stream's text once `pattern` has arrived (rejects after `ms`). */
  until(pattern: RegExp, ms?: number): Promise<string>;
  /** Everything received so far. */
  text(): string;
  /** Resolves when the server ended the stream. */
  ended: Promise<void>;
  close(): void;
}

export async function openStream(base: string, sid?: string): Promise<Stream> {
  const abort = new AbortController();
  const res = await fetch(`${base}/api/live/stream`, {
    headers: sid ? { cookie: `${SESSION_COOKIE}=${sid}` } : {},
    signal: abort.signal,
  });
  let received = '';
  const waiters = new Set<() => void>();
  let endedResolve = () => {};
  const ended = new Promise<void>((resolve) => (endedResolve = resolve));
  void (async () => {
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        received += decoder.decode(value, { stream: true });
        for (const wake of waiters) wake();
      }
    } catch {
      // aborted by the test
    }
    endedResolve();
  })();
  return {
    status: res.status,
    contentType: res.headers.get('content-type'),
    text: () => received,
    ended,
    until(pattern, ms = 3_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (!pattern.test(received)) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(received);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no ${pattern} within ${ms} ms; received: ${JSON.stringify(received)}`));
        }, ms);
        waiters.add(check);
        check();
      });
    },
    close: () => abort.abort(),
  };
}
