import type { SlotSpin } from './outcome.ts';
import { REELS, ROWS } from './slot-scene.ts';
import type { SlotConfig } from './titles.ts';

/** Cells `reel:row` that take part in a spin's wins (its lines or ways, and the scatters that paid). */
export function winningCells(cfg: SlotConfig, spin: SlotSpin): Set<string> {
  const cells = new Set<string>();
  const { grid, lineWins, scatterWin } = spin.details;
  const wild = cfg.symbols.find((s) => s.kind === 'wild')?.id;
  const scatter = cfg.symbols.find((s) => s.kind === 'scatter')?.id;
  for (const win of lineWins) {
    if (win.line >= 0) {
      const line = cfg.lines[win.line];
      if (!line) continue;
      for (let r = 0; r < win.count; r++) cells.add(`${r}:${line[r]}`);
    } else {
      for (let r = 0; r < win.count; r++)
        for (let row = 0; row < ROWS; row++) {
          const s = grid[r]![row];
          if (s === win.symbol || s === wild) cells.add(`${r}:${row}`);
        }
    }
  }
  if (scatterWin > 0 || spin.details.freeSpinsAwarded > 0)
    for (let r = 0; r < REELS; r++)
      for (let row = 0; row < ROWS; row++) if (grid[r]![row] === scatter) cells.add(`${r}:${row}`);
  return cells;
}
