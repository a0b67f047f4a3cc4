import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form.tsx';
import { usePageMeta } from '../../lib/page-meta.ts';

/** The page a password-reset e-mail links to: `/reset-password?token=…&email=…`. */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  usePageMeta(t('meta.resetPassword.title'), t('meta.default.description'));
  return (
    <div className="container">
      <PageHeader title={t('pages.resetPassword.heading')} />
      <ResetPasswordForm token={searchParams.get('token')} email={searchParams.get('email')} />
    </div>
  );
}
