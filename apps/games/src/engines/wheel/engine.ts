import type { GameEngine } from '../types.ts';
import { lazyRules } from '../shared/lazy-view.ts';
import { WheelView } from './wheel-view.tsx';

export const wheelEngine: GameEngine = {
  family: 'wheel',
  minRoundMs: 1500,
  View: WheelView,
  Rules: lazyRules(() => import('./wheel-rules.tsx').then((m) => m.WheelRules)),
  betSlip: true,
};
