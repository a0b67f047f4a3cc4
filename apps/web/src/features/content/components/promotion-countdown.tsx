import type { PromotionStatus } from '@casino/contract';
import { useTranslation } from 'react-i18next';
import { useCountdown } from '../../../lib/use-countdown.ts';

/** Where a promotion stands now, ticking: upcoming until its start, active until its end, then ended. */
export function usePromotionPhase(startDate: string, endDate: string): PromotionStatus {
  const toStart = useCountdown(startDate);
  const toEnd = useCountdown(endDate);
  if (toStart > 0) return 'upcoming';
  return toEnd > 0 ? 'active' : 'ended';
}

const DAY = 86_400;
/** A standing promotion (the welcome offer runs for years) shows its period only, not a countdown of years. */
const COUNTDOWN_WITHIN_DAYS = 30;

/**
 * 'Starts in' before the start, 'Ends in' during (days, hours, minutes, seconds) when that is less than
 * a month away; nothing after the end.
 */
export function PromotionCountdown({ startDate, endDate }: { startDate: string; endDate: string }) {
  const { t } = useTranslation();
  const toStart = useCountdown(startDate);
  const toEnd = useCountdown(endDate);
  const left = toStart > 0 ? toStart : toEnd;
  if (left === 0 || left > COUNTDOWN_WITHIN_DAYS * DAY) return null;
  const parts = {
    days: Math.floor(left / DAY),
    hours: Math.floor((left % DAY) / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
  };
  return (
    <div>
      <dt>{toStart > 0 ? t('promotion.startsIn') : t('promotion.endsIn')}</dt>
      <dd className="promotion__countdown" data-testid="promotion-countdown">
        {t('promotion.countdown', parts)}
      </dd>
    </div>
  );
}
