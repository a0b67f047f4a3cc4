import { lazy } from 'react';
import type { GameEngine } from '../types.ts';
import { CoinFlipRules } from './coin-flip-rules.tsx';

const load = () => import('./coin-flip-view.tsx').then((m) => ({ default: m.CoinFlipView }));

export const coinFlipEngine: GameEngine = {
  family: 'coin-flip',
  minRoundMs: 1400,
  View: lazy(load),
  preload: load,
  Rules: CoinFlipRules,
  betSlip: true,
};
