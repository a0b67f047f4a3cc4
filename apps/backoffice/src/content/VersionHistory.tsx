import type { ContentVersion } from '@casino/contract';
import { Button, Card, CardContent, Chip, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { DateTimeText } from '../components/fields.tsx';
import { errorCodeOf, errorKey } from '../lib/api.ts';
import { listVersions, restoreVersion } from './contentProvider.ts';

/** A text's versions, newest first; any earlier one can be made current again (as a new version). */
export function VersionHistory({ id, current }: { id: string; current: number }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const [restoring, setRestoring] = useState<number | null>(null);
  const versions = useQuery({
    queryKey: ['content-versions', id, current],
    queryFn: ({ signal }) => listVersions(id, signal),
  });

  async function restore(version: ContentVersion) {
    setRestoring(version.version);
    try {
      const doc = await restoreVersion(id, version.version);
      notify('resources.content.restored', {
        type: 'success',
        messageArgs: { version: version.version, now: doc.version },
      });
      await queryClient.invalidateQueries({ queryKey: ['content-versions', id] });
      refresh();
    } catch (error) {
      notify(errorKey(errorCodeOf(error)), { type: 'error' });
    } finally {
      setRestoring(null);
    }
  }

  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby="content-history-title"
      data-testid="content-history"
    >
      <CardContent>
        <Typography id="content-history-title" variant="h6" component="h2">
          {translate('resources.content.history')}
        </Typography>
        <List dense>
          {(versions.data?.data ?? []).map((version) => (
            <ListItem
              key={version.version}
              divider
              data-testid={`version-${version.version}`}
              sx={{ flexDirection: 'column', alignItems: 'flex-start', px: 0 }}
            >
              <ListItemText
                primary={`v${version.version} · ${version.title}`}
                secondary={
                  <>
                    <DateTimeText value={version.createdDate} /> · {version.createdBy}
                    {version.restoredFrom !== null
                      ? ` · ${translate('resources.content.restored_from', { version: version.restoredFrom })}`
                      : ''}
                  </>
                }
              />
              {version.version === current ? (
                <Chip size="small" color="primary" label={translate('resources.content.current')} />
              ) : (
                <Button
                  size="small"
                  variant="outlined"
                  disabled={restoring !== null}
                  onClick={() => void restore(version)}
                  aria-label={translate('resources.content.restore_label', { version: version.version })}
                >
                  {translate('resources.content.restore')}
                </Button>
              )}
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
