import { CONTENT_KINDS, CONTENT_LANGUAGES, type ContentDocumentSummary } from '@casino/contract';
import { DataTable, SelectInput, SimpleList, useTranslate } from 'react-admin';
import { DateTimeText } from '../components/fields.tsx';
import { ResponsiveList } from '../components/ResponsiveList.tsx';

const Column = DataTable.Col<ContentDocumentSummary>;
const KIND_CHOICES = CONTENT_KINDS.map((kind) => ({ id: kind, name: `resources.content.kinds.${kind}` }));
const LANGUAGE_CHOICES = CONTENT_LANGUAGES.map((code) => ({ id: code, name: `languages.${code}` }));

const filters = [
  <SelectInput key="kind" source="kind" choices={KIND_CHOICES} alwaysOn />,
  <SelectInput key="language" source="language" choices={LANGUAGE_CHOICES} alwaysOn />,
];

/** Every page and promotion text, one row per language, with its current version. */
export function ContentList() {
  const translate = useTranslate();
  return (
    <ResponsiveList
      filters={filters}
      sort={{ field: 'id', order: 'ASC' }}
      action="create"
      small={
        <SimpleList<ContentDocumentSummary>
          primaryText={(doc) => doc.title}
          secondaryText={(doc) => `${doc.slug} · ${translate(`languages.${doc.language}`)} · v${doc.version}`}
          rowClick="edit"
        />
      }
      wide={
        <DataTable<ContentDocumentSummary> bulkActionButtons={false} rowClick="edit">
          <Column
            source="kind"
            disableSort
            render={(doc) => translate(`resources.content.kinds.${doc.kind}`)}
          />
          <Column source="slug" disableSort />
          <Column source="language" disableSort render={(doc) => translate(`languages.${doc.language}`)} />
          <Column source="title" disableSort />
          <Column source="version" disableSort />
          <Column
            source="updatedDate"
            disableSort
            render={(doc) => <DateTimeText value={doc.updatedDate} />}
          />
          <Column source="updatedBy" disableSort />
        </DataTable>
      }
    />
  );
}
