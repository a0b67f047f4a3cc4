import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Notice } from '../../../components/ui/notice.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { useSession } from '../../../lib/session.tsx';
import { useKyc } from '../api/get-kyc.ts';
import { KycForm } from './kyc-form.tsx';
import { KycStatus } from './kyc-status.tsx';
import './kyc.css';

/** The /kyc page's content: sign-in first; then the status, and the form while there is nothing open. */
export function KycPanel() {
  const { t } = useTranslation();
  const { isLoggedIn, isPending: sessionPending } = useSession();
  const kyc = useKyc(isLoggedIn);

  if (!isLoggedIn) {
    if (sessionPending) return <Spinner />;
    return (
      <Notice
        testId="kyc-logged-out"
        action={
          <Link to={`${paths.kyc.getHref()}?popup=login`} className="btn btn-primary">
            {t('header.login')}
          </Link>
        }
      >
        {t('kyc.loggedOut')}
      </Notice>
    );
  }
  if (kyc.isPending) return <Spinner />;
  if (kyc.isError) return <Notice tone="error">{t('errors.TECHNICAL_ERROR')}</Notice>;
  const state = kyc.data;
  const canSubmit = state.status === 'unverified' || state.status === 'rejected';
  return (
    <>
      <section className="kyc-card" aria-labelledby="kyc-status-title">
        <h2 id="kyc-status-title" className="kyc-card__title">
          {t('kyc.statusTitle')}
        </h2>
        <KycStatus state={state} />
      </section>
      {canSubmit ? (
        <section className="kyc-card" aria-labelledby="kyc-form-title">
          <h2 id="kyc-form-title" className="kyc-card__title">
            {t('kyc.formTitle')}
          </h2>
          <KycForm details={state.details} />
        </section>
      ) : null}
    </>
  );
}
