import {
  MISSION_CADENCES,
  MISSION_GAME_SCOPES,
  MISSION_GOALS,
  MISSION_MAX_CLAIM_HOURS,
  MISSION_MAX_REWARD,
  MISSION_MAX_TARGET,
  MISSION_TIERS,
  type OperatorMission,
} from '@casino/contract';
import {
  BooleanInput,
  Create,
  DataTable,
  Edit,
  NumberInput,
  SelectInput,
  SimpleForm,
  SimpleList,
  TextInput,
  maxLength,
  maxValue,
  minValue,
  regex,
  required,
  useLocaleState,
  useTranslate,
  WithRecord,
} from 'react-admin';
import { ApprovalStatus } from '../approvals/ApprovalStatus.tsx';
import { CoinsText, YesNoChip } from '../components/fields.tsx';
import { ResponsiveList } from '../components/ResponsiveList.tsx';

const Column = DataTable.Col<OperatorMission>;

function useChoices() {
  const translate = useTranslate();
  const of = (values: readonly string[], group: string) =>
    values.map((id) => ({ id, name: translate(`resources.missions.${group}.${id}`) }));
  return {
    cadences: of(MISSION_CADENCES, 'cadences'),
    tiers: of(MISSION_TIERS, 'tiers'),
    goals: of(MISSION_GOALS, 'goals'),
    scopes: of(MISSION_GAME_SCOPES, 'scopes'),
  };
}

function Name({ row }: { row: OperatorMission }) {
  const [locale] = useLocaleState();
  return <>{locale === 'en' ? row.nameEn : row.nameJa}</>;
}

/** Every mission, daily then weekly, ladder by ladder; a click edits (a mission is made inactive, never deleted). */
export function MissionList() {
  const translate = useTranslate();
  return (
    <ResponsiveList
      action="create"
      help="resources.missions.help"
      small={
        <SimpleList<OperatorMission>
          primaryText={(m) => <Name row={m} />}
          secondaryText={(m) =>
            `${translate(`resources.missions.cadences.${m.cadence}`)} · ${m.ladder} · ${translate(`resources.missions.tiers.${m.tier}`)}`
          }
          rowClick="edit"
        />
      }
      wide={
        <DataTable<OperatorMission> bulkActionButtons={false} rowClick="edit">
          <Column
            source="cadence"
            disableSort
            render={(m) => translate(`resources.missions.cadences.${m.cadence}`)}
          />
          <Column source="ladder" disableSort />
          <Column source="tier" disableSort render={(m) => translate(`resources.missions.tiers.${m.tier}`)} />
          <Column source="nameJa" disableSort />
          <Column source="nameEn" disableSort />
          <Column source="target" disableSort />
          <Column source="reward" disableSort render={(m) => <CoinsText value={m.reward} />} />
          <Column source="isActive" disableSort render={(m) => <YesNoChip value={m.isActive} />} />
          <Column source="termsApproved" disableSort render={(m) => <YesNoChip value={m.termsApproved} />} />
        </DataTable>
      }
    />
  );
}

function MissionFields() {
  const translate = useTranslate();
  const choices = useChoices();
  return (
    <>
      <TextInput source="nameJa" validate={[required(), maxLength(80)]} />
      <TextInput source="nameEn" validate={[required(), maxLength(80)]} />
      <SelectInput source="cadence" validate={required()} choices={choices.cadences} />
      <TextInput
        source="ladder"
        validate={[required(), maxLength(40), regex(/^[a-z0-9-]+$/, 'resources.missions.ladder_rule')]}
        helperText={translate('resources.missions.ladder_help')}
      />
      <SelectInput source="tier" validate={required()} choices={choices.tiers} />
      <SelectInput source="goal" validate={required()} choices={choices.goals} />
      <SelectInput source="gameScope" validate={required()} choices={choices.scopes} />
      <NumberInput source="target" validate={[required(), minValue(1), maxValue(MISSION_MAX_TARGET)]} />
      <NumberInput source="reward" validate={[required(), minValue(1), maxValue(MISSION_MAX_REWARD)]} />
      <NumberInput
        source="claimHours"
        validate={[required(), minValue(1), maxValue(MISSION_MAX_CLAIM_HOURS)]}
        helperText={translate('resources.missions.claim_help')}
      />
      <BooleanInput source="isActive" />
    </>
  );
}

export function MissionCreate() {
  return (
    <Create redirect="list">
      <SimpleForm
        defaultValues={{
          cadence: 'DAILY',
          tier: 'BRONZE',
          goal: 'ROUNDS',
          gameScope: 'any',
          claimHours: 24,
          isActive: true,
        }}
      >
        <MissionFields />
      </SimpleForm>
    </Create>
  );
}

export function MissionEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <SimpleForm>
        {/* Four eyes: the mission counts and pays only once its goal, target and reward are approved. */}
        <WithRecord<OperatorMission>
          render={(m) => <ApprovalStatus kind="mission" subjectId={m.id} key={`${m.reward}:${m.target}`} />}
        />
        <MissionFields />
      </SimpleForm>
    </Edit>
  );
}
