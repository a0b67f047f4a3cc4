import type { PlayerDetail } from '@casino/contract';
import { Button, FormControlLabel, Switch, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { OperatorDataProvider } from '../lib/dataProvider.ts';
import { useCan } from '../lib/permissions.ts';

/** Runs one player action: a notification for its result or its error, then every query refreshes. */
export function usePlayerAction() {
  const notify = useNotify();
  const refresh = useRefresh();
  const [pending, setPending] = useState(false);
  /** The action answers the message key of its success, with the key's arguments if any. */
  async function run(action: () => Promise<string | [string, Record<string, unknown>]>) {
    setPending(true);
    try {
      const result = await action();
      const [message, messageArgs] = typeof result === 'string' ? [result, undefined] : result;
      notify(message, { type: 'success', messageArgs });
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : 'errors.TECHNICAL_ERROR', { type: 'error' });
    } finally {
      setPending(false);
    }
  }
  return { run, pending };
}

/** Unlocks a player after failed sign-ins (support and admin); shown while the account is locked. */
export function UnlockButton() {
  const player = useRecordContext<PlayerDetail>();
  const translate = useTranslate();
  const dataProvider = useDataProvider<OperatorDataProvider>();
  const { run, pending } = usePlayerAction();
  const allowed = useCan('players.unlock');
  if (!player?.lockout || !allowed || (!player.lockout.locked && player.lockout.failures === 0)) return null;
  return (
    <Button
      variant="outlined"
      size="small"
      disabled={pending}
      onClick={() =>
        run(async () => {
          await dataProvider.unlockPlayer(player.accountId);
          return 'resources.players.lockout.unlocked';
        })
      }
    >
      {translate('resources.players.lockout.unlock')}
    </Button>
  );
}

/** Marks or unmarks a tester account (SPEC §6: a tester account cannot be deleted by its player). */
export function TesterSwitch() {
  const player = useRecordContext<PlayerDetail>();
  const translate = useTranslate();
  const dataProvider = useDataProvider<OperatorDataProvider>();
  const { run, pending } = usePlayerAction();
  const allowed = useCan('players.tester');
  if (!player) return null;
  return (
    <Tooltip title={translate('resources.players.tester.help')}>
      <FormControlLabel
        label={translate('resources.players.tester.label')}
        control={
          <Switch
            checked={player.isTester}
            disabled={!allowed || pending || player.deletedDate !== null}
            onChange={(event) => {
              const tester = event.target.checked;
              void run(async () => {
                await dataProvider.setTester(player.accountId, tester);
                return tester ? 'resources.players.tester.on' : 'resources.players.tester.off';
              });
            }}
          />
        }
      />
    </Tooltip>
  );
}

/** The props of a player tab's panel: `label={false}` tells react-admin's tab not to label it as a field. */
export interface PanelProps {
  label?: false;
}
