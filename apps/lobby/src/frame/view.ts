import type {
  Game,
  LeaderboardEntry,
  LeaderboardResponse,
  PrizeTier,
  TournamentView,
} from '@casino/contract';
import { pickTranslation } from '../pick-translation.ts';
import type { Language, Translate } from '../i18n.ts';
import { h } from './dom.ts';
import { dateFormat, numberFormat, scoreText } from './format.ts';

export interface ViewContext {
  t: Translate;
  language: Language;
  games: Map<string, Game>;
  onPlay(gameCode: string): void;
}

function prizeTable(ctx: ViewContext, prizes: PrizeTier[]): HTMLElement {
  const { t } = ctx;
  const n = numberFormat(ctx.language);
  return h(
    'table',
    { class: 'prizes' },
    h('caption', {}, t('prizes.heading')),
    h(
      'thead',
      {},
      h('tr', {}, h('th', { scope: 'col' }, t('prizes.rank')), h('th', { scope: 'col' }, t('prizes.prize'))),
    ),
    h(
      'tbody',
      {},
      ...prizes.map((tier) =>
        h(
          'tr',
          {},
          h(
            'th',
            { scope: 'row' },
            tier.fromRank === tier.toRank
              ? t('prizes.single', { rank: tier.fromRank })
              : t('prizes.range', { from: tier.fromRank, to: tier.toRank }),
          ),
          h('td', { class: 'num coins' }, t('prizes.coins', { amount: n(tier.amount) })),
        ),
      ),
    ),
  );
}

function rules(ctx: ViewContext, tournament: TournamentView, terms: string): HTMLElement {
  const { t } = ctx;
  const n = numberFormat(ctx.language);
  const { rules: r } = tournament;
  return h(
    'div',
    { class: 'rules' },
    h('h4', {}, t('rules.heading')),
    h(
      'ul',
      {},
      h('li', {}, t(`rules.${r.scoringRule}`, { coins: n(r.coinsPerPoint) })),
      r.minBet > 0 ? h('li', {}, t('rules.minBet', { coins: n(r.minBet) })) : null,
      h('li', {}, t('rules.ties')),
    ),
    terms ? h('details', {}, h('summary', {}, t('rules.terms')), h('p', {}, terms)) : null,
  );
}

function gameList(ctx: ViewContext, tournament: TournamentView): HTMLElement {
  const { t } = ctx;
  const buttons = tournament.meta.games
    .filter((g) => g.isEnabled && ctx.games.has(g.gameCode))
    .map((g) => {
      const game = ctx.games.get(g.gameCode)!;
      const title = game.translations.find((tr) => tr.language === ctx.language)?.title ?? game.title;
      const button = h(
        'button',
        {
          type: 'button',
          class: 'game',
          'data-game-code': g.gameCode,
          'aria-label': t('games.play', { title }),
        },
        h('img', {
          src: game.imagePath ?? `/game-icons/${g.gameCode}.png`,
          alt: '',
          width: '64',
          height: '64',
          loading: 'lazy',
        }),
        // Issue 25: a visible call to play, so the tile reads as a button that launches the game.
        h(
          'span',
          { class: 'game-text' },
          h('span', { class: 'game-title' }, title),
          h('span', { class: 'game-cta', 'aria-hidden': 'true' }, t('games.playShort')),
        ),
      );
      button.addEventListener('click', () => ctx.onPlay(g.gameCode));
      return h('li', {}, button);
    });
  return h(
    'div',
    { class: 'games' },
    h('h4', {}, t('games.heading')),
    h('ul', { class: 'game-list' }, ...buttons),
  );
}

function boardRow(ctx: ViewContext, tournament: TournamentView, entry: LeaderboardEntry): HTMLElement {
  return h(
    'tr',
    entry.isMe ? { class: 'me', 'aria-current': 'true', 'data-testid': 'leaderboard-me' } : {},
    h('td', { class: 'num' }, String(entry.rank)),
    h(
      'td',
      {},
      entry.displayName,
      entry.isMe ? h('span', { class: 'you' }, ` ${ctx.t('leaderboard.you')}`) : null,
    ),
    h('td', { class: 'num' }, scoreText(ctx.t, ctx.language, tournament.rules.scoringRule, entry.score)),
  );
}

