import type { Config } from '../../config.ts';

/**
 * Lobby URLs are where a game's lobby button goes. Accepting any address made /launchgame and
 * /launch-demo an open redirect (issue 17, hole 6): `lobbyUrl=https://evil.example/phish` travelled in
 * the signed launch token to the game client. A lobby URL must resolve to the request's own origin,
 * PUBLIC_URL's origin, or an origin listed in LOBBY_URL_ORIGINS. Paths resolve against the request's
 * origin, so `//evil.example` and `/\evil.example` (protocol-relative) are refused too.
 */
export function lobbyOrigins(config: Pick<Config, 'publicUrl' | 'lobbyUrlOrigins'>): ReadonlySet<string> {
  return new Set([new URL(config.publicUrl).origin, ...config.lobbyUrlOrigins]);
}

export function requestOrigin(request: { protocol: string; host: string }): string {
  try {
    return new URL(`${request.protocol}://${request.host}`).origin; // drops a default port
  } catch {
    return 'null'; // an unparsable Host header: nothing matches it
  }
}

export function isAllowedLobbyUrl(
  lobbyUrl: string,
  ownOrigin: string,
  allowed: ReadonlySet<string>,
): boolean {
  // Control characters and whitespace are stripped by URL parsers in ways browsers differ on.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0020\u007f]/.test(lobbyUrl)) return false;
  let url: URL;
  try {
    url = new URL(lobbyUrl, ownOrigin === 'null' ? 'http://invalid.invalid' : ownOrigin);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.username !== '' || url.password !== '') return false;
  return url.origin === ownOrigin || allowed.has(url.origin);
}
