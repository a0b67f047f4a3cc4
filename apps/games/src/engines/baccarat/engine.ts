import { lazy } from 'react';
import type { GameEngine } from '../types.ts';
import { BaccaratRules } from './baccarat-rules.tsx';

const load = () => import('./baccarat-view.tsx').then((m) => ({ default: m.BaccaratView }));

/** Speed baccarat: a short wait, then the cards are dealt one by one (speed pacing). */
export const baccaratEngine: GameEngine = {
  family: 'baccarat',
  minRoundMs: 500,
  View: lazy(load),
  preload: load,
  Rules: BaccaratRules,
  betSlip: true,
};
