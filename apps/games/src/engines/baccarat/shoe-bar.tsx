import { useTranslation } from 'react-i18next';
import type { BaccaratShoe } from '@casino/contract';

const SUIT_MARK: Record<string, string> = { S: '♠', H: '♥', D: '♦', C: '♣' };

/**
 * Where the shoe stands: the hand number, the cards-left counter (counting down as the cards are
 * turned), the cut card once it is out; at a new shoe a shuffle animation and the burn (the face-up
 * card and how many went to the discard).
 */
export function ShoeBar({
  shoe,
  turning,
  dealing,
  reducedMotion,
}: {
  shoe: BaccaratShoe | null;
  /** Cards of this hand not yet turned (they are still in the shoe for the counter). */
  turning: number;
  /** The round's cards are being turned (the shuffle shows then, at a new shoe). */
  dealing: boolean;
  reducedMotion: boolean;
}) {
  const { t } = useTranslation();
  const fresh = shoe !== null && shoe.handNumber === 1;
  return (
    <div className="bc-shoe" data-testid="baccarat-shoe" data-hand={shoe?.handNumber}>
      <span className="bc-shoe-counts">
        <span className="bc-shoe-item">
          {t('baccarat.shoe.hand')} <b data-testid="shoe-hand">{shoe ? shoe.handNumber : '–'}</b>
        </span>
        <span className="bc-shoe-item">
          {t('baccarat.shoe.cardsLeft')}{' '}
          <b data-testid="cards-left">{shoe ? shoe.cardsLeft + turning : '–'}</b>
        </span>
      </span>
      {fresh && dealing ? (
        <span className="bc-shuffle" role="status" data-testid="shoe-shuffle" data-motion={!reducedMotion}>
          <span className="bc-shuffle-deck" aria-hidden="true">
            <i />
            <i />
            <i />
          </span>
          {t('baccarat.shoe.shuffling')}
        </span>
      ) : null}
      {fresh && shoe ? (
        <span className="bc-burn" data-testid="shoe-burn">
          <span
            className="bc-burn-card"
            data-testid="burn-card"
            data-rank={shoe.burn[0]!.rank}
            data-red={shoe.burn[0]!.suit === 'H' || shoe.burn[0]!.suit === 'D' || undefined}
            aria-label={t('baccarat.shoe.faceUp', {
              card: t('baccarat.card', {
                rank: shoe.burn[0]!.rank,
                suit: t(`baccarat.suits.${shoe.burn[0]!.suit}`),
              }),
            })}
          >
            {shoe.burn[0]!.rank}
            {SUIT_MARK[shoe.burn[0]!.suit]}
          </span>
          {t('baccarat.shoe.burn', { count: shoe.burn.length - 1 })}
        </span>
      ) : null}
      {!dealing && shoe?.lastHand ? (
        <span className="bc-cut" role="status" data-testid="shoe-cut">
          {shoe.cutCardOut ? t('baccarat.shoe.cutCard') : t('baccarat.shoe.changed')}
        </span>
      ) : null}
    </div>
  );
}
