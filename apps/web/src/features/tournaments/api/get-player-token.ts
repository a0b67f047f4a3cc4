import { AUTH_PATHS, playerTokenResponseSchema } from '@casino/contract';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * GET /auth/get-player-token (SPEC §7): a five-minute token the tournaments lobby uses to mark the
 * player's own rank. Not a cached query: the lobby asks when it needs a fresh one; null on any failure
 * (the lobby then shows the board without the player's rank).
 */
export async function getPlayerToken(): Promise<string | null> {
  try {
    const result = await apiRequest(AUTH_PATHS.getPlayerToken, { schema: playerTokenResponseSchema });
    return result.authToken;
  } catch {
    return null;
  }
}
