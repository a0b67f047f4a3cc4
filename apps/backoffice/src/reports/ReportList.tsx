import { DAILY_REPORT_FIGURES, REWARD_COST_LINES, type DailyReportRow } from '@casino/contract';
import { Box } from '@mui/material';
import { DataTable, DateInput, SimpleList, useTranslate } from 'react-admin';
import { CoinsText } from '../components/fields.tsx';
import { formatCoins, useIntlLocale } from '../components/format.ts';
import { ResponsiveList } from '../components/ResponsiveList.tsx';
import { RewardCostTotals } from './RewardCostTotals.tsx';

const Column = DataTable.Col<DailyReportRow>;

const filters = [
  <DateInput key="from" source="from" alwaysOn />,
  <DateInput key="to" source="to" alwaysOn />,
];

const FIGURES = DAILY_REPORT_FIGURES;

/** One row per Japan day (the server's default: the last 30 days); CSV export of the same rows. */
export function ReportList() {
  const translate = useTranslate();
  const intlLocale = useIntlLocale();
  return (
    <ResponsiveList
      filters={filters}
      pagination={false}
      perPage={366}
      action="export"
      help="resources.reports.help"
      small={
        <>
          <RewardCostTotals />
          <SimpleList<DailyReportRow>
            primaryText={(row) => row.day}
            secondaryText={(row) =>
              `${translate('resources.reports.fields.signups')} ${row.signups} · ${translate('resources.reports.fields.activePlayers')} ${row.activePlayers}`
            }
            tertiaryText={(row) =>
              `${formatCoins(row.netCoinFlow, intlLocale)} · ${translate('resources.reports.fields.rewardCostTotal')} ${formatCoins(row.rewardCostTotal, intlLocale)}`
            }
            rowClick={false}
          />
        </>
      }
      wide={
        <Box sx={{ overflowX: 'auto' }}>
          <RewardCostTotals />
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
            {REWARD_COST_LINES.map((line) => (
              <Column
                key={line}
                source={`rewardCosts.${line}`}
                disableSort
                align="right"
                render={(row) => <CoinsText value={row.rewardCosts[line]} />}
              />
            ))}
            <Column
              source="rewardCostTotal"
              disableSort
              align="right"
              render={(row) => <CoinsText value={row.rewardCostTotal} />}
            />
          </DataTable>
        </Box>
      }
    />
  );
}
