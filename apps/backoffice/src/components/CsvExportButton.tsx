import { LIST_MAX_PER_PAGE } from '@casino/contract';
import { ExportButton, useListContext } from 'react-admin';

/**
 * The contract's lists answer at most 500 rows a page (`listQuerySchema.perPage`); react-admin's export asks
 * for its `maxResults` in one page, so the CSV holds the newest 500 rows of the current filter.
 */
export const EXPORT_MAX_ROWS = LIST_MAX_PER_PAGE;

/** CSV export of the list around it (a List or a ReferenceManyField); absent while the list is empty. */
export function CsvExportButton() {
  const { total } = useListContext();
  if (!total) return null;
  return <ExportButton maxResults={EXPORT_MAX_ROWS} />;
}
