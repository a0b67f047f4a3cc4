import type { GameEngine } from '../types.ts';
import { lazyView } from '../shared/lazy-view.ts';
import { RouletteRules } from './roulette-rules.tsx';

export const rouletteEngine: GameEngine = {
  family: 'roulette',
  minRoundMs: 1600,
  ...lazyView(() => import('./roulette-view.tsx').then((m) => m.RouletteView)),
  Rules: RouletteRules,
  betSlip: true,
};
