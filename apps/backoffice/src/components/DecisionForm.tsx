import { Box, Button, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useNotify, useRefresh, useTranslate } from 'react-admin';

/** The texts of a decision form: translation keys (the labels, and the notices after a decision). */
export interface DecisionTexts {
  reason: string;
  reasonHelp: string;
  approve: string;
  reject: string;
  approved: string;
  rejected: string;
}

/**
 * Approve, or reject with a reason of at least 3 characters (up to 500): the review of a KYC submission
 * or of coin-paying terms. `decide` gets the reason trimmed; a success is notified and the page refreshed,
 * a failure notified with the server's message. Test ids: `<testId>-reason`, `-approve`, `-reject`.
 */
export function DecisionForm({
  texts,
  testId,
  decide,
  mt,
}: {
  texts: DecisionTexts;
  testId: string;
  decide: (approve: boolean, reason: string) => Promise<unknown>;
  /** Space above the form (theme spacing units). */
  mt?: number;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [reason, setReason] = useState('');
  const [pending, setPending] = useState(false);

  async function submit(approve: boolean) {
    setPending(true);
    try {
      await decide(approve, reason.trim());
      notify(approve ? texts.approved : texts.rejected, { type: 'success' });
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : 'errors.TECHNICAL_ERROR', { type: 'error' });
    } finally {
      setPending(false);
    }
  }

  return (
    <Box sx={{ mt, maxWidth: 560 }}>
      <TextField
        label={translate(texts.reason)}
        helperText={translate(texts.reasonHelp)}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        multiline
        minRows={2}
        fullWidth
        slotProps={{ htmlInput: { maxLength: 500, 'data-testid': `${testId}-reason` } }}
      />
      <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
        <Button
          variant="contained"
          disabled={pending}
          onClick={() => void submit(true)}
          data-testid={`${testId}-approve`}
        >
          {translate(texts.approve)}
        </Button>
        <Button
          variant="outlined"
          color="error"
          disabled={pending || reason.trim().length < 3}
          onClick={() => void submit(false)}
          data-testid={`${testId}-reject`}
        >
          {translate(texts.reject)}
        </Button>
      </Stack>
    </Box>
  );
}
