import { Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { CoinsText } from '../components/fields.tsx';
import { useSetting } from '../components/SettingsCard.tsx';
import type { OperatorDataProvider } from '../lib/dataProvider.ts';
import { useCan } from '../lib/permissions.ts';

/** The four-eyes threshold: everyone who reads approvals sees it; an administrator changes it. */
export function ApprovalSettingsPanel() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<OperatorDataProvider>();
  const canEdit = useCan('approvals.settings');
  const { setting, update } = useSetting(
    ['approval-settings'],
    () => dataProvider.getApprovalSettings(),
    (threshold: number) => dataProvider.updateApprovalSettings(threshold),
    'resources.approvals.threshold_saved',
  );
  if (!setting.data) return null;
  return (
    <Card sx={{ mt: 2, maxWidth: 720 }} data-testid="approval-settings">
      <CardContent>
        {canEdit ? (
          <ThresholdForm
            key={setting.data.fourEyesThreshold}
            initial={setting.data.fourEyesThreshold}
            saving={update.isPending}
            onSave={(threshold) => update.mutate(threshold)}
          />
        ) : (
          <Typography variant="body2">
            {translate('resources.approvals.threshold')}: <CoinsText value={setting.data.fourEyesThreshold} />
            <br />
            {translate('resources.approvals.threshold_help')}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}

function ThresholdForm({
  initial,
  saving,
  onSave,
}: {
  initial: number;
  saving: boolean;
  onSave: (threshold: number) => void;
}) {
  const translate = useTranslate();
  const [value, setValue] = useState(String(initial));
  const parsed = Number(value);
  const valid = value.trim() !== '' && Number.isSafeInteger(parsed) && parsed >= 0;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
      <TextField
        label={translate('resources.approvals.threshold')}
        helperText={translate('resources.approvals.threshold_help')}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'approval-threshold' } }}
      />
      <Button
        variant="contained"
        disabled={!valid || saving}
        onClick={() => onSave(parsed)}
        data-testid="approval-threshold-save"
      >
        {translate('resources.approvals.save')}
      </Button>
    </Stack>
  );
}
