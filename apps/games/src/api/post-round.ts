import {
  LAUNCH_PATHS,
  studioRoundResponseSchema,
  type StudioRoundRequest,
  type StudioRoundResponse,
} from '@casino/contract';
import { postRetriedOnce } from './post-retried.ts';

/**
 * The contract's round request: `bet` (slots) or `bets` (a bet slip), and a `roundKey` made once per
 * Play press (a retry sends the same key so the server replays instead of betting twice).
 */
export type RoundRequest = StudioRoundRequest;

/**
 * POST {API}/studio/round. A request whose answer never arrived may still have been settled, so a
 * network error is retried once with the SAME roundKey (the server replays the first result without
 * moving money again). An answer with an error code is final: retrying would not change it.
 */
export function postRound(request: RoundRequest): Promise<StudioRoundResponse> {
  return postRetriedOnce(LAUNCH_PATHS.studioRound, request, studioRoundResponseSchema);
}

/** A fresh idempotency key for one Play press. */
export function newRoundKey(): string {
  return crypto.randomUUID();
}
