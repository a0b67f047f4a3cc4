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
  const expiresAt = new Date(now.getTime() + PLAYER_TOKEN_TTL_MS);
  const payload: Payload = {
    v: 1,
    sub: accountId,
    purpose,
    iat: Math.floor(now.getTime() / 1000),
    exp: Math.floor(expiresAt.getTime() / 1000),
  };
  const body = Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url');
  return { token: `${body}.${sign(secret, body).toString('base64url')}`, expiresAt };
}

/** The token's claims when the signature is right, the purpose matches and it has not expired; else null. */
export function verifyPlayerToken(
  secret: Uint8Array,
  token: string,
  now: Date,
  purpose: string = PLAYER_TOKEN_PURPOSE,
): VerifiedPlayerToken | null {
  if (token.length > 1024) return null;
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
  if (payload.purpose !== purpose) return null;
  if (payload.exp * 1000 <= now.getTime()) return null;
  return { accountId: payload.sub, purpose: payload.purpose, expiresAt: new Date(payload.exp * 1000) };
}
