import {
  INBOX_BODY_MAX,
  INBOX_MAX_REWARD,
  INBOX_SEGMENT_MAX_DAYS,
  INBOX_TITLE_MAX,
  type OperatorInboxMessage,
} from '@casino/contract';
import { Button, Typography } from '@mui/material';
import {
  Create,
  DataTable,
  DateTimeInput,
  FormDataConsumer,
  NumberInput,
  SelectInput,
  SimpleForm,
  SimpleList,
  TextInput,
  maxLength,
  maxValue,
  minValue,
  required,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { CoinsText, DateTimeText, EnumText } from '../components/fields.tsx';
import { ResponsiveList } from '../components/ResponsiveList.tsx';
import type { OperatorDataProvider } from '../lib/dataProvider.ts';
import { useCan } from '../lib/permissions.ts';

const Column = DataTable.Col<OperatorInboxMessage>;
const R = 'resources.inbox-messages';

/** Cancels a scheduled message (before it is sent); the server audits it. */
function CancelButton() {
  const record = useRecordContext<OperatorInboxMessage>();
  const dataProvider = useDataProvider<OperatorDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  if (record?.state !== 'SCHEDULED') return null;
  return (
    <Button
      size="small"
      color="warning"
      onClick={(event) => {
        event.stopPropagation();
        dataProvider.cancelInboxMessage(record.id).then(
          () => {
            notify(`${R}.cancelled`, { type: 'info' });
            refresh();
          },
          (error: Error) => notify(error.message, { type: 'error' }),
        );
      }}
    >
      {translate(`${R}.cancel`)}
    </Button>
  );
}

/** Every inbox message, newest first: operators' and those the server wrote (prizes, security). */
export function InboxMessageList() {
  const translate = useTranslate();
  return (
    <ResponsiveList
      action="create"
      help={`${R}.help`}
      small={
        <SimpleList<OperatorInboxMessage>
          primaryText={(m) => m.titleJa}
          secondaryText={(m) =>
            `${translate(`${R}.kinds.${m.kind}`)} · ${translate(`${R}.states.${m.state}`)} · ${m.recipients}`
          }
        />
      }
      wide={
        <DataTable<OperatorInboxMessage> bulkActionButtons={false} rowClick={false}>
          <Column source="kind" disableSort render={() => <EnumText source="kind" prefix={`${R}.kinds`} />} />
          <Column source="titleJa" disableSort />
          <Column source="audience" disableSort render={(m) => audienceText(m, translate)} />
          <Column source="reward" disableSort render={(m) => <CoinsText value={m.reward} />} />
          <Column source="sendAt" disableSort render={(m) => <DateTimeText value={m.sendAt} />} />
          <Column source="expiresAt" disableSort render={(m) => <DateTimeText value={m.expiresAt} />} />
          <Column
            source="state"
            disableSort
            render={() => <EnumText source="state" prefix={`${R}.states`} />}
          />
          <Column source="recipients" disableSort />
          <Column source="readCount" disableSort />
          <Column source="claimedCount" disableSort />
          <Column source="createdBy" disableSort />
          <Column source="id" label="" disableSort render={() => <CancelButton />} />
        </DataTable>
      }
    />
  );
}

/** A segment's criteria: language, signed in within N days, phone verified; any may stay "any". */
function SegmentInputs() {
  const translate = useTranslate();
  const any = { id: '', name: translate(`${R}.segment.any`) };
  return (
    <>
      <Typography variant="body2" color="text.secondary">
        {translate(`${R}.segment.help`)}
      </Typography>
      <SelectInput
        source="segment.language"
        emptyText={any.name}
        choices={['ja', 'en'].map((id) => ({ id, name: translate(`${R}.segment.languages.${id}`) }))}
      />
      <NumberInput
        source="segment.activeWithinDays"
        validate={[minValue(1), maxValue(INBOX_SEGMENT_MAX_DAYS)]}
      />
      <SelectInput
        source="segment.phoneVerified"
        emptyText={any.name}
        choices={[
          { id: 'verified', name: translate(`${R}.segment.phone.verified`) },
          { id: 'unverified', name: translate(`${R}.segment.phone.unverified`) },
        ]}
      />
    </>
  );
}

/** Who a message goes to, as the list shows it. */
function audienceText(m: OperatorInboxMessage, translate: (key: string, options?: object) => string) {
  if (m.audience === 'PLAYER') return m.accountId;
  if (m.audience !== 'SEGMENT' || !m.segment) return translate(`${R}.audiences.${m.audience}`);
  const criteria = [
    m.segment.language ? translate(`${R}.segment.languages.${m.segment.language}`) : null,
    m.segment.activeWithinDays
      ? `${translate(`${R}.fields.segment.activeWithinDays`)} ${m.segment.activeWithinDays}`
      : null,
    m.segment.phoneVerified === null
      ? null
      : translate(`${R}.segment.phone.${m.segment.phoneVerified ? 'verified' : 'unverified'}`),
  ].filter(Boolean);
  return translate(`${R}.segment.summary`, { criteria: criteria.join(' · ') });
}

/** Writes a message: to every player or one, now or at a time, with an optional reward and expiry. */
export function InboxMessageCreate() {
  const translate = useTranslate();
  const mayReward = useCan('inbox.reward');
  const choices = (group: string, values: readonly string[]) =>
    values.map((id) => ({ id, name: translate(`${R}.${group}.${id}`) }));
  return (
    <Create redirect="list">
      <SimpleForm defaultValues={{ audience: 'PLAYER', bodyFormat: 'TEXT' }}>
        <SelectInput
          source="audience"
          choices={choices('audiences', ['PLAYER', 'SEGMENT', 'ALL'])}
          validate={required()}
        />
        <FormDataConsumer<{ audience?: string }>>
          {({ formData }) =>
            formData.audience === 'PLAYER' ? (
              <TextInput source="accountId" validate={required()} />
            ) : formData.audience === 'SEGMENT' ? (
              <SegmentInputs />
            ) : null
          }
        </FormDataConsumer>
        <TextInput source="titleJa" validate={[required(), maxLength(INBOX_TITLE_MAX)]} fullWidth />
        <TextInput source="titleEn" validate={maxLength(INBOX_TITLE_MAX)} fullWidth />
        <SelectInput source="bodyFormat" choices={choices('formats', ['TEXT', 'MARKDOWN'])} />
        <TextInput
          source="bodyJa"
          multiline
          minRows={4}
          validate={[required(), maxLength(INBOX_BODY_MAX)]}
          fullWidth
        />
        <TextInput source="bodyEn" multiline minRows={4} validate={maxLength(INBOX_BODY_MAX)} fullWidth />
        {mayReward ? (
          <NumberInput source="reward" validate={[minValue(1), maxValue(INBOX_MAX_REWARD)]} />
        ) : null}
        <DateTimeInput source="sendAt" />
        <DateTimeInput source="expiresAt" />
      </SimpleForm>
    </Create>
  );
}
