import { useTranslation } from 'react-i18next';

export function RouletteRules() {
  const { t } = useTranslation();
  return (
    <>
      <h3>{t('roulette.name')}</h3>
      <p>{t('roulette.rules')}</p>
    </>
  );
}
