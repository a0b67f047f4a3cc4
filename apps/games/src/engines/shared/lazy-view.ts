import { lazy, type ComponentType } from 'react';
import type { GameEngine, GameViewProps } from '../types.ts';

/**
 * An engine's view as its own chunk: `View` for the shell to draw (lazy), `preload` to start fetching the
 * chunk while the session request runs.
 */
export function lazyView(
  load: () => Promise<ComponentType<GameViewProps>>,
): Pick<GameEngine, 'View' | 'preload'> {
  return { View: lazy(() => load().then((View) => ({ default: View }))), preload: load };
}
