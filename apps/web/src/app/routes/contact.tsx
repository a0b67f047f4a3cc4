import { ContactArticle } from '../../features/static-pages/components/static-page.tsx';

/** Also shown at /password_reset and /app-password-reset (SPEC §2). */
export default function ContactPage() {
  return <ContactArticle />;
}
