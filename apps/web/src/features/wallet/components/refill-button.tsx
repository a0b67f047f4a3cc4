import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify/unstyled';
import { errorText } from '../../../lib/error-text.ts';
import { toLanguageCode } from '../../../lib/i18n.ts';
import { useCountdown } from '../../../lib/use-countdown.ts';
import { useClaimRefill, useRefillStatus } from '../api/refill.ts';
import { formatClock } from '../utils/bonus-timing.ts';
import { formatNumber } from '../../../lib/format-coins.ts';
import { showRewardToast } from './reward-toast.tsx';
import './refill-button.css';

/**
 * The refill when coins run out (issue 30), beside the header's balance: shown only to a player whose
 * balance is below the refill's threshold and who has no daily bonus to claim. Ready, it says how many
 * coins a click gives; after a refill it counts down to the next one. The server decides (409 codes).
 */
export function RefillButton() {
  const { t, i18n } = useTranslation();
  const language = toLanguageCode(i18n.resolvedLanguage ?? i18n.language);
  const status = useRefillStatus();
  const claim = useClaimRefill();
  const secondsLeft = useCountdown(status.data?.availableAt ?? null);
  const data = status.data;
  if (!data || data.blockedBy === 'BALANCE_NOT_LOW' || data.blockedBy === 'DAILY_BONUS_AVAILABLE')
    return null;
  const ready = data.canClaim || secondsLeft === 0;
  const amount = formatNumber(data.amount, language);
  const label = ready ? t('refill.claim', { amount }) : t('refill.next', { time: formatClock(secondsLeft) });
  const onClick = () => {
    if (!ready || claim.isPending) return;
    claim.mutateAsync().then(
      ({ bonus }) => showRewardToast(bonus, language),
      (error: unknown) => void toast.error(errorText(t, error), { toastId: 'refill-error' }),
    );
  };
  return (
    <button
      type="button"
      className={`refill-button refill-button--${ready ? 'ready' : 'waiting'}`}
      data-testid="refill-button"
      data-state={ready ? 'ready' : 'waiting'}
      aria-disabled={!ready || claim.isPending}
      aria-busy={claim.isPending}
      aria-label={label}
      title={t('refill.rule', {
        amount,
        below: formatNumber(data.below, language),
        hours: data.intervalHours,
      })}
      onClick={onClick}
    >
      {/* On phones the word goes (the header is full); the accessible name keeps it. */}
      <span className="refill-button__word">{t('refill.word')} </span>
      {ready ? `+${amount}` : formatClock(secondsLeft)}
    </button>
  );
}
