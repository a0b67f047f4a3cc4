import type { GameEngine } from '../types.ts';
import { lazyView } from '../shared/lazy-view.ts';
import { CoinFlipRules } from './coin-flip-rules.tsx';

export const coinFlipEngine: GameEngine = {
  family: 'coin-flip',
  minRoundMs: 1400,
  ...lazyView(() => import('./coin-flip-view.tsx').then((m) => m.CoinFlipView)),
  Rules: CoinFlipRules,
  betSlip: true,
};
