import { lazy } from 'react';
import type { GameEngine } from '../types.ts';
import { DiceRules } from './dice-rules.tsx';

const load = () => import('./dice-view.tsx').then((m) => ({ default: m.DiceView }));

export const diceEngine: GameEngine = {
  family: 'dice',
  minRoundMs: 1500,
  View: lazy(load),
  preload: load,
  Rules: DiceRules,
  betSlip: true,
};
