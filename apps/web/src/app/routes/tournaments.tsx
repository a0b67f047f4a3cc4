import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from './coming-soon-page.tsx';

export default function TournamentsPage() {
  const { t } = useTranslation();
  return (
    <ComingSoonPage
      title={t('pages.tournaments.heading')}
      metaTitle={t('meta.tournaments.title')}
      description={t('meta.tournaments.description')}
      text={t('pages.tournaments.text')}
    />
  );
}
