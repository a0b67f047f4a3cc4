import type { ContentPageSlug } from '@casino/contract';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useContentPage } from '../api/get-content-page.ts';
import { ContentHtml } from './content-html.tsx';
import { ContentState } from './content-state.tsx';
import './content-page.css';

/** The title a page has until its text arrives (and if it never does). */
const LOADING_META = {
  about: 'meta.about.title',
  'terms-of-use': 'meta.terms.title',
  'contact-us': 'meta.contact.title',
} as const satisfies Record<ContentPageSlug, string>;

/**
 * A static page of SPEC §2 (about, terms of use, contact us and their app-* and password-reset
 * variants) from the content store, in the site's language: its title and description become the
 * document's <title> and meta description.
 */
export function ContentArticle({ slug }: { slug: ContentPageSlug }) {
  const { t } = useTranslation();
  const page = useContentPage(slug);
  usePageMeta(
    page.data ? t('meta.page.title', { title: page.data.title }) : t(LOADING_META[slug]),
    page.data?.description || t('meta.default.description'),
  );
  return (
    <article
      className="content-page container"
      data-testid={`content-page-${slug}`}
      lang={page.data?.language}
    >
      {page.data ? (
        <>
          <PageHeader title={page.data.title} />
          <ContentHtml html={page.data.html} testId="content-body" />
        </>
      ) : (
        <ContentState isPending={page.isPending} error={page.error} />
      )}
    </article>
  );
}
