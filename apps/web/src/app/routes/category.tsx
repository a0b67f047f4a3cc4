import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { useFavourites, useRecentGames } from '../../features/games/api/favourites.ts';
import { gamesWithTag, useGames } from '../../features/games/api/get-games.ts';
import { CatalogueFilters } from '../../features/games/components/catalogue-filters.tsx';
import { GameCollection } from '../../features/games/components/game-collection.tsx';
import { GameFilters, isGameFilter } from '../../features/games/components/game-filters.tsx';
import {
  filterGames,
  isFiltered,
  parseCatalogueFilter,
  withCatalogueFilter,
} from '../../features/games/utils/game-filter.ts';
import { usePageMeta } from '../../lib/page-meta.ts';
import { useSession } from '../../lib/session.tsx';

const KNOWN_TAGS = ['featured', 'slot', 'live'] as const;
type KnownTag = (typeof KNOWN_TAGS)[number];
/** `/category/all`: every game (the favourites and recently played rows' "see all"). */
const ALL = 'all';

function isKnownTag(tag: string): tag is KnownTag {
  return (KNOWN_TAGS as readonly string[]).includes(tag);
}

export default function CategoryPage() {
  const { t } = useTranslation();
  const headingId = useId();
  const { isLoggedIn } = useSession();
  const [params, setParams] = useSearchParams();
  const favourites = useFavourites();
  const recent = useRecentGames();
  const games = useGames();
  const tag = (useParams().gameTag ?? '').toLowerCase();
  // Issue 29: type, feature and volatility from the URL, so a reload or a shared link keeps them.
  const facets = parseCatalogueFilter(params);
  const pageGames = games.data ? (tag === ALL ? games.data : gamesWithTag(games.data, tag)) : [];
  const known = isKnownTag(tag) ? tag : null;
  const heading = known
    ? t(`category.${known}.heading`)
    : tag === ALL
      ? t('lobby.allGames')
      : t('category.generic.heading');
  const description = known ? t(`category.${known}.description`) : t('category.generic.description');
  usePageMeta(
    known ? t(`meta.${known}.title`) : t('meta.category.title'),
    known ? t(`meta.${known}.description`) : t('meta.default.description'),
  );
  const asked = params.get('filter');
  const filter = isLoggedIn && isGameFilter(asked) ? asked : 'all';
  const codes =
    filter === 'favourites'
      ? (favourites.data?.gameCodes ?? [])
      : filter === 'recent'
        ? (recent.data?.gameCodes ?? [])
        : undefined;

  return (
    <div className="container">
      <PageHeader title={heading} titleId={headingId} lead={description} />
      {isLoggedIn ? (
        <GameFilters
          value={filter}
          onChange={(next) => {
            const kept = withCatalogueFilter(new URLSearchParams(), facets);
            if (next !== 'all') kept.set('filter', next);
            setParams(kept, { replace: true });
          }}
        />
      ) : null}
      <CatalogueFilters
        games={pageGames}
        value={facets}
        onChange={(next) => setParams(withCatalogueFilter(params, next), { replace: true })}
      />
      <GameCollection
        tag={tag === ALL ? undefined : tag}
        codes={codes}
        select={isFiltered(facets) ? (list) => filterGames(list, facets) : undefined}
        emptyText={
          isFiltered(facets)
            ? t('lobby.facets.empty')
            : filter === 'all'
              ? undefined
              : t(`lobby.${filter}.empty`)
        }
        layout="grid"
        labelledBy={headingId}
      />
    </div>
  );
}
