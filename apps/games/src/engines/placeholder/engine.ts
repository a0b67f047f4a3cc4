import { lazy } from 'react';
import type { GameEngine } from '../types.ts';
import { PlaceholderRules } from './placeholder-rules.tsx';

const load = () => import('./placeholder-view.tsx').then((m) => ({ default: m.PlaceholderView }));

export const placeholderEngine: GameEngine = {
  family: 'placeholder',
  minRoundMs: 1000,
  View: lazy(load),
  preload: load,
  Rules: PlaceholderRules,
};
