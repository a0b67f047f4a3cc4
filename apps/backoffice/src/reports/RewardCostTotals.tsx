import { REWARD_COST_LINES, type DailyReportRow } from '@casino/contract';
import { Box, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { CoinsText } from '../components/fields.tsx';

/**
 * The reward costs of the whole period shown (issue 30): each kind of reward summed over the report's
 * days (every day of the filter is one row of the list), and their total.
 */
export function RewardCostTotals() {
  const translate = useTranslate();
  const { data } = useListContext<DailyReportRow>();
  if (!data || data.length === 0) return null;
  const sum = (pick: (row: DailyReportRow) => number) => data.reduce((total, row) => total + pick(row), 0);
  return (
    <Box component="section" aria-labelledby="reward-cost-totals" sx={{ px: 2, py: 1 }}>
      <Typography id="reward-cost-totals" variant="subtitle2" component="h2">
        {translate('resources.reports.rewardTotals', { days: data.length })}
      </Typography>
      <Table size="small" sx={{ maxWidth: 420 }}>
        <TableBody>
          {REWARD_COST_LINES.map((line) => (
            <TableRow key={line}>
              <TableCell component="th" scope="row">
                {translate(`resources.reports.fields.rewardCosts.${line}`)}
              </TableCell>
              <TableCell align="right">
                <CoinsText value={sum((row) => row.rewardCosts[line])} />
              </TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
              {translate('resources.reports.fields.rewardCostTotal')}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 600 }}>
              <CoinsText value={sum((row) => row.rewardCostTotal)} />
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </Box>
  );
}
