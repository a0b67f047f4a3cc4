import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../lib/page-meta.ts';

/** Shown when a page throws or its code chunk fails to load (e.g. after a deploy). */
export function RouteError() {
  const { t } = useTranslation();
  usePageMeta(t('meta.error.title'));
  return (
    <main id="main" className="container" role="alert">
      <h1>{t('pages.error.heading')}</h1>
      <p>{t('pages.error.text')}</p>
      <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
        {t('pages.error.reload')}
      </button>
    </main>
  );
}
