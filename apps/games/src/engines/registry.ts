import { GAME_CATALOGUE, type CatalogueGame, type StudioEngine } from '@casino/contract';
import type { GameEngine, GameTheme } from './types.ts';
import { placeholderEngine } from './placeholder/engine.ts';
import { rouletteEngine } from './roulette/engine.ts';
import { baccaratEngine } from './baccarat/engine.ts';
import { slotEngine } from './slot/engine.ts';
import { coinFlipEngine } from './coin-flip/engine.ts';
import { diceEngine } from './dice/engine.ts';
import { wheelEngine } from './wheel/engine.ts';

export function catalogueEntry(gameCode: string): CatalogueGame | undefined {
  return GAME_CATALOGUE.find((game) => game.gameCode === gameCode);
}

/** A calm navy-and-gold theme for a code the catalogue does not know. */
export const DEFAULT_THEME: GameTheme = { from: '#141b40', to: '#f2c14e', motif: 'coin' };

/** One view per engine family of the studio (`session.engine`). */
const ENGINES: Record<StudioEngine, GameEngine> = {
  slot: slotEngine,
  'coin-flip': coinFlipEngine,
  dice: diceEngine,
  wheel: wheelEngine,
  roulette: rouletteEngine,
  baccarat: baccaratEngine,
};

/**
 * The view of a game session: the server names the engine (`session.engine`, from the studio that
 * decides the rounds), so a game's art or theme can never pick another table. An engine this client
 * does not know (a newer server) draws the placeholder.
 */
export function engineFor(engine: StudioEngine | string): GameEngine {
  return Object.hasOwn(ENGINES, engine) ? ENGINES[engine as StudioEngine] : placeholderEngine;
}

/**
 * A guess of a game's engine before its session has answered, used ONLY to start fetching a view's
 * chunk early (a wrong guess costs one download; the table drawn is always engineFor(session.engine)).
 * Slots are known by their catalogue type; the table games by the motif of their art.
 */
const MOTIF_HINT: Record<string, StudioEngine> = {
  coin: 'coin-flip',
  dice: 'dice',
  wheel: 'wheel',
  crown: 'wheel',
  house: 'wheel',
  roulette: 'roulette',
  cards: 'baccarat',
};

export function preloadHint(gameCode: string): GameEngine | undefined {
  const game = catalogueEntry(gameCode);
  if (!game) return undefined;
  const hint = game.gameType === 'SLOT' ? 'slot' : MOTIF_HINT[game.theme.motif];
  return hint ? ENGINES[hint] : undefined;
}
