import { useTranslation } from 'react-i18next';
import { GiftIcon } from '../../../components/ui/icons.tsx';
import { usePopup } from '../../../lib/popup.ts';
import { useCountdown } from '../../../lib/use-countdown.ts';
import { useBalance } from '../api/get-balance.ts';
import { formatClock, fractionLeft, splitDuration } from '../utils/bonus-timing.ts';
import { useDailyBonusClaim } from './use-daily-bonus-claim.ts';
import './daily-bonus-button.css';

export type DailyBonusState = 'ready' | 'waiting' | 'claiming';

const RADIUS = 21;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/**
 * The round daily-bonus button (SPEC §2, §4; LOOK.md). Ready when the balance says canClaimBonus or the
 * countdown to nextClaim has run out (ticking each second); while waiting, a gold ring shows the share
 * of the wait still ahead and the caption counts down hh:mm:ss. A click claims once: a guard blocks
 * further clicks until the request settles (or 5 minutes pass), then the reward toast and the
 * refreshed balance (the header pill counts up) and the login calendar's popup (issue 30) with the day
 * claimed. While waiting a click opens that popup (the calendar and the countdown); it never claims.
 * Rendered twice (header, tab bar); CSS shows one.
 */
export function DailyBonusButton({ variant }: { variant: 'header' | 'tab' }) {
  const { t } = useTranslation();
  const { data } = useBalance();
  const { claim, claiming } = useDailyBonusClaim();
  const { openPopup } = usePopup();
  const secondsLeft = useCountdown(data?.nextClaim ?? null);

  const canClaim = data !== undefined && (data.canClaimBonus || secondsLeft === 0);
  const state: DailyBonusState = claiming ? 'claiming' : canClaim ? 'ready' : 'waiting';

  const onClick = () => {
    if (state === 'ready') claim();
    else if (state === 'waiting' && data !== undefined) void openPopup('daily-bonus');
  };

  const { hours, minutes, seconds } = splitDuration(secondsLeft);
  const label =
    data === undefined
      ? t('wallet.bonusLoading')
      : state === 'claiming'
        ? t('wallet.bonusClaiming')
        : state === 'ready'
          ? t('wallet.bonusClaim')
          : hours > 0
            ? t('wallet.bonusNextHours', { hours, minutes })
            : minutes > 0
              ? t('wallet.bonusNextMinutes', { minutes, seconds })
              : t('wallet.bonusNextSeconds', { seconds });
  const left =
    state === 'waiting' ? fractionLeft(secondsLeft, data?.lastClaimed ?? null, data?.nextClaim ?? null) : 0;
  const caption =
    state === 'waiting' && data !== undefined ? formatClock(secondsLeft) : t('wallet.bonusShort');

  return (
    <button
      type="button"
      className={`bonus-button bonus-button--${variant} bonus-button--${state}`}
      data-testid="daily-bonus"
      data-state={state}
      aria-label={label}
      aria-disabled={state === 'claiming' || data === undefined}
      aria-haspopup={state === 'waiting' ? 'dialog' : undefined}
      aria-busy={state === 'claiming' || data === undefined}
      onClick={onClick}
    >
      <span className="bonus-button__disc">
        <svg className="bonus-button__ring" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
          <circle className="bonus-button__track" cx="24" cy="24" r={RADIUS} />
          {state === 'waiting' && data !== undefined ? (
            <circle
              className="bonus-button__progress"
              cx="24"
              cy="24"
              r={RADIUS}
              strokeDasharray={CIRCUMFERENCE}
              strokeDashoffset={CIRCUMFERENCE * (1 - left)}
              data-testid="daily-bonus-ring"
            />
          ) : null}
        </svg>
        <GiftIcon className="bonus-button__icon" />
      </span>
      <span className="bonus-button__caption" aria-hidden="true">
        {caption}
      </span>
    </button>
  );
}
