import {
  LAUNCH_PATHS,
  studioRoundResponseSchema,
  type StudioDecideRequest,
  type StudioRoundResponse,
} from '@casino/contract';
import { postRetriedOnce } from './post-retried.ts';

export type DecideRequest = StudioDecideRequest;

/**
 * POST {API}/studio/round/decide: answers the round's pending pick (`index` is `round.pending.index`).
 * The answer is the round again: settled, or pending with the next pick. A lost answer is retried once
 * with the same index and choice (the server replays the round instead of answering the next pick).
 */
export function decideRound(request: DecideRequest): Promise<StudioRoundResponse> {
  return postRetriedOnce(LAUNCH_PATHS.studioDecide, request, studioRoundResponseSchema);
}
