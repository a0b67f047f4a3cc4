import { pickTranslation, type OperatorRaffle } from '@casino/contract';
import { CreateButton, DataTable, List, TopToolbar, useLocaleState, useRecordContext } from 'react-admin';
import { DateTimeText, EnumText } from '../components/fields.tsx';
import { useCan } from '../lib/permissions.ts';

const Column = DataTable.Col<OperatorRaffle>;

function TitleText() {
  const raffle = useRecordContext<OperatorRaffle>();
  const [locale] = useLocaleState();
  return (
    <span>{raffle ? (pickTranslation(raffle.translations, locale)?.title ?? raffle.tournamentRef) : ''}</span>
  );
}

function Actions() {
  const canManage = useCan('raffles.manage');
  return <TopToolbar>{canManage ? <CreateButton /> : null}</TopToolbar>;
}

/** Every raffle, newest draw first: status, period, draw date, entrants and tickets. */
export function RaffleList() {
  return (
    <List actions={<Actions />} perPage={25} sort={{ field: 'id', order: 'DESC' }}>
      <DataTable<OperatorRaffle> bulkActionButtons={false} rowClick="show">
        <Column source="id" />
        <Column source="tournamentRef" />
        <Column source="translations" label="resources.raffles.fields.title" render={() => <TitleText />} />
        <Column
          source="raffleType"
          render={() => <EnumText source="raffleType" prefix="resources.raffles.types" />}
        />
        <Column
          source="tournamentStatus"
          render={() => <EnumText source="tournamentStatus" prefix="resources.raffles.statuses" />}
        />
        <Column source="startDateUtc" render={(r) => <DateTimeText value={r.startDateUtc} />} />
        <Column source="endDateUtc" render={(r) => <DateTimeText value={r.endDateUtc} />} />
        <Column source="raffleDrawDate" render={(r) => <DateTimeText value={r.raffleDrawDate} />} />
        <Column source="entrants" align="right" />
        <Column source="tickets" align="right" />
      </DataTable>
    </List>
  );
}
