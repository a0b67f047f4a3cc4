import {
  gameCodeSchema,
  gameModeSchema,
  languageCodeSchema,
  type GameMode,
  type LanguageCode,
} from '@casino/contract';
import { signToken, verifyToken } from '../auth/player-token.ts';

/**
 * Launch tokens: the player-token format (modules/auth/player-token.ts: HMAC-SHA256 over a JSON
 * payload, with the server's TOKEN_SECRET) with their own purpose, so a player token never works as
 * a launch token nor the other way round. Two minutes of validity: long enough to load the game
 * client, too short to be worth stealing. Not single use: reloading the game page within the two
 * minutes opens another game session of the same player, which moves no money by itself.
 */
export const LAUNCH_TOKEN_PURPOSE = 'launch';
export const LAUNCH_TOKEN_TTL_MS = 2 * 60_000;
/** A lobby address may be 2048 characters long; the token carries it. */
export const LAUNCH_TOKEN_MAX_LENGTH = 4096;

export interface LaunchClaims {
  mode: GameMode;
  /** Real mode: the player; demo mode: null. */
  accountId: string | null;
  gameCode: string;
  language: LanguageCode;
  lobbyUrl: string;
}

export function signLaunchToken(secret: Uint8Array, claims: LaunchClaims, now: Date) {
  return signToken(secret, claims.accountId ?? '', now, {
    purpose: LAUNCH_TOKEN_PURPOSE,
    ttlMs: LAUNCH_TOKEN_TTL_MS,
    claims: { m: claims.mode, g: claims.gameCode, l: claims.language, u: claims.lobbyUrl },
  });
}

/** The claims of a valid, unexpired launch token; null otherwise. */
export function verifyLaunchToken(secret: Uint8Array, token: string, now: Date): LaunchClaims | null {
  const verified = verifyToken(secret, token, now, LAUNCH_TOKEN_PURPOSE, LAUNCH_TOKEN_MAX_LENGTH);
  if (!verified) return null;
  const { m, g, l, u } = verified.claims;
  const mode = gameModeSchema.safeParse(m);
  const gameCode = gameCodeSchema.safeParse(g);
  const language = languageCodeSchema.safeParse(l);
  if (!mode.success || !gameCode.success || !language.success || typeof u !== 'string') return null;
  const accountId = verified.accountId === '' ? null : verified.accountId;
  if ((mode.data === 'real') !== (accountId !== null)) return null;
  return { mode: mode.data, accountId, gameCode: gameCode.data, language: language.data, lobbyUrl: u };
}
