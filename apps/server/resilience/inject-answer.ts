import type { InjectOptions } from 'fastify';
import type { App } from './env.ts';

export interface Answer {
  statusCode: number;
  /** The body as text; empty for an event stream (it never ends). */
  body: string;
}

/**
 * `app.inject`, for parts that walk the whole route table: the answer is read as a stream, and a
 * server-sent events answer (the live stream) is hung up on at its headers, as a closing tab would.
 * Waiting for such an answer to end once left Node nothing to wait on: the suite exited 0 mid-part.
 */
export async function injectAnswer(app: App, options: InjectOptions): Promise<Answer> {
  const abort = new AbortController();
  const res = await app.inject({ ...options, payloadAsStream: true, signal: abort.signal });
  const body = res.stream();
  if (String(res.headers['content-type'] ?? '').startsWith('text/event-stream')) {
    body.on('error', () => {});
    abort.abort();
    return { statusCode: res.statusCode, body: '' };
  }
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
  return { statusCode: res.statusCode, body: Buffer.concat(chunks).toString('utf8') };
}
