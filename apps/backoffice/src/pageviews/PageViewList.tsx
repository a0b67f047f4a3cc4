import type { PageViewsRow } from '@casino/contract';
import { Box } from '@mui/material';
import { DataTable, List, NumberInput, SimpleList, TopToolbar, useTranslate } from 'react-admin';
import { CsvExportButton } from '../components/CsvExportButton.tsx';
import { useIsSmall } from '../components/format.ts';

const Column = DataTable.Col<PageViewsRow>;

const filters = [<NumberInput key="days" source="days" min={1} max={366} alwaysOn />];

/** Page views per route per Japan day: the same table as `npm run report:pageviews`. */
export function PageViewList() {
  const isSmall = useIsSmall();
  const translate = useTranslate();
  return (
    <List
      filters={filters}
      filterDefaultValues={{ days: 7 }}
      pagination={false}
      perPage={500}
      actions={
        <TopToolbar>
          <CsvExportButton />
        </TopToolbar>
      }
    >
      <Box sx={{ px: 2, pt: 1, color: 'text.secondary', typography: 'body2' }}>
        {translate('resources.pageviews.help')}
      </Box>
      {isSmall ? (
        <SimpleList<PageViewsRow>
          primaryText={(row) => row.path}
          secondaryText={(row) => row.day}
          tertiaryText={(row) => String(row.views)}
          rowClick={false}
        />
      ) : (
        <DataTable<PageViewsRow> bulkActionButtons={false} rowClick={false}>
          <Column source="day" disableSort />
          <Column source="path" disableSort />
          <Column source="views" disableSort align="right" />
          <Column source="visitors" disableSort align="right" />
        </DataTable>
      )}
    </List>
  );
}
