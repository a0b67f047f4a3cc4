import { approvalIdOf, type ApprovalKind } from '@casino/contract';
import { Alert, Chip, Stack, Typography } from '@mui/material';
import { Link, useGetOne, useTranslate } from 'react-admin';
import { CoinsText } from '../components/fields.tsx';
import { useCan } from '../lib/permissions.ts';

const COLOURS = { PENDING: 'warning', APPROVED: 'success', REJECTED: 'error' } as const;

/**
 * The approval status of a coin-paying thing, shown on its own page (promo code, raffle, tournament,
 * quick schedule): the status, the liability and a link to decide it.
 */
export function ApprovalStatus({ kind, subjectId }: { kind: ApprovalKind; subjectId: string | number }) {
  const translate = useTranslate();
  const canRead = useCan('approvals.read');
  const id = approvalIdOf(kind, subjectId);
  const { data, isPending } = useGetOne('approvals', { id }, { enabled: canRead, retry: false });
  if (!canRead || isPending) return null;
  const status = data?.status ?? 'NONE';
  return (
    <Alert
      severity={status === 'APPROVED' ? 'success' : status === 'PENDING' ? 'warning' : 'info'}
      sx={{ my: 1, maxWidth: 720 }}
      data-testid="approval-status"
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Chip
          size="small"
          label={translate(`resources.approvals.statuses.${status}`)}
          color={status === 'NONE' ? 'default' : COLOURS[status as keyof typeof COLOURS]}
        />
        {data && (
          <Typography variant="body2" component="span">
            {translate('resources.approvals.fields.liability')}: <CoinsText value={data.liability} />
          </Typography>
        )}
        {data && (
          <Link to={`/approvals/${encodeURIComponent(id)}/show`}>
            {translate('resources.approvals.view')}
          </Link>
        )}
      </Stack>
      {status !== 'APPROVED' && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {translate('resources.approvals.gate_note')}
        </Typography>
      )}
    </Alert>
  );
}
