import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { Rng } from './rng.ts';

/**
 * Provably fair randomness.
 *
 * - The server seed is 32 random bytes written as 64 lower-case hex characters.
 * - Before play the player sees its commitment: SHA-256 of the seed's ASCII text, in hex.
 * - Round bytes: block k of a round is HMAC-SHA256(key = ASCII of the server seed hex,
 *   message = `${clientSeed}:${nonce}:${k}`), k = 0, 1, 2, … Each 32-byte block gives eight
 *   uint32 draws, read big-endian in order. By hand:
 *   `printf '%s' "$CLIENT:$NONCE:0" | openssl dgst -sha256 -hmac "$SERVER_SEED"`.
 * - Draws become outcomes only through Rng.int / pick / shuffle (rejection sampling, no modulo bias).
 */
export interface FairInputs {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

export function newServerSeed(): string {
  const bytes = new Uint8Array(32);
  globalThis.crypto.getRandomValues(bytes);
  return bytesToHex(bytes);
}

/**
 * A fresh default client seed: 16 random bytes as 32 lower-case hex characters. The one default of
 * both places that make one — the server for a new seed state, the game client in the browser at
 * open and at every rotation (docs/provably-fair.md §1). The player may replace it with any text.
 */
export const CLIENT_SEED_BYTES = 16;

export function newClientSeed(): string {
  const bytes = new Uint8Array(CLIENT_SEED_BYTES);
  globalThis.crypto.getRandomValues(bytes);
  return bytesToHex(bytes);
}

/** The commitment published before play: sha256(serverSeed ASCII), hex. */
export function hashServerSeed(serverSeed: string): string {
  return bytesToHex(sha256(utf8ToBytes(serverSeed)));
}

/** Whether a revealed seed matches the commitment shown before play. */
export function verifyServerSeed(serverSeed: string, commitment: string): boolean {
  return hashServerSeed(serverSeed) === commitment.toLowerCase();
}

export function validateFairInputs({ serverSeed, clientSeed, nonce }: FairInputs): void {
  if (!/^[0-9a-f]{64}$/.test(serverSeed))
    throw new RangeError('serverSeed must be 64 lower-case hex characters');
  if (clientSeed.length < 1 || clientSeed.length > 64)
    throw new RangeError('clientSeed must be 1–64 characters');
  if (clientSeed.includes(':')) throw new RangeError('clientSeed must not contain ":"');
  if (!Number.isSafeInteger(nonce) || nonce < 0)
    throw new RangeError('nonce must be a non-negative safe integer');
}

/** Block `cursor` of a round's byte stream (32 bytes). */
export function fairBlock(inputs: FairInputs, cursor: number): Uint8Array {
  return hmac(
    sha256,
    utf8ToBytes(inputs.serverSeed),
    utf8ToBytes(`${inputs.clientSeed}:${inputs.nonce}:${cursor}`),
  );
}

/** The deterministic generator of one round: same (serverSeed, clientSeed, nonce) → same draws. */
export class FairRng extends Rng {
  private block: Uint8Array = new Uint8Array(0);
  private offset = 32;
  private cursor = 0;
  /** Number of uint32 draws consumed so far (shown on the verify page). */
  draws = 0;
  private readonly key: Uint8Array;

  constructor(private readonly inputs: FairInputs) {
    super();
    validateFairInputs(inputs);
    this.key = utf8ToBytes(inputs.serverSeed);
  }

  nextUint32(): number {
    if (this.offset >= 32) {
      this.block = hmac(
        sha256,
        this.key,
        utf8ToBytes(`${this.inputs.clientSeed}:${this.inputs.nonce}:${this.cursor}`),
      );
      this.cursor++;
      this.offset = 0;
    }
    const b = this.block;
    const o = this.offset;
    this.offset += 4;
    this.draws++;
    return ((b[o]! << 24) | (b[o + 1]! << 16) | (b[o + 2]! << 8) | b[o + 3]!) >>> 0;
  }
}
