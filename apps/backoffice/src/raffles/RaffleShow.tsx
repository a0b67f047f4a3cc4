import { ApprovalStatus } from '../approvals/ApprovalStatus.tsx';
import { raffleResultsPagePath, type OperatorRaffle } from '@casino/contract';
import { Button as MuiButton, Stack } from '@mui/material';
import { useState } from 'react';
import {
  Confirm,
  DataTable,
  EditButton,
  NumberField,
  ReferenceManyField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { DateTimeText, EnumText, YesNoChip } from '../components/fields.tsx';
import { useCan } from '../lib/permissions.ts';
import type { withRaffles } from './dataProvider.ts';

type RaffleProvider = ReturnType<typeof withRaffles>;
interface Entry {
  id: string;
  displayName: string;
  wagered: number;
  tickets: number;
  won: boolean;
}
const EntryColumn = DataTable.Col<Entry>;

function CancelButton() {
  const raffle = useRecordContext<OperatorRaffle>();
  const provider = useDataProvider<RaffleProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  if (!raffle || (raffle.tournamentStatus !== 'SCHEDULED' && raffle.tournamentStatus !== 'RUNNING'))
    return null;
  const confirm = () => {
    setOpen(false);
    provider.cancelRaffle(raffle.id).then(
      () => {
        notify('resources.raffles.cancelled', { type: 'success' });
        refresh();
      },
      (error: unknown) =>
        notify(error instanceof Error ? error.message : 'errors.TECHNICAL_ERROR', { type: 'error' }),
    );
  };
  return (
    <>
      <MuiButton color="error" onClick={() => setOpen(true)} data-testid="raffle-cancel">
        {translate('resources.raffles.cancel')}
      </MuiButton>
      <Confirm
        isOpen={open}
        title="resources.raffles.cancel_title"
        content="resources.raffles.cancel_content"
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

function Actions() {
  const canManage = useCan('raffles.manage');
  const raffle = useRecordContext<OperatorRaffle>();
  const editable = raffle?.tournamentStatus === 'SCHEDULED' || raffle?.tournamentStatus === 'RUNNING';
  return (
    <TopToolbar>
      {canManage && editable ? <EditButton /> : null}
      {canManage ? <CancelButton /> : null}
    </TopToolbar>
  );
}

function ResultsLink() {
  const raffle = useRecordContext<OperatorRaffle>();
  const translate = useTranslate();
  if (!raffle || raffle.tournamentStatus !== 'COMPLETED') return <span>—</span>;
  return (
    <a href={raffleResultsPagePath(raffle.id)} target="_blank" rel="noopener noreferrer">
      {translate('resources.raffles.results_link')}
    </a>
  );
}

/** Whether finance/admin approved the prizes (separation of duties): unapproved ones are never paid. */
function RaffleApproval() {
  const raffle = useRecordContext<OperatorRaffle>();
  return raffle ? <ApprovalStatus kind="raffle" subjectId={raffle.id} /> : null;
}

/** One raffle: its terms, draw status and results, the seed commitment, and tickets per player. */
export function RaffleShow() {
  return (
    <Show actions={<Actions />}>
      <SimpleShowLayout>
        <TextField source="tournamentRef" />
        <EnumText source="tournamentStatus" prefix="resources.raffles.statuses" />
        <EnumText source="raffleType" prefix="resources.raffles.types" />
        <RaffleApproval />
        <Stack direction="row" gap={4} flexWrap="wrap">
          <DateTimeRecord source="startDateUtc" />
          <DateTimeRecord source="endDateUtc" />
          <DateTimeRecord source="raffleDrawDate" />
        </Stack>
        <NumberField source="wagerPerEntry" />
        <TextField source="prizes" />
        <TextField source="serverSeedHash" />
        <ResultsLink />
        <NumberField source="entrants" />
        <NumberField source="tickets" />
        <ReferenceManyField
          reference="raffleEntries"
          target="raffleId"
          label="resources.raffles.entries"
          perPage={50}
        >
          <DataTable<Entry> bulkActionButtons={false} rowClick={false}>
            <EntryColumn source="displayName" />
            <EntryColumn source="wagered" align="right" />
            <EntryColumn source="tickets" align="right" />
            <EntryColumn source="won" render={(entry) => <YesNoChip value={entry.won} />} />
          </DataTable>
        </ReferenceManyField>
      </SimpleShowLayout>
    </Show>
  );
}

function DateTimeRecord({ source }: { source: 'startDateUtc' | 'endDateUtc' | 'raffleDrawDate' }) {
  const raffle = useRecordContext<OperatorRaffle>();
  const translate = useTranslate();
  return (
    <span>
      {translate(`resources.raffles.fields.${source}`)}: <DateTimeText value={raffle?.[source]} />
    </span>
  );
}
