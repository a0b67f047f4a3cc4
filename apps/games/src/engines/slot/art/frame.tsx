import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SlotSymbol } from '../titles.ts';
import { artOf } from './index.ts';
import type { Paint } from './paint.ts';
import { Ring } from '../../shared/svg-repeat.tsx';

/** The words on the wild's and the scatter's badges. */
export interface BadgeLabels {
  wild: string;
  scatter: string;
  /** Hold-and-win coin and pick-bonus symbols (default: the locale's). */
  coin?: string;
  bonus?: string;
}

interface TileProps {
  gameCode: string;
  /** The badges' words (default: the locale's). */
  labels?: BadgeLabels;
  symbol: SlotSymbol;
  /** The symbol's place in the paytable: the first three regular symbols get the premium frame. */
  index: number;
  themeFrom: string;
  themeTo: string;
}

/** About how wide a badge's word is drawn (CJK a full em a character, Latin capitals about 0.72 em). */
function badgeWidth(text: string, fontSize: number): number {
  const chars = [...text];
  return chars.reduce((w, ch) => w + (ch.charCodeAt(0) >= 0x2e80 ? 1 : 0.72), 0) * fontSize + chars.length;
}

/** The id of a symbol's drawing in a title's sprite. */
export const spriteId = (gameCode: string, symbolId: string) => `slotart-${gameCode}-${symbolId}`;

/**
 * The content of one symbol tile (its own gradients, prefixed with `uid`): the title's own drawing of the
 * symbol on a dark tile lit in the title's colours; wilds sit on gold, scatters on a radiant burst.
 */
function Tile({
  gameCode,
  symbol,
  index,
  themeFrom,
  themeTo,
  uid,
  labels,
}: TileProps & { uid: string; labels: BadgeLabels }) {
  const id = (name: string) => `${uid}-${name}`;
  const paint: Paint = {
    gold: `url(#${id('gold')})`,
    silver: `url(#${id('silver')})`,
    gloss: `url(#${id('gloss')})`,
    glow: `url(#${id('glow')})`,
  };
  const glyph = artOf(gameCode, symbol.id);
  const special = symbol.kind !== 'regular';
  const premium = symbol.kind === 'regular' && index < 3;
  const badge =
    symbol.kind === 'wild'
      ? labels.wild
      : symbol.kind === 'coin'
        ? (labels.coin ?? labels.scatter)
        : symbol.kind === 'bonus'
          ? (labels.bonus ?? labels.scatter)
          : labels.scatter;
  const fontSize = symbol.kind === 'wild' ? 14 : 11;
  return (
    <>
      <defs>
        <linearGradient id={id('gold')} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fff4c2" />
          <stop offset="0.45" stopColor="#f2c14e" />
          <stop offset="1" stopColor="#a8700c" />
        </linearGradient>
        <linearGradient id={id('silver')} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffffff" />
          <stop offset="0.5" stopColor="#c3cde0" />
          <stop offset="1" stopColor="#66738c" />
        </linearGradient>
        <linearGradient id={id('gloss')} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffffff" stopOpacity="0.55" />
          <stop offset="1" stopColor="#ffffff" stopOpacity="0" />
        </linearGradient>
        <radialGradient id={id('glow')}>
          <stop offset="0" stopColor="#ffffff" stopOpacity="0.9" />
          <stop offset="1" stopColor="#ffffff" stopOpacity="0" />
        </radialGradient>
        <radialGradient id={id('bg')} cx="0.5" cy="0.4" r="0.65">
          <stop offset="0" stopColor={symbol.kind === 'wild' ? '#9a6a10' : themeFrom} />
          <stop offset="1" stopColor="#070a1f" />
        </radialGradient>
      </defs>
      <rect x="2" y="2" width="96" height="96" rx="14" fill={`url(#${id('bg')})`} />
      {symbol.kind === 'scatter' ? (
        <Ring count={16} about={[50, 46]}>
          <path d="M50 46L46 2h8z" fill={themeTo} opacity="0.3" />
        </Ring>
      ) : null}
      <g transform={special ? 'translate(15 3) scale(0.7)' : 'translate(6 6) scale(0.88)'}>
        {glyph?.(paint)}
      </g>
      {special ? (
        <g>
          <rect
            x="12"
            y="73"
            width="76"
            height="19"
            rx="9.5"
            fill={symbol.kind === 'wild' ? paint.gold : themeTo}
            stroke="#1a1030"
            strokeWidth="2"
          />
          <text
            x="50"
            y="87"
            textAnchor="middle"
            fontSize={fontSize}
            {...(badgeWidth(badge, fontSize) > 70
              ? { textLength: 70, lengthAdjust: 'spacingAndGlyphs' }
              : {})}
            fontWeight="900"
            fontFamily="system-ui, sans-serif"
            fill="#1a1030"
            letterSpacing="1"
          >
            {badge}
          </text>
        </g>
      ) : null}
      <rect
        x="2.5"
        y="2.5"
        width="95"
        height="95"
        rx="14"
        fill="none"
        stroke={special || premium ? '#f2c14e' : themeTo}
        strokeOpacity={special ? 0.95 : premium ? 0.75 : 0.4}
        strokeWidth={special || premium ? 3 : 1.5}
      />
    </>
  );
}

