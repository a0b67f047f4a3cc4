import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Player tokens for embeds (game and lobby frames): `base64url(payload).base64url(HMAC-SHA256)`, the
 * payload being JSON `{ v, sub, purpose, iat, exp }` (seconds). Five minutes of validity; no state on
 * the server. Later issues verify them with verifyPlayerToken (or AuthService.verifyPlayerToken, which
 * knows the secret).
 */
export const PLAYER_TOKEN_TTL_MS = 5 * 60_000;
export const PLAYER_TOKEN_PURPOSE = 'embed';

interface Payload {
  v: 1;
  sub: string;
  purpose: string;
  iat: number;
  exp: number;
  /** Extra string claims of other purposes (e.g. the launch token's game, mode and lobby). */
  c?: Record<string, string>;
}

export interface VerifiedPlayerToken {
  accountId: string;
  purpose: string;
  expiresAt: Date;
}

const sign = (secret: Uint8Array, data: string) => createHmac('sha256', secret).update(data).digest();

export function signPlayerToken(
  secret: Uint8Array,
  accountId: string,
  now: Date,
  purpose: string = PLAYER_TOKEN_PURPOSE,
): { token: string; expiresAt: Date } {
  return signToken(secret, accountId, now, { purpose, ttlMs: PLAYER_TOKEN_TTL_MS });
}

export interface SignTokenOptions {
  /** Tokens of one purpose never verify as another. */
  purpose: string;
  ttlMs: number;
  claims?: Record<string, string>;
}

/** The same signed format for other purposes (launch tokens): a subject (may be ''), a TTL, extra claims. */
export function signToken(
  secret: Uint8Array,
  subject: string,
  now: Date,
  options: SignTokenOptions,
): { token: string; expiresAt: Date } {
  const expiresAt = new Date(now.getTime() + options.ttlMs);
  const payload: Payload = {
    v: 1,
    sub: subject,
    purpose: options.purpose,
    iat: Math.floor(now.getTime() / 1000),
    exp: Math.floor(expiresAt.getTime() / 1000),
    ...(options.claims ? { c: options.claims } : {}),
  };
  const body = Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url');
  return { token: `${body}.${sign(secret, body).toString('base64url')}`, expiresAt };
}

export interface VerifiedToken extends VerifiedPlayerToken {
  claims: Record<string, string>;
}

/** verifyPlayerToken for any purpose, with the token's extra claims ({} when it has none). */
export function verifyToken(
  secret: Uint8Array,
  token: string,
  now: Date,
  purpose: string,
  maxLength = 1024,
): VerifiedToken | null {
  if (token.length > maxLength) return null;
  const payload = decode(secret, token);
  if (!payload || payload.purpose !== purpose) return null;
  if (payload.exp * 1000 <= now.getTime()) return null;
  const claims: Record<string, string> = {};
  if (payload.c !== undefined) {
    if (typeof payload.c !== 'object' || payload.c === null || Array.isArray(payload.c)) return null;
    for (const [key, value] of Object.entries(payload.c)) {
      if (typeof value !== 'string') return null;
      claims[key] = value;
    }
  }
  return {
    accountId: payload.sub,
    purpose: payload.purpose,
    expiresAt: new Date(payload.exp * 1000),
    claims,
  };
}

/** The payload when the signature is right and the shape is valid (expiry and purpose not checked). */
function decode(secret: Uint8Array, token: string): (Payload & { purpose: string }) | null {
  const match = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)$/.exec(token);
  if (!match) return null;
  const [, body = '', signature = ''] = match;
  const expected = sign(secret, body);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let payload: Partial<Payload>;
  try {
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Partial<Payload>;
  } catch {
    return null;
  }
  if (payload.v !== 1 || typeof payload.sub !== 'string' || typeof payload.exp !== 'number') return null;
  if (typeof payload.purpose !== 'string') return null;
  return payload as Payload;
}

/** The token's claims when the signature is right, the purpose matches and it has not expired; else null. */
export function verifyPlayerToken(
  secret: Uint8Array,
  token: string,
  now: Date,
  purpose: string = PLAYER_TOKEN_PURPOSE,
): VerifiedPlayerToken | null {
  const verified = verifyToken(secret, token, now, purpose);
  return (
    verified && { accountId: verified.accountId, purpose: verified.purpose, expiresAt: verified.expiresAt }
  );
}
