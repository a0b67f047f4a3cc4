import type { LedgerEntry } from '@casino/contract';
import { Box } from '@mui/material';
import { DataTable, SimpleList, useTranslate } from 'react-admin';
import { CoinsText, DateTimeText } from '../components/fields.tsx';
import { formatCoins, formatDateTime, useIntlLocale, useIsSmall } from '../components/format.ts';
import { GameName, useGameName } from '../games/GameName.tsx';
import { PlayerPanel } from './PlayerPanel.tsx';
import type { PanelProps } from './PlayerActions.tsx';

const Column = DataTable.Col<LedgerEntry>;

/**
 * The player's ledger, newest first: every movement with the balance after it (the running balance),
 * bets and wins with their game (its name, the code beneath), adjustments with their reason.
 */
export function PlayerLedger(_props: PanelProps) {
  const translate = useTranslate();
  const intlLocale = useIntlLocale();
  const isSmall = useIsSmall();
  const gameName = useGameName();
  const type = (e: LedgerEntry) => translate(`resources.ledger.types.${e.transactionType}`);
  const game = (e: LedgerEntry) =>
    e.gameCode
      ? ` · ${gameName(e.gameCode) ?? e.gameCode}${gameName(e.gameCode) ? ` (${e.gameCode})` : ''}`
      : '';
  return (
    <PlayerPanel reference="ledger">
      {isSmall ? (
        <SimpleList<LedgerEntry>
          primaryText={(e) => `${type(e)} ${e.amount > 0 ? '+' : ''}${formatCoins(e.amount, intlLocale)}`}
          secondaryText={(e) =>
            `${translate('resources.ledger.fields.newBalance')} ${formatCoins(e.newBalance, intlLocale)}${e.reason ? ` · ${e.reason}` : ''}${game(e)}`
          }
          tertiaryText={(e) => formatDateTime(e.createdDate, intlLocale)}
          rowClick={false}
        />
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <DataTable<LedgerEntry> bulkActionButtons={false} rowClick={false}>
            <Column source="createdDate" disableSort render={(e) => <DateTimeText value={e.createdDate} />} />
            <Column source="transactionType" disableSort render={type} />
            <Column
              source="amount"
              disableSort
              align="right"
              render={(e) => <CoinsText value={e.amount} signed />}
            />
            <Column
              source="newBalance"
              disableSort
              align="right"
              render={(e) => <CoinsText value={e.newBalance} />}
            />
            <Column
              source="gameCode"
              disableSort
              render={(e) => (
                <GameName gameCode={e.gameCode} name={e.gameCode ? gameName(e.gameCode) : undefined} />
              )}
            />
            <Column source="reason" disableSort render={(e) => e.reason ?? '—'} />
          </DataTable>
        </Box>
      )}
    </PlayerPanel>
  );
}
