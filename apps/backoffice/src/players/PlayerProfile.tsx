import type { PlayerDetail } from '@casino/contract';
import { Box, Chip, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { CoinsText, DateTimeText } from '../components/fields.tsx';
import { formatDateTime, useIntlLocale } from '../components/format.ts';
import { TesterSwitch, UnlockButton, type PanelProps } from './PlayerActions.tsx';

/** One labelled value of the profile (a description list: label, then value). */
function Item({ field, children }: { field: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="caption" sx={{ color: 'text.secondary' }}>
        {translate(`resources.players.fields.${field}`)}
      </Typography>
      <Typography component="dd" variant="body1" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

function PhoneStatus({ player }: { player: PlayerDetail }) {
  const translate = useTranslate();
  if (!player.phoneNumber) return <>{translate('resources.players.phone.missing')}</>;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <span>{player.phoneNumber}</span>
      <Chip
        size="small"
        variant="outlined"
        color={player.isPhoneVerified ? 'success' : 'default'}
        label={translate(
          player.isPhoneVerified ? 'resources.players.phone.verified' : 'resources.players.phone.unverified',
        )}
      />
    </Stack>
  );
}

function LockoutStatus({ player }: { player: PlayerDetail }) {
  const translate = useTranslate();
  const intlLocale = useIntlLocale();
  const { locked, lockedUntil, failures } = player.lockout;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
      <Box component="span" sx={{ color: locked ? 'error.main' : undefined }}>
        {locked
          ? translate('resources.players.lockout.locked', {
              until: formatDateTime(lockedUntil, intlLocale),
              failures,
            })
          : translate('resources.players.lockout.open', { failures })}
      </Box>
      <UnlockButton />
    </Stack>
  );
}

/** The profile tab: who the player is, how far their account got, and the switches support may use. */
export function PlayerProfile(_props: PanelProps) {
  const player = useRecordContext<PlayerDetail>();
  const translate = useTranslate();
  if (!player) return null;
  return (
    <Stack spacing={2}>
      {player.deletedDate && (
        <Chip color="error" label={translate('resources.players.deleted')} sx={{ alignSelf: 'start' }} />
      )}
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: '1fr',
            sm: 'repeat(2, minmax(0, 1fr))',
            lg: 'repeat(3, minmax(0, 1fr))',
          },
        }}
      >
        <Item field="displayName">{player.displayName}</Item>
        <Item field="email">{player.email}</Item>
        <Item field="accountId">
          <Box component="span" sx={{ fontFamily: 'ui-monospace, monospace', fontSize: '0.875rem' }}>
            {player.accountId}
          </Box>
        </Item>
        <Item field="balance">
          <CoinsText value={player.balance} />
        </Item>
        <Item field="phoneNumber">
          <PhoneStatus player={player} />
        </Item>
        <Item field="phoneVerifiedDate">
          <DateTimeText value={player.phoneVerifiedDate} />
        </Item>
        <Item field="kycStatus">
          {player.kycStatus
            ? translate(`resources.kyc.statuses.${player.kycStatus}`)
            : translate('resources.players.kyc_not_started')}
        </Item>
        <Item field="languageCode">{player.languageCode}</Item>
        <Item field="activeSessions">{player.activeSessions}</Item>
        <Item field="createdDate">
          <DateTimeText value={player.createdDate} />
        </Item>
        {player.deletedDate && (
          <Item field="deletedDate">
            <DateTimeText value={player.deletedDate} />
          </Item>
        )}
        <Item field="lockout">
          <LockoutStatus player={player} />
        </Item>
      </Box>
      <TesterSwitch />
    </Stack>
  );
}
