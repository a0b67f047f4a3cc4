import type { GameEngine } from '../types.ts';
import { lazyView } from '../shared/lazy-view.ts';
import { DiceRules } from './dice-rules.tsx';

export const diceEngine: GameEngine = {
  family: 'dice',
  minRoundMs: 1500,
  ...lazyView(() => import('./dice-view.tsx').then((m) => m.DiceView)),
  Rules: DiceRules,
  betSlip: true,
};
