import type { BetRound } from '@casino/contract';
import { Fragment } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { toLanguageCode } from '../../../lib/i18n.ts';
import { formatNumber, formatSignedNumber } from '../../../lib/format-coins.ts';
import { BetRoundDetail } from './bet-round-detail.tsx';

function tone(amount: number): 'credit' | 'debit' | 'zero' {
  return amount > 0 ? 'credit' : amount < 0 ? 'debit' : 'zero';
}

export type RoundColumns = ReturnType<typeof roundColumns>;

export function roundColumns(t: TFunction) {
  return {
    date: t('betHistory.date'),
    game: t('betHistory.game'),
    stake: t('betRounds.stake'),
    win: t('betRounds.win'),
    net: t('betRounds.net'),
    detail: t('betRounds.detail'),
  };
}

export function RoundsTableHead({ columns }: { columns: RoundColumns }) {
  return (
    <thead>
      <tr>
        <th scope="col">{columns.date}</th>
        <th scope="col">{columns.game}</th>
        <th scope="col" className="history-table__num">
          {columns.stake}
        </th>
        <th scope="col" className="history-table__num">
          {columns.win}
        </th>
        <th scope="col" className="history-table__num">
          {columns.net}
        </th>
        <th scope="col">
          <span className="visually-hidden">{columns.detail}</span>
        </th>
      </tr>
    </thead>
  );
}

/** One round's row (a card under 768 px) and, when open, its detail row below it. */
export function BetRoundRow({
  round,
  columns,
  dateFormat,
  gameTitle,
  detailId,
  expanded,
  onToggle,
}: {
  round: BetRound;
  columns: RoundColumns;
  dateFormat: Intl.DateTimeFormat;
  gameTitle: (gameCode: string) => string;
  detailId: string;
  expanded: boolean;
  onToggle: () => void;
}) {
  const { t, i18n } = useTranslation();
  const language = toLanguageCode(i18n.resolvedLanguage ?? i18n.language);
  return (
    <Fragment>
      <tr data-testid="bet-round-row" data-round-id={round.roundId} data-status={round.status}>
        <td data-label={columns.date}>
          <time dateTime={round.createdDate}>{dateFormat.format(new Date(round.createdDate))}</time>
        </td>
        <td data-label={columns.game} data-testid="bet-round-game">
          <span>
            {gameTitle(round.gameCode)}
            {round.status === 'CLOSED' ? null : (
              <span className="bet-rounds__status" data-testid="bet-round-status">
                {t(`betRounds.status.${round.status}`)}
              </span>
            )}
            {round.autoPicked ? (
              <span className="bet-rounds__auto-picked" data-testid="bet-round-auto-picked">
                {t('betRounds.autoPicked')}
              </span>
            ) : null}
          </span>
        </td>
        <td data-label={columns.stake} className="history-table__num">
          {formatNumber(round.stake, language)}
        </td>
        <td data-label={columns.win} className="history-table__num" data-testid="bet-round-win">
          {round.win === null ? (
            <span>
              <span aria-hidden="true">—</span>
              <span className="visually-hidden">{t('betRounds.noWin')}</span>
            </span>
          ) : (
            formatNumber(round.win, language)
          )}
        </td>
        <td
          data-label={columns.net}
          className={`history-table__num bet-history__amount--${tone(round.net)}`}
          data-testid="bet-round-net"
        >
          {formatSignedNumber(round.net, language)}
        </td>
        <td data-label={columns.detail} className="bet-rounds__toggle-cell">
          <button
            type="button"
            className="btn btn-secondary bet-rounds__toggle"
            data-testid="bet-round-toggle"
            aria-expanded={expanded}
            aria-controls={expanded ? detailId : undefined}
            onClick={onToggle}
          >
            {expanded ? t('betRounds.hideDetail') : t('betRounds.showDetail')}
          </button>
        </td>
      </tr>
      {expanded ? (
        <tr className="bet-rounds__detail-row">
          <td colSpan={6}>
            <BetRoundDetail round={round} id={detailId} />
          </td>
        </tr>
      ) : null}
    </Fragment>
  );
}
