import { FIRST_SCREEN_TILES, type Game } from '@casino/contract';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../../components/ui/notice.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { QueryErrorNotice } from '../../../components/ui/query-error-notice.tsx';
import { gamesWithCodes, gamesWithTag, useGames } from '../api/get-games.ts';
import { GRID_TILE_SIZES, ROW_TILE_SIZES } from '../art/game-art.ts';
import { GameTile } from './game-tile.tsx';
import './game-collection.css';

interface GameCollectionProps {
  /** Lower- or upper-case tag; games whose tags include it upper-cased are shown (all games without one). */
  tag?: string;
  /** Only these games, in this order (favourites, recently played: issue 29). */
  codes?: readonly string[];
  /** What an empty list says (default: the catalogue's "no games"). */
  emptyText?: string;
  /** grid: the category page (3/5/7 columns); row: a horizontally scrolling strip on home. */
  layout: 'grid' | 'row';
  /** Labels the list for assistive technology (the visible heading's id). */
  labelledBy?: string;
  limit?: number;
  /** Shows the loading row whatever the catalogue's state (a home row whose collection is loading). */
  loading?: boolean;
  /** Narrows the games further (a category page's filters, issue 29). */
  select?: (games: Game[]) => Game[];
}

/** As many tiles as the widest row shows. */
const PLACEHOLDER_TILES = 7;

function RowPlaceholder({ count }: { count: number }) {
  const { t } = useTranslation();
  return (
    <ul className="game-row" data-testid="game-row-loading" aria-busy="true" aria-label={t('common.loading')}>
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="game-collection__item">
          <span className="game-tile__art game-tile__art--placeholder" />
          {/* The tile's RTP and facts lines: the same height as a loaded tile (game-tile.tsx). */}
          <span className="game-tile__rtp" aria-hidden="true">
            {'\u00a0'}
          </span>
          <span className="game-tile__facts" aria-hidden="true">
            {'\u00a0'}
          </span>
        </li>
      ))}
    </ul>
  );
}

export function GameCollection({
  tag,
  codes,
  emptyText,
  layout,
  labelledBy,
  limit,
  select,
  loading = false,
}: GameCollectionProps) {
  const { t } = useTranslation();
  const games = useGames();

  if (games.isPending || loading) {
    // A home row keeps its height while the catalogue loads (empty tiles of the same size), so the
    // sections under it never move; a category grid shows the spinner (nothing sits under it).
    if (layout === 'row')
      return <RowPlaceholder count={Math.min(limit ?? PLACEHOLDER_TILES, PLACEHOLDER_TILES)} />;
    return <Spinner />;
  }
  if (games.isError) {
    return (
      <QueryErrorNotice error={games.error} onRetry={() => games.refetch()} testId="games-error">
        {t('games.loadError')}
      </QueryErrorNotice>
    );
  }

  const chosen = codes ? gamesWithCodes(games.data, codes) : games.data;
  const tagged = select
    ? select(tag ? gamesWithTag(chosen, tag) : chosen)
    : tag
      ? gamesWithTag(chosen, tag)
      : chosen;
  const shown = limit === undefined ? tagged : tagged.slice(0, limit);
  if (shown.length === 0) return <Notice testId="games-empty">{emptyText ?? t('games.empty')}</Notice>;

  return (
    <ul
      className={layout === 'grid' ? 'game-grid' : 'game-row'}
      data-testid={layout === 'grid' ? 'game-grid' : 'game-row'}
      aria-labelledby={labelledBy}
    >
      {shown.map((game, index) => (
        <li key={game.gameCode} className="game-collection__item">
          <GameTile
            game={game}
            eager={layout === 'grid' && index < FIRST_SCREEN_TILES}
            afterFirstPaint={layout === 'grid' && index >= FIRST_SCREEN_TILES}
            sizes={layout === 'grid' ? GRID_TILE_SIZES : ROW_TILE_SIZES}
          />
        </li>
      ))}
    </ul>
  );
}
