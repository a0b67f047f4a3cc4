import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCoins } from '../../lib/format.ts';
import { SymbolUse } from './art/frame.tsx';
import type { PickState } from './slot-scene.ts';

interface PickBoardProps {
  gameCode: string;
  /** The bonus symbol drawn on the hidden tiles. */
  symbol: string | undefined;
  pick: PickState | null;
  /** Sends the player's pick (the shell's decision protocol); false: it failed and the pick stays open. */
  decide?: (choice: number) => Promise<boolean>;
}

/**
 * The pick bonus: a board of hidden prizes. While the round waits the player picks one tile (sent
 * with `decide`); the settled round turns the picked tile, then the whole board (the prizes were
 * shuffled fairly before the pick: the pick only chose a position).
 */
export function PickBoard({ gameCode, symbol, pick, decide }: PickBoardProps) {
  const { t, i18n } = useTranslation();
  const [sent, setSent] = useState<number | null>(null);
  if (!pick?.open) return null;
  const waiting = pick.pending && sent !== null;
  // Up to five tiles in one row, more in two: the rows share the board's height (see slot-boards.css).
  const columns = pick.options <= 5 ? pick.options : Math.ceil(pick.options / 2);
  const rows = Math.ceil(pick.options / columns);
  return (
    <div
      className="slot-pick"
      data-testid="slot-pick"
      data-pending={pick.pending}
      data-revealed={pick.revealed}
    >
      <div className="slot-pick-head">
        <strong className="slot-pick-title">{t('slot.pickTitle')}</strong>
        <span className="slot-pick-prompt">
          {pick.revealed !== 'none'
            ? t('slot.pickWin', { amount: formatCoins(pick.win, i18n.language) })
            : waiting
              ? t('slot.pickWaiting')
              : t('slot.pickPrompt')}
        </span>
      </div>
      <div
        className="slot-pick-grid"
        role="group"
        aria-label={t('slot.pickTitle')}
        style={{ '--pick-columns': columns, '--pick-rows': rows } as CSSProperties}
      >
        {Array.from({ length: pick.options }, (_, i) => {
          const chosen = pick.chosen.includes(i) || (pick.pending && sent === i);
          const shown = pick.board && (pick.revealed === 'all' || (pick.revealed === 'chosen' && chosen));
          const prize = shown ? formatCoins(pick.board![i]!, i18n.language) : null;
          return (
            <button
              key={i}
              type="button"
              className="slot-pick-tile"
              data-testid="slot-pick-tile"
              data-index={i}
              data-chosen={chosen || undefined}
              data-shown={shown || undefined}
              disabled={!pick.pending || !decide || sent !== null}
              aria-label={
                prize
                  ? t('slot.pickPrize', { n: i + 1, amount: prize })
                  : pick.pending
                    ? t('slot.pickOption', { n: i + 1 })
                    : t('slot.pickHidden', { n: i + 1 })
              }
              onClick={() => {
                setSent(i);
                void decide?.(i).then((ok) => {
                  if (!ok) setSent(null);
                });
              }}
            >
              {prize ? (
                <span className="slot-pick-prize figure">{prize}</span>
              ) : symbol ? (
                <SymbolUse gameCode={gameCode} symbolId={symbol} />
              ) : null}
            </button>
          );
        })}
      </div>
    </div>
  );
}
