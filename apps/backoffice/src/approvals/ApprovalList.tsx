import { APPROVAL_KINDS, APPROVAL_STATUSES, type Approval } from '@casino/contract';
import { Typography } from '@mui/material';
import { DataTable, DateField, List, SelectInput, SimpleList, useTranslate } from 'react-admin';
import { CoinsText } from '../components/fields.tsx';
import { formatCoins, useIntlLocale, useIsSmall } from '../components/format.ts';
import { ApprovalSettingsPanel } from './ApprovalSettingsPanel.tsx';

const Column = DataTable.Col<Approval>;

function Filters() {
  const translate = useTranslate();
  return [
    <SelectInput
      key="status"
      source="status"
      alwaysOn
      choices={APPROVAL_STATUSES.map((id) => ({ id, name: translate(`resources.approvals.statuses.${id}`) }))}
    />,
    <SelectInput
      key="kind"
      source="kind"
      alwaysOn
      choices={APPROVAL_KINDS.map((id) => ({ id, name: translate(`resources.approvals.kinds.${id}`) }))}
    />,
  ];
}

/** Proposed amounts, caps and prizes with their liability; pending first, oldest first. */
export function ApprovalList() {
  const isSmall = useIsSmall();
  const translate = useTranslate();
  const locale = useIntlLocale();
  return (
    <>
      <Typography variant="body2" sx={{ mt: 2, maxWidth: 900 }}>
        {translate('resources.approvals.help')}
      </Typography>
      <ApprovalSettingsPanel />
      <List
        filters={Filters()}
        filterDefaultValues={{ status: 'PENDING' }}
        sort={{ field: 'proposedDate', order: 'ASC' }}
        exporter={false}
      >
        {isSmall ? (
          <SimpleList<Approval>
            primaryText={(row) => `${translate(`resources.approvals.kinds.${row.kind}`)} · ${row.label}`}
            secondaryText={(row) =>
              `${formatCoins(row.liability, locale)} · ${translate(`resources.approvals.statuses.${row.status}`)}`
            }
            tertiaryText={(row) => row.proposedBy}
            linkType="show"
          />
        ) : (
          <DataTable<Approval> bulkActionButtons={false} rowClick="show">
            <Column source="proposedDate" disableSort>
              <DateField source="proposedDate" showTime />
            </Column>
            <Column
              source="kind"
              disableSort
              render={(row) => translate(`resources.approvals.kinds.${row.kind}`)}
            />
            <Column source="label" disableSort />
            <Column source="liability" disableSort render={(row) => <CoinsText value={row.liability} />} />
            <Column source="proposedBy" disableSort />
            <Column
              source="status"
              disableSort
              render={(row) => translate(`resources.approvals.statuses.${row.status}`)}
            />
          </DataTable>
        )}
      </List>
    </>
  );
}
