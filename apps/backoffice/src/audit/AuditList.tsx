import { AUDIT_ACTIONS, type AuditEntry } from '@casino/contract';
import { Box, Stack, Typography } from '@mui/material';
import { DataTable, DateInput, SelectInput, SimpleList, TextInput, useTranslate } from 'react-admin';
import { DateTimeText, JsonBlock } from '../components/fields.tsx';
import { formatDateTime, useIntlLocale } from '../components/format.ts';
import { ResponsiveList } from '../components/ResponsiveList.tsx';

const Column = DataTable.Col<AuditEntry>;

const ACTION_CHOICES = AUDIT_ACTIONS.map((action) => ({
  id: action,
  name: `resources.audit.actions.${action}`,
}));

const filters = [
  <SelectInput key="action" source="action" choices={ACTION_CHOICES} alwaysOn />,
  <TextInput key="target" source="target" alwaysOn resettable />,
  <TextInput key="operatorId" source="operatorId" resettable />,
  <DateInput key="from" source="from" alwaysOn />,
  <DateInput key="to" source="to" alwaysOn />,
];

/** Before and after of one row, side by side on wide screens. */
function Changes({ entry }: { entry: AuditEntry }) {
  const translate = useTranslate();
  if (entry.before == null && entry.after == null) return <span>—</span>;
  return (
    <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2}>
      <Box>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {translate('resources.audit.fields.before')}
        </Typography>
        <JsonBlock value={entry.before} />
      </Box>
      <Box>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {translate('resources.audit.fields.after')}
        </Typography>
        <JsonBlock value={entry.after} />
      </Box>
    </Stack>
  );
}

/** Every operator action, newest first; rows cannot be changed or deleted through any API. */
export function AuditList() {
  const translate = useTranslate();
  const intlLocale = useIntlLocale();
  const action = (entry: AuditEntry) => translate(`resources.audit.actions.${entry.action}`);
  return (
    <ResponsiveList
      filters={filters}
      sort={{ field: 'createdDate', order: 'DESC' }}
      action="export"
      small={
        <SimpleList<AuditEntry>
          primaryText={action}
          secondaryText={(entry) => [entry.operatorEmail, entry.target].filter(Boolean).join(' · ')}
          tertiaryText={(entry) => formatDateTime(entry.createdDate, intlLocale)}
          rowClick={false}
        />
      }
      wide={
        <DataTable<AuditEntry> bulkActionButtons={false} rowClick={false}>
          <Column source="createdDate" disableSort render={(e) => <DateTimeText value={e.createdDate} />} />
          <Column source="operatorEmail" disableSort render={(e) => e.operatorEmail ?? '—'} />
          <Column source="action" disableSort render={action} />
          <Column source="target" disableSort render={(e) => e.target ?? '—'} />
          <Column label="resources.audit.changes" disableSort render={(e) => <Changes entry={e} />} />
          <Column source="ip" disableSort render={(e) => e.ip ?? '—'} />
        </DataTable>
      }
    />
  );
}
