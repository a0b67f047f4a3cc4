import type { PlayerDetail } from '@casino/contract';
import type { ReactNode } from 'react';
import { Loading, Show, TabbedShowLayout, TopToolbar, useRecordContext } from 'react-admin';
import { AdjustBalanceButton } from './AdjustmentDialog.tsx';
import { PlayerLedger } from './PlayerLedger.tsx';
import { PlayerProfile } from './PlayerProfile.tsx';
import { PlayerRounds } from './PlayerRounds.tsx';
import { PlayerSessions } from './PlayerSessions.tsx';
import { PlayerResponsiblePlay } from '../responsible-play/PlayerResponsiblePlay.tsx';
import { PlayerProgression } from '../progression/PlayerProgression.tsx';
import { PlayerMissions } from '../missions/PlayerMissions.tsx';

function PlayerTitle() {
  const player = useRecordContext<PlayerDetail>();
  return <span>{player?.displayName ?? ''}</span>;
}

/**
 * Coming from the list, react-admin shows the list's cached row (a PlayerSummary) while the player's
 * detail loads; the tabs read detail-only fields (lockout, active sessions), so they wait for it.
 */
function WhenDetailLoaded({ children }: { children: ReactNode }) {
  const record = useRecordContext<PlayerDetail>();
  if (!record || !('lockout' in record)) return <Loading />;
  return children;
}

/*
 * Each tab's content takes `label={false}`: react-admin's tab wraps every child in a label for a field, and
 * these children are whole panels.
 */

/** The player page: profile (with unlock and the tester switch), sessions, ledger and studio rounds. */
export function PlayerShow() {
  return (
    <Show
      title={<PlayerTitle />}
      actions={
        <TopToolbar>
          <AdjustBalanceButton />
        </TopToolbar>
      }
    >
      <WhenDetailLoaded>
        <TabbedShowLayout>
          <TabbedShowLayout.Tab label="resources.players.tabs.profile">
            <PlayerProfile label={false} />
          </TabbedShowLayout.Tab>
          <TabbedShowLayout.Tab label="resources.players.tabs.sessions" path="sessions">
            <PlayerSessions label={false} />
          </TabbedShowLayout.Tab>
          <TabbedShowLayout.Tab label="resources.players.tabs.ledger" path="ledger">
            <PlayerLedger label={false} />
          </TabbedShowLayout.Tab>
          <TabbedShowLayout.Tab label="resources.players.tabs.rounds" path="rounds">
            <PlayerRounds label={false} />
          </TabbedShowLayout.Tab>
          <TabbedShowLayout.Tab label="responsible_play.tab" path="responsible-play">
            <PlayerResponsiblePlay label={false} />
          </TabbedShowLayout.Tab>
          <TabbedShowLayout.Tab label="progression.tab" path="progression">
            <PlayerProgression label={false} />
          </TabbedShowLayout.Tab>
          <TabbedShowLayout.Tab label="resources.missions.player.tab" path="missions">
            <PlayerMissions label={false} />
          </TabbedShowLayout.Tab>
        </TabbedShowLayout>
      </WhenDetailLoaded>
    </Show>
  );
}
