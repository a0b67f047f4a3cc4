import {
  LAUNCH_PATHS,
  studioRoundResponseSchema,
  type StudioDecideRequest,
  type StudioRoundResponse,
} from '@casino/contract';
import { isNetworkError, postJson } from '../lib/api-client.ts';

export type DecideRequest = StudioDecideRequest;

/**
 * POST {API}/studio/round/decide: answers the round's pending pick (`index` is `round.pending.index`).
 * The answer is the round again: settled, or pending with the next pick. Like a round, a request whose
 * answer never arrived may have been taken, so a network error is retried once with the same index and
 * choice (the server replays the round instead of answering the next pick with it).
 */
export async function decideRound(request: DecideRequest): Promise<StudioRoundResponse> {
  try {
    return await postJson(LAUNCH_PATHS.studioDecide, request, studioRoundResponseSchema);
  } catch (error) {
    if (!isNetworkError(error)) throw error;
    return postJson(LAUNCH_PATHS.studioDecide, request, studioRoundResponseSchema);
  }
}
