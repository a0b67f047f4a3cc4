import { OPERATOR_RESPONSIBLE_PLAY_PATHS, responsiblePlayReportResponseSchema } from '@casino/contract';
import {
  Alert,
  Box,
  Card,
  CardContent,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { Loading, useTranslate } from 'react-admin';
import { DateTimeText } from '../components/fields.tsx';
import { operatorRequest } from '../lib/api.ts';
import { periodLabel } from './period-label.ts';

type Filter = 'all' | 'break' | 'exclusion';

/** The report of breaks and exclusions in force (reading it is audited by the server). */
export function ResponsiblePlayReport() {
  const translate = useTranslate();
  const [type, setType] = useState<Filter>('all');
  const report = useQuery({
    queryKey: ['operator', 'responsible-play-report', type],
    queryFn: () =>
      operatorRequest(OPERATOR_RESPONSIBLE_PLAY_PATHS.report, {
        query: { perPage: 500, type: type === 'all' ? undefined : type },
        schema: responsiblePlayReportResponseSchema,
      }),
  });
  const t = (key: string, args?: Record<string, unknown>) => translate(`responsible_play.${key}`, args);
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {t('report_title')}
        </Typography>
        <TextField
          select
          size="small"
          label={t('type_filter')}
          value={type}
          onChange={(event) => setType(event.target.value as Filter)}
          sx={{ mb: 2, minWidth: 200 }}
        >
          <MenuItem value="all">{t('all')}</MenuItem>
          <MenuItem value="break">{t('type.break')}</MenuItem>
          <MenuItem value="exclusion">{t('type.exclusion')}</MenuItem>
        </TextField>
        {report.isPending ? (
          <Loading />
        ) : report.isError ? (
          <Alert severity="error">{translate(report.error.message)}</Alert>
        ) : (
          <Box
            sx={{ overflowX: 'auto' }}
            tabIndex={0}
            role="region"
            aria-label={translate('responsible_play.report_title')}
          >
            <Typography variant="body2" sx={{ mb: 1 }} data-testid="bo-rp-report-total">
              {report.data.total}
            </Typography>
            <Table size="small" data-testid="bo-rp-report" sx={{ minWidth: 640 }}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('player')}</TableCell>
                  <TableCell>{t('event')}</TableCell>
                  <TableCell>{t('period')}</TableCell>
                  <TableCell>{t('started')}</TableCell>
                  <TableCell>{t('ends')}</TableCell>
                  <TableCell>{t('by')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {report.data.data.map((row) => (
                  <TableRow key={row.id}>
                    <TableCell>
                      <Link to={`/players/${encodeURIComponent(row.accountId)}/show/responsible-play`}>
                        {row.displayName ?? row.accountId}
                      </Link>
                      {row.email ? ` · ${row.email}` : ''}
                    </TableCell>
                    <TableCell>{t(`type.${row.type}`)}</TableCell>
                    <TableCell>{periodLabel(row.period, t)}</TableCell>
                    <TableCell>
                      <DateTimeText value={row.startedAt} />
                    </TableCell>
                    <TableCell>
                      {row.endsAt ? <DateTimeText value={row.endsAt} /> : t('indefinite')}
                    </TableCell>
                    <TableCell>{t(`applied_by.${row.appliedBy}`)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
