import type { GameEngine } from '../types.ts';
import { lazyView } from '../shared/lazy-view.ts';
import { PlaceholderRules } from './placeholder-rules.tsx';

export const placeholderEngine: GameEngine = {
  family: 'placeholder',
  minRoundMs: 1000,
  ...lazyView(() => import('./placeholder-view.tsx').then((m) => m.PlaceholderView)),
  Rules: PlaceholderRules,
};
