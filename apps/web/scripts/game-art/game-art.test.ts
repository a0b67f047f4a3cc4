import { describe, expect, it } from 'vitest';
import { GAME_CATALOGUE } from '@casino/contract';
import { gameTileSvg, layoutTitle } from './svg.ts';
import { MOTIFS } from './motifs.ts';

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/'/g, '&#39;');

/** Tags left open or closed out of order; [] for well-formed markup (no DOM needed). */
function unbalancedTags(svg: string): string[] {
  const stack: string[] = [];
  const errors: string[] = [];
  for (const [, close, name, selfClose] of svg.matchAll(/<(\/?)([a-zA-Z][\w:-]*)(?:\s[^<>]*?)?(\/?)>/g)) {
    if (selfClose) continue;
    if (!close) stack.push(name!);
    else if (stack.pop() !== name) errors.push(name!);
  }
  return [...errors, ...stack];
}

describe('gameTileSvg', () => {
  const tiles = GAME_CATALOGUE.map((game) => ({ game, svg: gameTileSvg(game) }));

  it('yields a well-formed square SVG containing the title for every catalogue game', () => {
    for (const { game, svg } of tiles) {
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"')).toBe(true);
      expect(svg.endsWith('</svg>')).toBe(true);
      expect(svg).toContain(`<title>${escape(game.title.en)}</title>`);
      for (const word of game.title.en.split(' ')) expect(svg).toContain(escape(word));
      expect(svg).not.toMatch(/NaN|undefined|Infinity/);
      expect(unbalancedTags(svg), game.gameCode).toEqual([]);
    }
  });

  it('gives every game different bytes, deterministically', () => {
    expect(new Set(tiles.map((t) => t.svg)).size).toBe(GAME_CATALOGUE.length);
    for (const { game, svg } of tiles) expect(gameTileSvg(game)).toBe(svg);
  });

  it('has a drawing for every motif in the catalogue and bakes no label into the art', () => {
    for (const { game, svg } of tiles) {
      expect(MOTIFS[game.theme.motif], game.theme.motif).toBeTypeOf('function');
      // Issue 25: the in-house shows have no dealer or stream; their label is text on the tile, from
      // the locale files (game-kind.ts), not an English "LIVE" drawn into the picture.
      expect(svg.includes('>LIVE</text>')).toBe(false);
    }
  });

  it('keeps ids unique per tile so several tiles can be inlined in one page', () => {
    const ids = tiles.flatMap(({ svg }) => [...svg.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('fits long titles on at most two lines at a legible size', () => {
    for (const game of GAME_CATALOGUE) {
      const { lines, size } = layoutTitle(game.title.en);
      expect(lines.length).toBeLessThanOrEqual(2);
      expect(size).toBeGreaterThanOrEqual(24);
    }
  });
});
