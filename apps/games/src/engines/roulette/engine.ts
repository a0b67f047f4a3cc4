import { lazy } from 'react';
import type { GameEngine } from '../types.ts';
import { RouletteRules } from './roulette-rules.tsx';

const load = () => import('./roulette-view.tsx').then((m) => ({ default: m.RouletteView }));

export const rouletteEngine: GameEngine = {
  family: 'roulette',
  minRoundMs: 1600,
  View: lazy(load),
  preload: load,
  Rules: RouletteRules,
  betSlip: true,
};
