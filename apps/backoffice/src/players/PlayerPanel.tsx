import { Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { defaultExporter, Pagination, ReferenceManyField } from 'react-admin';
import { CsvExportButton } from '../components/CsvExportButton.tsx';

/**
 * One of the player page's lists (ledger, rounds, sessions): the player's rows newest first, 25 a page,
 * with the CSV export (and any `actions`) above them.
 */
export function PlayerPanel({
  reference,
  actions,
  children,
}: {
  reference: 'ledger' | 'rounds' | 'sessions';
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <ReferenceManyField
      reference={reference}
      target="accountId"
      perPage={25}
      sort={{ field: 'createdDate', order: 'DESC' }}
      pagination={<Pagination />}
      exporter={defaultExporter}
    >
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mb: 1 }}>
        {actions}
        <CsvExportButton />
      </Stack>
      {children}
    </ReferenceManyField>
  );
}
