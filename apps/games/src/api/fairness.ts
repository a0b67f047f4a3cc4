import {
  CHANNEL_HEADER,
  FAIRNESS_PATHS,
  fairnessStateSchema,
  normalizeErrorCode,
  rotateSeedResponseSchema,
  verifyRoundResponseSchema,
  type FairnessState,
  type VerifyRoundResponse,
} from '@casino/contract';
import type { z } from 'zod';
import { ApiError, buildApiUrl, postJson } from '../lib/api-client.ts';
import { getPublicConfig } from '../lib/public-config.ts';

/** GET with the same conventions as postJson (CHANNEL header, credentials, catalogue error codes). */
export async function getJson<TSchema extends z.ZodType>(
  path: string,
  query: Record<string, string>,
  schema: TSchema,
  signal?: AbortSignal,
): Promise<z.output<TSchema>> {
  let response: Response;
  try {
    response = await fetch(`${buildApiUrl(path)}?${new URLSearchParams(query).toString()}`, {
      method: 'GET',
      headers: { Accept: 'application/json', [CHANNEL_HEADER]: getPublicConfig().channelCode },
      credentials: 'include',
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'TECHNICAL_ERROR');
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new ApiError(response.status, 'TECHNICAL_ERROR');
  }
  if (!response.ok) {
    const code =
      typeof body === 'object' && body !== null && 'error' in body
        ? (body as { error?: { code?: unknown } }).error?.code
        : undefined;
    throw new ApiError(response.status, normalizeErrorCode(code));
  }
  const checked = schema.safeParse(body);
  if (!checked.success) throw new ApiError(response.status, 'TECHNICAL_ERROR');
  return checked.data;
}

export function fetchFairness(gameSessionId: string, signal?: AbortSignal): Promise<FairnessState> {
  return getJson(FAIRNESS_PATHS.fairness, { gameSessionId }, fairnessStateSchema, signal);
}

export function setClientSeed(gameSessionId: string, clientSeed: string): Promise<FairnessState> {
  return postJson(FAIRNESS_PATHS.clientSeed, { gameSessionId, clientSeed }, fairnessStateSchema);
}

export type RotateSeedResponse = z.output<typeof rotateSeedResponseSchema>;

export function rotateSeed(gameSessionId: string): Promise<RotateSeedResponse> {
  return postJson(FAIRNESS_PATHS.rotateSeed, { gameSessionId }, rotateSeedResponseSchema);
}

export function fetchVerify(roundId: string, signal?: AbortSignal): Promise<VerifyRoundResponse> {
  return getJson(FAIRNESS_PATHS.verify, { roundId }, verifyRoundResponseSchema, signal);
}
