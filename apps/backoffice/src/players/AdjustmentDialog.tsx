import { ADJUSTMENT_MAX, adjustmentRequestSchema, type ErrorCode, type PlayerDetail } from '@casino/contract';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useId, useState } from 'react';
import {
  Form,
  NumberInput,
  SaveButton,
  TextInput,
  maxLength,
  minLength,
  required,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
  type Validator,
} from 'react-admin';
import { formatCoins, useIntlLocale } from '../components/format.ts';
import { errorCodeOf } from '../lib/api.ts';
import type { OperatorDataProvider } from '../lib/dataProvider.ts';
import { newIdempotencyKey } from '../lib/idempotency.ts';
import { useCan } from '../lib/permissions.ts';

const REASON = adjustmentRequestSchema.shape.reason;

/** The contract's rule for an amount: a whole number of coins, not 0, within ±ADJUSTMENT_MAX. */
const amountRule: Validator = (value: unknown) =>
  adjustmentRequestSchema.shape.amount.safeParse(value).success
    ? undefined
    : 'resources.players.adjust.not_zero';

interface AdjustmentValues {
  amount: number;
  reason: string;
}

function AdjustmentForm({
  player,
  titleId,
  onClose,
}: {
  player: PlayerDetail;
  titleId: string;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const intlLocale = useIntlLocale();
  const dataProvider = useDataProvider<OperatorDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  // One key per opening of the form: a double submit, or a retry after a lost answer, replays the first
  // movement instead of moving coins twice. The key changes only when the form is opened again.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [error, setError] = useState<ErrorCode | null>(null);

  async function submit(values: Partial<AdjustmentValues>) {
    setError(null);
    const request = adjustmentRequestSchema.safeParse({ ...values, idempotencyKey });
    if (!request.success) {
      setError('REQUEST_VALIDATION_ERROR');
      return;
    }
    try {
      const result = await dataProvider.adjustBalance(player.accountId, request.data);
      notify(result.replayed ? 'resources.players.adjust.replayed' : 'resources.players.adjust.done', {
        type: result.replayed ? 'info' : 'success',
        messageArgs: {
          amount: formatCoins(result.amount, intlLocale),
          balance: formatCoins(result.newBalance, intlLocale),
        },
      });
      refresh();
      onClose();
    } catch (failure) {
      setError(errorCodeOf(failure));
    }
  }

  return (
    <Form onSubmit={(values: Record<string, unknown>) => submit(values as Partial<AdjustmentValues>)}>
      <DialogTitle id={titleId}>{translate('resources.players.adjust.title')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          {player.displayName} · {translate('app.coins', { amount: formatCoins(player.balance, intlLocale) })}
        </Typography>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {translate('resources.players.adjust.intro')}
        </Typography>
        <NumberInput
          source="amount"
          label="resources.players.adjust.amount"
          helperText="resources.players.adjust.amount_help"
          step={1}
          min={-ADJUSTMENT_MAX}
          max={ADJUSTMENT_MAX}
          validate={[required(), amountRule]}
          autoFocus
        />
        <TextInput
          source="reason"
          label="resources.players.adjust.reason"
          helperText="resources.players.adjust.reason_help"
          validate={[required(), minLength(REASON.minLength ?? 3), maxLength(REASON.maxLength ?? 500)]}
        />
        {error && (
          <Alert severity="error" variant="outlined" role="alert" sx={{ mt: 1 }}>
            {translate(`errors.${error}`)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} color="secondary">
          {translate('ra.action.cancel')}
        </Button>
        <SaveButton label="resources.players.adjust.submit" alwaysEnable />
      </DialogActions>
    </Form>
  );
}

/** "Adjust balance": credit or debit with a mandatory reason, for finance and admin. */
export function AdjustBalanceButton() {
  const player = useRecordContext<PlayerDetail>();
  const translate = useTranslate();
  const allowed = useCan('players.adjust');
  const [open, setOpen] = useState(false);
  const titleId = useId();
  if (!player || !allowed || player.deletedDate !== null) return null;
  return (
    <>
      <Button variant="contained" size="small" onClick={() => setOpen(true)}>
        {translate('resources.players.adjust.button')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} fullWidth maxWidth="sm">
        {/* Mounted only while open: each opening gets a fresh form and a fresh idempotency key. */}
        {open && <AdjustmentForm player={player} titleId={titleId} onClose={() => setOpen(false)} />}
      </Dialog>
    </>
  );
}
