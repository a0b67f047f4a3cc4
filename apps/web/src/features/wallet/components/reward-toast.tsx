import type { LanguageCode } from '@casino/contract';
import i18next from 'i18next';
import { toast } from 'react-toastify/unstyled';
import { formatNumber } from '../../../lib/format-coins.ts';
import { CoinIcon } from '../../../components/ui/coin-icon.tsx';
import './reward-toast.css';

/** The reward moment (LOOK.md): one short gold burst around a coin, then calm. */
function RewardBurst() {
  return (
    <span className="reward-burst" aria-hidden="true">
      <span className="reward-burst__ring" />
      <CoinIcon className="reward-burst__coin" />
    </span>
  );
}

/** "You received 1,000 coins!" with the burst; an imperative toast so it survives unmounting popups. */
export function showRewardToast(bonus: number, language: LanguageCode): void {
  const text = i18next.t('wallet.reward', { amount: formatNumber(bonus, language), lng: language });
  toast.success(<span data-testid="reward-toast">{text}</span>, {
    icon: <RewardBurst />,
    className: 'reward-toast',
  });
}
