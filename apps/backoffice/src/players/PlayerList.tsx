import type { PlayerSummary } from '@casino/contract';
import { Chip } from '@mui/material';
import { DataTable, List, SearchInput, SimpleList, TopToolbar, useTranslate } from 'react-admin';
import { CsvExportButton } from '../components/CsvExportButton.tsx';
import { CoinsText, DateTimeText, YesNoChip } from '../components/fields.tsx';
import { formatCoins, useIntlLocale, useIsSmall } from '../components/format.ts';

/** The table's columns, typed by the contract's row. */
const Column = DataTable.Col<PlayerSummary>;

function PhoneText({ player }: { player: PlayerSummary }) {
  const translate = useTranslate();
  if (!player.phoneNumber) return <span>{translate('resources.players.phone.missing')}</span>;
  return (
    <span>
      {player.phoneNumber}{' '}
      <Chip
        size="small"
        variant="outlined"
        color={player.isPhoneVerified ? 'success' : 'default'}
        label={translate(
          player.isPhoneVerified ? 'resources.players.phone.verified' : 'resources.players.phone.unverified',
        )}
      />
    </span>
  );
}

/** Players, searched by e-mail, display name, phone or account id; a row opens the player page. */
export function PlayerList() {
  const isSmall = useIsSmall();
  const translate = useTranslate();
  const intlLocale = useIntlLocale();
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate('resources.players.search_help')} />,
  ];
  return (
    <List
      filters={filters}
      // Newest players first (react-admin's default `id ASC` made the server list the oldest first).
      sort={{ field: 'createdDate', order: 'DESC' }}
      actions={
        <TopToolbar>
          <CsvExportButton />
        </TopToolbar>
      }
    >
      {isSmall ? (
        <SimpleList<PlayerSummary>
          primaryText={(player) => player.displayName}
          secondaryText={(player) => player.email}
          tertiaryText={(player) =>
            translate('app.coins', { amount: formatCoins(player.balance, intlLocale) })
          }
          linkType="show"
        />
      ) : (
        <DataTable<PlayerSummary> bulkActionButtons={false} rowClick="show">
          <Column source="displayName" disableSort />
          <Column source="email" disableSort />
          <Column source="phoneNumber" disableSort render={(player) => <PhoneText player={player} />} />
          <Column source="isTester" disableSort render={(player) => <YesNoChip value={player.isTester} />} />
          <Column
            source="balance"
            disableSort
            align="right"
            render={(player) => <CoinsText value={player.balance} />}
          />
          <Column
            source="createdDate"
            disableSort
            render={(player) => <DateTimeText value={player.createdDate} />}
          />
        </DataTable>
      )}
    </List>
  );
}
