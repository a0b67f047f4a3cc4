import { AZTEC_X } from './aztec-x.tsx';
import { HAWAIIAN_DREAM } from './hawaiian-dream.tsx';
import { LUCKY_NEKO } from './lucky-neko.tsx';
import { MOON_RABBIT } from './moon-rabbit.tsx';
import { OIRAN_DREAMS } from './oiran-dreams.tsx';
import { SAKURA_FORTUNE } from './sakura-fortune.tsx';
import { DRAGON_PEARL } from './dragon-pearl.tsx';
import { NEON_KOI } from './neon-koi.tsx';
import { PHARAOHS_EMBER } from './pharaohs-ember.tsx';
import { VIKING_THUNDER } from './viking-thunder.tsx';
import { BATTLE_DWARF } from './battle-dwarf.tsx';
import { FROST_QUEEN } from './frost-queen.tsx';
import { JUNGLE_JEWELS } from './jungle-jewels.tsx';
import { PIRATES_BOUNTY } from './pirates-bounty.tsx';
import { DREAMS_OF_GOLD } from './dreams-of-gold.tsx';
import { MILLION_TREE } from './million-tree.tsx';
import { SWORD_OF_FORTUNE } from './sword-of-fortune.tsx';
import { WILD_WEST_ANGEL } from './wild-west-angel.tsx';
import { FIGHTING_SAMURAI } from './fighting-samurai.tsx';
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

/** The drawing of a symbol of a title (undefined for a symbol the title has not drawn). */
export function artOf(gameCode: string, symbolId: string): Glyph | undefined {
  return TITLE_ART[gameCode]?.[symbolId];
}
