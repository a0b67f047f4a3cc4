import type { BetSlip, GameViewProps } from '../types.ts';

/** What a bet-slip table does with the shell's slip: the same for every engine that takes chips on spots. */
export interface BetSlipControls {
  /** The chip value chosen in the shell's bet selector. */
  chip: number;
  slip: BetSlip;
  /** A round is in flight (the table spins). */
  playing: boolean;
  /** A round is in flight or its outcome is still being drawn: the table takes no chips. */
  locked: boolean;
  /** Coins on the slip. */
  staked: number;
  /** The shell's setter (absent when the view is drawn without a shell, e.g. in a test). */
  change: ((slip: BetSlip) => void) | undefined;
  /** One more chip on a spot (not while playing, nor past the title's max bet). */
  place: (spot: string) => void;
  clear: () => void;
}

export function betSlipControls(
  { phase, revealing = false, chip: chosen, slip = {}, onSlipChange }: GameViewProps,
  { defaultChip = 1, maxBet = Number.POSITIVE_INFINITY }: { defaultChip?: number; maxBet?: number } = {},
): BetSlipControls {
  const chip = chosen ?? defaultChip;
  const playing = phase === 'playing';
  const locked = playing || revealing;
  const staked = Object.values(slip).reduce((sum, coins) => sum + coins, 0);
  return {
    chip,
    slip,
    playing,
    locked,
    staked,
    change: onSlipChange,
    place: (spot) => {
      if (locked || !onSlipChange || staked + chip > maxBet) return;
      onSlipChange({ ...slip, [spot]: (slip[spot] ?? 0) + chip });
    },
    clear: () => {
      if (!locked) onSlipChange?.({});
    },
  };
}

/** Coins on a small chip badge: 1,200 → 1.2K, 3,400,000 → 3.4M. */
export function compactCoins(value: number): string {
  if (value >= 1_000_000) return `${Math.round(value / 100_000) / 10}M`;
  if (value >= 1_000) return `${Math.round(value / 100) / 10}K`;
  return String(value);
}
