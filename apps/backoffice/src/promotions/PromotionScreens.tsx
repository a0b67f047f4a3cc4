import type { OperatorPromotion } from '@casino/contract';
import {
  BooleanInput,
  Create,
  DataTable,
  DateTimeInput,
  Edit,
  SimpleForm,
  SimpleList,
  TextInput,
  maxLength,
  regex,
  required,
  useTranslate,
} from 'react-admin';
import { DateTimeText, YesNoChip } from '../components/fields.tsx';
import { SaveOnlyToolbar } from '../components/SaveOnlyToolbar.tsx';
import { ResponsiveList } from '../components/ResponsiveList.tsx';

const Column = DataTable.Col<OperatorPromotion>;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** The contract's rules (bannerUrlSchema, ctaPathSchema): an https banner or a site path; a CTA on the site. */
const BANNER = /^(https:\/\/[^\s"'<>]+|\/(?!\/)[^\s"'<>]*)$/;
const SITE_PATH = /^\/(?!\/)[^\s"'<>\\]*$/;

/** Promotions: their period, banner and call to action (their texts are under Content). */
export function PromotionList() {
  const translate = useTranslate();
  return (
    <ResponsiveList
      action="create"
      small={
        <SimpleList<OperatorPromotion>
          primaryText={(p) => p.slug}
          secondaryText={(p) =>
            `${new Date(p.startDate).toLocaleDateString()} – ${new Date(p.endDate).toLocaleDateString()}`
          }
          tertiaryText={(p) => translate(p.published ? 'app.yes' : 'app.no')}
          rowClick="edit"
        />
      }
      wide={
        <DataTable<OperatorPromotion> bulkActionButtons={false} rowClick="edit">
          <Column source="slug" disableSort />
          <Column source="startDate" disableSort render={(p) => <DateTimeText value={p.startDate} />} />
          <Column source="endDate" disableSort render={(p) => <DateTimeText value={p.endDate} />} />
          <Column source="ctaPath" disableSort />
          <Column source="published" disableSort render={(p) => <YesNoChip value={p.published} />} />
          <Column source="updatedDate" disableSort render={(p) => <DateTimeText value={p.updatedDate} />} />
        </DataTable>
      }
    />
  );
}

function PromotionFields() {
  return (
    <>
      <DateTimeInput source="startDate" validate={required()} />
      <DateTimeInput source="endDate" validate={required()} />
      <TextInput
        source="bannerUrl"
        fullWidth
        parse={(v: string) => (v === '' ? null : v)}
        helperText="resources.promotions.banner_help"
        validate={[regex(BANNER, 'validation.urlInvalid'), maxLength(500)]}
      />
      <TextInput
        source="ctaPath"
        helperText="resources.promotions.cta_help"
        validate={[required(), regex(SITE_PATH, 'validation.urlInvalid'), maxLength(300)]}
      />
      <BooleanInput source="published" />
    </>
  );
}

export function PromotionCreate() {
  return (
    <Create redirect="list">
      <SimpleForm defaultValues={{ ctaPath: '/', published: true, bannerUrl: null }}>
        <TextInput
          source="slug"
          validate={[required(), regex(SLUG, 'validation.slugInvalid'), maxLength(80)]}
        />
        <PromotionFields />
      </SimpleForm>
    </Create>
  );
}

export function PromotionEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <SimpleForm toolbar={<SaveOnlyToolbar />}>
        <TextInput source="slug" disabled />
        <PromotionFields />
      </SimpleForm>
    </Edit>
  );
}
