import {
  GAME_TAGS,
  gameReadingSchema,
  type GameTag,
  type GameUpdateRequest,
  type OperatorGame,
} from '@casino/contract';
import {
  Box,
  Card,
  CardContent,
  Checkbox,
  FormControlLabel,
  IconButton,
  Stack,
  Switch,
  TextField,
  Tooltip,
  Typography,
  type SxProps,
  type Theme,
} from '@mui/material';
import SaveIcon from '@mui/icons-material/Save';
import { useState } from 'react';
import {
  DataTable,
  List,
  RecordContextProvider,
  useListContext,
  TopToolbar,
  useNotify,
  useRecordContext,
  useTranslate,
  useUpdate,
} from 'react-admin';
import { CsvExportButton } from '../components/CsvExportButton.tsx';
import { useIsSmall } from '../components/format.ts';

const Column = DataTable.Col<OperatorGame>;

/** Saves one change of a game (PATCH), pessimistically: the switch moves when the server agreed. */
function useGameUpdate() {
  const [update, { isPending }] = useUpdate<OperatorGame>();
  const notify = useNotify();
  function save(game: OperatorGame, patch: GameUpdateRequest) {
    void update(
      'games',
      { id: game.id, data: patch, previousData: game },
      {
        mutationMode: 'pessimistic',
        onSuccess: () =>
          notify('resources.games.saved', { type: 'success', messageArgs: { game: game.title } }),
        onError: (error) =>
          notify(error instanceof Error ? error.message : 'errors.TECHNICAL_ERROR', { type: 'error' }),
      },
    );
  }
  return { save, isPending };
}

function FlagSwitch({ field, labelKey }: { field: 'isEnabled' | 'isDemoAvailable'; labelKey: string }) {
  const game = useRecordContext<OperatorGame>();
  const translate = useTranslate();
  const { save, isPending } = useGameUpdate();
  if (!game) return null;
  return (
    <Switch
      checked={game[field]}
      disabled={isPending}
      slotProps={{ input: { 'aria-label': translate(labelKey, { game: game.title }) } }}
      onChange={(event) => save(game, { [field]: event.target.checked })}
    />
  );
}

function TagsEditor() {
  const game = useRecordContext<OperatorGame>();
  const translate = useTranslate();
  const { save, isPending } = useGameUpdate();
  if (!game) return null;
  const toggle = (tag: GameTag, on: boolean) =>
    save(game, {
      tags: on
        ? GAME_TAGS.filter((t) => t === tag || game.tags.includes(t))
        : game.tags.filter((t) => t !== tag),
    });
  return (
    <Box
      role="group"
      aria-label={translate('resources.games.tags_label', { game: game.title })}
      sx={{ display: 'flex', flexWrap: { xs: 'wrap', xl: 'nowrap' }, whiteSpace: 'nowrap' }}
    >
      {GAME_TAGS.map((tag) => (
        <FormControlLabel
          key={tag}
          sx={{ mr: 1 }}
          label={translate(`resources.games.tags.${tag}`)}
          control={
            <Checkbox
              size="small"
              checked={game.tags.includes(tag)}
              disabled={isPending}
              onChange={(event) => toggle(tag, event.target.checked)}
            />
          }
        />
      ))}
    </Box>
  );
}

function SortOrderEditor() {
  const game = useRecordContext<OperatorGame>();
  const translate = useTranslate();
  const { save, isPending } = useGameUpdate();
  if (!game) return null;
  const order = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
  return (
    <RowField
      saved={String(game.sortOrder)}
      isValid={(text) => Number.isInteger(order(text)) && order(text) >= 0 && order(text) <= 1_000_000}
      isSaved={(text) => order(text) === game.sortOrder}
      onSave={(text) => save(game, { sortOrder: order(text) })}
      pending={isPending}
      label={translate('resources.games.order_label', { game: game.title })}
      saveLabel={translate('resources.games.save_order', { game: game.title })}
      type="number"
      sx={{ width: 96 }}
      htmlInput={{ min: 0, step: 1 }}
    />
  );
}

/** Issue 29: the title's reading in kana, which the site's search matches kana and romaji against. */
function ReadingEditor() {
  const game = useRecordContext<OperatorGame>();
  const translate = useTranslate();
  const { save, isPending } = useGameUpdate();
  if (!game) return null;
  return (
    <RowField
      saved={game.reading}
      isValid={(text) => gameReadingSchema.safeParse(text).success}
      isSaved={(text) => text.trim() === game.reading}
      onSave={(text) => save(game, { reading: text })}
      pending={isPending}
      label={translate('resources.games.reading_label', { game: game.title })}
      saveLabel={translate('resources.games.save_reading', { game: game.title })}
      invalidText={translate('resources.games.reading_invalid')}
      sx={{ minWidth: 180 }}
      htmlInput={{ lang: 'ja', maxLength: 200 }}
    />
  );
}

