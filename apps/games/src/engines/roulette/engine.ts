import type { GameEngine } from '../types.ts';
import { lazyRules } from '../shared/lazy-view.ts';
import { RouletteView } from './roulette-view.tsx';

export const rouletteEngine: GameEngine = {
  family: 'roulette',
  minRoundMs: 1600,
  View: RouletteView,
  Rules: lazyRules(() => import('./roulette-rules.tsx').then((m) => m.RouletteRules)),
  betSlip: true,
};