function useBadgeLabels(given: BadgeLabels | undefined): BadgeLabels {
  const { t } = useTranslation();
  return (
    given ?? {
      wild: t('slot.badgeWild'),
      scatter: t('slot.badgeScatter'),
      coin: t('slot.badgeCoin'),
      bonus: t('slot.badgeBonus'),
    }
  );
}

/** One symbol tile drawn inline (the paytable, the art sheet); decorative: the cell around it carries the name. */
export const SymbolArt = memo(function SymbolArt(props: TileProps) {
  const uid = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const labels = useBadgeLabels(props.labels);
  const drawn = artOf(props.gameCode, props.symbol.id) !== undefined;
  return (
    <svg
      className="slot-symbol"
      viewBox="0 0 100 100"
      aria-hidden="true"
      focusable="false"
      data-art={drawn ? 'drawn' : 'missing'}
    >
      <Tile {...props} uid={uid} labels={labels} />
    </svg>
  );
});

/**
 * Every symbol of a title drawn once, as `<symbol>`s the reels' cells point at with SymbolUse: a spinning
 * reel then adds a `<use>` per cell instead of a whole drawing.
 */
export const SymbolSprite = memo(function SymbolSprite({
  gameCode,
  symbols,
  themeFrom,
  themeTo,
  labels: given,
}: Omit<TileProps, 'symbol' | 'index'> & { symbols: readonly SlotSymbol[] }) {
  const labels = useBadgeLabels(given);
  return (
    <svg className="slot-sprite" aria-hidden="true" focusable="false">
      <defs>
        {symbols.map((symbol, index) => (
          <symbol key={symbol.id} id={spriteId(gameCode, symbol.id)} viewBox="0 0 100 100">
            <Tile
              gameCode={gameCode}
              symbol={symbol}
              index={index}
              themeFrom={themeFrom}
              themeTo={themeTo}
              uid={spriteId(gameCode, symbol.id)}
              labels={labels}
            />
          </symbol>
        ))}
      </defs>
    </svg>
  );
});

/** A reel cell's symbol: a pointer into the title's SymbolSprite (decorative: the cell carries the name). */
export const SymbolUse = memo(function SymbolUse({
  gameCode,
  symbolId,
}: {
  gameCode: string;
  symbolId: string;
}) {
  const drawn = artOf(gameCode, symbolId) !== undefined;
  return (
    <svg
      className="slot-symbol"
      viewBox="0 0 100 100"
      aria-hidden="true"
      focusable="false"
      data-art={drawn ? 'drawn' : 'missing'}
    >
      <use href={`#${spriteId(gameCode, symbolId)}`} />
    </svg>
  );
});
