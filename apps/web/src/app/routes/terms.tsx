import { StaticArticle } from '../../features/static-pages/components/static-page.tsx';

/** Also shown at /privacy-policy and /app-privacy-policy (SPEC §2). */
export default function TermsPage() {
  return <StaticArticle page="terms" />;
}
