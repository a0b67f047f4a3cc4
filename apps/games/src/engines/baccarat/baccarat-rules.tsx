import { useTranslation } from 'react-i18next';

export function BaccaratRules() {
  const { t } = useTranslation();
  return (
    <>
      <h3>{t('baccarat.name')}</h3>
      <p>{t('baccarat.rules')}</p>
    </>
  );
}
