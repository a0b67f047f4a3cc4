import type { PageViewsRow } from '@casino/contract';
import { DataTable, NumberInput, SimpleList } from 'react-admin';
import { ResponsiveList } from '../components/ResponsiveList.tsx';

const Column = DataTable.Col<PageViewsRow>;

const filters = [<NumberInput key="days" source="days" min={1} max={366} alwaysOn />];

/** Page views per route per Japan day: the same table as `npm run report:pageviews`. */
export function PageViewList() {
  return (
    <ResponsiveList
      filters={filters}
      filterDefaultValues={{ days: 7 }}
      pagination={false}
      perPage={500}
      action="export"
      help="resources.pageviews.help"
      small={
        <SimpleList<PageViewsRow>
          primaryText={(row) => row.path}
          secondaryText={(row) => row.day}
          tertiaryText={(row) => String(row.views)}
          rowClick={false}
        />
      }
      wide={
        <DataTable<PageViewsRow> bulkActionButtons={false} rowClick={false}>
          <Column source="day" disableSort />
          <Column source="path" disableSort />
          <Column source="views" disableSort align="right" />
          <Column source="visitors" disableSort align="right" />
        </DataTable>
      }
    />
  );
}
