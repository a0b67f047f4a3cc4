import { BET_ROUNDS_PAGE_SIZE } from '@casino/contract';
import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Notice } from '../../../components/ui/notice.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { QueryErrorNotice } from '../../../components/ui/query-error-notice.tsx';
import { toLanguageCode } from '../../../lib/i18n.ts';
import { useBetRounds } from '../api/get-bet-rounds.ts';
import { localeOf } from '../../../lib/format-coins.ts';
import { PAGE_PARAM, readPage } from './bet-history.tsx';
import { BetRoundRow, RoundsTableHead, roundColumns } from './bet-round-row.tsx';
import { HistoryPager, usePageTurn } from './history-pager.tsx';
import { RoundFilters, dayStart, type RoundFilterValues } from './round-filters.tsx';
import '../../../components/ui/history-table.css';
import './bet-history.css';
import './bet-rounds.css';

const FILTER_PARAMS = { gameCode: 'game', from: 'from', to: 'to' } as const;

/**
 * The player's game rounds, one row each (time, game, stake, win, net), newest first, 20 a page, with
 * filters by game and by day; page and filters live in the address. A row opens its detail (ledger
 * rows, fairness inputs, the verify link). `games` names the games the way their tiles do.
 */
export function BetRounds({
  games,
  gameTitle,
}: {
  games: readonly { gameCode: string; title: string }[];
  gameTitle: (gameCode: string) => string;
}) {
  const { t, i18n } = useTranslation();
  const language = toLanguageCode(i18n.resolvedLanguage ?? i18n.language);
  const [searchParams, setSearchParams] = useSearchParams();
  const page = readPage(searchParams.get(PAGE_PARAM));
  const values: RoundFilterValues = {
    gameCode: searchParams.get(FILTER_PARAMS.gameCode) ?? '',
    from: searchParams.get(FILTER_PARAMS.from) ?? '',
    to: searchParams.get(FILTER_PARAMS.to) ?? '',
  };
  // Both ends are whole local days: `to` includes its day (the next day's start, exclusive).
  const [fromDay, toDay] =
    values.from && values.to && values.from > values.to ? [values.to, values.from] : [values.from, values.to];
  const rounds = useBetRounds({
    page,
    gameCode: values.gameCode || undefined,
    from: dayStart(fromDay),
    to: dayStart(toDay, 1),
  });
  const [open, setOpen] = useState<string | null>(null);
  const captionId = useId();
  const detailId = useId();
  const top = useRef<HTMLDivElement>(null);

  const update = useCallback(
    (patch: Record<string, string>) =>
      setSearchParams((params) => {
        const copy = new URLSearchParams(params);
        for (const [key, value] of Object.entries(patch)) {
          if (value === '' || (key === PAGE_PARAM && value === '1')) copy.delete(key);
          else copy.set(key, value);
        }
        return copy;
      }),
    [setSearchParams],
  );
  const turnPage = usePageTurn(
    top,
    useCallback((next: number) => update({ [PAGE_PARAM]: String(next) }), [update]),
  );
  const onFilter = (next: RoundFilterValues) => {
    setOpen(null);
    update({
      [FILTER_PARAMS.gameCode]: next.gameCode,
      [FILTER_PARAMS.from]: next.from,
      [FILTER_PARAMS.to]: next.to,
      [PAGE_PARAM]: '1',
    });
  };

  const filters = <RoundFilters values={values} games={games} onChange={onFilter} />;
  if (rounds.isPending) return <Spinner />;
  if (rounds.isError) {
    return (
      <QueryErrorNotice error={rounds.error} onRetry={() => rounds.refetch()} testId="bet-rounds-error">
        {t('betRounds.error')}
      </QueryErrorNotice>
    );
  }
  const { records, totalRecordAmount } = rounds.data;
  const totalPages = Math.max(1, Math.ceil(totalRecordAmount / BET_ROUNDS_PAGE_SIZE));
  const filtered = values.gameCode !== '' || values.from !== '' || values.to !== '';
  if (records.length === 0 && page === 1 && !filtered) {
    return <Notice testId="bet-rounds-empty">{t('betRounds.empty')}</Notice>;
  }

  const dateFormat = new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium', timeStyle: 'short' });
  const columns = roundColumns(t);

  return (
    <div className="history bet-rounds" ref={top}>
      {filters}
      {records.length === 0 ? (
        <Notice testId="bet-rounds-none">{t('betRounds.noneMatch')}</Notice>
      ) : (
        <table
          className="history-table history-table--cards"
          data-testid="bet-rounds-table"
          aria-labelledby={captionId}
          aria-busy={rounds.isPlaceholderData}
        >
          <caption id={captionId} className="visually-hidden">
            {t('betRounds.caption', { page, total: totalPages })}
          </caption>
          <RoundsTableHead columns={columns} />
          <tbody>
            {records.map((round) => {
              const key = `${round.provider}:${round.roundId}`;
              return (
                <BetRoundRow
                  key={key}
                  round={round}
                  columns={columns}
                  dateFormat={dateFormat}
                  gameTitle={gameTitle}
                  detailId={detailId}
                  expanded={open === key}
                  onToggle={() => setOpen(open === key ? null : key)}
                />
              );
            })}
          </tbody>
        </table>
      )}
      <HistoryPager page={page} totalPages={totalPages} busy={rounds.isPlaceholderData} onPage={turnPage} />
    </div>
  );
}
