import { launch } from './host.ts';
import { startFrame } from './frame/app.ts';

/**
 * The tournaments lobby launcher (issue 14, docs/lobby.md). One script, two roles:
 * - on any page: `window.CasinoLobby.launch({ host, accountRef, brandRef, languageCode, getPlayerToken })`
 *   puts the lobby into `host` (a frame from the script's own origin: the host page's CSS cannot reach
 *   it) and relays the player's token to it; the lobby posts `{ type: 'gameLaunch', gameCode }` to the
 *   page when a game is chosen;
 * - inside that frame (the server's /lobby/frame loads it with `data-lobby-frame`): renders the lobby.
 */
const script = document.currentScript;
if (script instanceof HTMLScriptElement && script.hasAttribute('data-lobby-frame')) {
  startFrame();
} else {
  const origin =
    script instanceof HTMLScriptElement && script.src ? new URL(script.src).origin : location.origin;
  (window as unknown as { CasinoLobby: unknown }).CasinoLobby = {
    launch: (options: Parameters<typeof launch>[0]) => launch(options, origin),
  };
}
