/**
 * Motif illustrations for the game tiles. Every function draws in local coordinates centred on
 * (0, 0), roughly within x ∈ [-130, 130], y ∈ [-120, 115], and may use the shared paints that
 * svg.ts always defines: gold, goldRev, goldRad, silver, wood, woodDark, glowTo, and the filters
 * shadow, glow and blur.
 *
 * The drawings live in motifs/, one file per family (casino, treasure, japan, mystic) plus shared pieces.
 */
import type { ArtContext } from './util.ts';
import { cards, coin, crown, dice, roulette, wheel } from './motifs/casino.ts';
import { blossom, cat, fish, lantern, pearl, star, sword, tree } from './motifs/japan.ts';
import { anchor, bolt, eye, gem, katana, moon, snowflake } from './motifs/mystic.ts';
import type { Motif } from './motifs/shared.ts';
import { axe, bar, house, palm, pyramid } from './motifs/treasure.ts';

export const MOTIFS: Record<string, Motif> = {
  coin,
  wheel,
  dice,
  crown,
  roulette,
  cards,
  house,
  pyramid,
  axe,
  bar,
  palm,
  lantern,
  tree,
  sword,
  star,
  pearl,
  fish,
  blossom,
  cat,
  eye,
  bolt,
  gem,
  moon,
  anchor,
  snowflake,
  katana,
};

/** Draws the named motif; unknown motifs fall back to a coin so a new catalogue entry still gets art. */
export function drawMotif(motif: string, c: ArtContext): string {
  return (MOTIFS[motif] ?? coin)(c);
}
