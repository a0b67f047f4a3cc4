import type { FlagsUpdateRequest } from '@casino/contract';
import { FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import { SettingsCard, useSetting } from '../components/SettingsCard.tsx';
import type { OperatorDataProvider } from '../lib/dataProvider.ts';

const FLAGS_KEY = ['operator', 'flags'] as const;
const FLAG_NAMES = ['maintenence', 'captcha'] as const;

/** The WEB channel's feature flags (SPEC §3) as switches; the site reads them at run time. */
export function FlagsPage() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<OperatorDataProvider>();
  const { setting: flags, update } = useSetting(
    FLAGS_KEY,
    () => dataProvider.getFlags(),
    (patch: FlagsUpdateRequest) => dataProvider.updateFlags(patch),
    'flags.saved',
  );

  return (
    <SettingsCard title="flags.title" intro="flags.intro" query={flags}>
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
    </SettingsCard>
  );
}
