import type { GameEngine } from '../types.ts';
import { lazyRules } from '../shared/lazy-view.ts';
import { SlotView } from './slot-view.tsx';
import { allowedSlotBets } from './titles.ts';
import { loadTitleArt } from './art/index.ts';

/** Every WNF_/JPL_ title: 5 × 3 reels, lines or 243 ways, scatter free spins (packages/studio slot engine). */
export const slotEngine: GameEngine = {
  family: 'slot',
  // The reels spin at least this long; then they stop one by one (slot-view SLOT_TIMING).
  minRoundMs: 600,
  View: SlotView,
  Rules: lazyRules(() => import('./slot-rules.tsx').then((m) => m.SlotRules)),
  allowedBets: allowedSlotBets,
  prepare: loadTitleArt,
};
