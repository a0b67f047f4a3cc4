import { useTranslation } from 'react-i18next';
import { STUDIO_GAMES } from '@casino/studio';
import type { GameViewProps } from '../types.ts';
import { betSlipControls } from '../shared/bet-slip.ts';
import { SlipBar } from '../shared/slip-bar.tsx';
import { useRevealEnd } from '../shared/use-reveal-end.ts';
import { BaccaratSpots } from './baccarat-spots.tsx';
import { HandView } from './hand-view.tsx';
import { dealOrder, readBaccaratDetails } from './outcome.ts';
import { RoadsView } from './roads-view.tsx';
import { ShoeBar } from './shoe-bar.tsx';
import { useDeal } from './use-deal.ts';
import '../shared/felt.css';
import './baccarat.css';

/**
 * Japanese Speed Baccarat: bet spots for player, banker, tie and both pairs (chips of the shell's
 * chosen value, which the engine needs in multiples of 20); when the round settles the cards are turned
 * one by one in dealing order (third cards last), the totals follow, then the winner banner. Above
 * the table the shoe: hand number, cards left, the shuffle and burn at a new shoe, the cut card; the
 * bead plate and big road grow by the hand once it is shown.
 */
export function BaccaratView(props: GameViewProps) {
  const { gameCode, phase, round, reducedMotion } = props;
  const { t } = useTranslation();
  const bets = betSlipControls(props, { defaultChip: 20 });
  const details = round ? readBaccaratDetails(round.outcome) : null;
  const roundId = round?.roundId ?? null;
  const showing = !bets.playing && details !== null;
  const { count, total, done } = useDeal(roundId, details, showing, reducedMotion);
  // Every card turned and the winner banner up: then the shell tells the win.
  useRevealEnd(props, 500, done);
  const order = details ? dealOrder(details) : [];
  const visible = showing ? order.slice(0, Math.min(count + 1, order.length)) : [];
  const hand = (side: 'player' | 'banker') =>
    visible.map((c, i) => ({ ...c, faceUp: i < count })).filter((c) => c.side === side);
  const shoe = details?.shoe ?? null;
  // While a hand is being turned the roads show the shoe before it; then (and between rounds) with it.
  const roads = !shoe || !details ? [] : showing && !done ? shoe.history : [...shoe.history, details];

  return (
    <div className="bc-table felt-table" data-phase={phase}>
      <div className="bc-top">
        <ShoeBar
          shoe={shoe}
          turning={showing ? total - count : 0}
          dealing={showing && !done}
          reducedMotion={reducedMotion}
        />
        <RoadsView hands={roads} />
      </div>
      <div className="bc-felt felt" aria-label={t('baccarat.table')}>
        <div className="bc-hands" aria-live="polite">
          <HandView side="player" cards={hand('player')} roundId={roundId} />
          <HandView side="banker" cards={hand('banker')} roundId={roundId} />
        </div>
        <div className="bc-result-row">
          {done && details ? (
            <div
              className="bc-result"
              data-testid="baccarat-result"
              data-winner={details.result}
              role="status"
            >
              {details.result === 'tie'
                ? t('baccarat.tie')
                : t('baccarat.wins', { side: t(`baccarat.spots.${details.result}`) })}
              <span className="bc-result-score">
                {details.playerTotal} – {details.bankerTotal}
              </span>
            </div>
          ) : null}
        </div>
      </div>
      <BaccaratSpots bets={bets} shown={done ? details : null} />
      <SlipBar
        bets={bets}
        empty={`${t('slip.placeChips')} · ${t('baccarat.unitNote', { unit: STUDIO_GAMES[gameCode]?.limits.betUnit ?? 20 })}`}
      />
    </div>
  );
}
