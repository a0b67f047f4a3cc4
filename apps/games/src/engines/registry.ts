import { GAME_CATALOGUE, type CatalogueGame } from '@casino/contract';
import type { EngineFamily, GameEngine, GameTheme } from './types.ts';
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

const LIVE_MOTIF_FAMILY: Record<string, EngineFamily> = {
  coin: 'coin-flip',
  dice: 'dice',
  wheel: 'wheel',
  crown: 'wheel',
  house: 'wheel',
  roulette: 'roulette',
  cards: 'baccarat',
};

/**
 * The engine family of a game code, from the shared catalogue. (The server's studio holds the
 * authoritative engine per code; if the session response ever names it, prefer that.)
 */
export function engineFamilyOf(gameCode: string): EngineFamily {
  const game = catalogueEntry(gameCode);
  if (!game) return 'placeholder';
  if (game.gameType === 'SLOT') return 'slot';
  return LIVE_MOTIF_FAMILY[game.theme.motif] ?? 'placeholder';
}

/** One view per family. The real engines land in a later issue; until then they all draw the placeholder. */
const ENGINES: Record<EngineFamily, GameEngine> = {
  placeholder: placeholderEngine,
  slot: slotEngine,
  'coin-flip': coinFlipEngine,
  dice: diceEngine,
  wheel: wheelEngine,
  roulette: rouletteEngine,
  baccarat: baccaratEngine,
};

export function engineFor(gameCode: string): GameEngine {
  return ENGINES[engineFamilyOf(gameCode)];
}
