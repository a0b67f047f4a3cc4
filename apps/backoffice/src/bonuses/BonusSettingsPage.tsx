import {
  BONUS_TERMS_SUBJECT,
  OPERATOR_BONUS_PATHS,
  bonusSettingsInputSchema,
  bonusSettingsSchema,
  type BonusSettings,
  type BonusSettingsInput,
} from '@casino/contract';
import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { ApprovalStatus } from '../approvals/ApprovalStatus.tsx';
import { SettingsCard, useSetting } from '../components/SettingsCard.tsx';
import { operatorRequest } from '../lib/api.ts';
import { useCan } from '../lib/permissions.ts';

const KEY = ['operator', 'bonus-settings'] as const;

const load = () => operatorRequest(OPERATOR_BONUS_PATHS.settings, { schema: bonusSettingsSchema });
const save = (input: BonusSettingsInput) =>
  operatorRequest(OPERATOR_BONUS_PATHS.settings, { method: 'PUT', body: input, schema: bonusSettingsSchema });

/**
 * The login calendar's multipliers and the refill's terms (issue 30): who reads players sees them with each
 * day's coins; finance and administrators (players.adjust) change them.
 */
export function BonusSettingsPage() {
  const translate = useTranslate();
  const canEdit = useCan('players.adjust');
  const { setting, update } = useSetting(KEY, load, save, 'bonuses.saved');
  return (
    <SettingsCard title="bonuses.title" intro="bonuses.intro" query={setting}>
      {setting.data && (
        <Stack spacing={2} data-testid="bonus-settings">
          <Typography variant="body2">
            {translate('bonuses.daily_amount')}: {setting.data.dailyAmount.toLocaleString()}
            <br />
            {setting.data.resetHour === null
              ? translate('bonuses.rolling')
              : translate('bonuses.reset_hour', { hour: String(setting.data.resetHour).padStart(2, '0') })}
          </Typography>
          {/* Four eyes: the proposal's status; the terms above are the ones paid until it is approved. */}
          <ApprovalStatus
            kind="bonus_terms"
            subjectId={BONUS_TERMS_SUBJECT}
            key={`${setting.data.pendingApprovalId ?? 'none'}:${setting.data.updatedAt ?? ''}`}
          />
          {setting.data.pendingApprovalId && (
            <Alert severity="warning" data-testid="bonus-terms-pending">
              {translate('bonuses.pending')}
            </Alert>
          )}
          <TermsForm
            key={setting.data.updatedAt ?? 'initial'}
            initial={setting.data}
            canEdit={canEdit}
            saving={update.isPending}
            onSave={(input) => update.mutate(input)}
          />
          {setting.data.updatedAt && (
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {translate('bonuses.updated', {
                at: new Date(setting.data.updatedAt).toLocaleString(),
                by: setting.data.updatedBy ?? '',
              })}
            </Typography>
          )}
          {!canEdit && <Alert severity="info">{translate('bonuses.read_only')}</Alert>}
        </Stack>
      )}
    </SettingsCard>
  );
}

function TermsForm({
  initial,
  canEdit,
  saving,
  onSave,
}: {
  initial: BonusSettings;
  canEdit: boolean;
  saving: boolean;
  onSave: (input: BonusSettingsInput) => void;
}) {
  const translate = useTranslate();
  const [pct, setPct] = useState(initial.calendarPct.map(String));
  const [amount, setAmount] = useState(String(initial.refillAmount));
  const [below, setBelow] = useState(String(initial.refillBelow));
  const [interval, setInterval] = useState(String(initial.refillIntervalHours));
  const parsed = bonusSettingsInputSchema.safeParse({
    calendarPct: pct.map(Number),
    refillAmount: Number(amount),
    refillBelow: Number(below),
    refillIntervalHours: Number(interval),
  });
  const numeric = { inputMode: 'numeric' as const, readOnly: !canEdit };
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
        {pct.map((value, i) => (
          <TextField
            key={i}
            sx={{ width: 150 }}
            label={translate(i === pct.length - 1 ? 'bonuses.day_special' : 'bonuses.day', { day: i + 1 })}
            helperText={translate('bonuses.coins', {
              amount: Math.floor((initial.dailyAmount * Number(value)) / 100).toLocaleString(),
            })}
            value={value}
            onChange={(event) => setPct(pct.map((p, j) => (j === i ? event.target.value : p)))}
            slotProps={{
              htmlInput: { ...numeric, 'data-testid': `bonus-day-${i + 1}`, 'aria-describedby': undefined },
            }}
          />
        ))}
      </Stack>
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        {translate('bonuses.multiplier')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label={translate('bonuses.refill_amount')}
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          slotProps={{ htmlInput: { ...numeric, 'data-testid': 'bonus-refill-amount' } }}
        />
        <TextField
          label={translate('bonuses.refill_below')}
          value={below}
          onChange={(event) => setBelow(event.target.value)}
          slotProps={{ htmlInput: { ...numeric, 'data-testid': 'bonus-refill-below' } }}
        />
        <TextField
          label={translate('bonuses.refill_interval')}
          value={interval}
          onChange={(event) => setInterval(event.target.value)}
          slotProps={{ htmlInput: { ...numeric, 'data-testid': 'bonus-refill-interval' } }}
        />
      </Stack>
      {!parsed.success && <Alert severity="warning">{translate('bonuses.invalid')}</Alert>}
      {canEdit && (
        <Button
          variant="contained"
          sx={{ alignSelf: 'flex-start' }}
          disabled={!parsed.success || saving}
          onClick={() => parsed.success && onSave(parsed.data)}
          data-testid="bonus-settings-save"
        >
          {translate('bonuses.save')}
        </Button>
      )}
    </Stack>
  );
}
