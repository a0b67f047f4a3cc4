import { StaticArticle } from '../../features/static-pages/components/static-page.tsx';

export default function AboutPage() {
  return <StaticArticle page="about" />;
}
