import type { GameEngine } from '../types.ts';
import { lazyRules } from '../shared/lazy-view.ts';
import { DiceView } from './dice-view.tsx';

export const diceEngine: GameEngine = {
  family: 'dice',
  minRoundMs: 1500,
  View: DiceView,
  Rules: lazyRules(() => import('./dice-rules.tsx').then((m) => m.DiceRules)),
  betSlip: true,
};
