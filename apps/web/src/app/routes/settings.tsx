import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session.tsx';
import { ComingSoonPage } from './coming-soon-page.tsx';

export default function SettingsPage() {
  const { t } = useTranslation();
  const { isLoggedIn } = useSession();
  return (
    <ComingSoonPage
      title={t('pages.settings.heading')}
      metaTitle={t('meta.settings.title')}
      text={isLoggedIn ? t('pages.settings.text') : t('pages.settings.loggedOut')}
    />
  );
}
