import type { GameEngine } from '../types.ts';
import { lazyRules } from '../shared/lazy-view.ts';
import { BaccaratView } from './baccarat-view.tsx';

/** Speed baccarat: a short wait, then the cards are dealt one by one (speed pacing). */
export const baccaratEngine: GameEngine = {
  family: 'baccarat',
  minRoundMs: 500,
  View: BaccaratView,
  Rules: lazyRules(() => import('./baccarat-rules.tsx').then((m) => m.BaccaratRules)),
  betSlip: true,
};
