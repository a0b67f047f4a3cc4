import { LAUNCH_PATHS, studioSessionResponseSchema, type StudioSessionResponse } from '@casino/contract';
import { postJson } from '../lib/api-client.ts';

/** POST {API}/studio/session: trades the launch URL's one-time token for a game session. */
export function openSession(launchToken: string, signal?: AbortSignal): Promise<StudioSessionResponse> {
  return postJson(LAUNCH_PATHS.studioSession, { launchToken }, studioSessionResponseSchema, signal);
}
