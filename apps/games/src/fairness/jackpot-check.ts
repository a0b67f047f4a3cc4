import type { RoundJackpot, VerifyRoundResponse } from '@casino/contract';
import { jackpotDrawHex, resolveJackpot, type JackpotDraw } from '@casino/studio';

/** One compared field of a round's jackpot part: what was recorded and what this browser computed. */
export interface JackpotField {
  key: 'draw' | 'contribution' | 'won' | 'payout';
  recorded: string | number | boolean;
  recomputed: string | number | boolean | null;
  ok: boolean;
}

export interface JackpotCheck {
  /** pending: the server seed is not revealed yet; the recorded part is shown, nothing is recomputed. */
  status: 'verified' | 'mismatch' | 'pending';
  recorded: RoundJackpot;
  recomputed: JackpotDraw | null;
  fields: JackpotField[];
  error: string | null;
}

/**
 * Issue 30: a round's part in the progressive jackpot recomputed in the browser with the studio's own
 * rule (jackpot.ts; docs/provably-fair.md): the draw is the first 8 bytes of
 * HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}:jackpot`), the contribution is the stake's share,
 * and the round wins iff draw × (mustDropBy − before) < contribution × 2^64 (always at the cap).
 * Every recorded field must equal the recomputed one. Null for a round that took no part.
 */
export function checkJackpot(
  round: Pick<VerifyRoundResponse, 'jackpot' | 'serverSeed' | 'clientSeed' | 'nonce' | 'stake'>,
): JackpotCheck | null {
  const recorded = round.jackpot;
  if (!recorded) return null;
  if (round.serverSeed === null)
    return { status: 'pending', recorded, recomputed: null, fields: [], error: null };
  let recomputed: JackpotDraw;
  try {
    const draw = jackpotDrawHex({
      serverSeed: round.serverSeed,
      clientSeed: round.clientSeed,
      nonce: round.nonce,
    });
    recomputed = resolveJackpot(draw, recorded.before, round.stake, {
      shareBp: recorded.shareBp,
      seed: recorded.seed,
      mustDropBy: recorded.mustDropBy,
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { status: 'mismatch', recorded, recomputed: null, fields: [], error: message };
  }
  const fields: JackpotField[] = (['draw', 'contribution', 'won', 'payout'] as const).map((key) => ({
    key,
    recorded: recorded[key],
    recomputed: recomputed[key],
    ok: recorded[key] === recomputed[key],
  }));
  const status = fields.every((field) => field.ok) ? 'verified' : 'mismatch';
  return { status, recorded, recomputed, fields, error: null };
}

/** The chance the round had, as a fraction (1 at the cap): contribution / (mustDropBy − before). */
export function jackpotChance(jackpot: RoundJackpot): number {
  const room = jackpot.mustDropBy - jackpot.before;
  if (jackpot.contribution <= 0) return 0;
  return room <= jackpot.contribution ? 1 : jackpot.contribution / room;
}
