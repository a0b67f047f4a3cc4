import type { LanguageCode, LoginCalendar, LoginCalendarDay } from '@casino/contract';
import { useTranslation } from 'react-i18next';
import { QueryErrorNotice } from '../../../components/ui/query-error-notice.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toLanguageCode } from '../../../lib/i18n.ts';
import { useCountdown } from '../../../lib/use-countdown.ts';
import { useLoginCalendar } from '../api/get-login-calendar.ts';
import { formatClock } from '../utils/bonus-timing.ts';
import { formatNumber, localeOf } from '../../../lib/format-coins.ts';
import { CoinIcon } from '../../../components/ui/coin-icon.tsx';
import { useDailyBonusClaim } from './use-daily-bonus-claim.ts';
import './login-calendar.css';

/** "×1.5": a day's multiplier (percent) as the player reads it. */
function multiplier(pct: number, language: LanguageCode): string {
  return `×${new Intl.NumberFormat(localeOf(language), { maximumFractionDigits: 2 }).format(pct / 100)}`;
}

/** A moment in Japan time, as the rules speak of Japan time: "12/3 04:00". */
function japanTime(iso: string, language: LanguageCode): string {
  return new Intl.DateTimeFormat(localeOf(language), {
    month: 'numeric',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'Asia/Tokyo',
  }).format(new Date(iso));
}

function CalendarDay({ day, language }: { day: LoginCalendarDay; language: LanguageCode }) {
  const { t } = useTranslation();
  const classes = ['login-calendar__day', `login-calendar__day--${day.state}`];
  if (day.special) classes.push('login-calendar__day--special');
  return (
    <li
      className={classes.join(' ')}
      data-testid="calendar-day"
      data-day={day.day}
      data-state={day.state}
      aria-current={day.state === 'today' ? 'date' : undefined}
    >
      <span className="login-calendar__label">
        {day.special ? t('calendar.specialDay', { day: day.day }) : t('calendar.day', { day: day.day })}
      </span>
      <span className="login-calendar__amount">
        <CoinIcon className="login-calendar__coin" />
        <span>{formatNumber(day.amount, language)}</span>
      </span>
      <span className="login-calendar__multiplier">{multiplier(day.multiplierPct, language)}</span>
      <span className="login-calendar__state">{t(`calendar.state.${day.state}`)}</span>
    </li>
  );
}

function Rules({ calendar }: { calendar: LoginCalendar }) {
  const { t } = useTranslation();
  return (
    <section className="login-calendar__rules" aria-labelledby="login-calendar-rules">
      <h3 id="login-calendar-rules">{t('calendar.rulesTitle')}</h3>
      <ul>
        <li>
          {calendar.resetHour === null
            ? t('calendar.ruleRolling')
            : t('calendar.ruleDaily', { hour: String(calendar.resetHour).padStart(2, '0') })}
        </li>
        <li>{t('calendar.ruleMultiplier')}</li>
        <li>{t('calendar.ruleTier')}</li>
        <li>{t('calendar.ruleMissed')}</li>
        <li>{t('calendar.ruleCycle')}</li>
      </ul>
    </section>
  );
}

/**
 * The daily bonus popup (issue 30): the 7-day login calendar — each day's coins and multiplier, the
 * days claimed, today's, the next — the claim button or the countdown to the next claim, when the
 * calendar is lost without a claim, and the rules.
 */
export function LoginCalendarPanel() {
  const { t, i18n } = useTranslation();
  const language = toLanguageCode(i18n.resolvedLanguage ?? i18n.language);
  const query = useLoginCalendar();
  const { claim, claiming } = useDailyBonusClaim();
  const secondsLeft = useCountdown(query.data?.nextClaim ?? null);
  if (query.isPending) return <Spinner />;
  if (!query.data)
    return <QueryErrorNotice error={query.error} onRetry={query.refetch} testId="login-calendar-error" />;
  const calendar = query.data;
  const today = calendar.days[calendar.day - 1]!;
  const canClaim = calendar.canClaim || (calendar.nextClaim !== null && secondsLeft === 0);
  return (
    <div
      className="login-calendar"
      data-testid="login-calendar"
      data-day={calendar.day}
      data-claimed-today={calendar.claimedToday}
    >
      <p className="login-calendar__lead" data-testid="calendar-lead">
        {calendar.claimedToday && !canClaim
          ? t('calendar.claimedLead', { day: calendar.day, amount: formatNumber(today.amount, language) })
          : t('calendar.readyLead', { day: calendar.day, amount: formatNumber(today.amount, language) })}
      </p>
      {calendar.tierPct > 100 ? (
        <p className="login-calendar__tier" data-testid="calendar-tier">
          {t('calendar.tierIncluded', { multiplier: multiplier(calendar.tierPct, language) })}
        </p>
      ) : null}
      <ol className="login-calendar__days" aria-label={t('calendar.daysLabel')}>
        {calendar.days.map((day) => (
          <CalendarDay key={day.day} day={day} language={language} />
        ))}
      </ol>
      {canClaim ? (
        <button
          type="button"
          className="btn btn-primary btn-block"
          data-testid="calendar-claim"
          disabled={claiming}
          onClick={claim}
        >
          {t('calendar.claim', { amount: formatNumber(today.amount, language) })}
        </button>
      ) : (
        <p className="login-calendar__next" data-testid="calendar-next">
          {t('calendar.nextIn', { time: formatClock(secondsLeft) })}
        </p>
      )}
      {calendar.streakEndsAt && calendar.claimedToday && !canClaim ? (
        <p className="login-calendar__keep" data-testid="calendar-keep">
          {t('calendar.keepBy', { time: japanTime(calendar.streakEndsAt, language) })}
        </p>
      ) : null}
      <Rules calendar={calendar} />
    </div>
  );
}
