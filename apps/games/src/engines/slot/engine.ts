import { lazy } from 'react';
import type { GameEngine } from '../types.ts';
import { SlotRules } from './slot-rules.tsx';
import { allowedSlotBets } from './titles.ts';

const load = () => import('./slot-view.tsx').then((m) => ({ default: m.SlotView }));

/** Every WNF_/JPL_ title: 5 × 3 reels, lines or 243 ways, scatter free spins (packages/studio slot engine). */
export const slotEngine: GameEngine = {
  family: 'slot',
  // The reels spin at least this long; then they stop one by one (slot-view SLOT_TIMING).
  minRoundMs: 600,
  View: lazy(load),
  preload: load,
  Rules: SlotRules,
  allowedBets: allowedSlotBets,
  deferResult: true,
};
