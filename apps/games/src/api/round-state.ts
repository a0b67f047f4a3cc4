import {
  LAUNCH_PATHS,
  studioRoundResponseSchema,
  studioRoundsSeenResponseSchema,
  type StudioRoundResponse,
} from '@casino/contract';
import { getJson } from '../fairness/api.ts';
import { postJson } from '../lib/api-client.ts';

/**
 * GET {API}/studio/round/state: the round as it stands (contract launch.ts). The game asks once its
 * pick's countdown has run out: a pick past its deadline comes back settled by the auto-pick
 * (`autoPickedFrom`), or as the player answered it in another tab; one still open comes back pending.
 */
export function fetchRoundState(gameSessionId: string, roundId: string): Promise<StudioRoundResponse> {
  return getJson(LAUNCH_PATHS.studioRoundState, { gameSessionId, roundId }, studioRoundResponseSchema);
}

/** POST {API}/studio/round/seen: these rounds the server decided for the player have been shown to them. */
export async function reportRoundsSeen(gameSessionId: string, roundIds: string[]): Promise<void> {
  if (roundIds.length === 0) return;
  await postJson(LAUNCH_PATHS.studioRoundsSeen, { gameSessionId, roundIds }, studioRoundsSeenResponseSchema);
}
