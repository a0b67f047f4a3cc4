import type { PlayerDetail, PlayerSession } from '@casino/contract';
import { Box, Button, Chip } from '@mui/material';
import { useState } from 'react';
import { Confirm, DataTable, SimpleList, useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import { DateTimeText } from '../components/fields.tsx';
import { formatDateTime, useIntlLocale, useIsSmall } from '../components/format.ts';
import type { OperatorDataProvider } from '../lib/dataProvider.ts';
import { useCan } from '../lib/permissions.ts';
import { PlayerPanel } from './PlayerPanel.tsx';
import { usePlayerAction, type PanelProps } from './PlayerActions.tsx';

const Column = DataTable.Col<PlayerSession>;

function RevokeButton({ accountId, session }: { accountId: string; session: PlayerSession }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<OperatorDataProvider>();
  const { run, pending } = usePlayerAction();
  if (!session.active) return null;
  return (
    <Button
      size="small"
      variant="outlined"
      color="error"
      disabled={pending}
      aria-label={`${translate('resources.players.sessions.revoke')} ${session.id.slice(0, 12)}`}
      onClick={() =>
        run(async () => {
          const { revoked } = await dataProvider.revokeSessions(accountId, session.id);
          return ['resources.players.sessions.revoked', { count: revoked }];
        })
      }
    >
      {translate('resources.players.sessions.revoke')}
    </Button>
  );
}

function RevokeAllButton({ accountId }: { accountId: string }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<OperatorDataProvider>();
  const { run, pending } = usePlayerAction();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Button
        variant="outlined"
        color="error"
        size="small"
        disabled={pending}
        onClick={() => setConfirming(true)}
      >
        {translate('resources.players.sessions.revoke_all')}
      </Button>
      <Confirm
        isOpen={confirming}
        title="resources.players.sessions.revoke_all"
        content="resources.players.sessions.revoke_all_confirm"
        onClose={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void run(async () => {
            const { revoked } = await dataProvider.revokeSessions(accountId);
            return ['resources.players.sessions.revoked', { count: revoked }];
          });
        }}
      />
    </>
  );
}

/** The player's sessions (the id is a hash: it names a session, it cannot be used as a cookie). */
export function PlayerSessions(_props: PanelProps) {
  const player = useRecordContext<PlayerDetail>();
  const translate = useTranslate();
  const canRevoke = useCan('players.sessions');
  const intlLocale = useIntlLocale();
  const isSmall = useIsSmall();
  if (!player) return null;
  const state = (s: PlayerSession) =>
    translate(s.active ? 'resources.players.sessions.active' : 'resources.players.sessions.ended');
  return (
    <PlayerPanel
      reference="sessions"
      actions={canRevoke && player.activeSessions > 0 && <RevokeAllButton accountId={player.accountId} />}
    >
      {isSmall ? (
        <SimpleList<PlayerSession>
          primaryText={(s) => `${s.id.slice(0, 12)}… · ${state(s)}`}
          secondaryText={(s) =>
            `${translate('resources.sessions.fields.lastSeenDate')} ${formatDateTime(s.lastSeenDate, intlLocale)}`
          }
          tertiaryText={(s) => (canRevoke ? <RevokeButton accountId={player.accountId} session={s} /> : null)}
          rowClick={false}
        />
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <DataTable<PlayerSession> bulkActionButtons={false} rowClick={false}>
            <Column
              source="id"
              disableSort
              render={(session) => (
                <Box component="span" sx={{ fontFamily: 'ui-monospace, monospace' }} title={session.id}>
                  {session.id.slice(0, 12)}…
                </Box>
              )}
            />
            <Column source="createdDate" disableSort render={(s) => <DateTimeText value={s.createdDate} />} />
            <Column
              source="lastSeenDate"
              disableSort
              render={(s) => <DateTimeText value={s.lastSeenDate} />}
            />
            <Column source="expiresDate" disableSort render={(s) => <DateTimeText value={s.expiresDate} />} />
            <Column
              source="active"
              disableSort
              render={(s) => (
                <Chip
                  size="small"
                  variant="outlined"
                  color={s.active ? 'success' : 'default'}
                  label={state(s)}
                />
              )}
            />
            {canRevoke && (
              <Column
                label={translate('resources.players.sessions.revoke')}
                disableSort
                render={(session) => <RevokeButton accountId={player.accountId} session={session} />}
              />
            )}
          </DataTable>
        </Box>
      )}
    </PlayerPanel>
  );
}
