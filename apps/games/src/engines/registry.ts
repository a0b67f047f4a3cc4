import { GAME_CATALOGUE, type CatalogueGame, type StudioEngine } from '@casino/contract';
import type { GameEngine, GameTheme } from './types.ts';
import { placeholderEngine } from './placeholder/engine.ts';

export function catalogueEntry(gameCode: string): CatalogueGame | undefined {
  return GAME_CATALOGUE.find((game) => game.gameCode === gameCode);
}

/** A calm navy-and-gold theme for a code the catalogue does not know. */
export const DEFAULT_THEME: GameTheme = { from: '#141b40', to: '#f2c14e', motif: 'coin' };

/**
 * One engine per family of the studio (`session.engine`), each its own chunk with its table: a launch
 * loads only the engine it plays, never the other families' (their rules are lazier still: lazyRules).
 */
const ENGINES: Record<StudioEngine, () => Promise<GameEngine>> = {
  slot: () => import('./slot/engine.ts').then((m) => m.slotEngine),
  'coin-flip': () => import('./coin-flip/engine.ts').then((m) => m.coinFlipEngine),
  dice: () => import('./dice/engine.ts').then((m) => m.diceEngine),
  wheel: () => import('./wheel/engine.ts').then((m) => m.wheelEngine),
  roulette: () => import('./roulette/engine.ts').then((m) => m.rouletteEngine),
  baccarat: () => import('./baccarat/engine.ts').then((m) => m.baccaratEngine),
};

const loaded = new Map<string, GameEngine>();

function isKnown(engine: string): engine is StudioEngine {
  return Object.hasOwn(ENGINES, engine);
}

/** Loads an engine family's chunk (once); an engine this client does not know resolves to the placeholder. */
export async function loadEngine(engine: StudioEngine | string): Promise<GameEngine> {
  if (!isKnown(engine)) return placeholderEngine;
  const found = loaded.get(engine) ?? (await ENGINES[engine]());
  loaded.set(engine, found);
  return found;
}

/** Tests only: every family loaded, so a table renders at once. */
export async function loadAllEnginesForTests(): Promise<void> {
  await Promise.all(Object.keys(ENGINES).map(loadEngine));
}

/**
 * The view of a game session: the server names the engine (`session.engine`, from the studio that
 * decides the rounds), so a game's art or theme can never pick another table. An engine this client
 * does not know (a newer server) draws the placeholder. A known engine must have been loaded
 * (loadEngine, before the table is drawn).
 */
export function engineFor(engine: StudioEngine | string): GameEngine {
  if (!isKnown(engine)) return placeholderEngine;
  const found = loaded.get(engine);
  if (!found) throw new Error(`engine ${engine} drawn before loadEngine`);
  return found;
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

export function preloadHint(gameCode: string): StudioEngine | undefined {
  const game = catalogueEntry(gameCode);
  if (!game) return undefined;
  return game.gameType === 'SLOT' ? 'slot' : MOTIF_HINT[game.theme.motif];
}

/** Loads a game's engine (its table included) and what that game draws with (engine.prepare). */
export async function loadGame(engineName: StudioEngine | string, gameCode: string): Promise<GameEngine> {
  const engine = await loadEngine(engineName);
  await engine.prepare?.(gameCode);
  return engine;
}

/** Starts fetching the guessed engine of a game, its table and art included (a hint only: errors are ignored). */
export function preloadGame(gameCode: string): void {
  const hint = preloadHint(gameCode);
  if (hint) loadGame(hint, gameCode).catch(() => undefined);
}
