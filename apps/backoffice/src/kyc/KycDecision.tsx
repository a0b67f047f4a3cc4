import type { KycSubmission } from '@casino/contract';
import { Typography } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import { DecisionForm } from '../components/DecisionForm.tsx';
import type { OperatorDataProvider } from '../lib/dataProvider.ts';

/** Approve, or reject with a reason the player will read; the server audits either. */
export function KycDecision({ submission }: { submission: KycSubmission }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<OperatorDataProvider>();

  if (submission.status !== 'pending') {
    return (
      <Typography variant="body2" sx={{ mt: 2 }} data-testid="kyc-decided">
        {translate('resources.kyc.decided')}
      </Typography>
    );
  }

  return (
    <DecisionForm
      mt={3}
      testId="kyc"
      texts={{
        reason: 'resources.kyc.reject_reason',
        reasonHelp: 'resources.kyc.reject_help',
        approve: 'resources.kyc.approve',
        reject: 'resources.kyc.reject',
        approved: 'resources.kyc.approved',
        rejected: 'resources.kyc.rejected',
      }}
      // The reason goes only with a rejection (the player reads it).
      decide={(approve, reason) =>
        dataProvider.decideKyc(
          submission.id,
          approve ? { decision: 'approve' } : { decision: 'reject', reason },
        )
      }
    />
  );
}
