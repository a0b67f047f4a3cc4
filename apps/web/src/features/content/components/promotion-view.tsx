import type { PromotionResponse, RedeemPromoCodeResponse } from '@casino/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { usePromotion } from '../api/get-promotion.ts';
import { ContentHtml } from './content-html.tsx';
import { ContentState } from './content-state.tsx';
import { PromoCodeForm } from './promo-code-form.tsx';
import { PromotionCountdown, usePromotionPhase } from './promotion-countdown.tsx';
import './content-page.css';
import './promotion-view.css';

interface PromotionViewProps {
  slug: string;
  /** Called after a promo code paid (the app refreshes the balance). */
  onRedeemed?: (result: RedeemPromoCodeResponse) => void;
  /**
   * A slot under the promotion's text for the raffle promotional list (issue 13 passes it in from the
   * route; this feature knows nothing of raffles).
   */
  extra?: ReactNode;
}

function formatDate(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

function PromotionBody({
  promotion,
  onRedeemed,
  extra,
}: { promotion: PromotionResponse } & Omit<PromotionViewProps, 'slug'>) {
  const { t, i18n } = useTranslation();
  const phase = usePromotionPhase(promotion.startDate, promotion.endDate);
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (
    <>
      {promotion.bannerUrl ? (
        <img className="promotion__banner" src={promotion.bannerUrl} alt="" width={1200} height={400} />
      ) : null}
      <PageHeader title={promotion.title} lead={promotion.description || undefined}>
        <p className={`promotion__status promotion__status--${phase}`} data-testid="promotion-status">
          {t(`promotion.status.${phase}`)}
        </p>
      </PageHeader>
      <dl className="promotion__facts">
        <div>
          <dt>{t('promotion.period')}</dt>
          <dd data-testid="promotion-period">
            <time dateTime={promotion.startDate}>{formatDate(promotion.startDate, language)}</time>
            {' – '}
            <time dateTime={promotion.endDate}>{formatDate(promotion.endDate, language)}</time>
          </dd>
        </div>
        <PromotionCountdown startDate={promotion.startDate} endDate={promotion.endDate} />
      </dl>
      <ContentHtml html={promotion.html} testId="promotion-body" />
      {phase !== 'ended' ? (
        <p className="promotion__cta">
          <Link to={promotion.ctaPath} className="btn btn-primary" data-testid="promotion-cta">
            {promotion.ctaLabel ?? t('promotion.ctaDefault')}
          </Link>
        </p>
      ) : null}
      {promotion.hasPromoCode && phase === 'active' ? <PromoCodeForm onRedeemed={onRedeemed} /> : null}
      {extra}
      {promotion.termsHtml ? (
        <section className="promotion__terms" aria-labelledby="promotion-terms-heading">
          <h2 id="promotion-terms-heading">{t('promotion.terms')}</h2>
          <ContentHtml html={promotion.termsHtml} testId="promotion-terms" />
        </section>
      ) : null}
    </>
  );
}

/** /promotions/{promoslug}: banner, dates, countdown, text, call to action, promo code, terms. */
export function PromotionView({ slug, onRedeemed, extra }: PromotionViewProps) {
  const { t } = useTranslation();
  const promotion = usePromotion(slug);
  usePageMeta(
    promotion.data ? t('meta.page.title', { title: promotion.data.title }) : t('meta.promotion.title'),
    promotion.data?.description || t('meta.default.description'),
  );
  return (
    <article
      className="content-page promotion container"
      data-testid="promotion-page"
      lang={promotion.data?.language}
    >
      {promotion.data ? (
        <PromotionBody promotion={promotion.data} onRedeemed={onRedeemed} extra={extra} />
      ) : (
        <ContentState isPending={promotion.isPending} error={promotion.error} />
      )}
    </article>
  );
}
