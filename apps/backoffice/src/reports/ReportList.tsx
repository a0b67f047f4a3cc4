import { DAILY_REPORT_FIGURES, type DailyReportRow } from '@casino/contract';
import { Box } from '@mui/material';
import { DataTable, DateInput, List, SimpleList, TopToolbar, useTranslate } from 'react-admin';
import { CsvExportButton } from '../components/CsvExportButton.tsx';
import { CoinsText } from '../components/fields.tsx';
import { formatCoins, useIntlLocale, useIsSmall } from '../components/format.ts';

const Column = DataTable.Col<DailyReportRow>;

const filters = [
  <DateInput key="from" source="from" alwaysOn />,
  <DateInput key="to" source="to" alwaysOn />,
];

const FIGURES = DAILY_REPORT_FIGURES;

/** One row per Japan day (the server's default: the last 30 days); CSV export of the same rows. */
export function ReportList() {
  const isSmall = useIsSmall();
  const translate = useTranslate();
  const intlLocale = useIntlLocale();
  return (
    <List
      filters={filters}
      pagination={false}
      perPage={366}
      actions={
        <TopToolbar>
          <CsvExportButton />
        </TopToolbar>
      }
    >
      <Box sx={{ px: 2, pt: 1, color: 'text.secondary', typography: 'body2' }}>
        {translate('resources.reports.help')}
      </Box>
      {isSmall ? (
        <SimpleList<DailyReportRow>
          primaryText={(row) => row.day}
          secondaryText={(row) =>
            `${translate('resources.reports.fields.signups')} ${row.signups} · ${translate('resources.reports.fields.activePlayers')} ${row.activePlayers}`
          }
          tertiaryText={(row) => formatCoins(row.netCoinFlow, intlLocale)}
          rowClick={false}
        />
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <DataTable<DailyReportRow> bulkActionButtons={false} rowClick={false}>
            <Column source="day" disableSort />
            {FIGURES.map((figure) => (
              <Column
                key={figure}
                source={figure}
                disableSort
                align="right"
                render={(row) => <CoinsText value={row[figure]} signed={figure === 'netCoinFlow'} />}
              />
            ))}
          </DataTable>
        </Box>
      )}
    </List>
  );
}
