import type { KycSubmission } from '@casino/contract';
import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { OperatorDataProvider } from '../lib/dataProvider.ts';

/** Approve, or reject with a reason the player will read; the server audits either. */
export function KycDecision({ submission }: { submission: KycSubmission }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<OperatorDataProvider>();
  const [reason, setReason] = useState('');
  const [pending, setPending] = useState(false);

  if (submission.status !== 'pending') {
    return (
      <Typography variant="body2" sx={{ mt: 2 }} data-testid="kyc-decided">
        {translate('resources.kyc.decided')}
      </Typography>
    );
  }

  async function decide(decision: 'approve' | 'reject') {
    setPending(true);
    try {
      await dataProvider.decideKyc(
        submission.id,
        decision === 'approve' ? { decision } : { decision, reason: reason.trim() },
      );
      notify(decision === 'approve' ? 'resources.kyc.approved' : 'resources.kyc.rejected', {
        type: 'success',
      });
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : 'errors.TECHNICAL_ERROR', { type: 'error' });
    } finally {
      setPending(false);
    }
  }

  return (
    <Box sx={{ mt: 3, maxWidth: 560 }}>
      <TextField
        label={translate('resources.kyc.reject_reason')}
        helperText={translate('resources.kyc.reject_help')}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        multiline
        minRows={2}
        fullWidth
        slotProps={{ htmlInput: { maxLength: 500, 'data-testid': 'kyc-reason' } }}
      />
      <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
        <Button
          variant="contained"
          color="primary"
          disabled={pending}
          onClick={() => void decide('approve')}
          data-testid="kyc-approve"
        >
          {translate('resources.kyc.approve')}
        </Button>
        <Button
          variant="outlined"
          color="error"
          disabled={pending || reason.trim().length < 3}
          onClick={() => void decide('reject')}
          data-testid="kyc-reject"
        >
          {translate('resources.kyc.reject')}
        </Button>
      </Stack>
    </Box>
  );
}
