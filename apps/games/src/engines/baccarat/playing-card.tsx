import { useTranslation } from 'react-i18next';
import type { PlayingCard as Card } from './outcome.ts';

const SUIT_PATH: Record<Card['suit'], string> = {
  H: 'M10 21 C-4 11 0 -1 10 6 C20 -1 24 11 10 21 Z',
  D: 'M10 0 L19 11 L10 22 L1 11 Z',
  S: 'M10 0 C24 11 20 21 11 16 L13 22 L7 22 L9 16 C0 21 -4 11 10 0 Z',
  C: 'M10 1 A5 5 0 0 1 14.4 8.6 A5 5 0 1 1 11.6 16 L13.5 22 L6.5 22 L8.4 16 A5 5 0 1 1 5.6 8.6 A5 5 0 0 1 10 1 Z',
};

const RED_SUITS = new Set(['H', 'D']);

function Suit({ suit, x, y, size }: { suit: Card['suit']; x: number; y: number; size: number }) {
  return <path d={SUIT_PATH[suit]} transform={`translate(${x} ${y}) scale(${size / 22})`} />;
}

/**
 * A playing card drawn in SVG: rank and suit in two corners and a big suit in the middle. It turns
 * face up with a 3D flip when `faceUp` becomes true.
 */
export function PlayingCard({
  card,
  faceUp,
  testId = 'baccarat-card',
}: {
  card: Card;
  faceUp: boolean;
  testId?: string;
}) {
  const { t } = useTranslation();
  const red = RED_SUITS.has(card.suit);
  return (
    <div
      className="bc-card"
      data-testid={testId}
      data-face-up={faceUp}
      data-rank={card.rank}
      data-suit={card.suit}
      role="img"
      aria-label={
        faceUp ? t('baccarat.card', { rank: card.rank, suit: t(`baccarat.suits.${card.suit}`) }) : ''
      }
      aria-hidden={!faceUp}
    >
      <div className="bc-card-inner">
        <svg className="bc-card-face bc-card-front" viewBox="0 0 60 84" aria-hidden="true">
          <rect x="0.5" y="0.5" width="59" height="83" rx="5" fill="#fffdf7" stroke="#c9b98f" />
          <g fill={red ? '#c8281e' : '#16181d'}>
            <text x="5" y="15" className="bc-rank">
              {card.rank}
            </text>
            <Suit suit={card.suit} x={5.5} y={19} size={9} />
            <g transform="rotate(180 30 42)">
              <text x="5" y="15" className="bc-rank">
                {card.rank}
              </text>
              <Suit suit={card.suit} x={5.5} y={19} size={9} />
            </g>
            <Suit suit={card.suit} x={17} y={29} size={26} />
          </g>
        </svg>
        <svg className="bc-card-face bc-card-back" viewBox="0 0 60 84" aria-hidden="true">
          <rect x="0.5" y="0.5" width="59" height="83" rx="5" fill="#7a1d14" stroke="#f2c14e" />
          <rect x="5" y="5" width="50" height="74" rx="3" fill="none" stroke="#f2c14e" strokeOpacity="0.7" />
          <circle cx="30" cy="42" r="12" fill="none" stroke="#f2c14e" strokeWidth="1.5" />
          <circle cx="30" cy="42" r="6" fill="#f2c14e" fillOpacity="0.8" />
        </svg>
      </div>
    </div>
  );
}
