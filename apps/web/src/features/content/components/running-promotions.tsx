import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useRunningPromotions } from '../api/get-running-promotions.ts';
import '../../../components/ui/card-strip.css';
import './running-promotions.css';

/** Cards a loading row holds: the row keeps its height (one strip of fixed-height cards). */
const LOADING_CARDS = 3;

/**
 * The running promotions as cards leading to /promotions/{slug} (issue 25: players could not find
 * them). One horizontally scrolling strip of fixed-height cards; while loading the heading and empty
 * cards of the same size hold its place, so nothing below moves when the answer comes (no layout shift).
 * Nothing at all on an error or when none runs.
 */
export function RunningPromotions() {
  const { t } = useTranslation();
  const headingId = useId();
  const promotions = useRunningPromotions();
  const items = promotions.data?.items ?? [];
  if (promotions.isPending)
    return (
      <section className="running-promotions container" aria-labelledby={headingId} aria-busy="true">
        <h2 id={headingId}>{t('promotions.heading')}</h2>
        <ul className="card-strip running-promotions__list" data-testid="home-promotions-loading">
          {Array.from({ length: LOADING_CARDS }, (_, i) => (
            <li key={i}>
              <span className="card-strip__card card-strip__card--placeholder running-promotions__card" />
            </li>
          ))}
        </ul>
      </section>
    );
  if (items.length === 0) return null;
  return (
    <section
      className="running-promotions container"
      aria-labelledby={headingId}
      data-testid="home-promotions"
    >
      <h2 id={headingId}>{t('promotions.heading')}</h2>
      <ul className="card-strip running-promotions__list">
        {items.map((item) => (
          <li key={item.slug}>
            <Link
              to={paths.promotion.getHref(item.slug)}
              className="card-strip__card running-promotions__card"
              data-testid="home-promotion"
              data-slug={item.slug}
            >
              <span className="running-promotions__title" lang={item.language}>
                {item.title}
              </span>
              {item.description ? (
                <span className="running-promotions__description" lang={item.language}>
                  {item.description}
                </span>
              ) : null}
              <span className="running-promotions__more" aria-hidden="true">
                {t('promotions.more')}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The running promotions as footer links (the same query: one request for both). */
export function PromotionLinks() {
  const promotions = useRunningPromotions();
  return (promotions.data?.items ?? []).map((item) => (
    <li key={item.slug}>
      <Link to={paths.promotion.getHref(item.slug)} data-testid="footer-promotion" lang={item.language}>
        {item.title}
      </Link>
    </li>
  ));
}
