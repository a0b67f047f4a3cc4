import type { VerifyRoundResponse } from '@casino/contract';
import { hashServerSeed, playRound, type BetInput, type FairInputs, type Outcome } from '@casino/studio';

export type VerifyStatus = 'verified' | 'mismatch' | 'pending' | 'error';

export interface Recomputed {
  outcome: Outcome | null;
  /** sha256(serverSeed), hex: what the commitment must equal. */
  seedHash: string;
  error: string | null;
}

export interface VerifyResult extends Recomputed {
  status: VerifyStatus;
  /** Did sha256(revealed seed) equal the commitment shown before play? null while pending. */
  hashOk: boolean | null;
  /** Did the recomputed round equal the recorded one (totalWin and details)? null while pending. */
  outcomeOk: boolean | null;
}

/** Structural equality of JSON-like values (key order does not matter). */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((item, i) => deepEqual(item, b[i]));
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  return ka.every(
    (k) =>
      Object.prototype.hasOwnProperty.call(b, k) &&
      deepEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]),
  );
}

/** Replays a round in the browser with the studio's own engine: same inputs, same outcome. */
export function recompute(gameCode: string, fair: FairInputs, bet: BetInput): Recomputed {
  let seedHash = '';
  try {
    seedHash = hashServerSeed(fair.serverSeed);
    return { outcome: playRound(gameCode, fair, bet), seedHash, error: null };
  } catch (error) {
    return { outcome: null, seedHash, error: error instanceof Error ? error.message : String(error) };
  }
}

/** Checks a recorded round: the seed against its commitment, then the outcome against a replay. */
export function verifyRecorded(round: VerifyRoundResponse): VerifyResult {
  if (round.serverSeed === null)
    return { status: 'pending', hashOk: null, outcomeOk: null, outcome: null, seedHash: '', error: null };
  const replay = recompute(
    round.gameCode,
    { serverSeed: round.serverSeed, clientSeed: round.clientSeed, nonce: round.nonce },
    round.betInput,
  );
  const hashOk = replay.seedHash === round.serverSeedHash.toLowerCase();
  if (!replay.outcome) return { ...replay, status: 'error', hashOk, outcomeOk: null };
  const outcomeOk =
    deepEqual(replay.outcome.totalWin, round.outcome.totalWin) &&
    deepEqual(replay.outcome.details, round.outcome.details);
  return { ...replay, status: hashOk && outcomeOk ? 'verified' : 'mismatch', hashOk, outcomeOk };
}

/** The verify page's address for a round (relative to the site), in the game's language. */
export function verifyUrl(verifyPath: string, roundId: string, language?: string): string {
  const query = new URLSearchParams({ roundId });
  if (language) query.set('lang', language);
  return `${verifyPath}?${query.toString()}`;
}
