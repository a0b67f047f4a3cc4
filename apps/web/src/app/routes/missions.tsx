import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Notice } from '../../components/ui/notice.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { MissionBoard } from '../../features/missions/components/mission-board.tsx';
import { BALANCE_QUERY_KEY } from '../../features/wallet/api/get-balance.ts';
import { showRewardToast } from '../../features/wallet/components/reward-toast.tsx';
import { toLanguageCode } from '../../lib/i18n.ts';
import { usePageMeta } from '../../lib/page-meta.ts';
import { usePopup } from '../../lib/popup.ts';
import { useSession } from '../../lib/session.tsx';

/** /missions (issue 30): the player's daily and weekly missions; a reward claimed refreshes the balance. */
export default function MissionsPage() {
  const { t, i18n } = useTranslation();
  const language = toLanguageCode(i18n.resolvedLanguage ?? i18n.language);
  const { player, isPending } = useSession();
  const { popupHref } = usePopup();
  const queryClient = useQueryClient();
  usePageMeta(t('meta.missions.title'), t('meta.default.description'));
  const claimed = (reward: number) => {
    void queryClient.invalidateQueries({ queryKey: BALANCE_QUERY_KEY });
    showRewardToast(reward, language);
  };
  return (
    <div className="container">
      <PageHeader title={t('pages.missions.heading')} lead={t('pages.missions.lead')} />
      {player ? (
        <MissionBoard language={language} onClaimed={claimed} />
      ) : isPending ? (
        <Spinner />
      ) : (
        <Notice
          testId="missions-logged-out"
          action={
            <Link to={popupHref('login')} className="btn btn-primary">
              {t('header.login')}
            </Link>
          }
        >
          {t('pages.missions.loggedOut')}
        </Notice>
      )}
    </div>
  );
}
