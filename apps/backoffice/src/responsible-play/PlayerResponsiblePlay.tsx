import {
  EXCLUSION_PERIODS,
  OPERATOR_RESPONSIBLE_PLAY_PATHS,
  operatorResponsiblePlaySchema,
  type ExclusionPeriod,
  type PlayerDetail,
} from '@casino/contract';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Loading, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { DateTimeText } from '../components/fields.tsx';
import { operatorRequest } from '../lib/api.ts';
import { useCan } from '../lib/permissions.ts';
import { periodLabel } from './period-label.ts';

const pathFor = (template: string, accountId: string) =>
  template.replace(':accountId', encodeURIComponent(accountId));
const keyFor = (accountId: string) => ['operator', 'responsible-play', accountId] as const;

/**
 * The player page's "Responsible play" tab: the break or exclusion in force, every limit (with a
 * pending raise and its time, and what is used), the whole history (audited when opened), and — for
 * support — applying a self-exclusion the player asked for (it can never shorten or lift one).
 */
export function PlayerResponsiblePlay(_props: { label?: false }) {
  const player = useRecordContext<PlayerDetail>();
  const translate = useTranslate();
  const canExclude = useCan('responsiblePlay.exclude');
  const accountId = player?.accountId ?? '';
  const view = useQuery({
    queryKey: keyFor(accountId),
    queryFn: () =>
      operatorRequest(pathFor(OPERATOR_RESPONSIBLE_PLAY_PATHS.player, accountId), {
        schema: operatorResponsiblePlaySchema,
      }),
    enabled: accountId !== '',
  });
  if (view.isPending) return <Loading />;
  if (view.isError) return <Alert severity="error">{translate(view.error.message)}</Alert>;
  const { status, limits, history } = view.data;
  const restriction = status.restriction;
  const t = (key: string, args?: Record<string, unknown>) => translate(`responsible_play.${key}`, args);
  return (
    <Stack spacing={3} data-testid="bo-responsible-play">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Alert severity={restriction ? 'warning' : 'info'} sx={{ flex: 1 }} data-testid="bo-rp-status">
          {restriction ? (
            <>
              {t(`type.${restriction.type}`)} · {periodLabel(restriction.period, t)} · {t('ends')}{' '}
              {restriction.endsAt ? <DateTimeText value={restriction.endsAt} /> : t('indefinite')} ·{' '}
              {t(`applied_by.${restriction.appliedBy}`)}
            </>
          ) : (
            t('none')
          )}
        </Alert>
        {canExclude && <ApplyExclusionButton accountId={accountId} />}
      </Stack>

      {/* A table wider than a phone scrolls sideways: a named region the keyboard can reach (axe). */}
      <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={t('limits')}>
        <Typography variant="h6">{t('limits')}</Typography>
        <Table size="small" aria-label={t('limits')} sx={{ minWidth: 560 }}>
          <TableHead>
            <TableRow>
              <TableCell>{t('kind')}</TableCell>
              <TableCell>{t('period')}</TableCell>
              <TableCell align="right">{t('value')}</TableCell>
              <TableCell align="right">{t('used')}</TableCell>
              <TableCell>{t('pending')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {limits.map((l) => (
              <TableRow key={`${l.kind}-${l.period}`}>
                <TableCell>{t(`kinds.${l.kind}`)}</TableCell>
                <TableCell>{t(`periods.${l.period}`)}</TableCell>
                <TableCell align="right">{l.value ?? '—'}</TableCell>
                <TableCell align="right">{l.used}</TableCell>
                <TableCell>
                  {l.pending ? (
                    <>
                      {l.pending.value ?? t('removed')} · <DateTimeText value={l.pending.effectiveAt} />
                    </>
                  ) : (
                    '—'
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>

      <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={t('history')}>
        <Typography variant="h6">{t('history')}</Typography>
        <Table size="small" aria-label={t('history')} data-testid="bo-rp-history" sx={{ minWidth: 640 }}>
          <TableHead>
            <TableRow>
              <TableCell>{t('at')}</TableCell>
              <TableCell>{t('event')}</TableCell>
              <TableCell>{t('details')}</TableCell>
              <TableCell>{t('by')}</TableCell>
              <TableCell>{t('note')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {history.map((e) => (
              <TableRow key={e.id} data-type={e.type}>
                <TableCell>
                  <DateTimeText value={e.at} />
                </TableCell>
                <TableCell>{t(`events.${e.type}`)}</TableCell>
                <TableCell>
                  {[
                    e.kind ? t(`kinds.${e.kind}`) : null,
                    e.period ? periodLabel(e.period, t) : null,
                    e.value !== null ? `${e.previousValue ?? '—'} → ${e.value}` : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                  {e.effectiveAt ? (
                    <>
                      {' · '}
                      {t('from')} <DateTimeText value={e.effectiveAt} />
                    </>
                  ) : null}
                  {e.endsAt ? (
                    <>
                      {' · '}
                      {t('ends')} <DateTimeText value={e.endsAt} />
                    </>
                  ) : null}
                </TableCell>
                <TableCell>{e.by === 'player' ? t('applied_by.player') : e.by}</TableCell>
                <TableCell>{e.note ?? ''}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Stack>
  );
}

/** Support applies a self-exclusion the player asked for (how they asked goes in the note). */
function ApplyExclusionButton({ accountId }: { accountId: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [period, setPeriod] = useState<ExclusionPeriod>('6m');
  const [note, setNote] = useState('');
  const apply = useMutation({
    mutationFn: () =>
      operatorRequest(pathFor(OPERATOR_RESPONSIBLE_PLAY_PATHS.playerExclusion, accountId), {
        method: 'POST',
        body: { period, note },
        schema: operatorResponsiblePlaySchema,
      }),
    onSuccess: (view) => {
      setOpen(false);
      setNote('');
      notify('responsible_play.applied', { type: 'success' });
      // The answer is the player's whole view after the exclusion: shown as it is, no second request.
      queryClient.setQueryData(keyFor(accountId), view);
    },
    onError: (error) => notify(error.message, { type: 'error' }),
  });
  return (
    <>
      <Button variant="outlined" color="error" onClick={() => setOpen(true)} data-testid="bo-rp-exclude">
        {translate('responsible_play.apply')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
        <DialogTitle>{translate('responsible_play.apply')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography variant="body2">{translate('responsible_play.apply_help')}</Typography>
            <TextField
              select
              label={translate('responsible_play.period')}
              value={period}
              onChange={(event) => setPeriod(event.target.value as ExclusionPeriod)}
            >
              {EXCLUSION_PERIODS.map((p) => (
                <MenuItem key={p} value={p}>
                  {translate(`responsible_play.exclusion_periods.${p}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label={translate('responsible_play.note')}
              helperText={translate('responsible_play.note_help')}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              multiline
              minRows={2}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
          <Button
            color="error"
            variant="contained"
            disabled={apply.isPending || note.trim().length < 3}
            onClick={() => apply.mutate()}
          >
            {translate('responsible_play.apply')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
