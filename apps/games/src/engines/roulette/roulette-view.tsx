import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameViewProps } from '../types.ts';
import { betSlipControls } from '../shared/bet-slip.ts';
import { SlipBar } from '../shared/slip-bar.tsx';
import { useRevealEnd } from '../shared/use-reveal-end.ts';
import { readRouletteDetails, type BetKind } from './layout.ts';
import { BetKindPicker } from './bet-kind-picker.tsx';
import { RacetrackView } from './racetrack-view.tsx';
import { ResultStrip } from './result-strip.tsx';
import { RouletteLayout } from './roulette-layout.tsx';
import { RouletteWheel } from './roulette-wheel.tsx';
import { useRouletteSlip } from './use-roulette-slip.ts';
import { useSpinHistory } from './use-spin-history.ts';
import '../shared/felt.css';
import './roulette.css';
import './roulette-bet-kinds.css';
import './roulette-phones.css';
import './racetrack.css';

type Board = 'layout' | 'racetrack';

/**
 * Japanese Roulette: a European single-zero table. Chips of the shell's chosen value go on the layout
 * (numbers, lines, corners, outside bets; a bet-kind picker offers the inside bets by tapping numbers)
 * or on the racetrack (neighbour bets and the call bets); slip names are exactly the studio engine's
 * spots. The SVG wheel spins while the round runs and stops with the ball in the outcome pocket, which
 * lights up on the board and joins the last numbers.
 */
export function RouletteView(props: GameViewProps) {
  const { gameCode, phase, round, reducedMotion } = props;
  const { t } = useTranslation();
  const bets = betSlipControls(props);
  const slip = useRouletteSlip(bets);
  const details = round ? readRouletteDetails(round.outcome) : null;
  const roundId = round?.roundId ?? null;
  const pocket = details?.pocket ?? null;
  const { shown, history } = useSpinHistory(gameCode, roundId, pocket, reducedMotion);
  const [board, setBoard] = useState<Board>('layout');
  // What a tap on a number places, and for a split the number tapped first.
  const [kind, setKind] = useState<BetKind>('straight');
  const [first, setFirst] = useState<number | null>(null);
  const [wasPlaying, setWasPlaying] = useState(bets.playing);
  const hintId = useId();

  if (wasPlaying !== bets.playing) {
    setWasPlaying(bets.playing);
    setFirst(null);
  }

  const settled = phase === 'settled' && details !== null && shown === roundId;
  // The ball is at rest and the pocket lit: a short look at it, then the shell tells the win.
  useRevealEnd(props, 400, settled);
  const winning = settled ? pocket : null;
  const hint =
    kind === 'split' && first !== null
      ? t('roulette.hint.splitFrom', { n: first })
      : t(`roulette.hint.${kind}`);

  return (
    <div className="rl-table felt-table" data-phase={phase} data-board={board}>
      <div className="rl-top">
        <div className="rl-wheel-wrap">
          <RouletteWheel phase={phase} pocket={pocket} roundKey={roundId} reducedMotion={reducedMotion} />
        </div>
        <div className="rl-side">
          <ResultStrip winning={winning} playing={bets.playing} history={history} />
          <div className="rl-boards" role="group" aria-label={t('roulette.track.boards')}>
            {(['layout', 'racetrack'] as const).map((b) => (
              <button
                key={b}
                type="button"
                className="small-button rl-board-tab"
                aria-pressed={board === b}
                data-testid={`board-${b}`}
                onClick={() => setBoard(b)}
              >
                {t(`roulette.track.board.${b}`)}
              </button>
            ))}
          </div>
          {board === 'layout' ? (
            <BetKindPicker
              kind={kind}
              disabled={bets.locked}
              hint={hint}
              hintId={hintId}
              onChange={(next) => {
                setKind(next);
                setFirst(null);
              }}
            />
          ) : null}
        </div>
      </div>

      {board === 'layout' ? (
        <RouletteLayout
          bets={bets}
          place={slip.place}
          winning={winning}
          kind={kind}
          first={first}
          setFirst={setFirst}
          hintId={hintId}
        />
      ) : (
        <RacetrackView bets={bets} placeMany={slip.placeMany} winning={winning} />
      )}

      <SlipBar bets={bets} clearTestId="roulette-clear" onClear={slip.clear}>
        <button
          type="button"
          className="small-button"
          disabled={bets.locked || !slip.canUndo}
          onClick={slip.undo}
        >
          {t('slip.undo')}
        </button>
      </SlipBar>
    </div>
  );
}
