import type { SlotSpin } from './outcome.ts';
import type { SlotConfig } from './titles.ts';
import type { BigWinTier } from './big-win-tiers.ts';

export const REELS = 5;
export const ROWS = 3;

/** The free-spin banner: how far the free spins are. */
export interface FreeSpinState {
  total: number;
  /** 0 while the banner shows; then 1…total. */
  current: number;
  multiplier: number;
  /** Coins won by the free spins played so far. */
  won: number;
  done: boolean;
}

/** The big-win sequence: its tier, the amount it counts up to and how far it has counted. */
export interface BigWinState {
  tier: BigWinTier;
  amount: number;
  shown: number;
  /** The full-screen sequence is on (it closes before the shell shows the win). */
  open: boolean;
}

/** What the reels show at one moment; every animation step moves it by one action. */
export interface SlotScene {
  /** grid[reel][row]. */
  grid: string[][];
  /** Per reel: still spinning. */
  spinning: boolean[];
  /** Per reel: spinning longer because two scatters have landed (a near miss may become a trigger). */
  anticipating: boolean[];
  spin: SlotSpin | null;
  /** Wins of `spin` are shown (after its reels stopped). */
  showWins: boolean;
  free: FreeSpinState | null;
  bigWin: BigWinState | null;
}

export type SlotAction =
  /** A round went out: every reel spins (reduced motion: they wait), the last round's extras go. */
  | { type: 'spinAll'; motion: boolean }
  /** A round failed: the reels stop on the grid they showed. */
  | { type: 'stopAll' }
  /** The spin's grid is known; its reels are still spinning. */
  /** A free spin starts: the reels spin again. */
  | { type: 'spinReels' }
  | { type: 'land'; spin: SlotSpin }
  | { type: 'stopReel'; reel: number }
  | { type: 'anticipate'; reels: number[] }
  | { type: 'showWins' }
  | { type: 'free'; free: FreeSpinState }
  | { type: 'bigWin'; bigWin: BigWinState };

const fill = <T>(value: T): T[] => Array<T>(REELS).fill(value);

export function initialScene(cfg: SlotConfig | undefined): SlotScene {
  const grid = cfg
    ? cfg.reels.map((strip, r) =>
        Array.from({ length: ROWS }, (_, row) => strip[(r * 3 + row) % strip.length]!),
      )
    : Array.from({ length: REELS }, () => Array.from({ length: ROWS }, () => ''));
  return {
    grid,
    spinning: fill(false),
    anticipating: fill(false),
    spin: null,
    showWins: false,
    free: null,
    bigWin: null,
  };
}

/** The scene after one action (pure). */
export function slotReducer(scene: SlotScene, action: SlotAction): SlotScene {
  switch (action.type) {
    case 'spinAll':
      return {
        ...scene,
        spinning: fill(action.motion),
        anticipating: fill(false),
        showWins: false,
        free: null,
        bigWin: null,
      };
    case 'stopAll':
      return scene.spinning.some(Boolean)
        ? { ...scene, spinning: fill(false), anticipating: fill(false) }
        : scene;
    case 'land':
      return { ...scene, grid: action.spin.details.grid, spin: action.spin, showWins: false };
    case 'stopReel':
      return {
        ...scene,
        spinning: scene.spinning.map((s, r) => (r === action.reel ? false : s)),
        anticipating: scene.anticipating.map((a, r) => (r === action.reel ? false : a)),
      };
    case 'anticipate':
      return { ...scene, anticipating: scene.anticipating.map((a, r) => a || action.reels.includes(r)) };
    case 'showWins':
      return { ...scene, spinning: fill(false), anticipating: fill(false), showWins: true };
    case 'free':
      return { ...scene, free: action.free };
    case 'spinReels':
      return { ...scene, spinning: fill(true), anticipating: fill(false), showWins: false };
    case 'bigWin':
      return { ...scene, bigWin: action.bigWin };
  }
}
