import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyBaseLogger, FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorResponse } from '@casino/contract';

/**
 * Timeouts of the listening server (issue 17, hole 3). Fastify's defaults are 0 (none): a client that
 * announces `Content-Length: 100` and sends 9 bytes held its connection forever, so a few hundred slow
 * clients could exhaust the server's sockets.
 * - `requestMs`: the whole request (headers and body) must arrive within this (Node answers 408).
 * - `headersMs`: the headers alone must arrive within this (≤ requestMs, as Node requires).
 * - `connectionMs`: a socket with no traffic at all this long is closed.
 * - `checkIntervalMs`: how often Node checks the two request timeouts (its default, 30 s, would let a
 *   slow request live up to 30 s longer than `requestMs`).
 */
export interface HttpTimeouts {
  requestMs: number;
  headersMs: number;
  connectionMs: number;
  checkIntervalMs: number;
}

export const HTTP_TIMEOUTS: HttpTimeouts = {
  requestMs: 30_000,
  headersMs: 15_000,
  connectionMs: 60_000,
  checkIntervalMs: 2_000,
};

/** The Fastify options carrying the timeouts; tests pass shorter ones (AppOptions.httpTimeouts). */
export function httpServerOptions(overrides: Partial<HttpTimeouts> = {}) {
  const t = { ...HTTP_TIMEOUTS, ...overrides };
  return {
    requestTimeout: t.requestMs,
    connectionTimeout: t.connectionMs,
    http: {
      headersTimeout: Math.min(t.headersMs, t.requestMs),
      connectionsCheckingInterval: t.checkIntervalMs,
    } satisfies http.ServerOptions,
    clientErrorHandler,
    frameworkErrors,
  };
}

/**
 * Errors the router raises before a route runs answer the catalogue's shape too: a path parameter
 * longer than the router takes (maxParamLength) names nothing that exists (404 NOT_FOUND, not
 * Fastify's 414); a URL that cannot be decoded is bad input (400).
 */
function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const [status, code]: [number, ErrorResponse['error']['code']] =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? [404, 'NOT_FOUND']
      : error.code === 'FST_ERR_BAD_URL'
        ? [400, 'REQUEST_VALIDATION_ERROR']
        : [500, 'TECHNICAL_ERROR'];
  void reply
    .code(status)
    .header('cache-control', 'no-store')
    .send({ error: { code } } satisfies ErrorResponse);
}

function statusOf(error: NodeJS.ErrnoException): number {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  if (error.code === 'HPE_HEADER_OVERFLOW') return 431;
  return 400;
}

/**
 * Errors Node's HTTP parser raises before Fastify sees a request (unparsable request line, headers too
 * large, a request that took too long) answer the catalogue's shape like every other error (issue 17,
 * hole 5), not Fastify's `{error,message,statusCode}`. Logged at debug level, code only: the raw bytes
 * may hold anything.
 */
function clientErrorHandler(
  this: { log: FastifyBaseLogger },
  error: NodeJS.ErrnoException,
  socket: Socket,
): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = statusOf(error);
  const body: ErrorResponse = { error: { code: 'REQUEST_VALIDATION_ERROR' } };
  const text = JSON.stringify(body);
  this.log.debug({ reason: error.code, statusCode: status }, 'client error');
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(text)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${text}`,
    );
  }
  socket.destroy();
}
