import {
  COMPETITION_STATUSES,
  OPERATOR_TOURNAMENT_PATHS,
  leaderboardResponseSchema,
  operatorPath,
  operatorTournamentListSchema,
  operatorTournamentSchema,
  pickTranslation,
  type CompetitionStatus,
  type OperatorTournament,
} from '@casino/contract';
import {
  Alert,
  Button,
  Card,
  CardContent,
  Chip,
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
import { Loading, Title, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { errorCodeOf, operatorRequest } from '../lib/api.ts';
import { TournamentFormDialog } from './TournamentFormDialog.tsx';

const KEY = ['operator', 'tournaments'] as const;

function LeaderboardDialog({ tournament, onClose }: { tournament: OperatorTournament; onClose(): void }) {
  const translate = useTranslate();
  const board = useQuery({
    queryKey: [...KEY, tournament.id, 'leaderboard'],
    queryFn: () =>
      operatorRequest(
        operatorPath(OPERATOR_TOURNAMENT_PATHS.leaderboard, { tournamentId: String(tournament.id) }),
        {
          schema: leaderboardResponseSchema,
        },
      ),
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>
        {translate('tournaments.leaderboard')}: {tournament.meta.tournamentRef}
      </DialogTitle>
      <DialogContent>
        {board.isPending && <Loading />}
        {board.data && board.data.top.length === 0 && (
          <Typography>{translate('tournaments.no_scores')}</Typography>
        )}
        {board.data && board.data.top.length > 0 && (
          <Table size="small" aria-label={translate('tournaments.leaderboard')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('tournaments.fields.rank')}</TableCell>
                <TableCell>{translate('tournaments.fields.player')}</TableCell>
                <TableCell align="right">{translate('tournaments.fields.score')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {board.data.top.map((entry) => (
                <TableRow key={entry.rank}>
                  <TableCell>{entry.rank}</TableCell>
                  <TableCell>{entry.displayName}</TableCell>
                  <TableCell align="right">{entry.score.toLocaleString()}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('tournaments.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** The back office's tournaments: list by status, create, edit before the start, cancel, leaderboard. */
export function TournamentsPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<CompetitionStatus | ''>('');
  const [editing, setEditing] = useState<OperatorTournament | 'new' | null>(null);
  const [board, setBoard] = useState<OperatorTournament | null>(null);
  const list = useQuery({
    queryKey: [...KEY, status],
    queryFn: () =>
      operatorRequest(OPERATOR_TOURNAMENT_PATHS.list, {
        query: { perPage: 100, ...(status ? { status } : {}) },
        schema: operatorTournamentListSchema,
      }),
  });
  const titleOf = (t: OperatorTournament) =>
    pickTranslation(t.meta.translations, locale)?.title ?? t.meta.tournamentRef;
  const cancel = useMutation({
    mutationFn: (t: OperatorTournament) =>
      operatorRequest(operatorPath(OPERATOR_TOURNAMENT_PATHS.cancel, { tournamentId: String(t.id) }), {
        method: 'POST',
        schema: operatorTournamentSchema,
      }),
    onSuccess: (t) => {
      notify('tournaments.cancelled', { type: 'success', messageArgs: { title: titleOf(t) } });
      void queryClient.invalidateQueries({ queryKey: KEY });
    },
    onError: (error) => notify(`errors.${errorCodeOf(error)}`, { type: 'error' }),
  });
  const date = (iso: string) => new Date(iso).toLocaleString(locale === 'ja' ? 'ja-JP' : 'en-GB');

  return (
    <Card sx={{ mt: 2 }}>
      <Title title="tournaments.title" />
      <CardContent>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          {translate('tournaments.intro')}
        </Typography>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ mb: 2, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
        >
          <TextField
            select
            size="small"
            label={translate('tournaments.status_filter')}
            value={status}
            onChange={(e) => setStatus(e.target.value as CompetitionStatus | '')}
            sx={{ minWidth: 200 }}
          >
            <MenuItem value="">{translate('tournaments.all')}</MenuItem>
            {COMPETITION_STATUSES.map((s) => (
              <MenuItem key={s} value={s}>
                {translate(`tournaments.statuses.${s}`)}
              </MenuItem>
            ))}
          </TextField>
          <Button variant="contained" onClick={() => setEditing('new')} data-testid="tournament-create">
            {translate('tournaments.create')}
          </Button>
        </Stack>
        {list.isPending && <Loading />}
        {list.error && <Alert severity="error">{translate(`errors.${errorCodeOf(list.error)}`)}</Alert>}
        {list.data && list.data.data.length === 0 && (
          <Typography>{translate('tournaments.empty')}</Typography>
        )}
        {list.data && list.data.data.length > 0 && (
          <Table
            size="small"
            aria-label={translate('tournaments.title')}
            sx={{ display: 'block', overflowX: 'auto' }}
          >
            <TableHead>
              <TableRow>
                <TableCell>{translate('tournaments.fields.title')}</TableCell>
                <TableCell>{translate('tournaments.fields.status')}</TableCell>
                <TableCell>{translate('tournaments.fields.start')}</TableCell>
                <TableCell>{translate('tournaments.fields.end')}</TableCell>
                <TableCell>{translate('tournaments.fields.rule')}</TableCell>
                <TableCell align="right">{translate('tournaments.players')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {list.data.data.map((t) => (
                <TournamentRow
                  key={t.id}
                  tournament={t}
                  title={titleOf(t)}
                  date={date}
                  cancelling={cancel.isPending}
                  onBoard={() => setBoard(t)}
                  onEdit={() => setEditing(t)}
                  onCancel={() => {
                    if (window.confirm(translate('tournaments.cancel_confirm', { title: titleOf(t) })))
                      cancel.mutate(t);
                  }}
                />
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
      {editing && (
        <TournamentFormDialog
          tournament={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(t) => {
            notify('tournaments.saved', { type: 'success', messageArgs: { title: titleOf(t) } });
            setEditing(null);
            void queryClient.invalidateQueries({ queryKey: KEY });
          }}
        />
      )}
      {board && <LeaderboardDialog tournament={board} onClose={() => setBoard(null)} />}
    </Card>
  );
}

/** One tournament in the list, with what the operator may do with it now. */
function TournamentRow({
  tournament: t,
  title,
  date,
  cancelling,
  onBoard,
  onEdit,
  onCancel,
}: {
  tournament: OperatorTournament;
  title: string;
  date: (iso: string) => string;
  cancelling: boolean;
  onBoard: () => void;
  onEdit: () => void;
  onCancel: () => void;
}) {
  const translate = useTranslate();
  const s = t.meta.tournamentStatus;
  return (
    <TableRow data-testid="tournament-row">
      <TableCell>
        {title}
        <Typography variant="caption" component="div" sx={{ color: 'text.secondary' }}>
          {t.meta.tournamentRef} · {translate(`tournaments.recurrences.${t.recurrence}`)}
        </Typography>
      </TableCell>
      <TableCell>
        <Chip
          size="small"
          label={translate(`tournaments.statuses.${s}`)}
          color={s === 'RUNNING' ? 'success' : 'default'}
        />
      </TableCell>
      <TableCell>{date(t.meta.startDateUtc)}</TableCell>
      <TableCell>{date(t.meta.endDateUtc)}</TableCell>
      <TableCell>{translate(`tournaments.rules.${t.rules.scoringRule}`)}</TableCell>
      <TableCell align="right">{t.playerCount}</TableCell>
      <TableCell>
        <Stack direction="row" spacing={1}>
          <Button size="small" onClick={onBoard}>
            {translate('tournaments.leaderboard')}
          </Button>
          {s === 'SCHEDULED' && (
            <Button size="small" onClick={onEdit}>
              {translate('tournaments.edit')}
            </Button>
          )}
          {(s === 'SCHEDULED' || s === 'RUNNING' || s === 'CLOSED') && t.winners.length === 0 && (
            <Button size="small" color="error" disabled={cancelling} onClick={onCancel}>
              {translate('tournaments.cancel')}
            </Button>
          )}
        </Stack>
      </TableCell>
    </TableRow>
  );
}
