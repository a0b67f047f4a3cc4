import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STUDIO_GAMES } from '@casino/studio';
import { formatCoins } from '../../lib/format.ts';
import type { GameViewProps } from '../types.ts';
import { betSlipControls } from '../shared/bet-slip.ts';
import { SlipBar } from '../shared/slip-bar.tsx';
import { useRevealEnd } from '../shared/use-reveal-end.ts';
import {
  BACCARAT_SPOTS,
  dealOrder,
  handTotal,
  readBaccaratDetails,
  type BaccaratDetails,
} from './outcome.ts';
import { PlayingCard } from './playing-card.tsx';
import '../shared/felt.css';
import './baccarat.css';

/** Speed pacing: one card every DEAL_MS. */
const DEAL_MS = 420;

function spotWon(spot: string, d: BaccaratDetails): boolean {
  if (spot === 'player_pair') return d.playerPair;
  if (spot === 'banker_pair') return d.bankerPair;
  return d.result === spot;
}

/**
 * Japanese Speed Baccarat: bet spots for player, banker, tie and both pairs (chips of the shell's
 * chosen value, which the engine needs in multiples of 20); when the round settles the cards are turned
 * one by one in dealing order (third cards last), the totals follow, then the winner banner.
 */
export function BaccaratView(props: GameViewProps) {
  const { gameCode, phase, round, reducedMotion } = props;
  const { t, i18n } = useTranslation();
  const bets = betSlipControls(props, { defaultChip: 20 });
  const { slip, playing } = bets;
  const details = round ? readBaccaratDetails(round.outcome) : null;
  const roundId = round?.roundId ?? null;
  const order = details ? dealOrder(details) : [];
  const [dealt, setDealt] = useState<{ id: string | null; count: number }>({ id: null, count: 0 });

  useEffect(() => {
    if (roundId === null || !details || reducedMotion) return;
    const n = dealOrder(details).length;
    let count = 0;
    const timer = setInterval(() => {
      count += 1;
      setDealt({ id: roundId, count });
      if (count >= n) clearInterval(timer);
    }, DEAL_MS);
    return () => clearInterval(timer);
    // `details` follows roundId: one deal per round.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [roundId, reducedMotion]);

  // Reduced motion: every card face up at once; otherwise the deal timer turns them one by one.
  const showing = !playing && details !== null;
  const count = !showing ? 0 : reducedMotion ? order.length : dealt.id === roundId ? dealt.count : 0;
  const done = showing && count >= order.length;
  // Every card turned and the winner banner up: then the shell tells the win.
  useRevealEnd(props, 500, done);
  const visible = showing ? order.slice(0, Math.min(count + 1, order.length)) : [];
  const hand = (side: 'player' | 'banker') =>
    visible.map((c, i) => ({ ...c, faceUp: i < count })).filter((c) => c.side === side);

  const renderHand = (side: 'player' | 'banker') => {
    const cards = hand(side);
    const up = cards.filter((c) => c.faceUp).map((c) => c.card);
    return (
      <div className={`bc-hand bc-hand-${side}`} data-side={side}>
        <div className="bc-hand-head">
          <span className="bc-hand-name">{t(`baccarat.spots.${side}`)}</span>
          <span className="bc-hand-total" aria-label={t('baccarat.total', { total: handTotal(up) })}>
            {up.length > 0 ? handTotal(up) : '–'}
          </span>
        </div>
        <div className="bc-cards">
          {[0, 1, 2].map((slot) => {
            const c = cards.find((x) => x.slot === slot);
            return (
              <div key={slot} className={`bc-slot bc-slot-${slot}`}>
                {c ? (
                  <PlayingCard key={`${roundId}-${side}-${slot}`} card={c.card} faceUp={c.faceUp} />
                ) : null}
              </div>
            );
          })}
        </div>
      </div>
    );
  };

  return (
    <div className="bc-table felt-table" data-phase={phase}>
      <div className="bc-felt felt" aria-label={t('baccarat.table')}>
        <div className="bc-hands" aria-live="polite">
          {renderHand('player')}
          {renderHand('banker')}
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

      <div className="bc-spots" role="group" aria-label={t('baccarat.table')}>
        {BACCARAT_SPOTS.map((spot) => {
          const amount = slip[spot];
          const won = done && details ? spotWon(spot, details) : false;
          return (
            <button
              key={spot}
              type="button"
              className={`bc-spot bc-spot-${spot}`}
              data-testid="baccarat-spot"
              data-spot={spot}
              data-won={won || undefined}
              disabled={bets.locked}
              onClick={() => bets.place(spot)}
            >
              <span className="bc-spot-name">{t(`baccarat.spots.${spot as 'player'}`)}</span>
              <span className="bc-spot-pay">{t(`baccarat.pays.${spot as 'player'}`)}</span>
              {amount ? (
                <span className="bc-chip">
                  <span className="visually-hidden">{t('slip.totalBet')} </span>
                  {formatCoins(amount, i18n.language)}
                </span>
              ) : null}
            </button>
          );
        })}
      </div>

      <SlipBar
        bets={bets}
        empty={`${t('slip.placeChips')} · ${t('baccarat.unitNote', { unit: STUDIO_GAMES[gameCode]?.limits.betUnit ?? 20 })}`}
      />
    </div>
  );
}
