import { Alert, Card, CardContent, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Loading, Title, useNotify, useTranslate } from 'react-admin';
import { errorCodeOf } from '../lib/api.ts';

/**
 * One stored setting (feature flags, the quick raffle schedule): read with `load`, written with `save`;
 * a saved value replaces the cached one and says `savedMessage`, a failure says the error.
 */
export function useSetting<T, TPatch>(
  queryKey: QueryKey,
  load: () => Promise<T>,
  save: (patch: TPatch) => Promise<T>,
  savedMessage: string,
) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const setting = useQuery({ queryKey, queryFn: load });
  const update = useMutation({
    mutationFn: save,
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKey, saved);
      notify(savedMessage, { type: 'success' });
    },
    onError: (error) => notify(error.message, { type: 'error' }),
  });
  return { setting, update };
}

/** The card a setting page is: title, intro, then loading, the error, or the form once loaded. */
export function SettingsCard({
  title,
  intro,
  query,
  children,
}: {
  /** i18n keys. */
  title: string;
  intro: string;
  query: { isPending: boolean; error: Error | null };
  children: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2, maxWidth: 720 }}>
      <Title title={title} />
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {translate(title)}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          {translate(intro)}
        </Typography>
        {query.isPending && <Loading />}
        {query.error && (
          <Alert severity="error" variant="outlined">
            {translate(`errors.${errorCodeOf(query.error)}`)}
          </Alert>
        )}
        {children}
      </CardContent>
    </Card>
  );
}
