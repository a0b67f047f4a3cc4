import { pickTranslation, type RaffleResults as Results } from '@casino/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../../components/ui/notice.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessageKey } from '../../../lib/api-client.ts';
import { toLanguageCode } from '../../../lib/i18n.ts';
import { useRaffleResults } from '../api/get-raffle-results.ts';
import { formatCount, formatDateTime } from '../utils/raffle-format.ts';
import { verifyDraw, type VerifyReport } from '../utils/verify-draw.ts';
import './raffle-results.css';

type Verification =
  { state: 'idle' } | { state: 'checking' } | { state: 'done'; report: VerifyReport } | { state: 'failed' };

function VerifyPanel({ results }: { results: Results }) {
  const { t } = useTranslation();
  const [verification, setVerification] = useState<Verification>({ state: 'idle' });
  const run = () => {
    setVerification({ state: 'checking' });
    verifyDraw(results).then(
      (report) => setVerification({ state: 'done', report }),
      () => setVerification({ state: 'failed' }),
    );
  };
  const checks =
    verification.state === 'done'
      ? ([
          ['seed', verification.report.seedMatchesCommitment],
          ['tickets', verification.report.ticketListMatchesHash],
          ['count', verification.report.ticketCountMatches],
          ['winners', verification.report.winnersMatch],
        ] as const)
      : [];
  return (
    <section className="raffle-results__verify" aria-labelledby="raffle-verify-heading">
      <h2 id="raffle-verify-heading">{t('raffleResults.verifyHeading')}</h2>
      <p>{t('raffleResults.verifyLead')}</p>
      <button
        type="button"
        className="btn btn-primary"
        onClick={run}
        disabled={verification.state === 'checking'}
        data-testid="raffle-verify"
      >
        {t('raffleResults.verifyButton')}
      </button>
      <div aria-live="polite">
        {verification.state === 'done' ? (
          <div
            className={`raffle-results__verdict raffle-results__verdict--${verification.report.ok ? 'ok' : 'bad'}`}
            data-testid="raffle-verify-result"
            data-ok={verification.report.ok}
          >
            <p>{verification.report.ok ? t('raffleResults.verifyOk') : t('raffleResults.verifyBad')}</p>
            <ul>
              {checks.map(([name, ok]) => (
                <li key={name}>
                  {ok ? '✓' : '✗'} {t(`raffleResults.checks.${name}`)}
                </li>
              ))}
            </ul>
          </div>
        ) : verification.state === 'failed' ? (
          <Notice tone="error">{t('raffleResults.verifyBad')}</Notice>
        ) : null}
      </div>
    </section>
  );
}

function Commitments({ results }: { results: Results }) {
  const { t } = useTranslation();
  // Scheme 2 (docs/raffles.md): the beacon round fixed at opening, and its value once drawn.
  const beacon = results.beacon;
  const rows = [
    ['seedHash', results.serverSeedHash],
    ...(beacon ? ([['beaconRound', `${beacon.round} (${beacon.roundTime})`]] as const) : []),
    ['ticketListHash', results.ticketListHash],
    ['ticketCount', results.ticketCount === null ? null : String(results.ticketCount)],
    ['serverSeed', results.serverSeed],
    ...(beacon ? ([['beaconValue', beacon.value]] as const) : []),
  ] as const;
  return (
    <dl className="raffle-results__facts">
      {rows.map(([key, value]) => (
        <div key={key}>
          <dt>{t(`raffleResults.${key}`)}</dt>
          <dd className="raffle-results__mono" data-testid={`raffle-${key}`}>
            {value ?? t('raffleResults.notYet')}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The public results page of a raffle: winners by display name, the seed, T, N, the tickets, and a verifier. */
export function RaffleResults({ raffleId }: { raffleId: number }) {
  const { t, i18n } = useTranslation();
  const language = toLanguageCode(i18n.resolvedLanguage ?? i18n.language);
  const query = useRaffleResults(raffleId);
  if (!Number.isInteger(raffleId) || raffleId <= 0)
    return <Notice tone="error">{t('errors.NOT_FOUND')}</Notice>;
  if (query.isPending) return <Spinner />;
  if (query.isError) return <Notice tone="error">{t(errorMessageKey(query.error))}</Notice>;
  const results = query.data;
  const text = pickTranslation(results.translations, language);
  const drawn = results.serverSeed !== null;

  return (
    <div className="raffle-results" data-testid="raffle-results">
      <p className="raffle-results__title" data-testid="raffle-results-title">
        {text?.title ?? t('raffleHistory.notAvailable')}
      </p>
      <p>
        {t('raffleResults.drawDate')}{' '}
        <time dateTime={results.raffleDrawDate}>{formatDateTime(results.raffleDrawDate, language)}</time>
      </p>
      <section aria-labelledby="raffle-winners-heading">
        <h2 id="raffle-winners-heading">{t('raffleResults.winners')}</h2>
        {results.winners.length > 0 ? (
          <ol className="raffle-results__winners" data-testid="raffle-winners">
            {results.winners.map((w) => (
              <li key={w.place} data-testid="raffle-winner" data-entrant={w.entrantRef}>
                <span className="raffle-results__place">{t('raffleResults.place', { place: w.place })}</span>{' '}
                <strong>{w.displayName}</strong>{' '}
                <span className="raffle-results__prize">
                  {t('raffleResults.prize', { prize: formatCount(w.prize, language) })}
                </span>{' '}
                <span className="raffle-results__ticket">
                  {t('raffleResults.ticket', { ticket: w.ticket })}
                </span>
              </li>
            ))}
          </ol>
        ) : (
          <Notice>{drawn ? t('raffleResults.noWinners') : t('raffleResults.notDrawn')}</Notice>
        )}
      </section>
      <section aria-labelledby="raffle-proof-heading">
        <h2 id="raffle-proof-heading">{t('raffleResults.proof')}</h2>
        <Commitments results={results} />
      </section>
      {drawn ? <VerifyPanel results={results} /> : null}
      {results.tickets && results.tickets.length > 0 ? (
        <details className="raffle-results__tickets">
          <summary>{t('raffleResults.ticketList', { entrants: results.tickets.length })}</summary>
          <table className="raffle-results__table">
            <thead>
              <tr>
                <th scope="col">{t('raffleResults.entrant')}</th>
                <th scope="col">{t('raffleResults.player')}</th>
                <th scope="col">{t('raffleResults.range')}</th>
              </tr>
            </thead>
            <tbody>
              {results.tickets.map((r) => (
                <tr key={r.entrantRef}>
                  <td className="raffle-results__mono">{r.entrantRef}</td>
                  <td>{r.displayName}</td>
                  <td>
                    {r.firstTicket}–{r.firstTicket + r.tickets - 1}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      ) : null}
    </div>
  );
}
