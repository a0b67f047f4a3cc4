import { MISSION_PATHS, operatorPlayerMissionsResponseSchema, type PlayerDetail } from '@casino/contract';
import { Alert, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Loading, useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { CoinsText, DateTimeText } from '../components/fields.tsx';
import { operatorRequest } from '../lib/api.ts';

/** The player page's "Missions" tab: each mission of each period, its progress, completion and paid reward. */
export function PlayerMissions(_props: { label?: false }) {
  const player = useRecordContext<PlayerDetail>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const accountId = player?.accountId ?? '';
  const view = useQuery({
    queryKey: ['operator', 'missions', accountId],
    queryFn: () =>
      operatorRequest(MISSION_PATHS.operatorPlayer.replace(':accountId', encodeURIComponent(accountId)), {
        query: { perPage: 200 },
        schema: operatorPlayerMissionsResponseSchema,
      }),
    enabled: accountId !== '',
  });
  if (view.isPending) return <Loading />;
  if (view.isError) return <Alert severity="error">{translate(view.error.message)}</Alert>;
  const t = (key: string) => translate(`resources.missions.player.${key}`);
  if (view.data.data.length === 0) return <Typography>{t('empty')}</Typography>;
  return (
    <Table size="small" data-testid="player-missions">
      <TableHead>
        <TableRow>
          <TableCell>{t('period')}</TableCell>
          <TableCell>{t('mission')}</TableCell>
          <TableCell>{t('progress')}</TableCell>
          <TableCell>{t('reward')}</TableCell>
          <TableCell>{t('completed')}</TableCell>
          <TableCell>{t('claimed')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {view.data.data.map((row) => (
          <TableRow key={row.id}>
            <TableCell>
              <DateTimeText value={row.periodStart} />
            </TableCell>
            <TableCell>
              {translate(`resources.missions.cadences.${row.cadence}`)} ·{' '}
              {locale === 'en' ? row.nameEn : row.nameJa}
            </TableCell>
            <TableCell>{`${row.progress.toLocaleString()} / ${row.target.toLocaleString()}`}</TableCell>
            <TableCell>
              <CoinsText value={row.reward} />
            </TableCell>
            <TableCell>
              <DateTimeText value={row.completedDate} />
            </TableCell>
            <TableCell>
              {row.claimedDate ? (
                <>
                  <DateTimeText value={row.claimedDate} /> (#{row.claimTransactionId})
                </>
              ) : (
                '—'
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
