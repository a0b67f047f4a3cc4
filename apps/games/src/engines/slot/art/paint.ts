import type { ReactNode } from 'react';

/**
 * The paints a glyph may use besides flat colours: gradients the symbol frame defines once per tile
 * (their ids are unique per tile, so many tiles can share a page).
 */
export interface Paint {
  /** Polished gold, light at the top. */
  gold: string;
  /** Polished steel / silver. */
  silver: string;
  /** A white sheen fading out, laid over a shape for gloss. */
  gloss: string;
  /** A soft round glow (white centre to transparent). */
  glow: string;
}

/** One symbol drawn in a 100 × 100 box. */
export type Glyph = (p: Paint) => ReactNode;

/** The symbols of one title, by symbol id. */
export type TitleArt = Record<string, Glyph>;

/** The ink outline every glyph shares. */
export const O = {
  stroke: '#1b1230',
  strokeWidth: 2.5,
  strokeLinejoin: 'round',
  strokeLinecap: 'round',
} as const;

/** A thinner outline for details. */
export const O2 = { ...O, strokeWidth: 1.6 } as const;

/** A stroke-only line in a colour. */
export const line = (color: string, width = 2.5) =>
  ({
    fill: 'none',
    stroke: color,
    strokeWidth: width,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
  }) as const;
