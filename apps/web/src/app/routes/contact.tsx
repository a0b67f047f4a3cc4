import { ContentArticle } from '../../features/content/components/content-article.tsx';

/** Also shown at /app-contact-us, /password_reset and /app-password-reset (SPEC §2). */
export default function ContactPage() {
  return <ContentArticle slug="contact-us" />;
}
