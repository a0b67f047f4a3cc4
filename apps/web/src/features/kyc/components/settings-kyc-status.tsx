import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useKyc } from '../api/get-kyc.ts';
import { KycStatus } from './kyc-status.tsx';

/** The settings page's identity-verification line: the status and a way to the /kyc page. */
export function KycStatusCard() {
  const { t } = useTranslation();
  const kyc = useKyc(true);
  if (!kyc.data) return null;
  return (
    <section className="kyc-card" aria-labelledby="settings-kyc-title" data-testid="settings-kyc">
      <h2 id="settings-kyc-title" className="kyc-card__title">
        {t('kyc.heading')}
      </h2>
      <KycStatus state={kyc.data} />
      <p className="kyc-page__home">
        <Link to={paths.kyc.getHref()}>{t('kyc.openPage')}</Link>
      </p>
    </section>
  );
}
