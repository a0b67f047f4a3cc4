/**
 * The tournaments' paths, without zod, so the lobby launcher (apps/lobby) can import them and stay small
 * (`@casino/contract/tournament-paths`). API paths are relative to the API base path.
 */
export const TOURNAMENT_PATHS = {
  list: '/tournaments',
  detail: '/tournaments/:tournamentRef',
  leaderboard: '/tournaments/:tournamentRef/leaderboard',
} as const;

export const OPERATOR_TOURNAMENT_PATHS = {
  list: '/operator/tournaments',
  item: '/operator/tournaments/:tournamentId',
  cancel: '/operator/tournaments/:tournamentId/cancel',
  leaderboard: '/operator/tournaments/:tournamentId/leaderboard',
} as const;

/** The launcher script (LOBBY_LAUNCHER_URL's default) and the lobby frame it opens, on the server's root. */
export const LOBBY_LAUNCHER_PATH = '/lobby/launcher.js';
export const LOBBY_FRAME_PATH = '/lobby/frame';
/** The header carrying a player token (GET /auth/get-player-token) to the leaderboard. */
export const PLAYER_TOKEN_HEADER = 'x-player-token';
/** The meta tag of the lobby frame's page holding its settings (JSON): API base path and channel. */
export const LOBBY_FRAME_META_NAME = 'casino-lobby';

/** What the frame's meta tag carries. */
export interface LobbyFrameSettings {
  apiBasePath: string;
  channelCode: string;
  channelHeader: string;
}

/** Messages between the launcher (host page), the lobby frame and the host's own listener. */
export type LobbyMessage =
  | { type: 'gameLaunch'; gameCode: string }
  | { type: 'lobbyResize'; height: number }
  /** Frame → launcher: send the player's token (at start, and again before it expires). */
  | { type: 'lobbyTokenRequest' }
  /** Launcher → frame: the token, or null when nobody is signed in. */
  | { type: 'lobbyPlayerToken'; token: string | null }
  /** Launcher → frame: a leaderboard moved (the host page's live stream said so): read the boards again. */
  | { type: 'lobbyRefresh' };
