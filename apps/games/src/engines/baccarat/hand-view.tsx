import { useTranslation } from 'react-i18next';
import { handTotal, type DealtCard } from './outcome.ts';
import { PlayingCard } from './playing-card.tsx';

/** One side's cards (up to three slots) and its running total of the cards turned so far. */
export function HandView({
  side,
  cards,
  roundId,
}: {
  side: 'player' | 'banker';
  cards: (DealtCard & { faceUp: boolean })[];
  roundId: string | null;
}) {
  const { t } = useTranslation();
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
              {c ? <PlayingCard key={`${roundId}-${side}-${slot}`} card={c.card} faceUp={c.faceUp} /> : null}
            </div>
          );
        })}
      </div>
    </div>
  );
}
