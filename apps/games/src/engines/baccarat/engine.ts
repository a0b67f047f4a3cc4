import type { GameEngine } from '../types.ts';
import { lazyView } from '../shared/lazy-view.ts';
import { BaccaratRules } from './baccarat-rules.tsx';

/** Speed baccarat: a short wait, then the cards are dealt one by one (speed pacing). */
export const baccaratEngine: GameEngine = {
  family: 'baccarat',
  minRoundMs: 500,
  ...lazyView(() => import('./baccarat-view.tsx').then((m) => m.BaccaratView)),
  Rules: BaccaratRules,
  betSlip: true,
};
