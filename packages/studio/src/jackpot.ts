import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import { jackpotReturn } from '@casino/contract';
import type { FairInputs } from './fair.ts';

/**
 * The progressive jackpot's rule (docs/provably-fair.md §"Progressive jackpot"): pure, exact integer
 * maths shared by the server that plays a round, the verify page that recomputes it, the RTP report
 * and the outside verifier (tools/verifier-py).
 *
 * Amounts are in milli-coins (1 coin = 1,000) so that every stake contributes exactly:
 * `contribution = stake × 1000 × shareBp / 10,000` (an integer for every share in whole basis points).
 *
 * A round on a participating title, with the pool at `before` (milli-coins) before it:
 *   1. the pool grows by the round's contribution: `after = before + contribution`;
 *   2. the round wins the whole pool `after` with probability `contribution / (mustDropBy − before)`
 *      (1 when `after ≥ mustDropBy`): the hazard of a drop point drawn uniformly between the seed and
 *      the must-drop-by amount, so the pool always drops before it passes `mustDropBy`;
 *   3. the draw: `x` = the first 8 bytes, big-endian, of HMAC-SHA256(key = server seed ASCII,
 *      message = `${clientSeed}:${nonce}:jackpot`) — the round's own seeds and nonce, a block no game
 *      reads — and the round wins iff `x × (mustDropBy − before) < contribution × 2^64`;
 *   4. a win pays `floor(after / 1000)` coins and the pool restarts at `seed` plus the remainder
 *      (`after mod 1000`), so no fraction of a coin is lost.
 */
export const MILLI = 1000;
export const JACKPOT_BLOCK = 'jackpot';

export interface JackpotTerms {
  /** Share of every stake that feeds the pool, in basis points (50 = 0.5 %). */
  shareBp: number;
  /** Where the pool starts after a win, milli-coins. */
  seed: number;
  /** The pool drops before it would pass this amount, milli-coins. */
  mustDropBy: number;
}

export interface JackpotDraw {
  /** The pool before the round, milli-coins. */
  before: number;
  contribution: number;
  /** The pool with the contribution, milli-coins (what a win pays, in whole coins). */
  after: number;
  /** The round's draw: 16 hex characters (the first 8 bytes of the jackpot block). */
  draw: string;
  won: boolean;
  /** Coins paid to the player (0 unless won). */
  payout: number;
  /** The pool after the round, milli-coins (the seed plus the remainder when won). */
  next: number;
}

export function validateJackpotTerms({ shareBp, seed, mustDropBy }: JackpotTerms): void {
  if (!Number.isInteger(shareBp) || shareBp < 1 || shareBp > 1000)
    throw new RangeError('shareBp must be an integer in 1…1000');
  if (!Number.isSafeInteger(seed) || seed < 0) throw new RangeError('seed must be a non-negative integer');
  if (!Number.isSafeInteger(mustDropBy) || mustDropBy <= seed)
    throw new RangeError('mustDropBy must exceed the seed');
}

/** A stake's contribution in milli-coins: stake × shareBp / 10 (exact: 1 coin = 1,000 milli-coins). */
export function jackpotContribution(stake: number, shareBp: number): number {
  const milli = stake * MILLI * shareBp;
  if (milli % 10_000 !== 0) throw new RangeError('a contribution must be a whole number of milli-coins');
  return milli / 10_000;
}

/** The jackpot block's first 8 bytes as 16 hex characters. */
export function jackpotDrawHex(inputs: FairInputs): string {
  const block = hmac(
    sha256,
    utf8ToBytes(inputs.serverSeed),
    utf8ToBytes(`${inputs.clientSeed}:${inputs.nonce}:${JACKPOT_BLOCK}`),
  );
  let hex = '';
  for (let i = 0; i < 8; i++) hex += block[i]!.toString(16).padStart(2, '0');
  return hex;
}

/** Whether a draw wins at this pool: `x × (mustDropBy − before) < contribution × 2^64`, exactly. */
export function jackpotWins(
  drawHex: string,
  before: number,
  contribution: number,
  terms: JackpotTerms,
): boolean {
  if (before + contribution >= terms.mustDropBy) return true;
  const x = BigInt(`0x${drawHex}`);
  return x * BigInt(terms.mustDropBy - before) < BigInt(contribution) << 64n;
}

/** The whole rule for one round, from the pool before it and the draw. */
export function resolveJackpot(
  drawHex: string,
  before: number,
  stake: number,
  terms: JackpotTerms,
): JackpotDraw {
  const contribution = jackpotContribution(stake, terms.shareBp);
  const after = before + contribution;
  const won = contribution > 0 && jackpotWins(drawHex, before, contribution, terms);
  const payout = won ? Math.floor(after / MILLI) : 0;
  const next = won ? terms.seed + (after % MILLI) : after;
  return { before, contribution, after, draw: drawHex, won, payout, next };
}

/**
 * The jackpot's long-run return per coin staked (exact for a drop point uniform between the seed and
 * the must-drop-by amount): every contribution is paid out, and so is the seed the operator puts in,
 * once per drop. A drop pays on average (seed + mustDropBy) / 2, of which (mustDropBy − seed) / 2 came
 * from stakes, so the return is share × (mustDropBy + seed) / (mustDropBy − seed).
 */
export function jackpotRtp(terms: JackpotTerms): number {
  return jackpotReturn(terms);
}
