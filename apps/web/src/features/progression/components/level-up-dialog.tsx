import type { LevelClaimResponse, Progression } from '@casino/contract';
import { useTranslation } from 'react-i18next';
import './progression.css';
import { Link } from 'react-router';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FormError } from '../../../components/ui/form-error.tsx';
import { paths } from '../../../config/paths.ts';
import { useClaimLevels } from '../api/claim-levels.ts';
import { formatCount } from './format.ts';

/**
 * "Level up!": the levels reached whose rewards are waiting, the coins of each, and one button that
 * claims them (nothing is paid unseen: the player takes the reward here or on the VIP page). A
 * refused claim (a break, claimed in another tab) shows its catalogue text in the red box.
 */
export function LevelUpDialog({
  progression,
  onClose,
  onClaimed,
}: {
  progression: Progression;
  onClose: () => void;
  onClaimed: (result: LevelClaimResponse) => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const claim = useClaimLevels((result) => {
    onClaimed(result);
    onClose();
  });
  const levels = progression.unclaimedLevels;
  const total = levels.reduce((sum, l) => sum + l.reward, 0);
  return (
    <Dialog title={t('progression.levelUp.title')} testId="popup-level-up" onClose={onClose}>
      <div className="level-up">
        <p className="level-up__badge" aria-hidden="true">
          {progression.level}
        </p>
        <p className="level-up__lead" data-testid="level-up-lead">
          {t('progression.levelUp.lead', { level: progression.level })}
        </p>
        <ul className="level-up__list">
          {levels.map((l) => (
            <li key={l.level}>
              <span>{t('progression.level', { level: l.level })}</span>
              <span className="level-up__coins">
                {t('progression.coins', { amount: formatCount(l.reward, language) })}
              </span>
            </li>
          ))}
        </ul>
        <FormError error={claim.error} />
        <div className="level-up__actions">
          <button
            type="button"
            className="btn btn-primary"
            data-autofocus
            data-testid="level-up-claim"
            disabled={claim.isPending}
            onClick={() => claim.mutate()}
          >
            {t('progression.levelUp.claim', { amount: formatCount(total, language) })}
          </button>
          <Link to={paths.vip.getHref()} className="btn btn-secondary" onClick={onClose}>
            {t('progression.levelUp.seeVip')}
          </Link>
        </div>
      </div>
    </Dialog>
  );
}
