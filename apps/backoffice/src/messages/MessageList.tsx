import type { MESSAGE_STATUSES, MessagesResponse, OperatorMessage } from '@casino/contract';
import { Alert, AlertTitle, Chip } from '@mui/material';
import {
  DataTable,
  List,
  SelectInput,
  SimpleList,
  TextInput,
  TopToolbar,
  useListContext,
  useTranslate,
} from 'react-admin';
import { CsvExportButton } from '../components/CsvExportButton.tsx';
import { DateTimeText } from '../components/fields.tsx';
import { formatDateTime, useIntlLocale, useIsSmall } from '../components/format.ts';
import { MessageText } from './MessageText.tsx';

/** The table's columns, typed by the contract's row. */
const Column = DataTable.Col<OperatorMessage>;

/** How often the outbox asks for new messages: a newcomer waits for an SMS code here. */
export const MESSAGES_REFRESH_MS = 3000;

type Transports = MessagesResponse['transports'];

const CHANNEL_CHOICES = [
  { id: 'EMAIL', name: 'resources.messages.channels.EMAIL' },
  { id: 'SMS', name: 'resources.messages.channels.SMS' },
];

const filters = [
  <TextInput key="to" source="to" alwaysOn resettable />,
  <SelectInput key="channel" source="channel" choices={CHANNEL_CHOICES} alwaysOn />,
];

const STATUS_COLOURS = { OUTBOX: 'primary', SENT: 'success', FAILED: 'error' } as const satisfies Record<
  (typeof MESSAGE_STATUSES)[number],
  string
>;

function useTransports(): Transports | undefined {
  const { meta } = useListContext();
  return (meta as { transports?: Transports } | undefined)?.transports;
}

/** Outbox or delivery log, per channel: says where the codes are (or why they are not here). */
function TransportNotice({ transports }: { transports: Transports }) {
  const translate = useTranslate();
  const channelNames = (channels: string[]) =>
    channels.map((channel) => translate(`resources.messages.channels.${channel}`)).join(' / ');
  const outbox = [transports.email === 'outbox' && 'EMAIL', transports.sms === 'outbox' && 'SMS'].filter(
    (c): c is string => Boolean(c),
  );
  const gateway = [transports.email !== 'outbox' && 'EMAIL', transports.sms !== 'outbox' && 'SMS'].filter(
    (c): c is string => Boolean(c),
  );
  return (
    <>
      {outbox.length > 0 && (
        <Alert severity="info" variant="outlined" sx={{ m: 1 }}>
          <AlertTitle>
            {translate('resources.messages.outbox_title')}{' '}
            <Chip size="small" color="primary" label={translate('resources.messages.live')} sx={{ ml: 1 }} />
          </AlertTitle>
          {translate('resources.messages.outbox_help', { channels: channelNames(outbox) })}
        </Alert>
      )}
      {gateway.length > 0 && (
        <Alert severity="info" variant="outlined" sx={{ m: 1 }}>
          <AlertTitle>{translate('resources.messages.log_title')}</AlertTitle>
          {translate('resources.messages.log_help', { channels: channelNames(gateway) })}
        </Alert>
      )}
    </>
  );
}

function StatusChip({ status }: { status: OperatorMessage['status'] }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={STATUS_COLOURS[status]}
      label={translate(`resources.messages.statuses.${status}`)}
    />
  );
}

function MessageRows() {
  const translate = useTranslate();
  const intlLocale = useIntlLocale();
  const isSmall = useIsSmall();
  const transports = useTransports();
  // With every channel on a real gateway no text is kept: the column would only say "—".
  const showText = !transports || transports.email === 'outbox' || transports.sms === 'outbox';
  const channel = (record: OperatorMessage) => translate(`resources.messages.channels.${record.channel}`);

  return (
    <>
      {transports && <TransportNotice transports={transports} />}
      {isSmall ? (
        <SimpleList<OperatorMessage>
          primaryText={(record) => `${channel(record)} · ${record.to}`}
          secondaryText={(record) =>
            record.text ? (
              <MessageText text={record.text} />
            ) : (
              (record.subject ?? <StatusChip status={record.status} />)
            )
          }
          tertiaryText={(record) => formatDateTime(record.createdDate, intlLocale)}
          rowClick={false}
        />
      ) : (
        <DataTable<OperatorMessage> bulkActionButtons={false} rowClick={false}>
          <Column
            source="createdDate"
            disableSort
            render={(record) => <DateTimeText value={record.createdDate} />}
          />
          <Column source="channel" disableSort render={channel} />
          <Column source="to" disableSort />
          <Column source="subject" disableSort render={(record) => record.subject ?? '—'} />
          {showText && (
            <Column
              source="text"
              disableSort
              sx={{ minWidth: 320 }}
              render={(record) => (record.text ? <MessageText text={record.text} /> : '—')}
            />
          )}
          <Column source="status" disableSort render={(record) => <StatusChip status={record.status} />} />
        </DataTable>
      )}
    </>
  );
}

/** The outbox (or the delivery log): newest first, live, filtered by recipient and channel. */
export function MessageList() {
  return (
    <List
      filters={filters}
      perPage={25}
      sort={{ field: 'createdDate', order: 'DESC' }}
      queryOptions={{ refetchInterval: MESSAGES_REFRESH_MS }}
      actions={
        <TopToolbar>
          <CsvExportButton />
        </TopToolbar>
      }
    >
      <MessageRows />
    </List>
  );
}
