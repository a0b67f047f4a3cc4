import { lazy, type ComponentType } from 'react';
import type { GameEngine, GameViewProps } from '../types.ts';

/** A view as its own chunk (the placeholder's: the six families' views ship in their engine's chunk). */
export function lazyView(load: () => Promise<ComponentType<GameViewProps>>): Pick<GameEngine, 'View'> {
  return { View: lazy(() => load().then((View) => ({ default: View }))) };
}

/**
 * An engine's rules as their own chunk: they show only in the rules dialog (which waits for them), and
 * they read the studio's maths (return to player, pay tables) that the table's first frame does not need.
 */
export function lazyRules(load: () => Promise<ComponentType>): ComponentType {
  return lazy(() => load().then((Rules) => ({ default: Rules })));
}
