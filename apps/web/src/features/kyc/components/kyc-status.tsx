import type { KycState } from '@casino/contract';
import { useTranslation } from 'react-i18next';
import './kyc.css';

/** The verification status as a badge with a line of explanation (the KYC page and settings). */
export function KycStatus({ state }: { state: Pick<KycState, 'status' | 'reason'> }) {
  const { t } = useTranslation();
  return (
    <div
      className={`kyc-status kyc-status--${state.status}`}
      data-testid="kyc-status"
      data-status={state.status}
    >
      <p className="kyc-status__badge" role="status">
        {t(`kyc.status.${state.status}`)}
      </p>
      <p className="kyc-status__text">{t(`kyc.statusText.${state.status}`)}</p>
      {state.status === 'rejected' && state.reason ? (
        <p className="kyc-status__reason" data-testid="kyc-reason">
          {t('kyc.reason')}: {state.reason}
        </p>
      ) : null}
    </div>
  );
}
