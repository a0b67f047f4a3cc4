import { useMemo, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { SymbolUse } from './art/frame.tsx';
import type { SlotScene } from './slot-scene.ts';
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
      {spin.details.lineWins.map((win, k) => {
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
            column.map((id, row) => {
              const win = cells.has(`${r}:${row}`);
              return (
                <div
                  key={`${row}-${id}`}
                  className="slot-cell"
                  data-testid="slot-cell"
                  data-symbol={id}
                  data-reel={r}
                  data-row={row}
                  data-win={win || undefined}
                  data-dim={(anyWin && !win) || undefined}
                  role="img"
                  aria-label={symbols.name(id)}
                >
                  {art(id)}
                </div>
              );
            })
          )}
        </div>
      ))}
      <WinLines cfg={cfg} scene={scene} />
    </div>
  );
}
