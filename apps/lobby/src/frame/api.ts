import {
  LOBBY_FRAME_META_NAME,
  PLAYER_TOKEN_HEADER,
  TOURNAMENT_PATHS,
  type LobbyFrameSettings,
} from '@casino/contract/tournament-paths';
import type { GamesResponse, LeaderboardResponse, TournamentListResponse } from '@casino/contract';

const GAMES_PATH = '/games';

/** The frame's settings, written by the server into its meta tag. */
export function readSettings(): LobbyFrameSettings {
  const content = document.querySelector(`meta[name="${LOBBY_FRAME_META_NAME}"]`)?.getAttribute('content');
  const parsed = content ? (JSON.parse(content) as Partial<LobbyFrameSettings>) : {};
  return {
    apiBasePath: parsed.apiBasePath ?? '/api',
    channelCode: parsed.channelCode ?? 'WEB',
    channelHeader: parsed.channelHeader ?? 'channel',
  };
}

/** Reads of our own API (same origin as the frame: no CORS, no cookies needed). */
export function lobbyApi(settings: LobbyFrameSettings) {
  async function get<T>(path: string, token?: string | null): Promise<T> {
    const headers: Record<string, string> = { [settings.channelHeader]: settings.channelCode };
    if (token) headers[PLAYER_TOKEN_HEADER] = token;
    const res = await fetch(`${settings.apiBasePath}${path}`, { headers, credentials: 'omit' });
    if (!res.ok) throw new Error(`GET ${path}: ${res.status}`);
    return (await res.json()) as T;
  }
  return {
    tournaments: () => get<TournamentListResponse>(TOURNAMENT_PATHS.list),
    games: () => get<GamesResponse>(GAMES_PATH),
    leaderboard: (ref: string, token: string | null) =>
      get<LeaderboardResponse>(
        `${TOURNAMENT_PATHS.leaderboard.replace(':tournamentRef', encodeURIComponent(ref))}?limit=10&around=2`,
        token,
      ),
  };
}
