import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A response body kept in memory with its brotli and gzip forms, compressed once. */
export interface CompressedBody {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/**
 * Compresses `body` once (brotli at `quality`, gzip -9). For bodies that are sent many times and
 * change rarely: index.html (compressed at start), the games catalogue (once per cache load).
 */
export function compressBody(
  body: string | Buffer,
  quality: number = constants.BROTLI_MAX_QUALITY,
  gzipLevel = 9,
): CompressedBody {
  const identity = typeof body === 'string' ? Buffer.from(body) : body;
  return {
    identity,
    br: encode(identity, 'br', quality, gzipLevel),
    gzip: encode(identity, 'gzip', quality, gzipLevel),
  };
}

/** One encoding of `identity`: brotli at `quality` or gzip at `gzipLevel`. */
function encode(identity: Buffer, encoding: 'br' | 'gzip', quality: number, gzipLevel: number): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } })
    : gzipSync(identity, { level: gzipLevel });
}

/** q-value of `coding` in an Accept-Encoding header; 0 when absent or refused. */
function qualityOf(header: string, coding: string): number {
  let star = 0;
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = q === undefined ? 1 : Number(q.slice(2));
    const quality = Number.isFinite(value) ? value : 0;
    if (name.trim() === coding) return quality;
    if (name.trim() === '*') star = quality;
  }
  return star;
}

/** The best encoding the client accepts: br, then gzip, else none. */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  if (!acceptEncoding) return undefined;
  const br = qualityOf(acceptEncoding, 'br');
  const gzip = qualityOf(acceptEncoding, 'gzip');
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return undefined;
}

/**
 * Sends a precompressed body in the encoding the request accepts, with `Vary: Accept-Encoding` (a
 * shared cache must not hand brotli to a client that did not ask for it). The caller sets status,
 * type and cache headers.
 */
export function sendCompressed(request: FastifyRequest, reply: FastifyReply, body: CompressedBody) {
  const encoding = negotiate(request, reply);
  if (!encoding) return reply.send(body.identity);
  return reply.header('content-encoding', encoding).send(body[encoding]);
}

/**
 * Compresses a body made for this one response in the one encoding the request accepts (brotli at
 * `quality`, or gzip at `gzipLevel`) and sends it, with `Vary: Accept-Encoding`: a page's HTML.
 */
export function sendCompressedOnce(
  request: FastifyRequest,
  reply: FastifyReply,
  body: string,
  quality: number,
  gzipLevel: number,
) {
  const identity = Buffer.from(body);
  const encoding = negotiate(request, reply);
  if (!encoding) return reply.send(identity);
  return reply.header('content-encoding', encoding).send(encode(identity, encoding, quality, gzipLevel));
}

function negotiate(request: FastifyRequest, reply: FastifyReply): 'br' | 'gzip' | undefined {
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
  return pickEncoding(request.headers['accept-encoding']);
}
