import { OPERATOR_PROGRESSION_PATHS, progressionRulesSchema } from '@casino/contract';
import {
  Alert,
  Box,
  Card,
  CardContent,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Loading, Title, useTranslate } from 'react-admin';
import { operatorRequest } from '../lib/api.ts';

/** The level and tier table in force (read-only: the rules are the contract's, the site states the same). */
export function ProgressionRulesPage() {
  const translate = useTranslate();
  const t = (key: string, args?: Record<string, unknown>) => translate(`progression.${key}`, args);
  const rules = useQuery({
    queryKey: ['operator', 'progression', 'rules'],
    queryFn: () => operatorRequest(OPERATOR_PROGRESSION_PATHS.rules, { schema: progressionRulesSchema }),
  });
  if (rules.isPending) return <Loading />;
  if (rules.isError) return <Alert severity="error">{translate(rules.error.message)}</Alert>;
  const r = rules.data;
  return (
    <Card data-testid="bo-progression-rules">
      <Title title={t('rules_title')} />
      <CardContent>
        <Typography sx={{ mb: 2 }}>
          {t('rules_lead', { window: r.tierWindowDays, validity: r.tierValidityDays })}
        </Typography>
        <Typography variant="h6">{t('tiers_table')}</Typography>
        <Box sx={{ overflowX: 'auto', mb: 3 }} tabIndex={0} role="region" aria-label={t('tiers_table')}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('tier')}</TableCell>
                <TableCell>{t('min_wager', { window: r.tierWindowDays })}</TableCell>
                <TableCell>{t('daily_bonus')}</TableCell>
                <TableCell>{t('raffle_tickets')}</TableCell>
                <TableCell>{t('monthly_gift')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {r.tiers.map((tier) => (
                <TableRow key={tier.tier}>
                  <TableCell>{t(`tiers.${tier.tier}`)}</TableCell>
                  <TableCell>{tier.minWager.toLocaleString()}</TableCell>
                  <TableCell>×{(tier.dailyBonusPercent / 100).toFixed(2)}</TableCell>
                  <TableCell>+{tier.extraRaffleTicketsPercent} %</TableCell>
                  <TableCell>{tier.monthlyGift.toLocaleString()}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
        <Typography variant="h6">{t('levels_table')}</Typography>
        <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={t('levels_table')}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('level')}</TableCell>
                <TableCell>{t('xp_total')}</TableCell>
                <TableCell>{t('reward')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {r.levels.map((level) => (
                <TableRow key={level.level}>
                  <TableCell>{level.level}</TableCell>
                  <TableCell>{level.xp.toLocaleString()}</TableCell>
                  <TableCell>{level.reward.toLocaleString()}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      </CardContent>
    </Card>
  );
}
