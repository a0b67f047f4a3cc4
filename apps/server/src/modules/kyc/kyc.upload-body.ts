import type { Readable } from 'node:stream';
import parser from 'stream-json/parser.js';
import { KYC_DOCUMENT_MAX_BYTES } from '@casino/contract';
import { ApiError } from '../../errors.ts';

/**
 * POST /kyc's JSON body read as a stream (issue 24 hole 7). The contract stays JSON with the document
 * in base64 (`document.data`), but the body is never held whole: stream-json tokenizes it as it
 * arrives, `document.data`'s characters are decoded straight into one buffer of at most
 * KYC_DOCUMENT_MAX_BYTES (the decoded document, which the checks need whole anyway), and every
 * other value is assembled as usual within DETAILS_MAX characters. What a request costs is therefore
 * the decoded document (≤ 4 MiB) and small change, not the body, its string and its decoding.
 *
 * Refusals: a body over `bodyLimit` (by Content-Length before a byte is read, else when it gets
 * there) → 413 REQUEST_VALIDATION_ERROR; a decoded document over KYC_DOCUMENT_MAX_BYTES → 413
 * DOCUMENT_TOO_LARGE as soon as it is; not base64, not JSON, `data` missing or not a string, details
 * too long or too deep → 400 REQUEST_VALIDATION_ERROR.
 */
export interface StreamedUpload {
  /** The body with `document.data` taken out (validated by the route's schema afterwards). */
  fields: unknown;
  /** The decoded `document.data`. */
  bytes: Buffer;
}

/** Characters of everything but `document.data` (names, address…: ~1 KiB in a real body). */
const DETAILS_MAX = 64 * 1024;
const MAX_DEPTH = 8;

const invalid = () => new ApiError(400, 'REQUEST_VALIDATION_ERROR');
export const bodyTooLarge = () => new ApiError(413, 'REQUEST_VALIDATION_ERROR');
const documentTooLarge = () => new ApiError(413, 'DOCUMENT_TOO_LARGE');

const BASE64_CHARS = /^[A-Za-z0-9+/]*$/;

/**
 * Incremental strict base64 (the alphabet, `=` padding only at the end, at most two), written into a
 * buffer allocated once; more than `maxBytes` decoded bytes → DOCUMENT_TOO_LARGE.
 */
export function base64Decoder(maxBytes: number) {
  // Room for the largest document plus the at most 2 bytes a final partial quantum adds.
  let out: Buffer | undefined;
  let length = 0;
  let pending = '';
  let padding = 0;
  const writeQuanta = (text: string) => {
    if (text.length === 0) return;
    out ??= Buffer.allocUnsafeSlow(maxBytes + 3);
    if (length + (text.length / 4) * 3 > maxBytes + 3) throw documentTooLarge();
    length += out.write(text, length, 'base64');
    if (length > maxBytes) throw documentTooLarge();
  };
  return {
    push(chunk: string) {
      let text = chunk;
      const eq = text.indexOf('=');
      if (padding > 0 || eq >= 0) {
        const tail = eq >= 0 ? text.slice(eq) : text;
        if (!/^=*$/.test(tail) || (padding += tail.length) > 2) throw invalid();
        text = eq >= 0 ? text.slice(0, eq) : '';
      }
      if (!BASE64_CHARS.test(text)) throw invalid();
      const all = pending + text;
      const whole = all.length - (all.length % 4);
      writeQuanta(all.slice(0, whole));
      pending = all.slice(whole);
    },
    end(): Buffer {
      if (pending.length === 1) throw invalid();
      writeQuanta(pending);
      pending = '';
      return out === undefined ? Buffer.alloc(0) : out.subarray(0, length);
    },
  };
}

type Token = { name: string; value?: unknown };
/** An object or array being assembled; `at` is the key it sits under in its parent object. */
type Container =
  | { kind: 'object'; value: Record<string, unknown>; key?: string; at?: string }
  | { kind: 'array'; value: unknown[]; at?: string };

/** Reads a POST /kyc body from `payload` (Fastify's raw request stream) without holding it whole. */
export async function readKycUpload(
  payload: Readable,
  contentLength: string | undefined,
  bodyLimit: number,
): Promise<StreamedUpload> {
  if (contentLength !== undefined && Number(contentLength) > bodyLimit) throw bodyTooLarge();
  const body = assembler(base64Decoder(KYC_DOCUMENT_MAX_BYTES));
  let received = 0;
  try {
    await feed(
      payload,
      (chunk) => {
        received += chunk.length;
        if (received > bodyLimit) throw bodyTooLarge();
      },
      body.onToken,
    );
  } catch (error) {
    if (error instanceof ApiError) throw error;
    // Malformed JSON, a cut connection: the client's fault, never a 500.
    throw invalid();
  }
  return body.result();
}

