import { MAX_PROMO_BONUS, type OperatorPromoCode } from '@casino/contract';
import {
  BooleanInput,
  Create,
  DataTable,
  DateTimeInput,
  Edit,
  NumberInput,
  SimpleForm,
  SimpleList,
  TextInput,
  maxValue,
  minValue,
  regex,
  required,
  useRecordContext,
} from 'react-admin';
import { ApprovalStatus } from '../approvals/ApprovalStatus.tsx';
import { CoinsText, DateTimeText, YesNoChip } from '../components/fields.tsx';
import { SaveOnlyToolbar } from '../components/SaveOnlyToolbar.tsx';
import { ResponsiveList } from '../components/ResponsiveList.tsx';

const Column = DataTable.Col<OperatorPromoCode>;
const CODE = /^[A-Za-z0-9]{4,32}$/;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Promo codes: coins paid once per player through the ledger, in a period, up to a cap. */
export function PromoCodeList() {
  return (
    <ResponsiveList
      action="create"
      small={
        <SimpleList<OperatorPromoCode>
          primaryText={(c) => c.code}
          secondaryText={(c) => `${c.promotionSlug} · ${c.redeemed} / ${c.maxRedemptions}`}
          rowClick="edit"
        />
      }
      wide={
        <DataTable<OperatorPromoCode> bulkActionButtons={false} rowClick="edit">
          <Column source="code" disableSort />
          <Column source="promotionSlug" disableSort />
          <Column source="amount" disableSort render={(c) => <CoinsText value={c.amount} />} />
          <Column source="redeemed" disableSort render={(c) => `${c.redeemed} / ${c.maxRedemptions}`} />
          <Column source="startDate" disableSort render={(c) => <DateTimeText value={c.startDate} />} />
          <Column source="endDate" disableSort render={(c) => <DateTimeText value={c.endDate} />} />
          <Column source="disabled" disableSort render={(c) => <YesNoChip value={c.disabled} />} />
        </DataTable>
      }
    />
  );
}

function CodeFields() {
  return (
    <>
      <NumberInput source="amount" validate={[required(), minValue(1), maxValue(MAX_PROMO_BONUS)]} />
      <NumberInput source="maxRedemptions" validate={[required(), minValue(1), maxValue(10_000_000)]} />
      <DateTimeInput source="startDate" validate={required()} />
      <DateTimeInput source="endDate" validate={required()} />
      <BooleanInput source="disabled" />
    </>
  );
}

export function PromoCodeCreate() {
  return (
    <Create redirect="list">
      <SimpleForm defaultValues={{ disabled: false }}>
        <TextInput
          source="code"
          helperText="resources.promo-codes.code_help"
          validate={[required(), regex(CODE, 'validation.promoCodeInvalid')]}
        />
        <TextInput source="promotionSlug" validate={[required(), regex(SLUG, 'validation.slugInvalid')]} />
        <CodeFields />
      </SimpleForm>
    </Create>
  );
}

/** Whether finance/admin approved the amount and cap: an unapproved code is no code to players. */
function PromoCodeApproval() {
  const code = useRecordContext<OperatorPromoCode>();
  return code ? <ApprovalStatus kind="promo_code" subjectId={code.code} key={code.updatedDate} /> : null;
}

export function PromoCodeEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <SimpleForm toolbar={<SaveOnlyToolbar />}>
        <PromoCodeApproval />
        <TextInput source="code" disabled />
        <TextInput source="promotionSlug" disabled />
        <CodeFields />
      </SimpleForm>
    </Edit>
  );
}
