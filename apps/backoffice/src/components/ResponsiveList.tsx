import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { CreateButton, List, TopToolbar, useTranslate, type ListProps } from 'react-admin';
import { CsvExportButton } from './CsvExportButton.tsx';
import { useIsSmall } from './format.ts';

/**
 * A console list: one toolbar action (create, or CSV export), an optional line of help (an i18n key),
 * and its rows as a SimpleList on phones (`small`) or a DataTable on wider screens (`wide`).
 */
export function ResponsiveList({
  action,
  help,
  small,
  wide,
  ...props
}: Omit<ListProps, 'actions' | 'children'> & {
  action: 'create' | 'export';
  help?: string;
  small: ReactNode;
  wide: ReactNode;
}) {
  const isSmall = useIsSmall();
  const translate = useTranslate();
  return (
    <List
      {...props}
      actions={<TopToolbar>{action === 'create' ? <CreateButton /> : <CsvExportButton />}</TopToolbar>}
    >
      {help ? (
        <Box sx={{ px: 2, pt: 1, color: 'text.secondary', typography: 'body2' }}>{translate(help)}</Box>
      ) : null}
      {isSmall ? small : wide}
    </List>
  );
}
