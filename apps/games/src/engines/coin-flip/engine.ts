import type { GameEngine } from '../types.ts';
import { lazyRules } from '../shared/lazy-view.ts';
import { CoinFlipView } from './coin-flip-view.tsx';

export const coinFlipEngine: GameEngine = {
  family: 'coin-flip',
  minRoundMs: 1400,
  View: CoinFlipView,
  Rules: lazyRules(() => import('./coin-flip-rules.tsx').then((m) => m.CoinFlipRules)),
  betSlip: true,
};
