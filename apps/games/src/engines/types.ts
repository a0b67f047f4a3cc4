import type { ComponentType } from 'react';
import type { CatalogueGame, StudioRoundResponse } from '@casino/contract';

/**
 * The engine families of the studio (packages/studio names them the same way). Each family will get
 * its own view; until then every family uses the placeholder view.
 */
export type EngineFamily = 'placeholder' | 'slot' | 'coin-flip' | 'dice' | 'wheel' | 'roulette' | 'baccarat';

export type GameTheme = CatalogueGame['theme'];

/** Where the table is in a round: the shell owns the round, the view only draws it. */
export type RoundPhase = 'idle' | 'playing' | 'settled';

export interface GameViewProps {
  gameCode: string;
  theme: GameTheme;
  phase: RoundPhase;
  /** The last settled round (its `outcome` is engine-specific; the view parses it with its own schema). */
  round: StudioRoundResponse | null;
  reducedMotion: boolean;
}

/**
 * What an engine plugs into the shell. The shell draws the frame (top bar, balance, bet, Play, win,
 * rules dialog), makes the round request and posts the balance; the engine draws the table and its rules.
 * Engine-specific bets (roulette numbers, baccarat sides) will add a bet-slip slot here.
 */
export interface GameEngine {
  family: EngineFamily;
  /** The least time a round animates before its result shows (skipped with reduced motion). */
  minRoundMs: number;
  /** The table itself; lazy, so each family's art and code is its own chunk. */
  View: ComponentType<GameViewProps>;
  /** Starts loading the view's chunk (called while the session request runs, so the table draws at once). */
  preload: () => Promise<unknown>;
  /** The engine's rules text, shown in the rules dialog under the shell's common rules. */
  Rules: ComponentType;
}
