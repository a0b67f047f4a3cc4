import { AZTEC_X } from './aztec-x.tsx';
import { HAWAIIAN_DREAM } from './hawaiian-dream.tsx';
import { LUCKY_NEKO, LUCKY_NEKO_FEATURES } from './lucky-neko.tsx';
import { MOON_RABBIT, MOON_RABBIT_FEATURES } from './moon-rabbit.tsx';
import { OIRAN_DREAMS, OIRAN_DREAMS_FEATURES } from './oiran-dreams.tsx';
import { SAKURA_FORTUNE } from './sakura-fortune.tsx';
import { DRAGON_PEARL, DRAGON_PEARL_FEATURES } from './dragon-pearl.tsx';
import { NEON_KOI } from './neon-koi.tsx';
import { PHARAOHS_EMBER } from './pharaohs-ember.tsx';
import { VIKING_THUNDER } from './viking-thunder.tsx';
import { BATTLE_DWARF, BATTLE_DWARF_FEATURES } from './battle-dwarf.tsx';
import { FROST_QUEEN } from './frost-queen.tsx';
import { JUNGLE_JEWELS } from './jungle-jewels.tsx';
import { PIRATES_BOUNTY, PIRATES_BOUNTY_FEATURES } from './pirates-bounty.tsx';
import { DREAMS_OF_GOLD, DREAMS_OF_GOLD_FEATURES } from './dreams-of-gold.tsx';
import { MILLION_TREE, MILLION_TREE_FEATURES } from './million-tree.tsx';
import { SWORD_OF_FORTUNE } from './sword-of-fortune.tsx';
import { WILD_WEST_ANGEL, WILD_WEST_ANGEL_FEATURES } from './wild-west-angel.tsx';
import { FIGHTING_SAMURAI } from './fighting-samurai.tsx';
import { SLOT_TITLES } from '@casino/studio';
import type { Glyph, TitleArt } from './paint.ts';

/** Every slot title's own symbol drawings, by game code (one file per title in this folder). */
export const TITLE_ART: Record<string, TitleArt> = {
  WNF_AZTEC_X: AZTEC_X,
  WNF_HAWAIIAN_DREAM: HAWAIIAN_DREAM,
  WNF_LUCKY_NEKO: LUCKY_NEKO,
  WNF_MOON_RABBIT: MOON_RABBIT,
  WNF_OIRAN_DREAMS: OIRAN_DREAMS,
  WNF_SAKURA_FORTUNE: SAKURA_FORTUNE,
  WNF_DRAGON_PEARL: DRAGON_PEARL,
  WNF_NEON_KOI: NEON_KOI,
  WNF_PHARAOHS_EMBER: PHARAOHS_EMBER,
  WNF_VIKING_THUNDER: VIKING_THUNDER,
  WNF_BATTLE_DWARF: BATTLE_DWARF,
  WNF_FROST_QUEEN: FROST_QUEEN,
  WNF_JUNGLE_JEWELS: JUNGLE_JEWELS,
  WNF_PIRATES_BOUNTY: PIRATES_BOUNTY,
  WNF_DREAMS_OF_GOLD: DREAMS_OF_GOLD,
  WNF_MILLION_TREE: MILLION_TREE,
  WNF_SWORD_OF_FORTUNE: SWORD_OF_FORTUNE,
  WNF_WILD_WEST_ANGEL: WILD_WEST_ANGEL,
  JPL_FIGHTING_SAMURAI: FIGHTING_SAMURAI,
};

/**
 * The feature symbols (hold-and-win coins, pick-bonus symbols) drawn for the titles whose mechanics
 * bring them (studio scripts/slot-mechanics.ts): each joins its title's drawings once the title's
 * configuration has the symbol, so TITLE_ART never holds a symbol its title does not have.
 */
export const FEATURE_ART: Record<string, TitleArt> = {
  WNF_BATTLE_DWARF: BATTLE_DWARF_FEATURES,
  WNF_DREAMS_OF_GOLD: DREAMS_OF_GOLD_FEATURES,
  WNF_OIRAN_DREAMS: OIRAN_DREAMS_FEATURES,
  WNF_MILLION_TREE: MILLION_TREE_FEATURES,
  WNF_WILD_WEST_ANGEL: WILD_WEST_ANGEL_FEATURES,
  WNF_DRAGON_PEARL: DRAGON_PEARL_FEATURES,
  WNF_LUCKY_NEKO: LUCKY_NEKO_FEATURES,
  WNF_MOON_RABBIT: MOON_RABBIT_FEATURES,
  WNF_PIRATES_BOUNTY: PIRATES_BOUNTY_FEATURES,
};

for (const [code, art] of Object.entries(FEATURE_ART)) {
  const ids = new Set(SLOT_TITLES[code]?.symbols.map((s) => s.id));
  for (const [id, glyph] of Object.entries(art)) if (ids.has(id)) TITLE_ART[code]![id] = glyph;
}

/** The drawing of a symbol of a title (undefined for a symbol the title has not drawn). */
export function artOf(gameCode: string, symbolId: string): Glyph | undefined {
  return TITLE_ART[gameCode]?.[symbolId];
}
