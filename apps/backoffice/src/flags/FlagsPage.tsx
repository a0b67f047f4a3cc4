import type { FlagsUpdateRequest } from '@casino/contract';
import { Alert, Card, CardContent, FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Loading, Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { errorCodeOf } from '../lib/api.ts';
import type { OperatorDataProvider } from '../lib/dataProvider.ts';

const FLAGS_KEY = ['operator', 'flags'] as const;
const FLAG_NAMES = ['maintenence', 'captcha'] as const;

/** The WEB channel's feature flags (SPEC §3) as switches; the site reads them at run time. */
export function FlagsPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<OperatorDataProvider>();
  const queryClient = useQueryClient();
  const flags = useQuery({ queryKey: FLAGS_KEY, queryFn: () => dataProvider.getFlags() });
  const update = useMutation({
    mutationFn: (patch: FlagsUpdateRequest) => dataProvider.updateFlags(patch),
    onSuccess: (saved) => {
      queryClient.setQueryData(FLAGS_KEY, saved);
      notify('flags.saved', { type: 'success' });
    },
    onError: (error) => notify(error.message, { type: 'error' }),
  });

  return (
    <Card sx={{ mt: 2, maxWidth: 720 }}>
      <Title title="flags.title" />
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {translate('flags.title')}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          {translate('flags.intro')}
        </Typography>
        {flags.isPending && <Loading />}
        {flags.error && (
          <Alert severity="error" variant="outlined">
            {translate(`errors.${errorCodeOf(flags.error)}`)}
          </Alert>
        )}
        {flags.data && (
          <Stack spacing={2}>
            {FLAG_NAMES.map((name) => (
              <Stack key={name}>
                <FormControlLabel
                  label={translate(`flags.${name}`)}
                  control={
                    <Switch
                      checked={flags.data[name]}
                      disabled={update.isPending}
                      onChange={(event) => update.mutate({ [name]: event.target.checked })}
                      slotProps={{ input: { 'aria-describedby': `flag-${name}-help` } }}
                    />
                  }
                />
                <Typography id={`flag-${name}-help`} variant="body2" sx={{ color: 'text.secondary', ml: 6 }}>
                  {translate(`flags.${name}_help`)}
                </Typography>
              </Stack>
            ))}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
