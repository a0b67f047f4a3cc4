import { lazy } from 'react';
import type { GameEngine } from '../types.ts';
import { WheelRules } from './wheel-rules.tsx';

const load = () => import('./wheel-view.tsx').then((m) => ({ default: m.WheelView }));

export const wheelEngine: GameEngine = {
  family: 'wheel',
  minRoundMs: 1500,
  View: lazy(load),
  preload: load,
  Rules: WheelRules,
  betSlip: true,
};
