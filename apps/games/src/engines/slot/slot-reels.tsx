import { useMemo, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCoins } from '../../lib/format.ts';
import { SymbolUse } from './art/frame.tsx';
import { stageWins, type SlotScene } from './slot-scene.ts';
import type { SlotConfig } from './titles.ts';
import type { SlotSymbols } from './use-symbols.ts';

export const LINE_COLOURS = ['#ffd166', '#7fd1ff', '#ff8fab', '#9cf29c', '#c3a6ff', '#ffb26b'];

interface ReelsProps {
  gameCode: string;
  cfg: SlotConfig | undefined;
  scene: SlotScene;
  symbols: SlotSymbols;
  /** Cells `reel:row` of the shown wins. */
  cells: Set<string>;
}

/** The paylines of the shown wins drawn over the reels (lines titles). */
function WinLines({ cfg, scene }: Pick<ReelsProps, 'cfg' | 'scene'>) {
  const spin = scene.showWins ? scene.spin : null;
  if (!cfg || !spin || cfg.mode !== 'lines') return null;
  return (
    <svg className="slot-lines" viewBox="0 0 500 300" preserveAspectRatio="none" aria-hidden="true">
      {stageWins(scene).map((win, k) => {
        const line = cfg.lines[win.line];
        if (!line) return null;
        const points = line
          .slice(0, win.count)
          .map((row, r) => `${r * 100 + 50},${row * 100 + 50}`)
          .join(' ');
        return (
          <polyline
            key={`${win.line}-${k}`}
            points={points}
            fill="none"
            stroke={LINE_COLOURS[k % LINE_COLOURS.length]}
            strokeWidth="5"
            strokeLinecap="round"
            strokeLinejoin="round"
            vectorEffect="non-scaling-stroke"
          />
        );
      })}
    </svg>
  );
}

/** What a stopped cell carries beyond its symbol: a wild's multiplier, a sticky wild, a coin's value, a tumble. */
function cellMarks(scene: SlotScene, reel: number, row: number) {
  const details = scene.spin?.details;
  const at = (c: { reel: number; row: number }) => c.reel === reel && c.row === row;
  const landed = scene.stage < 0;
  return {
    multiplier: landed ? details?.wildMultipliers?.find(at)?.multiplier : undefined,
    sticky: details?.stickyWilds?.some(at) ?? false,
    coin: landed ? details?.coinValues?.find(at) : undefined,
    burst: scene.bursting.some(at),
    drop: scene.stage >= 0 && row < (scene.dropped[reel] ?? 0),
  };
}

function ReelCell({ id, reel, row, scene, symbols, cells, anyWin, art }: CellProps) {
  const { t, i18n } = useTranslation();
  const win = cells.has(`${reel}:${row}`);
  const marks = cellMarks(scene, reel, row);
  return (
    <div
      className="slot-cell"
      data-testid="slot-cell"
      data-symbol={id}
      data-reel={reel}
      data-row={row}
      data-win={win || undefined}
      data-dim={(anyWin && !win) || undefined}
      data-burst={marks.burst || undefined}
      data-drop={marks.drop || undefined}
      data-sticky={marks.sticky || undefined}
      role="img"
      aria-label={[
        symbols.name(id),
        marks.multiplier ? t('slot.wildMultiplier', { multiplier: marks.multiplier }) : '',
        marks.sticky ? t('slot.stickyWild') : '',
        marks.coin ? t('slot.coinValue', { amount: formatCoins(marks.coin.value, i18n.language) }) : '',
      ]
        .filter(Boolean)
        .join(' · ')}
    >
      {art(id)}
      {marks.multiplier ? (
        <span
          className="slot-cell-badge slot-wild-multiplier"
          data-testid="slot-wild-multiplier"
          aria-hidden="true"
        >
          ×{marks.multiplier}
        </span>
      ) : null}
      {marks.coin ? (
        <span className="slot-cell-badge slot-coin-value" aria-hidden="true">
          {marks.coin.jackpot
            ? t(`slot.jackpot.${marks.coin.jackpot}`)
            : formatCoins(marks.coin.value, i18n.language)}
        </span>
      ) : null}
    </div>
  );
}

interface CellProps {
  id: string;
  reel: number;
  row: number;
  scene: SlotScene;
  symbols: SlotSymbols;
  cells: Set<string>;
  anyWin: boolean;
  art: (id: string) => ReactNode;
}

/** The cascade chain's count and multiplier, over the reels' top edge. */
function ChainBadge({ scene }: { scene: SlotScene }) {
  const { t } = useTranslation();
  if (!scene.chain) return null;
  return (
    <div className="slot-chain" data-testid="slot-chain" data-tumbles={scene.chain.tumbles}>
      {t('slot.chain', { count: scene.chain.tumbles, multiplier: scene.chain.multiplier })}
    </div>
  );
}

/** Five reels: a blurred strip while a reel spins (lit while it anticipates a scatter), else its three cells. */
export function SlotReels({ gameCode, cfg, scene, symbols, cells }: ReelsProps) {
  const { t } = useTranslation();
  const strips = useMemo(
    () =>
      (cfg?.reels ?? []).map((strip, r) =>
        Array.from({ length: 8 }, (_, k) => strip[(r * 5 + k * 3) % strip.length]!),
      ),
    [cfg],
  );
  const anyWin = scene.showWins && scene.spin !== null && cells.size > 0;
  const expanded = scene.spin?.details.expandedReels ?? [];
  const art = (id: string) => (symbols.byId(id) ? <SymbolUse gameCode={gameCode} symbolId={id} /> : null);
  return (
    <div
      className="slot-reels"
      data-testid="slot-reels"
      role="group"
      aria-label={t('slot.reels')}
      data-spinning={scene.spinning.some(Boolean)}
    >
      {scene.grid.map((column, r) => (
        <div
          className="slot-reel"
          key={r}
          data-spinning={scene.spinning[r]}
          data-expanded={(!scene.spinning[r] && scene.stage < 0 && expanded.includes(r)) || undefined}
          data-anticipating={scene.anticipating[r] || undefined}
          data-testid={scene.anticipating[r] ? 'slot-anticipation' : undefined}
        >
          {scene.spinning[r] ? (
            <div className="slot-strip" aria-hidden="true" style={{ '--reel': r } as CSSProperties}>
              {[...strips[r]!, ...strips[r]!].map((id, k) => (
                <div className="slot-strip-cell" key={k}>
                  {art(id)}
                </div>
              ))}
            </div>
          ) : (
            column.map((id, row) => (
              <ReelCell
                key={`${row}-${id}`}
                id={id}
                reel={r}
                row={row}
                scene={scene}
                symbols={symbols}
                cells={cells}
                anyWin={anyWin}
                art={art}
              />
            ))
          )}
        </div>
      ))}
      {expanded.length > 0 && scene.stage < 0 && !scene.spinning.some(Boolean)
        ? expanded.map((r) => (
            <span
              key={r}
              className="slot-expanded-label"
              data-testid="slot-expanded"
              style={{ '--reel': r } as CSSProperties}
            >
              {t('slot.expandedWild')}
            </span>
          ))
        : null}
      <WinLines cfg={cfg} scene={scene} />
      <ChainBadge scene={scene} />
    </div>
  );
}
