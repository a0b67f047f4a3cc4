import { ContentArticle } from '../../features/content/components/content-article.tsx';

/** Also shown at /privacy-policy, /app-terms and /app-privacy-policy (SPEC §2). */
export default function TermsPage() {
  return <ContentArticle slug="terms-of-use" />;
}
