import { SLOT_TITLES } from '@casino/studio';
import type { Glyph, TitleArt } from './paint.ts';

interface TitleArtModule {
  art: TitleArt;
  /** The feature symbols (hold-and-win coins, pick-bonus symbols) of a title whose mechanics bring them. */
  features?: TitleArt;
}

/**
 * Every slot title's own symbol drawings (one file per title in this folder), each its own chunk: a
 * launch loads only the drawings of the title it plays (loadTitleArt, before its table draws).
 */
const LOADERS: Record<string, () => Promise<TitleArtModule>> = {
  WNF_AZTEC_X: () => import('./aztec-x.tsx').then((m) => ({ art: m.AZTEC_X })),
  WNF_HAWAIIAN_DREAM: () => import('./hawaiian-dream.tsx').then((m) => ({ art: m.HAWAIIAN_DREAM })),
  WNF_LUCKY_NEKO: () =>
    import('./lucky-neko.tsx').then((m) => ({ art: m.LUCKY_NEKO, features: m.LUCKY_NEKO_FEATURES })),
  WNF_MOON_RABBIT: () =>
    import('./moon-rabbit.tsx').then((m) => ({ art: m.MOON_RABBIT, features: m.MOON_RABBIT_FEATURES })),
  WNF_OIRAN_DREAMS: () =>
    import('./oiran-dreams.tsx').then((m) => ({ art: m.OIRAN_DREAMS, features: m.OIRAN_DREAMS_FEATURES })),
  WNF_SAKURA_FORTUNE: () => import('./sakura-fortune.tsx').then((m) => ({ art: m.SAKURA_FORTUNE })),
  WNF_DRAGON_PEARL: () =>
    import('./dragon-pearl.tsx').then((m) => ({ art: m.DRAGON_PEARL, features: m.DRAGON_PEARL_FEATURES })),
  WNF_NEON_KOI: () => import('./neon-koi.tsx').then((m) => ({ art: m.NEON_KOI })),
  WNF_PHARAOHS_EMBER: () => import('./pharaohs-ember.tsx').then((m) => ({ art: m.PHARAOHS_EMBER })),
  WNF_VIKING_THUNDER: () => import('./viking-thunder.tsx').then((m) => ({ art: m.VIKING_THUNDER })),
  WNF_BATTLE_DWARF: () =>
    import('./battle-dwarf.tsx').then((m) => ({ art: m.BATTLE_DWARF, features: m.BATTLE_DWARF_FEATURES })),
  WNF_FROST_QUEEN: () => import('./frost-queen.tsx').then((m) => ({ art: m.FROST_QUEEN })),
  WNF_JUNGLE_JEWELS: () => import('./jungle-jewels.tsx').then((m) => ({ art: m.JUNGLE_JEWELS })),
  WNF_PIRATES_BOUNTY: () =>
    import('./pirates-bounty.tsx').then((m) => ({
      art: m.PIRATES_BOUNTY,
      features: m.PIRATES_BOUNTY_FEATURES,
    })),
  WNF_DREAMS_OF_GOLD: () =>
    import('./dreams-of-gold.tsx').then((m) => ({
      art: m.DREAMS_OF_GOLD,
      features: m.DREAMS_OF_GOLD_FEATURES,
    })),
  WNF_MILLION_TREE: () =>
    import('./million-tree.tsx').then((m) => ({ art: m.MILLION_TREE, features: m.MILLION_TREE_FEATURES })),
  WNF_SWORD_OF_FORTUNE: () => import('./sword-of-fortune.tsx').then((m) => ({ art: m.SWORD_OF_FORTUNE })),
  WNF_WILD_WEST_ANGEL: () =>
    import('./wild-west-angel.tsx').then((m) => ({
      art: m.WILD_WEST_ANGEL,
      features: m.WILD_WEST_ANGEL_FEATURES,
    })),
  JPL_FIGHTING_SAMURAI: () => import('./fighting-samurai.tsx').then((m) => ({ art: m.FIGHTING_SAMURAI })),
};

/** The drawings loaded so far, by game code. */
export const TITLE_ART: Record<string, TitleArt> = {};

/** The feature drawings of the titles loaded so far (studio scripts/slot-mechanics.ts), by game code. */
export const FEATURE_ART: Record<string, TitleArt> = {};

const pending = new Map<string, Promise<void>>();

/**
 * Loads a title's drawings (once). Its feature symbols join them once the title's configuration has
 * the symbol, so TITLE_ART never holds a symbol its title does not have. A code without drawings resolves.
 */
export function loadTitleArt(gameCode: string): Promise<void> {
  const load = Object.hasOwn(LOADERS, gameCode) ? LOADERS[gameCode] : undefined;
  if (!load) return Promise.resolve();
  let loading = pending.get(gameCode);
  if (!loading) {
    loading = load().then(({ art, features }) => {
      const ids = new Set(SLOT_TITLES[gameCode]?.symbols.map((s) => s.id));
      const drawn: TitleArt = { ...art };
      for (const [id, glyph] of Object.entries(features ?? {})) if (ids.has(id)) drawn[id] = glyph;
      if (features) FEATURE_ART[gameCode] = features;
      TITLE_ART[gameCode] = drawn;
    });
    loading.catch(() => pending.delete(gameCode));
    pending.set(gameCode, loading);
  }
  return loading;
}

/** Tests only: every title's drawings. */
export async function loadAllTitleArtForTests(): Promise<void> {
  await Promise.all(Object.keys(LOADERS).map(loadTitleArt));
}

/** The drawing of a symbol of a title (undefined for a symbol the title has not drawn, or not loaded). */
export function artOf(gameCode: string, symbolId: string): Glyph | undefined {
  return TITLE_ART[gameCode]?.[symbolId];
}
