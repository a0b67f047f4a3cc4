import { useState } from 'react';
import type { BetSlip } from '../types.ts';
import type { BetSlipControls } from '../shared/bet-slip.ts';
import { addToSlip } from './racetrack.ts';

/**
 * The roulette slip with undo: every placement (one chip, or a whole racetrack bet) is remembered as a
 * group, and Undo takes back the last group.
 */
export function useRouletteSlip(bets: BetSlipControls) {
  const [placed, setPlaced] = useState<Record<string, number>[]>([]);
  const { slip, change } = bets;
  const placeMany = (add: Record<string, number>) => {
    if (bets.locked || !change || Object.keys(add).length === 0) return;
    change(addToSlip(slip, add));
    setPlaced((p) => [...p, add]);
  };
  const place = (spot: string) => placeMany({ [spot]: bets.chip });
  const undo = () => {
    const last = placed[placed.length - 1];
    if (!last || !change) return;
    const next: BetSlip = { ...slip };
    for (const [spot, amount] of Object.entries(last)) {
      const left = (next[spot] ?? 0) - amount;
      if (left > 0) next[spot] = left;
      else delete next[spot];
    }
    change(next);
    setPlaced((p) => p.slice(0, -1));
  };
  const clear = () => {
    bets.clear();
    setPlaced([]);
  };
  return { place, placeMany, undo, clear, canUndo: placed.length > 0 };
}