/** The leaderboard table's body and the line under it; replaced in place on each poll. */
export function leaderboardBody(
  ctx: ViewContext,
  tournament: TournamentView,
  board: LeaderboardResponse,
  signedIn: boolean,
): Node[] {
  const { t } = ctx;
  if (board.top.length === 0) return [h('p', { class: 'muted' }, t('leaderboard.empty'))];
  const topRanks = new Set(board.top.map((e) => e.rank));
  const extra = board.around.filter((e) => !topRanks.has(e.rank));
  const table = h(
    'table',
    { class: 'board', 'data-testid': 'leaderboard' },
    h('caption', { class: 'sr-only' }, t('leaderboard.heading')),
    h(
      'thead',
      {},
      h(
        'tr',
        {},
        h('th', { scope: 'col' }, t('leaderboard.rank')),
        h('th', { scope: 'col' }, t('leaderboard.player')),
        h('th', { scope: 'col' }, t('leaderboard.score')),
      ),
    ),
    h(
      'tbody',
      {},
      ...board.top.map((e) => boardRow(ctx, tournament, e)),
      extra.length > 0
        ? h('tr', { class: 'gap', 'aria-hidden': 'true' }, h('td', { colspan: '3' }, '⋯'))
        : null,
      ...extra.map((e) => boardRow(ctx, tournament, e)),
    ),
  );
  const mine = board.me
    ? t('leaderboard.yourRank', { rank: board.me.rank })
    : signedIn
      ? t('leaderboard.notRanked')
      : t('leaderboard.signIn');
  return [
    table,
    h(
      'p',
      { class: 'muted board-foot' },
      t('leaderboard.players', { count: board.totalPlayers }),
      ' · ',
      mine,
    ),
  ];
}

function winners(ctx: ViewContext, tournament: TournamentView): HTMLElement {
  const { t } = ctx;
  const n = numberFormat(ctx.language);
  if (tournament.winners.length === 0) return h('p', { class: 'muted' }, t('winners.none'));
  return h(
    'table',
    { class: 'board', 'data-testid': 'winners' },
    h('caption', {}, t('winners.heading')),
    h(
      'thead',
      {},
      h(
        'tr',
        {},
        h('th', { scope: 'col' }, t('leaderboard.rank')),
        h('th', { scope: 'col' }, t('leaderboard.player')),
        h('th', { scope: 'col' }, t('leaderboard.score')),
        h('th', { scope: 'col' }, t('prizes.prize')),
      ),
    ),
    h(
      'tbody',
      {},
      ...tournament.winners.map((w) =>
        h(
          'tr',
          {},
          h('td', { class: 'num' }, String(w.rank)),
          h('td', {}, w.displayName),
          h('td', { class: 'num' }, scoreText(t, ctx.language, tournament.rules.scoringRule, w.score)),
          h('td', { class: 'num coins' }, t('prizes.coins', { amount: n(w.prize) })),
        ),
      ),
    ),
  );
}

export interface CardParts {
  card: HTMLElement;
  /** Where the countdown text goes (null when the tournament is over). */
  countdown: HTMLElement | null;
  /** Where the leaderboard goes (null when the tournament is settled or has not started). */
  board: HTMLElement | null;
}

/** One tournament: title, status and countdown, description, rules, prizes, leaderboard or winners, games. */
export function tournamentCard(ctx: ViewContext, tournament: TournamentView): CardParts {
  const { t } = ctx;
  const { meta } = tournament;
  const text = pickTranslation(meta.translations, ctx.language);
  const status = meta.tournamentStatus;
  const date = dateFormat(ctx.language);
  const headingId = `t-${meta.id}`;
  const countdown = status === 'RUNNING' || status === 'SCHEDULED' ? h('p', { class: 'countdown' }) : null;
  const board =
    status === 'RUNNING' || status === 'CLOSED'
      ? h('div', { class: 'board-slot', 'aria-live': 'polite' })
      : null;
  const card = h(
    'article',
    {
      class: `card card--${status.toLowerCase()}`,
      'aria-labelledby': headingId,
      'data-tournament-ref': meta.tournamentRef,
    },
    h(
      'header',
      { class: 'card-head' },
      h('span', { class: `badge badge--${status.toLowerCase()}` }, t(`status.${status}`)),
      h('h3', { id: headingId }, text?.title ?? meta.tournamentRef),
      h(
        'p',
        { class: 'muted period' },
        t('period', { start: date(meta.startDateUtc), end: date(meta.endDateUtc) }),
      ),
      countdown,
      status === 'CLOSED' ? h('p', { class: 'countdown' }, t('settling')) : null,
    ),
    text?.description ? h('p', { class: 'description' }, text.description) : null,
    h(
      'div',
      { class: 'card-grid' },
      h(
        'div',
        { class: 'card-col' },
        rules(ctx, tournament, text?.termsAndConditions ?? ''),
        prizeTable(ctx, tournament.prizes),
      ),
      h(
        'div',
        { class: 'card-col' },
        status === 'COMPLETED' ? winners(ctx, tournament) : null,
        board
          ? h(
              'section',
              { 'aria-label': t('leaderboard.heading') },
              h('h4', {}, t('leaderboard.heading')),
              board,
            )
          : null,
        status === 'RUNNING' || status === 'SCHEDULED' ? gameList(ctx, tournament) : null,
      ),
    ),
  );
  return { card, countdown, board };
}
