import { createHash } from 'node:crypto';

/**
 * sha256 of a UTF-8 text as 64 lowercase hex characters: how the server stores what must be found
 * again but never read back (session ids, reset tokens, device ids, OTP codes) and how it commits to a
 * value (provably fair server seeds, raffle draws, idempotency fingerprints). One home (issue 26).
 */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
