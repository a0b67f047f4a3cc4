import { pickTranslation } from '@casino/contract';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../../components/ui/notice.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toLanguageCode } from '../../../lib/i18n.ts';
import { useCurrentRaffle } from '../api/get-current-raffle.ts';
import { formatCount, formatDateTime } from '../utils/raffle-format.ts';
import { RaffleBanner } from './raffle-banner.tsx';
import { RaffleCountdown } from './raffle-countdown.tsx';
import './raffle-popup.css';

/**
 * The raffle popup (SPEC §2): banner, title and description in the current language (else the first
 * available, else 'N/A'), the prizes (issue 25: what can be won), the participation period, the draw
 * date, the countdown, the progress toward the next ticket and the ticket count. It follows the current raffle query, which the frame refreshes after
 * every game round (the balance changes).
 */
export function RafflePopup() {
  const { t, i18n } = useTranslation();
  const language = toLanguageCode(i18n.resolvedLanguage ?? i18n.language);
  const current = useCurrentRaffle();
  if (current.isPending) return <Spinner />;
  const meta = current.data?.raffleMetaData;
  if (!current.data || !meta) return <Notice testId="raffle-none">{t('raffle.none')}</Notice>;
  const { numEntries, wagerPerEntry, amountLeftForNextEntry } = current.data;
  const text = pickTranslation(meta.translations, language);
  const progress = wagerPerEntry > 0 ? (wagerPerEntry - amountLeftForNextEntry) / wagerPerEntry : 0;
  const date = (iso: string) => formatDateTime(iso, language);

  return (
    <div className="raffle-popup" data-testid="raffle-popup" data-raffle-id={meta.id}>
      <RaffleBanner meta={meta} />
      <h3 className="raffle-popup__title">{text?.title || t('raffleHistory.notAvailable')}</h3>
      {text?.description ? <p className="raffle-popup__description">{text.description}</p> : null}
      <dl className="raffle-popup__facts">
        <div>
          <dt>{t('raffle.period')}</dt>
          <dd>
            <time dateTime={meta.startDateUtc}>{date(meta.startDateUtc)}</time> –{' '}
            <time dateTime={meta.endDateUtc}>{date(meta.endDateUtc)}</time>
          </dd>
        </div>
        {meta.raffleDrawDate ? (
          <div>
            <dt>{t('raffle.drawDate')}</dt>
            <dd>
              <time dateTime={meta.raffleDrawDate}>{date(meta.raffleDrawDate)}</time>
            </dd>
          </div>
        ) : null}
      </dl>
      <section className="raffle-popup__prizes" aria-labelledby="raffle-prizes-heading">
        <h4 id="raffle-prizes-heading">{t('raffle.prizes')}</h4>
        <ol data-testid="raffle-prizes">
          {meta.prizes.map((prize, index) => (
            <li key={index} data-testid="raffle-prize" data-prize={prize}>
              <span>{t('raffleResults.place', { place: index + 1 })}</span>
              <strong>{t('raffleResults.prize', { prize: formatCount(prize, language) })}</strong>
            </li>
          ))}
        </ol>
      </section>
      <RaffleCountdown start={meta.startDateUtc} end={meta.endDateUtc} />
      <div className="raffle-popup__tickets">
        <p className="raffle-popup__count">
          {t('raffle.tickets')}{' '}
          <strong data-testid="raffle-ticket-count" data-count={numEntries}>
            {formatCount(numEntries, language)}
          </strong>
        </p>
        <progress
          className="raffle-popup__progress"
          max={wagerPerEntry}
          value={wagerPerEntry - amountLeftForNextEntry}
          aria-label={t('raffle.progressLabel')}
          data-testid="raffle-progress"
          data-left={amountLeftForNextEntry}
          data-fraction={progress.toFixed(3)}
        />
        <p className="raffle-popup__next">
          {t('raffle.nextTicket', {
            left: formatCount(amountLeftForNextEntry, language),
            per: formatCount(wagerPerEntry, language),
          })}
        </p>
        <p className="raffle-popup__next" data-testid="raffle-vip-extra">
          {t('raffle.vipExtra')}
        </p>
      </div>
      {text?.termsAndConditions ? (
        <details className="raffle-popup__terms">
          <summary>{t('raffle.terms')}</summary>
          <p>{text.termsAndConditions}</p>
        </details>
      ) : null}
    </div>
  );
}
