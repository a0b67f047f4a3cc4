import { randomBytes } from 'node:crypto';
import { hash, verify, type Algorithm } from '@node-rs/argon2';

/** argon2id with OWASP's parameters: 19 MiB, 2 passes, 1 lane (≈ 17 ms a hash here). */
const OPTIONS = {
  algorithm: 2 as Algorithm, // Algorithm.Argon2id (a const enum, not importable as a value)
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

/** The password hash of a deleted account: not a PHC string, so no password matches it. */
export const UNUSABLE_PASSWORD_HASH = '!';

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** False for a wrong password and for a hash that is not argon2 (deleted accounts). */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  if (!passwordHash.startsWith('$argon2')) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;
/**
 * A real argon2id hash of a random password: sign-in verifies against it when the e-mail is unknown,
 * so unknown addresses and wrong passwords take the same time.
 */
export function dummyPasswordHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(16).toString('base64url'));
  return dummy;
}
