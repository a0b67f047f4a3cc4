import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from './coming-soon-page.tsx';

export default function KycPage() {
  const { t } = useTranslation();
  return (
    <ComingSoonPage
      title={t('pages.kyc.heading')}
      metaTitle={t('meta.kyc.title')}
      text={t('pages.kyc.text')}
      homeLink
    />
  );
}
