import type { GameEngine } from '../types.ts';
import { lazyView } from '../shared/lazy-view.ts';
import { SlotRules } from './slot-rules.tsx';
import { allowedSlotBets } from './titles.ts';

/** Every WNF_/JPL_ title: 5 × 3 reels, lines or 243 ways, scatter free spins (packages/studio slot engine). */
export const slotEngine: GameEngine = {
  family: 'slot',
  // The reels spin at least this long; then they stop one by one (slot-view SLOT_TIMING).
  minRoundMs: 600,
  ...lazyView(() => import('./slot-view.tsx').then((m) => m.SlotView)),
  Rules: SlotRules,
  allowedBets: allowedSlotBets,
};
