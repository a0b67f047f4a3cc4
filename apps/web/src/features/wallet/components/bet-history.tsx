import { BET_HISTORY_PAGE_SIZE, type Transaction } from '@casino/contract';
import { useCallback, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Notice } from '../../../components/ui/notice.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { QueryErrorNotice } from '../../../components/ui/query-error-notice.tsx';
import { toLanguageCode } from '../../../lib/i18n.ts';
import { useBetHistory } from '../api/get-bet-history.ts';
import { HistoryPager, usePageTurn } from './history-pager.tsx';
import { formatNumber, formatSignedNumber, localeOf } from '../../../lib/format-coins.ts';
import '../../../components/ui/history-table.css';
import './bet-history.css';

export const PAGE_PARAM = 'page';

export function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

function amountTone(amount: number): 'credit' | 'debit' | 'zero' {
  return amount > 0 ? 'credit' : amount < 0 ? 'debit' : 'zero';
}

/**
 * The signed-in player's ledger ("All transactions": bonuses, prizes and adjustments too), newest first, one page (20 rows) at a time; the page is in the address
 * (`?page=2`) so reload and back keep it. `gameTitle` turns a game code into the title the tiles show
 * (the app composes it from the games feature). Under 768 px each row becomes a stacked card.
 */
export function BetHistory({ gameTitle }: { gameTitle: (gameCode: string) => string }) {
  const { t, i18n } = useTranslation();
  const language = toLanguageCode(i18n.resolvedLanguage ?? i18n.language);
  const [searchParams, setSearchParams] = useSearchParams();
  const page = readPage(searchParams.get(PAGE_PARAM));
  const history = useBetHistory(page);
  const captionId = useId();
  const top = useRef<HTMLDivElement>(null);
  const turnPage = usePageTurn(
    top,
    useCallback(
      (next: number) =>
        setSearchParams((params) => {
          const copy = new URLSearchParams(params);
          if (next <= 1) copy.delete(PAGE_PARAM);
          else copy.set(PAGE_PARAM, String(next));
          return copy;
        }),
      [setSearchParams],
    ),
  );

  if (history.isPending) return <Spinner />;
  if (history.isError) {
    return (
      <QueryErrorNotice error={history.error} onRetry={() => history.refetch()} testId="bet-history-error">
        {t('betHistory.error')}
      </QueryErrorNotice>
    );
  }

  const { records, totalRecordAmount } = history.data;
  const totalPages = Math.max(1, Math.ceil(totalRecordAmount / BET_HISTORY_PAGE_SIZE));
  if (records.length === 0 && page === 1) {
    return <Notice testId="bet-history-empty">{t('betHistory.empty')}</Notice>;
  }

  const dateFormat = new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium', timeStyle: 'short' });
  const columns = {
    date: t('betHistory.date'),
    game: t('betHistory.game'),
    type: t('betHistory.type'),
    amount: t('betHistory.amount'),
    balance: t('betHistory.balanceAfter'),
  };

  const row = (record: Transaction) => (
    <tr key={record.transactionId} data-testid="bet-history-row" data-type={record.transactionType}>
      <td data-label={columns.date}>
        <time dateTime={record.createdDate}>{dateFormat.format(new Date(record.createdDate))}</time>
      </td>
      <td data-label={columns.game}>
        {record.gameCode ? (
          gameTitle(record.gameCode)
        ) : (
          <>
            <span aria-hidden="true">—</span>
            <span className="visually-hidden">{t('betHistory.noGame')}</span>
          </>
        )}
      </td>
      <td data-label={columns.type}>{t(`betHistory.types.${record.transactionType}`)}</td>
      <td
        data-label={columns.amount}
        className={`history-table__num bet-history__amount--${amountTone(record.amount)}`}
      >
        {formatSignedNumber(record.amount, language)}
      </td>
      <td data-label={columns.balance} className="history-table__num">
        {formatNumber(record.newBalance, language)}
      </td>
    </tr>
  );

  return (
    <div className="history" ref={top}>
      <table
        className="history-table history-table--cards"
        data-testid="bet-history-table"
        aria-labelledby={captionId}
        aria-busy={history.isPlaceholderData}
      >
        <caption id={captionId} className="visually-hidden">
          {t('betHistory.caption', { page, total: totalPages })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{columns.date}</th>
            <th scope="col">{columns.game}</th>
            <th scope="col">{columns.type}</th>
            <th scope="col" className="history-table__num">
              {columns.amount}
            </th>
            <th scope="col" className="history-table__num">
              {columns.balance}
            </th>
          </tr>
        </thead>
        <tbody>{records.map(row)}</tbody>
      </table>
      <HistoryPager page={page} totalPages={totalPages} busy={history.isPlaceholderData} onPage={turnPage} />
    </div>
  );
}
