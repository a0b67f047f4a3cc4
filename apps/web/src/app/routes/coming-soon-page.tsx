import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Notice } from '../../components/ui/notice.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { paths } from '../../config/paths.ts';
import { usePageMeta } from '../../lib/page-meta.ts';

interface ComingSoonPageProps {
  title: string;
  metaTitle: string;
  /** Meta description and lead paragraph; the site's default description when absent. */
  description?: string;
  text: string;
  /** Frameless pages have no navigation, so they offer a way home. */
  homeLink?: boolean;
}

/** A page whose content arrives in a later issue: its real title and an honest state, no fake data. */
export function ComingSoonPage({
  title,
  metaTitle,
  description,
  text,
  homeLink = false,
}: ComingSoonPageProps) {
  const { t } = useTranslation();
  usePageMeta(metaTitle, description ?? t('meta.default.description'));
  return (
    <div className="container">
      <PageHeader title={title} lead={description} />
      <Notice
        testId="coming-soon"
        action={
          homeLink ? (
            <Link to={paths.home.getHref()} className="btn btn-secondary">
              {t('common.backHome')}
            </Link>
          ) : undefined
        }
      >
        {text}
      </Notice>
    </div>
  );
}
