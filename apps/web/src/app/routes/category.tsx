import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { useFavourites, useRecentGames } from '../../features/games/api/favourites.ts';
import { GameCollection } from '../../features/games/components/game-collection.tsx';
import { GameFilters, isGameFilter } from '../../features/games/components/game-filters.tsx';
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
  const tag = (useParams().gameTag ?? '').toLowerCase();
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
          onChange={(next) => setParams(next === 'all' ? {} : { filter: next }, { replace: true })}
        />
      ) : null}
      <GameCollection
        tag={tag === ALL ? undefined : tag}
        codes={codes}
        emptyText={filter === 'all' ? undefined : t(`lobby.${filter}.empty`)}
        layout="grid"
        labelledBy={headingId}
      />
    </div>
  );
}
