import { useIsMutating, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify/unstyled';
import { GiftIcon } from '../../../components/ui/icons.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { toLanguageCode } from '../../../lib/i18n.ts';
import { useCountdown } from '../../../lib/use-countdown.ts';
import { CLAIM_DAILY_BONUS_MUTATION_KEY, useClaimDailyBonus } from '../api/claim-daily-bonus.ts';
import { useBalance } from '../api/get-balance.ts';
import { BONUS_CLICK_GUARD_MS, formatClock, fractionLeft, splitDuration } from '../utils/bonus-timing.ts';
import { showRewardToast } from './reward-toast.tsx';
import './daily-bonus-button.css';

export type DailyBonusState = 'ready' | 'waiting' | 'claiming';

/**
 * The click guard, one per app (query client): both copies of the button (header and tab bar) share it,
 * so no sequence of clicks on either sends a second claim while one is under way.
 */
const guards = new WeakMap<QueryClient, number>();

function takeGuard(client: QueryClient): (() => void) | null {
  if (guards.has(client)) return null;
  const release = () => {
    window.clearTimeout(guards.get(client));
    guards.delete(client);
  };
  guards.set(client, window.setTimeout(release, BONUS_CLICK_GUARD_MS));
  return release;
}

const RADIUS = 21;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/**
 * The round daily-bonus button (SPEC §2, §4; LOOK.md). Ready when the balance says canClaimBonus or the
 * countdown to nextClaim has run out (ticking each second); while waiting, a gold ring shows the share
 * of the wait still ahead and the caption counts down hh:mm:ss. A click claims once: a guard blocks
 * further clicks until the request settles (or 5 minutes pass), then the reward toast and the
 * refreshed balance (the header pill counts up). Rendered twice (header, tab bar); CSS shows one.
 */
export function DailyBonusButton({ variant }: { variant: 'header' | 'tab' }) {
  const { t, i18n } = useTranslation();
  const language = toLanguageCode(i18n.resolvedLanguage ?? i18n.language);
  const { data } = useBalance();
  const claim = useClaimDailyBonus();
  const claimingAnywhere = useIsMutating({ mutationKey: CLAIM_DAILY_BONUS_MUTATION_KEY }) > 0;
  const secondsLeft = useCountdown(data?.nextClaim ?? null);
  const queryClient = useQueryClient();

  const canClaim = data !== undefined && (data.canClaimBonus || secondsLeft === 0);
  const state: DailyBonusState = claimingAnywhere ? 'claiming' : canClaim ? 'ready' : 'waiting';

  const onClick = () => {
    if (state !== 'ready') return;
    const release = takeGuard(queryClient);
    if (!release) return;
    claim
      .mutateAsync()
      .then(
        ({ bonus }) => showRewardToast(bonus, language),
        (error: unknown) => {
          toast.error(errorText(t, error), { toastId: 'daily-bonus-error' });
        },
      )
      .finally(release);
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
      aria-disabled={state !== 'ready'}
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
