import type { Approval } from '@casino/contract';
import { Alert, Box, Typography } from '@mui/material';
import {
  DateField,
  Labeled,
  Show,
  SimpleShowLayout,
  TextField as RaTextField,
  useDataProvider,
  useGetIdentity,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { DecisionForm } from '../components/DecisionForm.tsx';
import { CoinsText } from '../components/fields.tsx';
import { formatCoins, useIntlLocale } from '../components/format.ts';
import type { OperatorDataProvider } from '../lib/dataProvider.ts';
import { useCan } from '../lib/permissions.ts';
import { describeTerms } from './terms.ts';

/** Approve, or reject with a reason; the proposer is told to ask someone else. */
function ApprovalDecision({ approval }: { approval: Approval }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<OperatorDataProvider>();
  const { identity } = useGetIdentity();
  const canDecide = useCan('approvals.decide');
  if (approval.status !== 'PENDING') {
    return <Typography variant="body2">{translate('resources.approvals.decided')}</Typography>;
  }
  if (!canDecide) return null;
  if (identity?.id === approval.proposedById) {
    return (
      <Alert severity="info" data-testid="approval-own">
        {translate('resources.approvals.own_proposal')}
      </Alert>
    );
  }
  return (
    <DecisionForm
      testId="approval"
      texts={{
        reason: 'resources.approvals.reason',
        reasonHelp: 'resources.approvals.reason_help',
        approve: 'resources.approvals.approve',
        reject: 'resources.approvals.reject',
        approved: 'resources.approvals.approved',
        rejected: 'resources.approvals.rejected',
      }}
      // The revision read: a proposal changed since is refused (APPROVAL_STALE).
      decide={(approve, reason) =>
        dataProvider.decideApproval(approval.id, approve, { revision: approval.revision, reason })
      }
    />
  );
}

function ApprovalDetails() {
  const approval = useRecordContext<Approval>();
  const translate = useTranslate();
  const locale = useIntlLocale();
  if (!approval) return null;
  return (
    <SimpleShowLayout>
      <Labeled source="kind" label="resources.approvals.fields.kind">
        <Box component="span">{translate(`resources.approvals.kinds.${approval.kind}`)}</Box>
      </Labeled>
      <RaTextField source="label" />
      <Labeled source="terms" label="resources.approvals.fields.terms">
        <Box component="span" data-testid="approval-terms">
          {describeTerms(approval, translate, (c) => formatCoins(c, locale))}
        </Box>
      </Labeled>
      <Labeled source="liability" label="resources.approvals.fields.liability">
        <Box component="span" data-testid="approval-liability" sx={{ fontSize: '1.25rem', fontWeight: 600 }}>
          <CoinsText value={approval.liability} />
        </Box>
      </Labeled>
      <Typography variant="caption">{translate('resources.approvals.liability_help')}</Typography>
      <Labeled source="status" label="resources.approvals.fields.status">
        <Box component="span" data-testid="approval-state">
          {translate(`resources.approvals.statuses.${approval.status}`)}
          {approval.status === 'PENDING' && approval.needsSecondOperator
            ? ` — ${translate('resources.approvals.second_needed')}`
            : ''}
        </Box>
      </Labeled>
      <RaTextField source="proposedBy" />
      <DateField source="proposedDate" showTime />
      <RaTextField source="decidedBy" emptyText="—" />
      <DateField source="decidedDate" showTime emptyText="—" />
      <RaTextField source="reason" emptyText="—" />
      <ApprovalDecision approval={approval} />
    </SimpleShowLayout>
  );
}

/** "Approval <code or reference>" in both languages (react-admin's Japanese default shows the raw id). */
function ApprovalTitle() {
  const approval = useRecordContext<Approval>();
  const translate = useTranslate();
  return (
    <span>{`${translate('resources.approvals.name', { smart_count: 1 })} ${approval?.label ?? ''}`}</span>
  );
}

export function ApprovalShow() {
  return (
    <Show title={<ApprovalTitle />}>
      <ApprovalDetails />
    </Show>
  );
}
