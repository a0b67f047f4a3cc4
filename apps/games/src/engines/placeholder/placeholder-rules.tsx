import { useTranslation } from 'react-i18next';

export function PlaceholderRules() {
  const { t } = useTranslation();
  return (
    <>
      <h3>{t('engines.placeholder.name')}</h3>
      <p>{t('engines.placeholder.rules')}</p>
    </>
  );
}
