import { ApprovalStatus } from '../approvals/ApprovalStatus.tsx';
import {
  GAME_CATALOGUE,
  OPERATOR_TOURNAMENT_PATHS,
  RECURRENCES,
  SCORING_RULES,
  operatorPath,
  operatorTournamentSchema,
  type OperatorTournament,
} from '@casino/contract';
import {
  Alert,
  Autocomplete,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { errorCodeOf, operatorRequest } from '../lib/api.ts';
import { emptyForm, formOf, toInput, type TournamentFormValues } from './tournament-form.ts';

const GAME_CODES = GAME_CATALOGUE.map((g) => g.gameCode);
type TextKey = Exclude<keyof TournamentFormValues, 'games' | 'scoringRule' | 'recurrence'>;

/** Create (tournament null) or edit a tournament that has not started. */
export function TournamentFormDialog({
  tournament,
  onClose,
  onSaved,
}: {
  tournament: OperatorTournament | null;
  onClose(): void;
  onSaved(saved: OperatorTournament): void;
}) {
  const translate = useTranslate();
  const [values, setValues] = useState<TournamentFormValues>(() =>
    tournament ? formOf(tournament) : emptyForm(new Date()),
  );
  const [invalid, setInvalid] = useState<string[]>([]);
  const save = useSaveTournament(tournament, onSaved);
  const set = (key: keyof TournamentFormValues) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: event.target.value }));
  const bad = (...paths: string[]) =>
    paths.some((p) => invalid.some((i) => i === p || i.startsWith(`${p}.`)));
  const text = textFields(translate, values, set, bad);

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md">
      <DialogTitle>{translate(tournament ? 'tournaments.edit' : 'tournaments.create')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {tournament && <ApprovalStatus kind="tournament" subjectId={tournament.id} />}
          {text('tournamentRef', 'ref', 'tournamentRef')}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {text('start', 'start', 'startDateUtc', {
              type: 'datetime-local',
              slotProps: { inputLabel: { shrink: true } },
            })}
            {text('end', 'end', 'endDateUtc', {
              type: 'datetime-local',
              slotProps: { inputLabel: { shrink: true } },
            })}
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <SelectField
              label={translate('tournaments.fields.rule')}
              value={values.scoringRule}
              onChange={set('scoringRule')}
              options={SCORING_RULES}
              optionLabel={(r) => translate(`tournaments.rules.${r}`)}
            />
            {text('coinsPerPoint', 'coins_per_point', 'rules.coinsPerPoint', { type: 'number' })}
            {text('minBet', 'min_bet', 'rules.minBet', { type: 'number' })}
            <SelectField
              label={translate('tournaments.fields.recurrence')}
              value={values.recurrence}
              onChange={set('recurrence')}
              options={RECURRENCES}
              optionLabel={(r) => translate(`tournaments.recurrences.${r}`)}
            />
          </Stack>
          <Autocomplete
            multiple
            options={GAME_CODES}
            value={values.games}
            onChange={(_e, games) => setValues((v) => ({ ...v, games }))}
            renderInput={(params) => (
              <TextField
                {...params}
                size="small"
                label={translate('tournaments.fields.games')}
                error={bad('games')}
              />
            )}
          />
          {text('prizes', 'prizes', 'prizes', {
            multiline: true,
            minRows: 3,
            helperText: translate('tournaments.fields.prizes_help'),
          })}
          {text('titleJa', 'title_ja', 'translations.0.title')}
          {text('descriptionJa', 'description_ja', 'translations.0.description', {
            multiline: true,
            minRows: 2,
          })}
          {text('termsJa', 'terms_ja', 'translations.0.termsAndConditions', { multiline: true, minRows: 2 })}
          {text('titleEn', 'title_en', 'translations.1.title')}
          {text('descriptionEn', 'description_en', 'translations.1.description', {
            multiline: true,
            minRows: 2,
          })}
          {text('termsEn', 'terms_en', 'translations.1.termsAndConditions', { multiline: true, minRows: 2 })}
          {invalid.length > 0 && (
            <Alert severity="error">{translate('errors.REQUEST_VALIDATION_ERROR')}</Alert>
          )}
          {save.error && <Alert severity="error">{translate(`errors.${errorCodeOf(save.error)}`)}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('tournaments.close')}</Button>
        <Button
          variant="contained"
          disabled={save.isPending}
          onClick={() => {
            const result = toInput(values);
            if ('invalid' in result) {
              setInvalid(result.invalid);
              return;
            }
            setInvalid([]);
            save.mutate(result.input);
          }}
        >
          {translate('tournaments.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** PUT the edited tournament, or POST a new one. */
function useSaveTournament(
  tournament: OperatorTournament | null,
  onSaved: (saved: OperatorTournament) => void,
) {
  return useMutation({
    mutationFn: (body: unknown) =>
      tournament
        ? operatorRequest(
            operatorPath(OPERATOR_TOURNAMENT_PATHS.item, { tournamentId: String(tournament.id) }),
            { method: 'PUT', body, schema: operatorTournamentSchema },
          )
        : operatorRequest(OPERATOR_TOURNAMENT_PATHS.list, {
            method: 'POST',
            body,
            schema: operatorTournamentSchema,
          }),
    onSuccess: onSaved,
  });
}

/** A small full-width select over fixed options (scoring rule, recurrence). */
function SelectField<T extends string>({
  label,
  value,
  onChange,
  options,
  optionLabel,
}: {
  label: string;
  value: T;
  onChange: (event: { target: { value: string } }) => void;
  options: readonly T[];
  optionLabel: (option: T) => string;
}) {
  return (
    <TextField select size="small" fullWidth label={label} value={value} onChange={onChange}>
      {options.map((option) => (
        <MenuItem key={option} value={option}>
          {optionLabel(option)}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The dialog's text inputs: label from `tournaments.fields.<label>`, red when `path` is invalid. */
function textFields(
  translate: (key: string) => string,
  values: TournamentFormValues,
  set: (key: keyof TournamentFormValues) => (event: { target: { value: string } }) => void,
  bad: (...paths: string[]) => boolean,
) {
  return (key: TextKey, label: string, path: string, extra: Record<string, unknown> = {}) => (
    <TextField
      label={translate(`tournaments.fields.${label}`)}
      value={values[key]}
      onChange={set(key)}
      error={bad(path)}
      fullWidth
      size="small"
      {...extra}
    />
  );
}
