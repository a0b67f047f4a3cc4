import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LogoFull } from '../../components/ui/logo.tsx';
import { paths } from '../../config/paths.ts';
import { usePageMeta } from '../../lib/page-meta.ts';
import './not-found.css';

/** Anything else (SPEC §2): outside the frame, with a way home. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  usePageMeta(t('meta.notFound.title'), t('meta.default.description'));
  return (
    <div className="not-found" data-testid="not-found">
      <Link to={paths.home.getHref()} aria-label={t('brand.logoLabel')} className="not-found__logo">
        <LogoFull always />
      </Link>
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1>{t('pages.notFound.heading')}</h1>
      <p className="not-found__text">{t('pages.notFound.text')}</p>
      <Link to={paths.home.getHref()} className="btn btn-primary">
        {t('common.backHome')}
      </Link>
    </div>
  );
}
