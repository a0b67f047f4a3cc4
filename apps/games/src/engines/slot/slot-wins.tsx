import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCoins } from '../../lib/format.ts';
import { LINE_COLOURS } from './slot-reels.tsx';
import { stageWins, type FreeSpinState, type SlotScene } from './slot-scene.ts';
import type { SlotConfig } from './titles.ts';
import type { SlotSymbols } from './use-symbols.ts';

/** The FREE SPINS banner: over the reels before the first free spin, then at their top edge. */
export function FreeSpinBanner({ free }: { free: FreeSpinState | null }) {
  const { t, i18n } = useTranslation();
  if (!free) return null;
  const amount = formatCoins(free.won, i18n.language);
  return (
    <div
      className="slot-free-spins"
      data-testid="slot-free-spins"
      data-done={free.done}
      data-current={free.current}
    >
      <strong className="slot-free-title">{t('slot.freeSpins', { count: free.total })}</strong>
      <span className="slot-free-detail">
        {free.done
          ? t('slot.freeSpinsTotal', { amount })
          : free.current === 0
            ? t('slot.freeSpinsMultiplier', { multiplier: free.multiplier })
            : t('slot.freeSpinsProgress', { current: free.current, total: free.total, amount })}
      </span>
    </div>
  );
}

/**
 * What the spin on the reels has paid so far: its win, less the tumbles still to come and a
 * hold-and-win board whose total has not been shown yet (no spoiler under the reels).
 */
export function shownWin(scene: SlotScene): number {
  const spin = scene.spin;
  if (!spin) return 0;
  const later = (spin.details.cascades ?? []).slice(scene.stage + 1).reduce((sum, c) => sum + c.win, 0);
  const hold = spin.details.holdAndWin && !scene.hold?.done ? spin.details.holdAndWin.win : 0;
  const pick = spin.details.pick && (scene.pick?.revealed ?? 'none') === 'none' ? spin.details.pick.win : 0;
  return spin.win - later - hold - pick;
}

/** The features' totals: the cascade chain so far, the hold-and-win board, the pick. */
function FeatureWins({ scene }: { scene: SlotScene }) {
  const { t, i18n } = useTranslation();
  const coins = (n: number) => formatCoins(n, i18n.language);
  const { chain, hold, pick } = scene;
  return (
    <>
      {chain ? (
        <li className="slot-line-win slot-feature-win" data-testid="slot-chain-win" data-win={chain.won}>
          {t('slot.chainWin', { count: chain.tumbles, amount: coins(chain.won) })}
        </li>
      ) : null}
      {hold?.done ? (
        <li className="slot-line-win slot-feature-win" data-testid="slot-hold-win" data-win={hold.win}>
          {t('slot.holdTotal', { amount: coins(hold.win) })}
          {hold.jackpots.length > 0
            ? ` · ${hold.jackpots.map((j) => t(`slot.jackpot.${j}`)).join(' · ')}`
            : ''}
        </li>
      ) : null}
      {pick && pick.revealed !== 'none' ? (
        <li className="slot-line-win slot-feature-win" data-testid="slot-pick-win" data-win={pick.win}>
          {t('slot.pickWin', { amount: coins(pick.win) })}
        </li>
      ) : null}
    </>
  );
}

interface WinsProps {
  cfg: SlotConfig | undefined;
  scene: SlotScene;
  symbols: SlotSymbols;
}

/** Under the reels: the spin's (or the free spins') win, and one chip per line, ways or scatter win. */
export function SlotWins({ cfg, scene, symbols }: WinsProps) {
  const { t, i18n } = useTranslation();
  const spin = scene.showWins ? scene.spin : null;
  const coins = (n: number) => formatCoins(n, i18n.language);
  const scatter = cfg?.symbols.find((s) => s.kind === 'scatter');
  const { free } = scene;
  return (
    <div className="slot-wins" aria-live="off">
      {free?.done ? (
        <p className="slot-spin-win figure" data-testid="slot-free-total">
          {t('slot.freeSpinsTotal', { amount: coins(free.won) })}
        </p>
      ) : spin && shownWin(scene) > 0 ? (
        <p className="slot-spin-win figure" data-testid="slot-spin-win">
          {t('slot.spinWin', { amount: coins(shownWin(scene)) })}
        </p>
      ) : null}
      {spin ? (
        <ul className="slot-win-list">
          {stageWins(scene).map((win, k) => (
            <li
              key={`${win.line}-${win.symbol}-${k}`}
              className="slot-line-win"
              data-testid="slot-line-win"
              data-line={win.line}
              data-symbol={win.symbol}
              data-win={win.win}
              style={{ '--line-colour': LINE_COLOURS[k % LINE_COLOURS.length] } as CSSProperties}
            >
              {win.line >= 0
                ? t('slot.lineWin', {
                    line: win.line + 1,
                    symbol: symbols.name(win.symbol),
                    count: win.count,
                    amount: coins(win.win),
                  })
                : t('slot.waysWin', {
                    symbol: symbols.name(win.symbol),
                    count: win.count,
                    ways: win.ways,
                    amount: coins(win.win),
                  })}
            </li>
          ))}
          <FeatureWins scene={scene} />
          {scene.stage < 0 && (spin.details.scatterWin > 0 || spin.details.freeSpinsAwarded > 0) ? (
            <li
              className="slot-line-win slot-scatter-win"
              data-testid="slot-scatter-win"
              data-win={spin.details.scatterWin}
            >
              {t('slot.scatterWin', {
                symbol: scatter ? symbols.name(scatter.id) : '',
                count: spin.details.scatterCount,
                amount: coins(spin.details.scatterWin),
              })}
              {spin.details.freeSpinsAwarded > 0
                ? ` · ${t('slot.freeSpinsAwarded', { count: spin.details.freeSpinsAwarded })}`
                : ''}
            </li>
          ) : null}
        </ul>
      ) : null}
    </div>
  );
}
