import { OPERATOR_ROLES, type Operator, type OperatorRole } from '@casino/contract';
import { Chip, MenuItem, Switch, TextField } from '@mui/material';
import {
  CreateButton,
  DataTable,
  List,
  SimpleList,
  TopToolbar,
  useGetIdentity,
  useNotify,
  useRecordContext,
  useTranslate,
  useUpdate,
} from 'react-admin';
import { CsvExportButton } from '../components/CsvExportButton.tsx';
import { DateTimeText } from '../components/fields.tsx';
import { useIsSmall } from '../components/format.ts';

type OperatorRow = Operator & { id: string };
const Column = DataTable.Col<OperatorRow>;

function useOperatorUpdate() {
  const [update, { isPending }] = useUpdate<OperatorRow>();
  const notify = useNotify();
  function save(operator: OperatorRow, data: { role?: OperatorRole; disabled?: boolean }) {
    void update(
      'operators',
      { id: operator.id, data, previousData: operator },
      {
        mutationMode: 'pessimistic',
        onSuccess: () =>
          notify('resources.operators.saved', { type: 'success', messageArgs: { email: operator.email } }),
        onError: (error) =>
          notify(error instanceof Error ? error.message : 'errors.TECHNICAL_ERROR', { type: 'error' }),
      },
    );
  }
  return { save, isPending };
}

/** Whether the row is the signed-in operator: an admin does not demote or disable themself from here. */
function useIsSelf(operator: OperatorRow | undefined): boolean {
  const { identity } = useGetIdentity();
  return operator !== undefined && identity?.id === operator.operatorId;
}

function RoleSelect() {
  const operator = useRecordContext<OperatorRow>();
  const translate = useTranslate();
  const { save, isPending } = useOperatorUpdate();
  const self = useIsSelf(operator);
  if (!operator) return null;
  return (
    <TextField
      select
      value={operator.role}
      disabled={isPending || self}
      size="small"
      variant="outlined"
      margin="none"
      sx={{ minWidth: 160 }}
      onChange={(event) => save(operator, { role: event.target.value as OperatorRole })}
      slotProps={{
        htmlInput: { 'aria-label': translate('resources.operators.role_label', { email: operator.email }) },
      }}
    >
      {OPERATOR_ROLES.map((role) => (
        <MenuItem key={role} value={role}>
          {translate(`roles.${role}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}

function DisabledSwitch() {
  const operator = useRecordContext<OperatorRow>();
  const translate = useTranslate();
  const { save, isPending } = useOperatorUpdate();
  const self = useIsSelf(operator);
  if (!operator) return null;
  return (
    <Switch
      checked={operator.disabled}
      disabled={isPending || self}
      color="error"
      onChange={(event) => save(operator, { disabled: event.target.checked })}
      slotProps={{
        input: { 'aria-label': translate('resources.operators.disabled_label', { email: operator.email }) },
      }}
    />
  );
}

function EmailCell({ operator }: { operator: OperatorRow }) {
  const translate = useTranslate();
  const self = useIsSelf(operator);
  return (
    <span>
      {operator.email}{' '}
      {self && <Chip size="small" color="primary" label={translate('resources.operators.self')} />}
    </span>
  );
}

/** Staff accounts (admin only): create, change a role, disable. */
export function OperatorList() {
  const isSmall = useIsSmall();
  const translate = useTranslate();
  return (
    <List
      actions={
        <TopToolbar>
          <CreateButton />
          <CsvExportButton />
        </TopToolbar>
      }
    >
      {isSmall ? (
        <SimpleList<OperatorRow>
          primaryText={(operator) => operator.email}
          secondaryText={(operator) => translate(`roles.${operator.role}`)}
          tertiaryText={() => <RoleSelect />}
          rowClick={false}
        />
      ) : (
        <DataTable<OperatorRow> bulkActionButtons={false} rowClick={false}>
          <Column source="email" disableSort render={(operator) => <EmailCell operator={operator} />} />
          <Column source="role" disableSort>
            <RoleSelect />
          </Column>
          <Column source="disabled" disableSort>
            <DisabledSwitch />
          </Column>
          <Column
            source="mustChangePassword"
            disableSort
            render={(operator) => translate(operator.mustChangePassword ? 'app.yes' : 'app.no')}
          />
          <Column
            source="lastSignInDate"
            disableSort
            render={(o) => <DateTimeText value={o.lastSignInDate} />}
          />
          <Column source="createdDate" disableSort render={(o) => <DateTimeText value={o.createdDate} />} />
        </DataTable>
      )}
    </List>
  );
}
