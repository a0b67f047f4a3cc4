import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from './coming-soon-page.tsx';

export default function BetHistoryPage() {
  const { t } = useTranslation();
  return (
    <ComingSoonPage
      title={t('pages.betHistory.heading')}
      metaTitle={t('meta.betHistory.title')}
      text={t('pages.betHistory.text')}
    />
  );
}
