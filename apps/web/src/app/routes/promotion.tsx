import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from './coming-soon-page.tsx';

export default function PromotionPage() {
  const { t } = useTranslation();
  return (
    <ComingSoonPage
      title={t('pages.promotion.heading')}
      metaTitle={t('meta.promotion.title')}
      text={t('pages.promotion.text')}
    />
  );
}
