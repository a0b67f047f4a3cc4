import type { OperatorGame, OperatorJackpot } from '@casino/contract';
import {
  AutocompleteArrayInput,
  BooleanInput,
  DataTable,
  Edit,
  NumberInput,
  SimpleForm,
  SimpleList,
  TextInput,
  maxLength,
  maxValue,
  minValue,
  required,
  useGetList,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import { YesNoChip } from '../components/fields.tsx';
import { ResponsiveList } from '../components/ResponsiveList.tsx';

const Column = DataTable.Col<OperatorJackpot>;

function useCoins() {
  const [locale] = useLocaleState();
  return (n: number) => n.toLocaleString(locale === 'en' ? 'en' : 'ja');
}

function LastWin({ row }: { row: OperatorJackpot }) {
  const translate = useTranslate();
  const coins = useCoins();
  const [locale] = useLocaleState();
  if (!row.lastWin) return <>{translate('resources.jackpots.no_win')}</>;
  return <>{`${coins(row.lastWin.amount)} (${new Date(row.lastWin.at).toLocaleString(locale)})`}</>;
}

/** The pools: their amount now, terms and titles; a click edits. */
export function JackpotList() {
  const coins = useCoins();
  const [locale] = useLocaleState();
  const name = (j: OperatorJackpot) => (locale === 'en' ? j.name.en : j.name.ja);
  return (
    <ResponsiveList
      action="export"
      help="resources.jackpots.help"
      small={
        <SimpleList<OperatorJackpot>
          primaryText={(j) => `${name(j)}: ${coins(j.amount)}`}
          secondaryText={(j) => `${coins(j.seed)} → ${coins(j.mustDropBy)} · ${j.shareBp} bp`}
          rowClick="edit"
        />
      }
      wide={
        <DataTable<OperatorJackpot> bulkActionButtons={false} rowClick="edit">
          <Column source="id" disableSort />
          <Column source={locale === 'en' ? 'name.en' : 'name.ja'} disableSort />
          <Column source="amount" disableSort render={(j) => coins(j.amount)} />
          <Column source="seed" disableSort render={(j) => coins(j.seed)} />
          <Column source="mustDropBy" disableSort render={(j) => coins(j.mustDropBy)} />
          <Column source="shareBp" disableSort />
          <Column source="gameCodes" disableSort render={(j) => j.gameCodes.length} />
          <Column source="lastWin" disableSort render={(j) => <LastWin row={j} />} />
          <Column source="active" disableSort render={(j) => <YesNoChip value={j.active} />} />
        </DataTable>
      }
    />
  );
}

/** A pool's names, terms, titles and state (the server refuses terms outside the RTP range). */
export function JackpotEdit() {
  const translate = useTranslate();
  const games = useGetList<OperatorGame>('games', { pagination: { page: 1, perPage: 100 } });
  const choices = (games.data ?? []).map((g) => ({ id: g.gameCode, name: `${g.title} (${g.gameCode})` }));
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <SimpleForm>
        <TextInput source="name.ja" validate={[required(), maxLength(60)]} />
        <TextInput source="name.en" validate={[required(), maxLength(60)]} />
        <NumberInput source="seed" validate={[required(), minValue(0)]} />
        <NumberInput
          source="mustDropBy"
          validate={[required(), minValue(1)]}
          helperText={translate('resources.jackpots.must_drop_help')}
        />
        <NumberInput
          source="shareBp"
          step={10}
          validate={[required(), minValue(10), maxValue(1000)]}
          helperText={translate('resources.jackpots.share_help')}
        />
        <AutocompleteArrayInput source="gameCodes" choices={choices} isLoading={games.isPending} />
        <BooleanInput source="active" />
      </SimpleForm>
    </Edit>
  );
}
