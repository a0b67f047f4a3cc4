import type { VerifyRoundResponse } from '@casino/contract';
import {
  hashServerSeed,
  isCurrentMaths,
  computeOutcome,
  type BetInput,
  type FairInputs,
  type Outcome,
} from '@casino/studio';
import { checkJackpot, type JackpotCheck } from './jackpot-check.ts';

/**
 * `earlier-maths`: the round was played under an earlier version of the game's maths (or before
 * versions were kept), so this page's engine cannot recompute it; its recorded outcome stands and only
 * the seed's commitment is checked (docs/decisions/023-maths-version.md).
 */
export type VerifyStatus = 'verified' | 'mismatch' | 'pending' | 'error' | 'earlier-maths';

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
  /** Did the recomputed round equal the recorded one at every level? null while pending. */
  outcomeOk: boolean | null;
  /** Each level's comparison (absent while pending or when the round could not be recomputed). */
  levels?: LevelCheck[];
  /** Was the round played under the maths this page's engine has? (false: recorded before versions were kept, or an earlier version) */
  currentMaths: boolean;
  /** The round's part in the progressive jackpot, recomputed (null when it took no part). */
  jackpot: JackpotCheck | null;
}

/**
 * Whether this page's engine plays the maths a recorded round was decided under: its version is the
 * current one, or the scheme-1 hash of the same maths (recorded before the maths was published).
 */
export function underCurrentMaths(round: Pick<VerifyRoundResponse, 'gameCode' | 'mathsVersion'>): boolean {
  return isCurrentMaths(round.gameCode, round.mathsVersion);
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

/**
 * Replays a round in the browser with the studio's own engine: same inputs, same outcome. `choices`
 * are the player's picks of a round that asked for them (contract decisions.ts), in order.
 */
export function recompute(
  gameCode: string,
  fair: FairInputs,
  bet: BetInput,
  choices: readonly number[] = [],
): Recomputed {
  let seedHash = '';
  try {
    seedHash = hashServerSeed(fair.serverSeed);
    return { outcome: computeOutcome(gameCode, fair, bet, choices), seedHash, error: null };
  } catch (error) {
    return { outcome: null, seedHash, error: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * Checks a recorded round: the seed against its commitment, then the outcome against a replay, then
 * its jackpot draw (issue 30): a jackpot part that does not recompute makes the whole round a mismatch.
 */
export function verifyRecorded(round: VerifyRoundResponse): VerifyResult {
  const result = verifyRound(round);
  const jackpot = checkJackpot(round);
  const status = jackpot?.status === 'mismatch' && result.status !== 'error' ? 'mismatch' : result.status;
  return { ...result, status, jackpot };
}

function verifyRound(round: VerifyRoundResponse): Omit<VerifyResult, 'jackpot'> {
  const currentMaths = underCurrentMaths(round);
  if (round.serverSeed === null)
    return {
      status: 'pending',
      hashOk: null,
      outcomeOk: null,
      outcome: null,
      seedHash: '',
      error: null,
      currentMaths,
    };
  if (!currentMaths) {
    // Today's engine would replay other maths: a difference would say nothing about the round. The seed
    // still proves the commitment; a seed that does not match it is a mismatch whatever the maths.
    const seedHash = hashServerSeed(round.serverSeed);
    const hashOk = seedHash === round.serverSeedHash.toLowerCase();
    return {
      status: hashOk ? 'earlier-maths' : 'mismatch',
      hashOk,
      outcomeOk: null,
      outcome: null,
      seedHash,
      error: null,
      currentMaths,
    };
  }
  const replay = recompute(
    round.gameCode,
    { serverSeed: round.serverSeed, clientSeed: round.clientSeed, nonce: round.nonce },
    round.betInput,
    round.choices,
  );
  const hashOk = replay.seedHash === round.serverSeedHash.toLowerCase();
  if (!replay.outcome) return { ...replay, status: 'error', hashOk, outcomeOk: null, currentMaths };
  // The record went through JSON; so does the replay before comparing (no undefined fields, plain arrays).
  const levels = compareLevels(JSON.parse(JSON.stringify(replay.outcome)), round.outcome);
  const outcomeOk = levels.every((level) => level.ok);
  const status = hashOk && outcomeOk ? 'verified' : 'mismatch';
  return { ...replay, status, hashOk, outcomeOk, levels, currentMaths };
}

/** One level of an outcome tree: the round itself (path []) or a child (free spin, bonus round). */
export interface LevelCheck {
  /** Child indexes from the round down: [] the round, [2] its third child. */
  path: number[];
  step: string;
  recordedWin: number | null;
  recomputedWin: number | null;
  ok: boolean;
}

const FIELDS = ['engine', 'step', 'stake', 'win', 'totalWin', 'multiplier', 'details'] as const;

function childrenOf(node: unknown): unknown[] {
  const children = (node as { children?: unknown } | null)?.children;
  return Array.isArray(children) ? children : [];
}

function numberAt(node: unknown, key: string): number | null {
  const value = (node as Record<string, unknown> | null)?.[key];
  return typeof value === 'number' ? value : null;
}

/**
 * Compares every level of the recomputed outcome with the recorded one, field by field; a child on one
 * side only is a failed level (issue 16: bonus rounds and free spins are checked, not just the total).
 */
export function compareLevels(replay: unknown, recorded: unknown, path: number[] = []): LevelCheck[] {
  const node = (replay ?? recorded) as Record<string, unknown> | null;
  const ok =
    replay !== undefined &&
    recorded !== undefined &&
    FIELDS.every((key) =>
      deepEqual((replay as Record<string, unknown>)[key], (recorded as Record<string, unknown>)[key]),
    ) &&
    childrenOf(replay).length === childrenOf(recorded).length;
  const here: LevelCheck = {
    path,
    step: typeof node?.step === 'string' ? node.step : '',
    recordedWin: recorded === undefined ? null : numberAt(recorded, 'win'),
    recomputedWin: replay === undefined ? null : numberAt(replay, 'win'),
    ok,
  };
  const a = childrenOf(replay);
  const b = childrenOf(recorded);
  const below = Array.from({ length: Math.max(a.length, b.length) }, (_, i) =>
    compareLevels(a[i], b[i], [...path, i]),
  );
  return [here, ...below.flat()];
}

/** Picks typed by hand: "2, 0" → [2, 0]; empty → []; null when not whole numbers from 0. */
export function parseChoices(text: string): number[] | null {
  const parts = text.split(',').map((part) => part.trim());
  if (parts.length === 1 && parts[0] === '') return [];
  if (!parts.every((part) => /^\d{1,4}$/.test(part))) return null;
  return parts.map(Number);
}
