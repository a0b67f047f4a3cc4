import { useMemo, useReducer, useState } from 'react';
import type { StudioRoundResponse } from '@casino/contract';
import { useTimeline } from '../shared/use-timeline.ts';
import type { GameViewProps } from '../types.ts';
import { SymbolSprite } from './art/frame.tsx';
import { useAutoPlay } from './auto-play.tsx';
import { AutoPlayControl, AutoStopNotice } from './auto-play-control.tsx';
import { BigWinOverlay } from './big-win.tsx';
import { HoldBoard } from './hold-board.tsx';
import { PickBoard } from './pick-board.tsx';
import { readSlotOutcome } from './outcome.ts';
import { SlotReels } from './slot-reels.tsx';
import { initialScene, slotReducer, stageWins } from './slot-scene.ts';
import { slotSteps, type SlotStep } from './slot-steps.ts';
import { FreeSpinBanner, SlotWins } from './slot-wins.tsx';
import { slotConfigOf, type SlotConfig } from './titles.ts';
import { useSymbols } from './use-symbols.ts';
import { winningCells } from './win-cells.ts';
import './slot.css';
import './slot-effects.css';
import './slot-boards.css';

export { SLOT_TIMING } from './slot-steps.ts';

interface Seen {
  phase: GameViewProps['phase'];
  settled: StudioRoundResponse | null;
  /** The last round presented (a failed round leaves the shell on it: not a new one). */
  last: StudioRoundResponse | null;
  /** The steps presenting `last`. */
  steps: SlotStep[] | null;
}

/** The steps presenting a round; a round settled after the player's pick goes on from its pick board. */
function stepsOf(
  cfg: SlotConfig | undefined,
  round: StudioRoundResponse | null,
  before?: StudioRoundResponse | null,
) {
  if (!round) return null;
  const read = readSlotOutcome(round.outcome);
  // The round's own `pending` (the shell's 'deciding') counts as the outcome's.
  const outcome =
    read && !read.pending && round.pending
      ? {
          ...read,
          pending: { kind: 'pick' as const, step: round.pending.step, options: round.pending.options },
        }
      : read;
  const previous = before ? readSlotOutcome(before.outcome) : null;
  const reopened =
    outcome !== null &&
    previous?.pending !== undefined &&
    previous.details.stops.join() === outcome.details.stops.join();
  return slotSteps(cfg, outcome, { reopened });
}

/**
 * The slot table for every WNF_/JPL_ title: five reels of three rows drawn with the title's own symbols.
 * While a round is in flight the reels spin; when it settles the steps derived from its outcome
 * (slot-steps.ts) play on one timeline: the reels stop left to right (longer after two scatters), the
 * winning lines (or ways) and scatters light up with their amounts, free spins play one by one under a
 * banner, a big win counts up, and only then does the shell show the win (onPresented). Auto-play runs
 * 10/25/50 rounds through the shell's requestPlay and stops early at the player's loss limit, single-win
 * stop or a feature (auto-stops.ts), saying why.
 */
export function SlotView({
  gameCode,
  theme,
  phase,
  round,
  reducedMotion,
  requestPlay,
  onPresented,
  decide,
}: GameViewProps) {
  const cfg = slotConfigOf(gameCode);
  const symbols = useSymbols(cfg);
  const [scene, dispatch] = useReducer(slotReducer, cfg, initialScene);
  const autoPlay = useAutoPlay(requestPlay);

  // Rounds are told apart by object, not id: a replayed id is still a new answer to present. A round
  // waiting for the player's pick ('deciding') is drawn up to its pick board.
  const settled = phase === 'settled' || phase === 'deciding' ? round : null;
  const [seen, setSeen] = useState<Seen>(() => ({
    phase,
    settled,
    last: settled,
    steps: stepsOf(cfg, settled),
  }));
  // Adjusted while rendering (not in an effect): a round in flight spins every reel (reduced motion: the
  // reels just wait); a new settled round gets its steps; a round that failed stops the reels.
  if (seen.phase !== phase || seen.settled !== settled) {
    const fresh = settled !== null && settled !== seen.last;
    setSeen({
      phase,
      settled,
      last: settled ?? seen.last,
      steps: fresh ? stepsOf(cfg, settled) : seen.steps,
    });
    if (phase === 'playing') dispatch({ type: 'spinAll', motion: !reducedMotion });
    else if (!fresh) dispatch({ type: 'stopAll' });
  }

  const timeline = useTimeline(seen.steps, {
    reduced: reducedMotion,
    apply: dispatch,
    onEnd: () => {
      // A pending round is not presented yet: the shell waits for the pick, then the settled round.
      if (phase === 'deciding') return;
      onPresented?.();
      autoPlay.presented(reducedMotion, seen.last);
    },
  });

  const spin = scene.showWins ? scene.spin : null;
  const cells = useMemo(
    () =>
      cfg && spin && scene.bursting.length === 0
        ? winningCells(cfg, spin, stageWins(scene), scene.grid, scene.stage < 0)
        : new Set<string>(),
    [cfg, spin, scene],
  );
  const busy = phase === 'playing' || scene.spinning.some(Boolean);

  return (
    <div className="slot-table" data-busy={busy} data-free={scene.free ? 'on' : 'off'}>
      <SymbolSprite
        gameCode={gameCode}
        symbols={cfg?.symbols ?? []}
        themeFrom={theme.from}
        themeTo={theme.to}
      />
      <div className="slot-frame">
        <SlotReels gameCode={gameCode} cfg={cfg} scene={scene} symbols={symbols} cells={cells} />
        <FreeSpinBanner free={scene.free} />
        <HoldBoard gameCode={gameCode} cfg={cfg} hold={scene.hold} bet={round?.bet ?? 0} />
        {scene.pick?.open ? (
          <PickBoard
            gameCode={gameCode}
            symbol={cfg?.symbols.find((s) => s.kind === 'bonus')?.id}
            pick={scene.pick}
            decide={decide}
          />
        ) : null}
        <BigWinOverlay bigWin={scene.bigWin} onSkip={timeline.skip} />
      </div>
      <div className="slot-bottom">
        <SlotWins cfg={cfg} scene={scene} symbols={symbols} />
        <AutoPlayControl autoPlay={autoPlay} disabled={busy || (scene.free !== null && !scene.free.done)} />
        <AutoStopNotice reason={autoPlay.stopped} onDismiss={autoPlay.dismiss} />
      </div>
    </div>
  );
}
