import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCoins } from '../../lib/format.ts';
import { SymbolUse } from './art/frame.tsx';
import { SLOT_JACKPOTS, type SlotJackpot } from './outcome.ts';
import { REELS, ROWS, type HoldState } from './slot-scene.ts';
import type { SlotConfig } from './titles.ts';

interface HoldBoardProps {
  gameCode: string;
  cfg: SlotConfig | undefined;
  hold: HoldState | null;
  /** The round's bet (the jackpots are multiples of it). */
  bet: number;
}

/** The jackpot ladder, Grand on top; the jackpots this feature hit light up. */
function JackpotLadder({ cfg, bet, hit }: { cfg: SlotConfig | undefined; bet: number; hit: SlotJackpot[] }) {
  const { t, i18n } = useTranslation();
  const prizes = cfg?.features?.holdAndWin?.jackpots;
  return (
    <ol className="slot-jackpots" data-testid="slot-jackpots">
      {[...SLOT_JACKPOTS].reverse().map((j) => (
        <li key={j} className="slot-jackpot" data-jackpot={j} data-hit={hit.includes(j) || undefined}>
          <span className="slot-jackpot-name">{t(`slot.jackpot.${j}`)}</span>
          {prizes ? (
            <span className="slot-jackpot-value figure">{formatCoins(prizes[j] * bet, i18n.language)}</span>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

/**
 * Hold-and-win over the reels: a 5 × 3 board of locked coins with their values (jackpot coins name
 * theirs), the respins left (back to 3 whenever a coin lands), the jackpot ladder, and the Grand when
 * all 15 cells are filled.
 */
export function HoldBoard({ gameCode, cfg, hold, bet }: HoldBoardProps) {
  const { t, i18n } = useTranslation();
  if (!hold?.open) return null;
  const coinAt = (reel: number, row: number) => hold.coins.find((c) => c.reel === reel && c.row === row);
  const isNew = (reel: number, row: number) => hold.landed.some((c) => c.reel === reel && c.row === row);
  return (
    <div
      className="slot-hold"
      data-testid="slot-hold"
      data-respin={hold.respin}
      data-respins-left={hold.respinsLeft}
      data-done={hold.done}
      data-coins={hold.coins.length}
    >
      <div className="slot-hold-head">
        <strong className="slot-hold-title">{t('slot.holdTitle')}</strong>
        <span className="slot-hold-respins" data-testid="slot-hold-respins">
          {hold.done
            ? t('slot.holdTotal', { amount: formatCoins(hold.win, i18n.language) })
            : t('slot.holdRespins', { count: hold.respinsLeft })}
        </span>
      </div>
      <JackpotLadder cfg={cfg} bet={bet} hit={hold.jackpots} />
      <div className="slot-hold-grid" role="group" aria-label={t('slot.holdTitle')}>
        {Array.from({ length: REELS * ROWS }, (_, k) => {
          const reel = k % REELS;
          const row = Math.floor(k / REELS);
          const coin = coinAt(reel, row);
          const label = coin
            ? coin.jackpot
              ? t(`slot.jackpot.${coin.jackpot}`)
              : formatCoins(coin.value, i18n.language)
            : '';
          return (
            <div
              key={k}
              className="slot-hold-cell"
              data-testid={coin ? 'slot-hold-coin' : undefined}
              data-new={(coin && isNew(reel, row)) || undefined}
              data-jackpot={coin?.jackpot}
              style={{ gridColumn: reel + 1, gridRow: row + 1 } as CSSProperties}
            >
              {coin ? (
                <>
                  <SymbolUse gameCode={gameCode} symbolId={hold.symbol} />
                  <span className="slot-hold-value figure">{label}</span>
                </>
              ) : null}
            </div>
          );
        })}
      </div>
      {hold.grand ? (
        <div className="slot-grand" data-testid="slot-grand">
          <strong>{t('slot.grandWin')}</strong>
          <span className="figure">
            {formatCoins((cfg?.features?.holdAndWin?.jackpots.grand ?? 0) * bet, i18n.language)}
          </span>
        </div>
      ) : null}
    </div>
  );
}
