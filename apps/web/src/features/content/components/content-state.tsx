import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Notice } from '../../../components/ui/notice.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';

/** Loading, not found or failed: the states a content page shows before (or instead of) its text. */
export function ContentState({ isPending, error }: { isPending: boolean; error: unknown }) {
  const { t } = useTranslation();
  if (isPending) return <Spinner className="content-page__spinner" />;
  const notFound = error instanceof ApiError && error.status === 404;
  return (
    <>
      <PageHeader title={notFound ? t('content.notFoundHeading') : t('pages.error.heading')} />
      <Notice
        tone={notFound ? 'neutral' : 'error'}
        testId={notFound ? 'content-not-found' : 'content-error'}
        action={
          <Link to={paths.home.getHref()} className="btn btn-secondary">
            {t('common.backHome')}
          </Link>
        }
      >
        {notFound ? t('content.notFound') : errorText(t, error)}
      </Notice>
    </>
  );
}
