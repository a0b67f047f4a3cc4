import { LOBBY_FRAME_PATH, type LobbyMessage } from '@casino/contract/tournament-paths';
import { toLanguage, translator } from './i18n.ts';

export interface LaunchOptions {
  /** The element the lobby renders in (its content is replaced). */
  host: HTMLElement;
  accountRef: string;
  brandRef: string;
  /** `ja` or `en` (anything else: ja). */
  languageCode: string;
  /**
   * The signed-in player's token (GET /auth/get-player-token, SPEC §7), or null when logged out. Asked
   * when the lobby starts and again before the token expires; the lobby then highlights the player's rank.
   */
  getPlayerToken?: () => Promise<string | null> | string | null;
}

export interface LobbyHandle {
  /** Removes the frame and stops listening. */
  destroy(): void;
  /** The host page heard that a leaderboard moved (e.g. from its live stream): the lobby reads its boards again. */
  refresh(): void;
}

/** Host side: one frame from the lobby's origin, sized to its content, fed the player's token. */
export function launch(options: LaunchOptions, lobbyOrigin: string): LobbyHandle {
  const t = translator(toLanguage(options.languageCode));
  const params = new URLSearchParams({
    lang: toLanguage(options.languageCode),
    account: options.accountRef,
    brand: options.brandRef,
    parent: location.origin,
  });
  const frame = document.createElement('iframe');
  frame.src = `${lobbyOrigin}${LOBBY_FRAME_PATH}?${params.toString()}`;
  frame.title = t('lobbyTitle');
  frame.setAttribute('data-testid', 'lobby-frame');
  frame.style.cssText = 'display:block;width:100%;min-height:320px;border:0;background:transparent;';
  frame.setAttribute('loading', 'eager');
  options.host.replaceChildren(frame);

  const post = (message: LobbyMessage) => frame.contentWindow?.postMessage(message, lobbyOrigin);

  const onMessage = (event: MessageEvent) => {
    if (event.source !== frame.contentWindow || event.origin !== lobbyOrigin) return;
    const data = event.data as Partial<LobbyMessage> | null;
    if (data?.type === 'lobbyResize' && typeof data.height === 'number' && Number.isFinite(data.height)) {
      frame.style.height = `${Math.max(320, Math.ceil(data.height))}px`;
    } else if (data?.type === 'lobbyTokenRequest') {
      void Promise.resolve()
        .then(() => options.getPlayerToken?.() ?? null)
        .catch(() => null)
        .then((token) => post({ type: 'lobbyPlayerToken', token: typeof token === 'string' ? token : null }));
    }
  };
  window.addEventListener('message', onMessage);
  return {
    destroy() {
      window.removeEventListener('message', onMessage);
      frame.remove();
    },
    refresh: () => post({ type: 'lobbyRefresh' }),
  };
}
