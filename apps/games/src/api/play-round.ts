import { LAUNCH_PATHS, studioRoundResponseSchema, type StudioRoundResponse } from '@casino/contract';
import { isNetworkError, postJson } from '../lib/api-client.ts';

export type RoundRequest = {
  gameSessionId: string;
  /** Made once per Play press; a retry sends the same key so the server replays instead of betting twice. */
  roundKey: string;
} & ({ bet: number } | { bets: Record<string, number> });

/**
 * POST {API}/studio/round. A request whose answer never arrived may still have been settled, so a
 * network error is retried once with the SAME roundKey (the server replays the first result without
 * moving money again). An answer with an error code is final: retrying would not change it.
 */
export async function playRound(request: RoundRequest): Promise<StudioRoundResponse> {
  try {
    return await postJson(LAUNCH_PATHS.studioRound, request, studioRoundResponseSchema);
  } catch (error) {
    if (!isNetworkError(error)) throw error;
    return postJson(LAUNCH_PATHS.studioRound, request, studioRoundResponseSchema);
  }
}

/** A fresh idempotency key for one Play press. */
export function newRoundKey(): string {
  return crypto.randomUUID();
}
