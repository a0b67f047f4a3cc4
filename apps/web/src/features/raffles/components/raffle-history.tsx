import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../../components/ui/notice.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessageKey } from '../../../lib/api-client.ts';
import { toLanguageCode } from '../../../lib/i18n.ts';
import { useRaffleHistory } from '../api/get-raffle-history.ts';
import { formatDateTime, historyTitle } from '../utils/raffle-format.ts';
import '../../../components/ui/history-table.css';
import './raffle-history.css';

/**
 * The raffle history table (SPEC §2): name (current language → default → 'N/A'), draw date in the
 * local format, and a 'result' link opening the public results page in a new tab; newest draw first;
 * an end-of-records message; a spinner while loading.
 */
export function RaffleHistory() {
  const { t, i18n } = useTranslation();
  const language = toLanguageCode(i18n.resolvedLanguage ?? i18n.language);
  const history = useRaffleHistory();
  const captionId = useId();

  if (history.isPending) return <Spinner />;
  if (history.isError) {
    return (
      <Notice tone="error" testId="raffle-history-error">
        {t(errorMessageKey(history.error))}
      </Notice>
    );
  }
  const items = [...history.data.items].sort((a, b) => b.raffleDrawDate.localeCompare(a.raffleDrawDate));
  const columns = {
    name: t('raffleHistory.name'),
    date: t('raffleHistory.drawDate'),
    result: t('raffleHistory.result'),
  };

  return (
    <div className="history">
      {items.length > 0 ? (
        <table className="history-table" data-testid="raffle-history-table" aria-labelledby={captionId}>
          <caption id={captionId} className="visually-hidden">
            {t('raffleHistory.caption')}
          </caption>
          <thead>
            <tr>
              <th scope="col">{columns.name}</th>
              <th scope="col">{columns.date}</th>
              <th scope="col">{columns.result}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.id} data-testid="raffle-history-row" data-raffle-id={item.id}>
                <td data-label={columns.name}>
                  {historyTitle(item.translations, language) ?? t('raffleHistory.notAvailable')}
                </td>
                <td data-label={columns.date}>
                  <time dateTime={item.raffleDrawDate}>{formatDateTime(item.raffleDrawDate, language)}</time>
                </td>
                <td data-label={columns.result}>
                  {item.raffleDrawResult ? (
                    <a
                      href={item.raffleDrawResult}
                      target="_blank"
                      rel="noopener noreferrer"
                      data-testid="raffle-result-link"
                    >
                      {t('raffleHistory.resultLink')}
                    </a>
                  ) : (
                    t('raffleHistory.notAvailable')
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <p className="raffle-history__end" data-testid="raffle-history-end">
        {t('raffleHistory.endOfRecords')}
      </p>
    </div>
  );
}
