import {
  CONTENT_KINDS,
  CONTENT_LANGUAGES,
  CONTENT_MAX_DESCRIPTION,
  CONTENT_MAX_MARKDOWN,
  CONTENT_MAX_TITLE,
  type ContentDocument,
} from '@casino/contract';
import { Box, Stack } from '@mui/material';
import {
  Create,
  Edit,
  SelectInput,
  SimpleForm,
  TextInput,
  maxLength,
  regex,
  required,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { SaveOnlyToolbar } from '../components/SaveOnlyToolbar.tsx';
import { MarkdownPreview } from './MarkdownPreview.tsx';
import { VersionHistory } from './VersionHistory.tsx';

const KIND_CHOICES = CONTENT_KINDS.map((kind) => ({ id: kind, name: `resources.content.kinds.${kind}` }));
const LANGUAGE_CHOICES = CONTENT_LANGUAGES.map((code) => ({ id: code, name: `languages.${code}` }));
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A Markdown field beside its preview (side by side on wide screens, one under the other on phones). */
function MarkdownField({
  source,
  required: isRequired = false,
}: {
  source: 'body' | 'terms';
  required?: boolean;
}) {
  const translate = useTranslate();
  return (
    <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2} sx={{ width: '100%' }}>
      <TextInput
        source={source}
        multiline
        minRows={12}
        fullWidth
        helperText="resources.content.markdown_help"
        validate={[...(isRequired ? [required()] : []), maxLength(CONTENT_MAX_MARKDOWN)]}
        sx={{ flex: 1, fontFamily: 'monospace' }}
      />
      <Box sx={{ flex: 1 }}>
        <MarkdownPreview
          source={source}
          label={translate('resources.content.preview_of', {
            field: translate(`resources.content.fields.${source}`),
          })}
        />
      </Box>
    </Stack>
  );
}

/** The fields of a text: title, description, body; promotions also a call-to-action label and terms. */
function TextFields({ kind }: { kind: string | undefined }) {
  return (
    <>
      <TextInput source="title" fullWidth validate={[required(), maxLength(CONTENT_MAX_TITLE)]} />
      <TextInput
        source="description"
        fullWidth
        multiline
        helperText="resources.content.description_help"
        validate={maxLength(CONTENT_MAX_DESCRIPTION)}
      />
      <MarkdownField source="body" />
      {kind === 'promotion' ? (
        <>
          <TextInput source="ctaLabel" validate={maxLength(60)} helperText="resources.content.cta_help" />
          <MarkdownField source="terms" />
        </>
      ) : null}
    </>
  );
}

function EditFields() {
  const doc = useRecordContext<ContentDocument>();
  if (!doc) return null;
  return (
    <Stack spacing={3} sx={{ width: '100%' }}>
      <TextFields kind={doc.kind} />
    </Stack>
  );
}

function EditAside() {
  const doc = useRecordContext<ContentDocument>();
  if (!doc) return null;
  return (
    <Box sx={{ width: { xs: 'auto', md: 320 }, flexShrink: 0, ml: { md: 2 }, mt: { xs: 2, md: 0 } }}>
      <VersionHistory id={doc.id} current={doc.version} />
    </Box>
  );
}

/** Editing a text: each save is a new version, shown on the site at once; the history restores any. */
export function ContentEdit() {
  return (
    <Edit
      mutationMode="pessimistic"
      aside={<EditAside />}
      redirect={false}
      // The history goes under the form on phones and tablets, beside it on wide screens.
      sx={{ '& .RaEdit-main': { flexDirection: { xs: 'column', md: 'row' } } }}
    >
      <SimpleForm toolbar={<SaveOnlyToolbar />}>
        <EditFields />
      </SimpleForm>
    </Edit>
  );
}

/** A new text: a page or a promotion (create the promotion first), in one language. */
export function ContentCreate() {
  return (
    <Create redirect="edit">
      <SimpleForm defaultValues={{ kind: 'page', language: 'ja', description: '', body: '' }}>
        <SelectInput source="kind" choices={KIND_CHOICES} validate={required()} />
        <TextInput
          source="slug"
          validate={[required(), regex(SLUG, 'validation.slugInvalid'), maxLength(80)]}
        />
        <SelectInput source="language" choices={LANGUAGE_CHOICES} validate={required()} />
        <CreateTextFields />
      </SimpleForm>
    </Create>
  );
}

function CreateTextFields() {
  const kind = useKind();
  return (
    <Stack spacing={3} sx={{ width: '100%' }}>
      <TextFields kind={kind} />
    </Stack>
  );
}

function useKind(): string | undefined {
  return useWatch({ name: 'kind' }) as string | undefined;
}
