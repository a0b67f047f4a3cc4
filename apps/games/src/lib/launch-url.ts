import { STUDIO_BASE_PATH, gameCodeSchema } from '@casino/contract';

export interface LaunchParams {
  /** The code in the path, if it is a well-formed game code. */
  gameCode: string | undefined;
  launchToken: string | undefined;
}

/** Reads `${STUDIO_BASE_PATH}/{GAME_CODE}?launch=<token>` (the server's launch URL). */
export function readLaunchParams(location: Pick<Location, 'pathname' | 'search'>): LaunchParams {
  const rest = location.pathname.startsWith(STUDIO_BASE_PATH)
    ? location.pathname.slice(STUDIO_BASE_PATH.length)
    : location.pathname;
  const segment = decodeURIComponent(rest.split('/').find((part) => part !== '') ?? '');
  const code = gameCodeSchema.safeParse(segment);
  const token = new URLSearchParams(location.search).get('launch')?.trim();
  return { gameCode: code.success ? code.data : undefined, launchToken: token || undefined };
}
