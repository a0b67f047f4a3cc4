import type { SlotCell, SlotCoin, SlotJackpot, SlotLineWin, SlotSpin } from './outcome.ts';
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

/** The cascade chain of the spin on the reels: how many tumbles so far, their multiplier and pay. */
export interface ChainState {
  tumbles: number;
  multiplier: number;
  won: number;
}

/** The hold-and-win board: the locked coins, the respins left, the jackpots hit. */
export interface HoldState {
  symbol: string;
  coins: SlotCoin[];
  /** Coins the last respin landed (drawn arriving). */
  landed: SlotCoin[];
  respinsLeft: number;
  /** Respins played so far. */
  respin: number;
  jackpots: SlotJackpot[];
  /** All 15 cells hold a coin: the Grand is shown. */
  grand: boolean;
  win: number;
  done: boolean;
  /** The board covers the reels (it closes once its total was shown). */
  open: boolean;
}

/** The pick bonus board: hidden prizes, the player's pick, then every prize revealed. */
export interface PickState {
  options: number;
  chosen: number[];
  /** Prizes per position once revealed ('chosen': only the picked ones are shown). */
  board: number[] | null;
  revealed: 'none' | 'chosen' | 'all';
  win: number;
  /** The round waits for the player's pick. */
  pending: boolean;
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
  /** Whose wins are shown: -1 the landed window's, i the i-th tumble's. */
  stage: number;
  /** Cells bursting before a tumble. */
  bursting: SlotCell[];
  /** Per reel: symbols that dropped in from the top in the last tumble. */
  dropped: number[];
  chain: ChainState | null;
  hold: HoldState | null;
  pick: PickState | null;
}

/** The wins of the window on the reels now (the landed window's, or the current tumble's). */
export function stageWins(scene: SlotScene): SlotLineWin[] {
  const spin = scene.spin;
  if (!spin) return [];
  if (scene.stage < 0) return spin.details.lineWins;
  return spin.details.cascades?.[scene.stage]?.lineWins ?? [];
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
  | { type: 'bigWin'; bigWin: BigWinState }
  /** A tumble: the winning cells burst… */
  | { type: 'burst'; cells: SlotCell[] }
  /** …the rest fall, new symbols drop in, the chain grows. */
  | { type: 'tumble'; stage: number; grid: string[][]; dropped: number[]; chain: ChainState }
  | { type: 'hold'; hold: HoldState }
  | { type: 'pick'; pick: PickState };

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
    ...NO_FEATURE,
  };
}

const NO_FEATURE = {
  stage: -1,
  bursting: [],
  dropped: fill(0),
  chain: null,
  hold: null,
  pick: null,
} satisfies Partial<SlotScene>;

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
        ...NO_FEATURE,
      };
    case 'stopAll':
      return scene.spinning.some(Boolean)
        ? { ...scene, spinning: fill(false), anticipating: fill(false) }
        : scene;
    case 'land':
      return {
        ...scene,
        grid: action.spin.details.grid,
        spin: action.spin,
        showWins: false,
        stage: -1,
        bursting: [],
        dropped: fill(0),
        chain: null,
      };
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
    case 'burst':
      return { ...scene, bursting: action.cells };
    case 'tumble':
      return {
        ...scene,
        grid: action.grid,
        stage: action.stage,
        dropped: action.dropped,
        chain: action.chain,
        bursting: [],
        showWins: false,
      };
    case 'hold':
      return { ...scene, hold: action.hold };
    case 'pick':
      return { ...scene, pick: action.pick };
  }
}
