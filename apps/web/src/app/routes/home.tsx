import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { RunningPromotions } from '../../features/content/components/running-promotions.tsx';
import { GameCollection } from '../../features/games/components/game-collection.tsx';
import { PlayerGameRows } from '../../features/games/components/player-game-rows.tsx';
import { usePageMeta } from '../../lib/page-meta.ts';
import { usePopup } from '../../lib/popup.ts';
import { useSession } from '../../lib/session.tsx';
import './home.css';

const SECTIONS = ['featured', 'slot', 'live'] as const;
const ROW_LIMIT = 14;

function HomeSection({ tag }: { tag: (typeof SECTIONS)[number] }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className="home__section container" aria-labelledby={headingId}>
      <div className="home__section-head">
        <h2 id={headingId}>{t(`home.${tag}`)}</h2>
        <Link to={paths.category.getHref(tag)} className="home__see-all">
          {t('common.seeAll')}
          <span className="visually-hidden"> ({t(`home.${tag}`)})</span>
        </Link>
      </div>
      <GameCollection tag={tag} layout="row" labelledBy={headingId} limit={ROW_LIMIT} />
    </section>
  );
}

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
      <PlayerGameRows />
      {/* Issue 25: the running promotions, after the first row of games (games stay above the fold). */}
      <HomeSection tag={SECTIONS[0]} />
      <RunningPromotions />
      {SECTIONS.slice(1).map((tag) => (
        <HomeSection key={tag} tag={tag} />
      ))}
    </div>
  );
}
