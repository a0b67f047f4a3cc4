import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RunningPromotions } from '../../features/content/components/running-promotions.tsx';
import { CollectionRows } from '../../features/games/components/collection-rows.tsx';
import { JackpotBanner } from '../../features/games/components/jackpot-banner.tsx';
import { PlayerGameRows } from '../../features/games/components/player-game-rows.tsx';
import { usePageMeta } from '../../lib/page-meta.ts';
import { usePopup } from '../../lib/popup.ts';
import { useSession } from '../../lib/session.tsx';
import './home.css';

export default function HomePage() {
  const { t } = useTranslation();
  const { isLoggedIn } = useSession();
  const { popupHref } = usePopup();
  usePageMeta(t('meta.default.title'), t('meta.default.description'));

  return (
    <div className="home">
      <section className={isLoggedIn ? 'home__hero home__hero--member' : 'home__hero'}>
        <div className="container home__hero-inner">
          <h1 className="home__title">{t('home.heroTitle')}</h1>
          <p className="home__text">{t('home.heroText')}</p>
          {isLoggedIn ? null : (
            <Link to={popupHref('signup')} className="btn btn-primary home__cta">
              {t('home.heroCta')}
            </Link>
          )}
        </div>
      </section>
      {/* The player's own rows first (recently played, favourites), then the console's collections. */}
      <PlayerGameRows />
      {/* Issue 25: the running promotions, after the first collection (games stay above the fold); issue
        30: the progressive jackpots just before them. */}
      <CollectionRows
        afterFirst={
          <>
            <JackpotBanner />
            <RunningPromotions />
          </>
        }
      />
    </div>
  );
}
