import { GAME_CATALOGUE, LANGUAGES } from '@casino/contract';
import {
  ArrayInput,
  Create,
  DateTimeInput,
  Edit,
  NumberInput,
  SelectArrayInput,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
  minValue,
  regex,
  required,
} from 'react-admin';

export const GAME_CHOICES = GAME_CATALOGUE.map((g) => ({
  id: g.gameCode,
  name: `${g.title.en} (${g.gameCode})`,
}));
export const LANGUAGE_CHOICES = LANGUAGES.map((l) => ({ id: l.code, name: l.name }));

/** The form's `prizes` is a comma-separated list of coins, largest first. */
export const formatPrizes = (value: unknown) => (Array.isArray(value) ? value.join(', ') : '');
export const parsePrizes = (text: string) =>
  text
    .split(/[,、\s]+/)
    .filter((part) => part !== '')
    .map(Number);
/** A datetime-local value (the operator's time zone) ↔ an ISO UTC string. */
const parseDate = (value: string | Date | null) => (value ? new Date(value).toISOString() : null);

function RaffleFields() {
  return (
    <>
      <TextInput
        source="tournamentRef"
        validate={[required(), regex(/^[a-z0-9][a-z0-9-]{2,63}$/, 'resources.raffles.ref_rule')]}
        helperText="resources.raffles.ref_help"
      />
      <DateTimeInput source="startDateUtc" parse={parseDate} validate={required()} />
      <DateTimeInput source="endDateUtc" parse={parseDate} validate={required()} />
      <DateTimeInput source="raffleDrawDate" parse={parseDate} validate={required()} />
      <NumberInput source="wagerPerEntry" min={1} step={1} validate={[required(), minValue(1)]} />
      <TextInput
        source="prizes"
        format={formatPrizes}
        parse={parsePrizes}
        validate={required()}
        helperText="resources.raffles.prizes_help"
      />
      <SelectArrayInput source="gameCodes" choices={GAME_CHOICES} validate={required()} />
      <TextInput source="bannerFileName" helperText="resources.raffles.banner_help" />
      <ArrayInput source="translations" validate={required()}>
        <SimpleFormIterator inline={false}>
          <SelectInput source="languageCode" choices={LANGUAGE_CHOICES} validate={required()} />
          <TextInput source="title" validate={required()} />
          <TextInput source="description" multiline />
          <TextInput source="termsAndConditions" multiline />
        </SimpleFormIterator>
      </ArrayInput>
    </>
  );
}

const DAY = 86_400_000;

/** Tomorrow for a week, drawn at the end: a starting point the operator edits. */
function defaultValues() {
  const now = Date.now();
  return {
    startDateUtc: new Date(now + DAY).toISOString(),
    endDateUtc: new Date(now + 8 * DAY).toISOString(),
    raffleDrawDate: new Date(now + 8 * DAY).toISOString(),
    wagerPerEntry: 1000,
    prizes: [50_000, 20_000, 10_000],
    gameCodes: [],
    translations: [
      { languageCode: 'ja', title: '', description: '', termsAndConditions: '' },
      { languageCode: 'en', title: '', description: '', termsAndConditions: '' },
    ],
  };
}

/** A new raffle; its server seed and the seed's public hash are made by the server. */
export function RaffleCreate() {
  return (
    <Create redirect="show">
      <SimpleForm defaultValues={defaultValues}>
        <RaffleFields />
      </SimpleForm>
    </Create>
  );
}

/** Texts, banner and games until it closes; the period, wager and prizes only before it starts. */
export function RaffleEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="show">
      <SimpleForm>
        <RaffleFields />
      </SimpleForm>
    </Edit>
  );
}
