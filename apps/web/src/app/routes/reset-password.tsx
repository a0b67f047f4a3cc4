import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from './coming-soon-page.tsx';

export default function ResetPasswordPage() {
  const { t } = useTranslation();
  return (
    <ComingSoonPage
      title={t('pages.resetPassword.heading')}
      metaTitle={t('meta.resetPassword.title')}
      text={t('pages.resetPassword.text')}
    />
  );
}
