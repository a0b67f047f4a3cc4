import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useSession } from '../../../lib/session.tsx';
import { useFavourites, useRecentGames } from '../api/favourites.ts';
import { GameCollection } from './game-collection.tsx';

const ROW_LIMIT = 20;

function PlayerRow({ kind, codes }: { kind: 'favourites' | 'recent'; codes: readonly string[] | undefined }) {
  const { t } = useTranslation();
  const headingId = useId();
  // A row with nothing in it is not shown: a new player's first screen is games, not two empty
  // rows (held sideways they pushed every game below the fold).
  if (!codes || codes.length === 0) return null;
  return (
    <section className="home__section container" aria-labelledby={headingId} data-testid={`home-${kind}`}>
      <div className="home__section-head">
        <h2 id={headingId}>{t(`lobby.${kind}.title`)}</h2>
        <Link to={paths.category.getHref('all', kind)} className="home__see-all">
          {t('common.seeAll')}
          <span className="visually-hidden"> ({t(`lobby.${kind}.title`)})</span>
        </Link>
      </div>
      <GameCollection codes={codes} layout="row" labelledBy={headingId} limit={ROW_LIMIT} />
    </section>
  );
}

/**
 * The signed-in player's own rows on the home page (issue 29): recently played (the last 20 games of
 * their rounds) and favourites, both from the server so they follow the player across devices. Each
 * shows once it has a game; the category page's filter says when a list is empty.
 */
export function PlayerGameRows() {
  const { player } = useSession();
  const favourites = useFavourites();
  const recent = useRecentGames();
  if (player === null) return null;
  return (
    <>
      <PlayerRow kind="recent" codes={recent.data?.gameCodes} />
      <PlayerRow kind="favourites" codes={favourites.data?.gameCodes} />
    </>
  );
}
