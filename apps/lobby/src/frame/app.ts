import type { Game, LobbyMessage, TournamentView } from '@casino/contract';
import css from '../lobby.css?inline';
import tokens from '@casino/client/tokens.css?inline';
import { toLanguage, translator } from '../i18n.ts';
import { lobbyApi, readSettings } from './api.ts';
import { h } from './dom.ts';
import { countdown } from './format.ts';
import { leaderboardBody, tournamentCard, type CardParts, type ViewContext } from './view.ts';

const POLL_MS = 15_000;
/** Live hints read the boards at most this often (many players scoring at once). */
const REFRESH_MIN_MS = 2_000;
/** Player tokens live five minutes (SPEC §7 / modules/auth/player-token.ts): ask again before that. */
const TOKEN_REFRESH_MS = 4 * 60_000;
const SECTION_ORDER = ['RUNNING', 'SCHEDULED', 'CLOSED', 'COMPLETED'] as const;

/** Frame side: loads the tournaments, renders them, ticks the countdowns, polls the leaderboards. */
export function startFrame(): void {
  const params = new URLSearchParams(location.search);
  const language = toLanguage(params.get('lang'));
  const t = translator(language);
  const parentOrigin = safeOrigin(params.get('parent'));
  const api = lobbyApi(readSettings());
  const root = mountRoot(language, t('lobbyTitle'));
  root.setAttribute('aria-busy', 'true');
  root.replaceChildren(h('p', { class: 'muted', role: 'status' }, t('loading')));

  const toParent = (message: LobbyMessage) => {
    if (parentOrigin && window.parent !== window) window.parent.postMessage(message, parentOrigin);
  };

  const currentToken = parentTokenSource(parentOrigin, toParent);
  // The host page's live stream says a leaderboard moved: read the boards (at most every 2 s; a hint
  // inside that time is answered when it ends, so the last move is never left to the poll).
  let refreshedAt = 0;
  let pending: ReturnType<typeof setTimeout> | undefined;
  const liveRefresh = () => {
    pending = undefined;
    refreshedAt = Date.now();
    void refreshBoards();
  };
  window.addEventListener('message', (event) => {
    if (event.source !== window.parent || (parentOrigin && event.origin !== parentOrigin)) return;
    if ((event.data as Partial<LobbyMessage> | null)?.type !== 'lobbyRefresh' || pending) return;
    pending = setTimeout(liveRefresh, Math.max(0, refreshedAt + REFRESH_MIN_MS - Date.now()));
  });

  let cards: Array<{ tournament: TournamentView; parts: CardParts }> = [];
  let games = new Map<string, Game>();
  const ctx: ViewContext = {
    t,
    language,
    get games() {
      return games;
    },
    onPlay: (gameCode) => toParent({ type: 'gameLaunch', gameCode }),
  };

  let loadedAt = 0;
  async function load(): Promise<void> {
    loadedAt = Date.now();
    try {
      const [list, catalogue] = await Promise.all([api.tournaments(), api.games()]);
      games = new Map((catalogue[0]?.games ?? []).map((g) => [g.gameCode, g]));
      render(list.tournaments);
      await refreshBoards();
    } catch {
      const retry = h('button', { type: 'button', class: 'button' }, t('retry'));
      retry.addEventListener('click', () => void load());
      root.replaceChildren(h('p', { role: 'alert' }, t('loadError')), retry);
    } finally {
      root.removeAttribute('aria-busy');
    }
  }

  function render(tournaments: TournamentView[]): void {
    cards = tournaments.map((tournament) => ({ tournament, parts: tournamentCard(ctx, tournament) }));
    const sections = SECTION_ORDER.map((status) => {
      const mine = cards.filter((c) => c.tournament.meta.tournamentStatus === status);
      if (mine.length === 0) return null;
      const id = `section-${status.toLowerCase()}`;
      return h(
        'section',
        { class: 'section', 'aria-labelledby': id },
        h('h2', { id }, t(`sections.${status}`)),
        ...mine.map((c) => c.parts.card),
      );
    }).filter((s) => s !== null);
    root.replaceChildren(...(sections.length > 0 ? sections : [h('p', { class: 'muted' }, t('empty'))]));
    tick();
  }

  async function refreshBoards(): Promise<void> {
    const live = cards.filter((c) => c.parts.board);
    if (live.length === 0) return;
    const playerToken = await currentToken();
    await Promise.all(
      live.map(async ({ tournament, parts }) => {
        try {
          const board = await api.leaderboard(tournament.meta.tournamentRef, playerToken);
          parts.board!.replaceChildren(...leaderboardBody(ctx, tournament, board, playerToken !== null));
        } catch {
          // keep the last board; the next poll tries again
        }
      }),
    );
  }

  function tick(): void {
    const now = new Date();
    let changed = false;
    for (const { tournament, parts } of cards) {
      if (!parts.countdown) continue;
      const { meta } = tournament;
      const running = meta.tournamentStatus === 'RUNNING';
      const target = new Date(running ? meta.endDateUtc : meta.startDateUtc);
      if (target <= now) changed = true;
      parts.countdown.textContent = t(running ? 'endsIn' : 'startsIn', { time: countdown(t, target, now) });
    }
    // A tournament started or ended: read the statuses again (at most every 10 s: the clocks may differ).
    if (changed && Date.now() - loadedAt > 10_000) void load();
  }

  new ResizeObserver(() =>
    toParent({ type: 'lobbyResize', height: document.documentElement.scrollHeight }),
  ).observe(document.body);
  setInterval(tick, 1000);
  setInterval(() => void refreshBoards(), POLL_MS);
  void load();
}

function safeOrigin(value: string | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** The document's language, title and styles; the root the lobby renders into. */
function mountRoot(language: string, title: string): HTMLElement {
  document.documentElement.lang = language;
  document.title = title;
  const style = document.createElement('style');
  style.textContent = `${tokens}\n${css}`;
  document.head.append(style);
  return document.getElementById('lobby-root') ?? document.body.appendChild(h('main'));
}

/**
 * The player's token comes from the page (the launcher asks the site); null = logged out. Returns the
 * function that gives the current token, asking the page again when the last one is near its end.
 */
function parentTokenSource(
  parentOrigin: string | null,
  toParent: (message: LobbyMessage) => void,
): () => Promise<string | null> {
  let token: string | null = null;
  let tokenAt = 0;
  let tokenWaiters: Array<() => void> = [];
  window.addEventListener('message', (event) => {
    if (event.source !== window.parent || (parentOrigin && event.origin !== parentOrigin)) return;
    const data = event.data as Partial<LobbyMessage> | null;
    if (data?.type !== 'lobbyPlayerToken') return;
    token = typeof data.token === 'string' ? data.token : null;
    tokenAt = Date.now();
    for (const resolve of tokenWaiters.splice(0)) resolve();
  });
  return async function currentToken(): Promise<string | null> {
    if (window.parent === window) return null;
    if (tokenAt > 0 && Date.now() - tokenAt < TOKEN_REFRESH_MS) return token;
    const answered = new Promise<void>((resolve) => tokenWaiters.push(resolve));
    toParent({ type: 'lobbyTokenRequest' });
    // A page that never answers (no getPlayerToken) leaves the lobby anonymous after a moment.
    await Promise.race([answered, new Promise((resolve) => setTimeout(resolve, 3000))]);
    tokenWaiters = [];
    return token;
  };
}
