import { useTranslation } from 'react-i18next';
import { useCountdown } from '../../../lib/use-countdown.ts';
import { splitCountdown } from '../utils/raffle-format.ts';

/** SPEC §2/§4: 'Starts in' before the period, 'Ends in' during it; days, hours, minutes, seconds. */
export function RaffleCountdown({ start, end }: { start: string; end: string }) {
  const { t } = useTranslation();
  const toStart = useCountdown(start);
  const toEnd = useCountdown(end);
  const before = toStart > 0;
  const parts = splitCountdown(before ? toStart : toEnd);
  const label = before ? t('raffle.startsIn') : t('raffle.endsIn');
  const units = [
    ['days', parts.days],
    ['hours', parts.hours],
    ['minutes', parts.minutes],
    ['seconds', parts.seconds],
  ] as const;
  return (
    <div
      className="raffle-countdown"
      data-testid="raffle-countdown"
      data-phase={before ? 'before' : 'during'}
    >
      <p className="raffle-countdown__label">{label}</p>
      <ol className="raffle-countdown__units" aria-label={label}>
        {units.map(([unit, value]) => (
          <li key={unit} className="raffle-countdown__unit">
            <span className="raffle-countdown__value">{String(value).padStart(2, '0')}</span>
            <span className="raffle-countdown__name">{t(`raffle.units.${unit}`)}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
