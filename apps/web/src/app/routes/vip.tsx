import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Notice } from '../../components/ui/notice.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { QueryErrorNotice } from '../../components/ui/query-error-notice.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useProgression } from '../../features/progression/api/get-progression.ts';
import { TierCard } from '../../features/progression/components/tier-card.tsx';
import { VipRules } from '../../features/progression/components/vip-rules.tsx';
import { BALANCE_QUERY_KEY } from '../../features/wallet/api/get-balance.ts';
import { showRewardToast } from '../../features/wallet/components/reward-toast.tsx';
import { toLanguageCode } from '../../lib/i18n.ts';
import { usePageMeta } from '../../lib/page-meta.ts';
import { usePopup } from '../../lib/popup.ts';
import { useSession } from '../../lib/session.tsx';

/** Issue 30: the player's level and VIP tier, and the rules of both (stated to everyone, signed in or not). */
export default function VipPage() {
  const { t, i18n } = useTranslation();
  const { player, isPending } = useSession();
  const { popupHref } = usePopup();
  const progression = useProgression();
  const queryClient = useQueryClient();
  usePageMeta(t('meta.vip.title'), t('meta.vip.description'));
  const onClaimed = (coins: number) => {
    void queryClient.invalidateQueries({ queryKey: BALANCE_QUERY_KEY });
    showRewardToast(coins, toLanguageCode(i18n.resolvedLanguage ?? i18n.language));
  };

  return (
    <div className="container vip-page">
      <PageHeader title={t('pages.vip.heading')} lead={t('pages.vip.lead')} />
      {player ? (
        progression.data ? (
          <TierCard progression={progression.data} onClaimed={onClaimed} />
        ) : progression.isError ? (
          <QueryErrorNotice
            error={progression.error}
            onRetry={() => progression.refetch()}
            testId="vip-error"
          />
        ) : (
          <Spinner />
        )
      ) : isPending ? (
        <Spinner />
      ) : (
        <Notice
          testId="vip-logged-out"
          action={
            <Link to={popupHref('login')} className="btn btn-primary">
              {t('header.login')}
            </Link>
          }
        >
          {t('pages.vip.loggedOut')}
        </Notice>
      )}
      <VipRules current={progression.data?.tier} />
    </div>
  );
}