/**
 * Builds the body from stream-json's tokens like JSON.parse would, except `document.data`, whose
 * characters go to `decoder`; at most DETAILS_MAX characters and MAX_DEPTH levels of everything else.
 */
function assembler(decoder: ReturnType<typeof base64Decoder>) {
  const stack: Container[] = [];
  let root: unknown;
  let detailChars = 0;
  let inData = false;
  let sawData = false;
  let text: string[] | undefined;

  // `document.data`: the string under key "data" of the object under key "document" of the root.
  const isDataString = () => {
    const [root, document] = stack;
    return (
      stack.length === 2 &&
      root?.kind === 'object' &&
      document?.kind === 'object' &&
      document.at === 'document' &&
      document.key === 'data'
    );
  };
  const place = (value: unknown) => {
    const top = stack.at(-1);
    if (!top) root = value;
    else if (top.kind === 'array') top.value.push(value);
    else if (top.key !== undefined) {
      // Own data properties only: a "__proto__" key is a plain key here, never a prototype.
      Object.defineProperty(top.value, top.key, {
        value,
        enumerable: true,
        writable: true,
        configurable: true,
      });
      top.key = undefined;
    }
  };
  const count = (n: number) => {
    if ((detailChars += n) > DETAILS_MAX) throw bodyTooLarge();
  };
  const open = (container: Container) => {
    if (stack.length >= MAX_DEPTH) throw invalid();
    const parent = stack.at(-1);
    if (parent?.kind === 'object') container.at = parent.key;
    place(container.value);
    stack.push(container);
  };

  const onToken = (token: Token) => {
    switch (token.name) {
      case 'startObject':
        return open({ kind: 'object', value: {} });
      case 'startArray':
        return open({ kind: 'array', value: [] });
      case 'endObject':
      case 'endArray':
        stack.pop();
        return;
      case 'keyValue': {
        const top = stack.at(-1);
        const key = String(token.value);
        count(key.length);
        if (top?.kind === 'object') top.key = key;
        return;
      }
      case 'startString':
        if (isDataString()) {
          if (sawData) throw invalid();
          inData = sawData = true;
        } else text = [];
        return;
      case 'stringChunk': {
        const chunk = String(token.value);
        if (inData) decoder.push(chunk);
        else {
          count(chunk.length);
          text?.push(chunk);
        }
        return;
      }
      case 'endString':
        if (inData) {
          inData = false;
          const top = stack.at(-1);
          if (top?.kind === 'object') top.key = undefined;
        } else place((text ?? []).join(''));
        text = undefined;
        return;
      case 'numberValue':
        count(String(token.value).length);
        return place(Number(token.value));
      case 'nullValue':
      case 'trueValue':
      case 'falseValue':
        return place(token.value);
      default:
        return;
    }
  };

  return {
    onToken,
    result(): StreamedUpload {
      const bytes = sawData ? decoder.end() : undefined;
      if (!bytes || bytes.length === 0) throw invalid();
      return { fields: root, bytes };
    },
  };
}

const PARSER_OPTIONS = {
  packKeys: true,
  streamKeys: false,
  packStrings: false,
  streamStrings: true,
  packNumbers: true,
  streamNumbers: false,
};

/**
 * Feeds `payload` through stream-json (with back-pressure) and every token to `onToken`. On a refusal
 * the request stream is let go, not destroyed: Fastify still answers on the same connection (a
 * destroyed request would reset the socket before the client reads its 413), and Node discards the
 * rest of the body within the server's request timeout.
 */
function feed(payload: Readable, onChunk: (chunk: Buffer) => void, onToken: (token: Token) => void) {
  const tokens = parser.asStream(PARSER_OPTIONS);
  return new Promise<void>((resolve, reject) => {
    let settled = false;
    const onData = (chunk: Buffer) => {
      try {
        onChunk(chunk);
      } catch (error) {
        return fail(error);
      }
      if (!tokens.write(chunk)) {
        payload.pause();
        tokens.once('drain', () => !settled && payload.resume());
      }
    };
    const onEnd = () => tokens.end();
    // A client gone before the end of its body.
    const onClose = () => !payload.readableEnded && fail(new Error('request closed'));
    const detach = () => {
      payload.off('data', onData);
      payload.off('end', onEnd);
      payload.off('error', fail);
      payload.off('close', onClose);
    };
    function fail(error: unknown) {
      if (settled) return;
      settled = true;
      detach();
      tokens.destroy();
      payload.resume();
      reject(error);
    }
    payload.on('data', onData);
    payload.once('end', onEnd);
    payload.once('error', fail);
    payload.once('close', onClose);
    (async () => {
      for await (const token of tokens as AsyncIterable<Token>) onToken(token);
    })().then(() => {
      if (settled) return;
      settled = true;
      detach();
      resolve();
    }, fail);
  });
}
