import { COLLECTION_RULES, GAME_TAGS, type OperatorCollection, type OperatorGame } from '@casino/contract';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { IconButton, Stack, Tooltip } from '@mui/material';
import {
  AutocompleteArrayInput,
  BooleanInput,
  Create,
  DataTable,
  DeleteButton,
  Edit,
  FormDataConsumer,
  SaveButton,
  SelectInput,
  SimpleForm,
  SimpleList,
  TextInput,
  Toolbar,
  maxLength,
  required,
  useGetList,
  useListContext,
  useLocaleState,
  useNotify,
  useRecordContext,
  useTranslate,
  useUpdate,
} from 'react-admin';
import { YesNoChip } from '../components/fields.tsx';
import { ResponsiveList } from '../components/ResponsiveList.tsx';

const Column = DataTable.Col<OperatorCollection>;

/** Moves a row one place up or down (PATCH position): the home page follows the console's order. */
function MoveButtons() {
  const row = useRecordContext<OperatorCollection>();
  const { total } = useListContext<OperatorCollection>();
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const [update, { isPending }] = useUpdate<OperatorCollection>();
  if (!row) return null;
  const name = locale === 'en' ? row.nameEn : row.nameJa;
  const move = (position: number) =>
    void update(
      'collections',
      { id: row.id, data: { position }, previousData: row },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify('resources.collections.moved', { type: 'success', messageArgs: { name } }),
        onError: (error) =>
          notify(error instanceof Error ? error.message : 'errors.TECHNICAL_ERROR', { type: 'error' }),
      },
    );
  const button = (key: 'up' | 'down', to: number, disabled: boolean, icon: React.ReactNode) => (
    <Tooltip title={translate(`resources.collections.move_${key}`, { name })}>
      <span>
        <IconButton
          size="small"
          aria-label={translate(`resources.collections.move_${key}`, { name })}
          data-testid={`collection-move-${key}`}
          disabled={disabled || isPending}
          onClick={(event) => {
            event.stopPropagation();
            move(to);
          }}
        >
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
  return (
    <Stack direction="row">
      {button('up', row.position - 1, row.position === 0, <ArrowUpwardIcon fontSize="small" />)}
      {button(
        'down',
        row.position + 1,
        row.position >= (total ?? 1) - 1,
        <ArrowDownwardIcon fontSize="small" />,
      )}
    </Stack>
  );
}

function RuleText({ row }: { row: OperatorCollection }) {
  const translate = useTranslate();
  const rule = translate(`resources.collections.rules.${row.rule}`);
  if (row.rule === 'tag' && row.tag) return <>{`${rule}: ${translate(`resources.games.tags.${row.tag}`)}`}</>;
  if (row.rule === 'manual')
    return <>{translate('resources.collections.games_count', { count: row.gameCodes.length })}</>;
  return <>{rule}</>;
}

/** The home page's rows in their order, top first; arrows reorder, a click edits. */
export function CollectionList() {
  return (
    <ResponsiveList
      action="create"
      help="resources.collections.help"
      small={
        <SimpleList<OperatorCollection>
          primaryText={(c) => `${c.position + 1}. ${c.nameJa} / ${c.nameEn}`}
          secondaryText={(c) => <RuleText row={c} />}
          rowClick="edit"
        />
      }
      wide={
        <DataTable<OperatorCollection> bulkActionButtons={false} rowClick="edit">
          <Column source="position" disableSort render={(c) => c.position + 1} />
          <Column source="nameJa" disableSort />
          <Column source="nameEn" disableSort />
          <Column source="rule" disableSort render={(c) => <RuleText row={c} />} />
          <Column source="isEnabled" disableSort render={(c) => <YesNoChip value={c.isEnabled} />} />
          <Column source="order" disableSort render={() => <MoveButtons />} />
        </DataTable>
      }
    />
  );
}

function CollectionFields() {
  const translate = useTranslate();
  const games = useGetList<OperatorGame>('games', { pagination: { page: 1, perPage: 100 } });
  const choices = (games.data ?? []).map((g) => ({ id: g.gameCode, name: `${g.title} (${g.gameCode})` }));
  return (
    <>
      <TextInput source="nameJa" validate={[required(), maxLength(60)]} />
      <TextInput source="nameEn" validate={[required(), maxLength(60)]} />
      <SelectInput
        source="rule"
        validate={required()}
        choices={COLLECTION_RULES.map((id) => ({ id, name: translate(`resources.collections.rules.${id}`) }))}
      />
      <FormDataConsumer<OperatorCollection>>
        {({ formData }) =>
          formData.rule === 'tag' ? (
            <SelectInput
              source="tag"
              validate={required()}
              choices={GAME_TAGS.map((id) => ({ id, name: translate(`resources.games.tags.${id}`) }))}
            />
          ) : formData.rule === 'manual' ? (
            <AutocompleteArrayInput
              source="gameCodes"
              choices={choices}
              isLoading={games.isPending}
              helperText={translate('resources.collections.games_help')}
            />
          ) : null
        }
      </FormDataConsumer>
      <BooleanInput source="isEnabled" />
    </>
  );
}

function EditToolbar() {
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <DeleteButton mutationMode="pessimistic" />
    </Toolbar>
  );
}

export function CollectionCreate() {
  return (
    <Create redirect="list">
      <SimpleForm defaultValues={{ rule: 'manual', isEnabled: true, gameCodes: [] }}>
        <CollectionFields />
      </SimpleForm>
    </Create>
  );
}

export function CollectionEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <SimpleForm toolbar={<EditToolbar />}>
        <CollectionFields />
      </SimpleForm>
    </Edit>
  );
}
