import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { GAME_CATALOGUE } from '@casino/contract';
import manifest from '../../src/features/games/art/game-art.json';
import { gameArt } from '../../src/features/games/art/game-art.ts';
import { gameTileSvg } from './svg.ts';
import { ART_WIDTHS, artHash, PNG_WIDTHS, variantName } from './variants.ts';

const iconDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../public/game-icons');

describe('the sized game art', () => {
  it('has a committed manifest entry for the current drawing of every catalogue game', () => {
    // A drawing or encoder change without `tsx scripts/generate-game-icons.ts` (and a commit) fails here.
    expect(manifest.widths).toEqual([...ART_WIDTHS]);
    expect(manifest.pngWidths).toEqual([...PNG_WIDTHS]);
    expect(manifest.hashes).toEqual(
      Object.fromEntries(GAME_CATALOGUE.map((g) => [g.gameCode, artHash(gameTileSvg(g))])),
    );
  });

  it('has every file the manifest names committed', () => {
    for (const [code, hash] of Object.entries(manifest.hashes)) {
      for (const w of ART_WIDTHS) {
        for (const ext of ['avif', 'webp'] as const) {
          expect(existsSync(resolve(iconDir, variantName(code, hash, w, ext))), `${code} ${w} ${ext}`).toBe(
            true,
          );
        }
      }
      for (const w of PNG_WIDTHS)
        expect(existsSync(resolve(iconDir, variantName(code, hash, w, 'png')))).toBe(true);
    }
  });

  it('gives the tile srcsets of every width and a PNG src, and nothing for an unknown game', () => {
    const code = GAME_CATALOGUE[0]!.gameCode;
    const hash = manifest.hashes[code as keyof typeof manifest.hashes];
    const art = gameArt(code)!;
    expect(art.avif).toBe(ART_WIDTHS.map((w) => `/game-icons/${code}.${hash}.${w}.avif ${w}w`).join(', '));
    expect(art.webp.split(', ')).toHaveLength(ART_WIDTHS.length);
    expect(art.src).toBe(`/game-icons/${code}.${hash}.240.png`);
    expect(gameArt('NOT_A_GAME')).toBeNull();
  });
});
