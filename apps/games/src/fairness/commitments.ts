import { z } from 'zod';
import type { FairnessState, GameMode } from '@casino/contract';
import { hashServerSeed, newClientSeed } from '@casino/studio';

/**
 * The commitments this browser has shown the player (issue 16): each server-seed hash with the client
 * seed it was shown with and the first nonce that pair decides. At rotation the revealed seed is checked
 * against the hash stored here, before play, not against the hash in the server's own rotate answer.
 */
export const COMMITMENTS_KEY = 'casino.fair.commitments';
/** Enough for a long history of rotations; the oldest go first. */
const MAX_RECORDS = 200;

const recordSchema = z.object({
  scope: z.string(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  firstNonce: z.number().int().nonnegative(),
  shownAt: z.string(),
});
export type StoredCommitment = z.infer<typeof recordSchema>;

/** Real play shares one seed per account across games; each demo session has its own. */
export function commitmentScope(mode: GameMode, gameCode: string): string {
  return mode === 'real' ? 'real' : `demo:${gameCode}`;
}

function readAll(): StoredCommitment[] {
  try {
    const parsed = z.array(recordSchema).safeParse(JSON.parse(localStorage.getItem(COMMITMENTS_KEY) ?? '[]'));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

export function storedCommitments(scope: string): StoredCommitment[] {
  return readAll().filter((record) => record.scope === scope);
}

/** The last commitment shown in this scope: what a rotation reveals the seed of. */
export function latestCommitment(scope: string): StoredCommitment | null {
  return storedCommitments(scope).at(-1) ?? null;
}

/** Stores a commitment as shown, unless it is the one already shown last (same hash and client seed). */
export function recordCommitment(scope: string, state: FairnessState, now = new Date()): StoredCommitment {
  const last = latestCommitment(scope);
  if (last && last.serverSeedHash === state.serverSeedHash && last.clientSeed === state.clientSeed)
    return last;
  const record: StoredCommitment = {
    scope,
    serverSeedHash: state.serverSeedHash.toLowerCase(),
    clientSeed: state.clientSeed,
    firstNonce: state.nonce,
    shownAt: now.toISOString(),
  };
  try {
    localStorage.setItem(COMMITMENTS_KEY, JSON.stringify([...readAll(), record].slice(-MAX_RECORDS)));
  } catch {
    // Storage full or blocked: the check at rotation then says there was nothing stored.
  }
  return record;
}

/**
 * A fresh client seed from the browser's own CSPRNG (WebCrypto): the studio's default, 16 bytes as
 * 32 hex characters (the same function the server uses for its default).
 */
export const browserClientSeed = (): string => newClientSeed();

export type StoredCheck =
  { result: 'missing' } | { result: 'match' | 'mismatch'; stored: StoredCommitment; computedHash: string };

/** sha256(revealed seed) against the hash this browser stored before play. */
export function checkAgainstStored(stored: StoredCommitment | null, revealedSeed: string): StoredCheck {
  if (!stored) return { result: 'missing' };
  const computedHash = hashServerSeed(revealedSeed);
  return {
    result: computedHash === stored.serverSeedHash.toLowerCase() ? 'match' : 'mismatch',
    stored,
    computedHash,
  };
}
