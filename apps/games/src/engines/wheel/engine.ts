import type { GameEngine } from '../types.ts';
import { lazyView } from '../shared/lazy-view.ts';
import { WheelRules } from './wheel-rules.tsx';

export const wheelEngine: GameEngine = {
  family: 'wheel',
  minRoundMs: 1500,
  ...lazyView(() => import('./wheel-view.tsx').then((m) => m.WheelView)),
  Rules: WheelRules,
  betSlip: true,
};
