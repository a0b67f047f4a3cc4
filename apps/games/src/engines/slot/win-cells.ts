import type { SlotLineWin, SlotSpin } from './outcome.ts';
import { REELS, ROWS } from './slot-scene.ts';
import type { SlotConfig } from './titles.ts';

/**
 * Cells `reel:row` that take part in the wins shown (the landed window's lines or ways and the scatters
 * that paid, or a tumble's wins on the window `grid` after it): the cells a win names, else found.
 */
export function winningCells(
  cfg: SlotConfig,
  spin: SlotSpin,
  lineWins: SlotLineWin[] = spin.details.lineWins,
  grid: string[][] = spin.details.grid,
  withScatters = true,
): Set<string> {
  const cells = new Set<string>();
  const { scatterWin } = spin.details;
  const wild = cfg.symbols.find((s) => s.kind === 'wild')?.id;
  const scatter = cfg.symbols.find((s) => s.kind === 'scatter')?.id;
  for (const win of lineWins) {
    if (win.cells) {
      for (const c of win.cells) cells.add(`${c.reel}:${c.row}`);
    } else if (win.line >= 0) {
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
  if (withScatters && (scatterWin > 0 || spin.details.freeSpinsAwarded > 0))
    for (let r = 0; r < REELS; r++)
      for (let row = 0; row < ROWS; row++) if (grid[r]![row] === scatter) cells.add(`${r}:${row}`);
  return cells;
}
