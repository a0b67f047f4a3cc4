import type { KycSubmission } from '@casino/contract';
import { DataTable, DateField, List, SelectInput, SimpleList, useTranslate } from 'react-admin';
import { useIsSmall } from '../components/format.ts';

const Column = DataTable.Col<KycSubmission>;
const STATUSES = ['pending', 'approved', 'rejected'] as const;

function StatusFilter() {
  const translate = useTranslate();
  return (
    <SelectInput
      source="status"
      alwaysOn
      choices={STATUSES.map((id) => ({ id, name: translate(`resources.kyc.statuses.${id}`) }))}
    />
  );
}

/** Submissions, oldest first: the support team works the pending queue from its front. */
export function KycList() {
  const isSmall = useIsSmall();
  const translate = useTranslate();
  return (
    <List
      filters={[<StatusFilter key="status" />]}
      filterDefaultValues={{ status: 'pending' }}
      sort={{ field: 'submittedDate', order: 'ASC' }}
      exporter={false}
    >
      {isSmall ? (
        <SimpleList<KycSubmission>
          primaryText={(row) => row.fullName}
          secondaryText={(row) =>
            `${row.displayName ?? ''} · ${translate(`resources.kyc.statuses.${row.status}`)}`
          }
          tertiaryText={(row) => new Date(row.submittedDate).toLocaleDateString()}
          linkType="show"
        />
      ) : (
        <DataTable<KycSubmission> bulkActionButtons={false} rowClick="show">
          <Column source="submittedDate" disableSort>
            <DateField source="submittedDate" showTime />
          </Column>
          <Column source="fullName" disableSort />
          <Column source="displayName" disableSort />
          <Column source="dateOfBirth" disableSort />
          <Column
            source="status"
            disableSort
            render={(row) => translate(`resources.kyc.statuses.${row.status}`)}
          />
        </DataTable>
      )}
    </List>
  );
}
