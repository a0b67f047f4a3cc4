import { ApprovalStatus } from '../approvals/ApprovalStatus.tsx';
import type { QuickRaffleSchedule } from '@casino/contract';
import {
  ArrayInput,
  BooleanInput,
  Form,
  NumberInput,
  SaveButton,
  SelectArrayInput,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  minValue,
  required,
  useDataProvider,
} from 'react-admin';
import { SettingsCard, useSetting } from '../components/SettingsCard.tsx';
import type { RaffleActions } from './dataProvider.ts';
import { GAME_CHOICES, LANGUAGE_CHOICES, formatPrizes, parsePrizes } from './RaffleForm.tsx';

const KEY = ['operator', 'raffle-quick-schedule'] as const;

/** A schedule nobody saved yet: off, hourly raffles of 30 minutes. */
const EMPTY: QuickRaffleSchedule = {
  id: 'quick',
  enabled: false,
  everyMinutes: 60,
  durationMinutes: 30,
  wagerPerEntry: 500,
  prizes: [5_000, 2_000, 1_000],
  gameCodes: [],
  translations: [
    { languageCode: 'ja', title: 'クイックラッフル', description: '', termsAndConditions: '' },
    { languageCode: 'en', title: 'Quick raffle', description: '', termsAndConditions: '' },
  ],
};

/** The quick-raffle schedule: short recurring raffles the server creates by itself (docs/raffles.md). */
export function QuickSchedulePage() {
  const provider = useDataProvider<ReturnType<typeof useDataProvider> & RaffleActions>();
  const { setting: schedule, update: save } = useSetting(
    KEY,
    () => provider.getQuickSchedule(),
    (values: QuickRaffleSchedule) => provider.saveQuickSchedule({ ...values, id: 'quick' }),
    'resources.raffles.quick.saved',
  );

  return (
    <SettingsCard
      title="resources.raffles.quick.title"
      intro="resources.raffles.quick.intro"
      query={schedule}
    >
      {schedule.isSuccess && schedule.data && (
        <ApprovalStatus kind="quick_raffle" subjectId="quick" key={JSON.stringify(schedule.data)} />
      )}
      {schedule.isSuccess && (
        <Form
          defaultValues={schedule.data ?? EMPTY}
          onSubmit={(values: Record<string, unknown>) => save.mutate(values as QuickRaffleSchedule)}
        >
          <BooleanInput source="enabled" label="resources.raffles.quick.enabled" />
          <NumberInput
            source="everyMinutes"
            label="resources.raffles.quick.everyMinutes"
            validate={[required(), minValue(5)]}
          />
          <NumberInput
            source="durationMinutes"
            label="resources.raffles.quick.durationMinutes"
            validate={[required(), minValue(5)]}
          />
          <NumberInput
            source="wagerPerEntry"
            label="resources.raffles.fields.wagerPerEntry"
            validate={[required(), minValue(1)]}
          />
          <TextInput
            source="prizes"
            label="resources.raffles.fields.prizes"
            format={formatPrizes}
            parse={parsePrizes}
            validate={required()}
          />
          <SelectArrayInput
            source="gameCodes"
            label="resources.raffles.fields.gameCodes"
            choices={GAME_CHOICES}
            validate={required()}
          />
          <ArrayInput source="translations" label="resources.raffles.fields.translations">
            <SimpleFormIterator inline={false}>
              <SelectInput
                source="languageCode"
                label="resources.raffles.fields.languageCode"
                choices={LANGUAGE_CHOICES}
                validate={required()}
              />
              <TextInput source="title" label="resources.raffles.fields.title" validate={required()} />
              <TextInput source="description" label="resources.raffles.fields.description" multiline />
              <TextInput
                source="termsAndConditions"
                label="resources.raffles.fields.termsAndConditions"
                multiline
              />
            </SimpleFormIterator>
          </ArrayInput>
          <SaveButton alwaysEnable={!save.isPending} />
        </Form>
      )}
    </SettingsCard>
  );
}