/**
 * One value of a game edited in its row: a draft while typing, saved by Enter or the button when it is
 * valid and differs from the saved one; the draft is dropped either way.
 */
function RowField({
  saved,
  isValid,
  isSaved,
  onSave,
  pending,
  label,
  saveLabel,
  invalidText,
  type,
  sx,
  htmlInput,
}: {
  saved: string;
  isValid: (text: string) => boolean;
  isSaved: (text: string) => boolean;
  onSave: (text: string) => void;
  pending: boolean;
  label: string;
  saveLabel: string;
  invalidText?: string;
  type?: 'number';
  sx: SxProps<Theme>;
  htmlInput: Record<string, unknown>;
}) {
  const [value, setValue] = useState<string | null>(null);
  const current = value ?? saved;
  const valid = isValid(current);
  const changed = valid && !isSaved(current);
  const submit = () => {
    if (changed) onSave(current);
    setValue(null);
  };
  return (
    <Stack direction="row" sx={{ alignItems: 'center' }}>
      <TextField
        value={current}
        onChange={(event) => setValue(event.target.value)}
        onKeyDown={(event) => event.key === 'Enter' && submit()}
        error={!valid}
        helperText={valid ? undefined : invalidText}
        type={type}
        variant="outlined"
        size="small"
        margin="none"
        sx={sx}
        slotProps={{ htmlInput: { ...htmlInput, 'aria-label': label } }}
      />
      <Tooltip title={saveLabel}>
        {/* The span keeps the tooltip on a disabled button. */}
        <span>
          <IconButton onClick={submit} disabled={!changed || pending} aria-label={saveLabel}>
            <SaveIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
    </Stack>
  );
}

/** Phones: one card per game with the same editors as the table's row. */
function GameCards() {
  const { data } = useListContext<OperatorGame>();
  const translate = useTranslate();
  return (
    <Stack spacing={1} sx={{ p: 1 }}>
      {data?.map((game) => (
        <RecordContextProvider key={game.id} value={game}>
          <Card variant="outlined">
            <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
                {game.title}
              </Typography>
              <Typography variant="caption" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
                {game.gameCode} · {game.gameStudioName}
              </Typography>
              <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography variant="body2">{translate('resources.games.fields.isEnabled')}</Typography>
                <FlagSwitch field="isEnabled" labelKey="resources.games.enabled_label" />
                <Typography variant="body2" sx={{ ml: 1 }}>
                  {translate('resources.games.fields.isDemoAvailable')}
                </Typography>
                <FlagSwitch field="isDemoAvailable" labelKey="resources.games.demo_label" />
              </Stack>
              <TagsEditor />
              <SortOrderEditor />
              <ReadingEditor />
            </CardContent>
          </Card>
        </RecordContextProvider>
      ))}
    </Stack>
  );
}

/** The catalogue with its switches edited in place; the public catalogue follows at once. */
export function GameList() {
  const isSmall = useIsSmall();
  const translate = useTranslate();
  return (
    <List
      perPage={50}
      actions={
        <TopToolbar>
          <CsvExportButton />
        </TopToolbar>
      }
    >
      <Box sx={{ px: 2, pt: 1, color: 'text.secondary', typography: 'body2' }}>
        {translate('resources.games.help')}
      </Box>
      {isSmall ? (
        <GameCards />
      ) : (
        <DataTable<OperatorGame> bulkActionButtons={false} rowClick={false}>
          <Column source="gameCode" disableSort />
          <Column source="title" disableSort />
          <Column source="gameStudioName" disableSort />
          <Column source="isEnabled" disableSort>
            <FlagSwitch field="isEnabled" labelKey="resources.games.enabled_label" />
          </Column>
          <Column source="isDemoAvailable" disableSort>
            <FlagSwitch field="isDemoAvailable" labelKey="resources.games.demo_label" />
          </Column>
          <Column source="tags" disableSort>
            <TagsEditor />
          </Column>
          <Column source="sortOrder" disableSort>
            <SortOrderEditor />
          </Column>
          <Column source="reading" disableSort>
            <ReadingEditor />
          </Column>
        </DataTable>
      )}
    </List>
  );
}
