import { ContentArticle } from '../../features/content/components/content-article.tsx';

/** Also shown at /app-about (SPEC §2). */
export default function AboutPage() {
  return <ContentArticle slug="about" />;
}
