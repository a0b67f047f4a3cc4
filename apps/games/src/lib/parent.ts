import { lobbyUrlSchema, type GameMessage } from '@casino/contract';

/*
 * Talking to the page that frames us (the site's game page). Messages go only to our own origin:
 * targetOrigin = location.origin means a foreign page that frames a launch URL never hears the balance.
 */

export function isFramed(): boolean {
  return window.parent !== window;
}

/** Framed by a page of our own origin (reading a cross-origin parent's location throws). */
export function isFramedBySameOrigin(): boolean {
  if (!isFramed()) return false;
  try {
    return window.parent.location.origin === window.location.origin;
  } catch {
    return false;
  }
}

export function postToParent(message: GameMessage): void {
  if (!isFramed()) return;
  window.parent.postMessage(message, window.location.origin);
}

/** Site-relative path or http(s) URL only (never `javascript:`); anything else goes to the site's home. */
export function safeLobbyUrl(value: string | undefined): string {
  const parsed = lobbyUrlSchema.safeParse(value);
  return parsed.success ? parsed.data : '/';
}

/**
 * "Back to lobby": the site's frame handles the message (it knows where it launched us from); opened
 * on its own, or inside a foreign page, the game navigates to the lobby address itself — the whole
 * window if the frame lets it, else just this frame.
 */
export function goToLobby(lobbyUrl: string | undefined): void {
  if (isFramedBySameOrigin()) {
    postToParent({ type: 'casino:lobby' });
    return;
  }
  const target = safeLobbyUrl(lobbyUrl);
  try {
    if (window.top && window.top !== window) {
      window.top.location.href = target;
      return;
    }
  } catch {
    // a sandboxed frame may not navigate the top window: fall back to this frame
  }
  window.location.assign(target);
}
