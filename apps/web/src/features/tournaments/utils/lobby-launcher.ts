import { gameCodeSchema } from '@casino/contract';

/** What the launcher script (apps/lobby, LOBBY_LAUNCHER_URL) puts on window. */
export interface CasinoLobby {
  launch(options: {
    host: HTMLElement;
    accountRef: string;
    brandRef: string;
    languageCode: string;
    getPlayerToken?: () => Promise<string | null> | string | null;
  }): { destroy(): void; refresh?(): void };
}

declare global {
  interface Window {
    CasinoLobby?: CasinoLobby;
  }
}

const loading = new Map<string, Promise<CasinoLobby>>();

/** Loads the launcher script once per URL (SPEC §6: an external script); rejects when it fails to load. */
export function loadLobbyLauncher(url: string): Promise<CasinoLobby> {
  const existing = loading.get(url);
  if (existing) return existing;
  const promise = new Promise<CasinoLobby>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () =>
      window.CasinoLobby ? resolve(window.CasinoLobby) : reject(new Error('no CasinoLobby'));
    script.onerror = () => reject(new Error(`launcher failed to load: ${url}`));
    document.head.append(script);
  });
  promise.catch(() => loading.delete(url)); // a later visit tries again
  loading.set(url, promise);
  return promise;
}

/** The origin the lobby's messages come from: the launcher script's. */
export function lobbyOrigin(launcherUrl: string, base: string = window.location.href): string {
  return new URL(launcherUrl, base).origin;
}

/** The game code of a `{ type: 'gameLaunch', gameCode }` message from the lobby's origin, else null. */
export function gameLaunchFrom(event: Pick<MessageEvent, 'origin' | 'data'>, origin: string): string | null {
  if (event.origin !== origin) return null;
  const data = event.data as { type?: unknown; gameCode?: unknown } | null;
  if (typeof data !== 'object' || data === null || data.type !== 'gameLaunch') return null;
  const parsed = gameCodeSchema.safeParse(data.gameCode);
  return parsed.success ? parsed.data : null;
}
