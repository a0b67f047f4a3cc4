import { GRID_TILE_SIZES, gameArtSrcset } from '@casino/contract';
import manifest from './game-art.json';

/**
 * The sized tile art that apps/web/scripts/generate-game-icons.ts draws for each catalogue game:
 * every width in AVIF and WebP, PNG for a browser with neither, under content-hashed names
 * (`/game-icons/{CODE}.{hash}.{width}.{ext}`) the server lets caches keep for a year.
 */
export interface GameArt {
  avif: string;
  webp: string;
  /** The `<img>`'s own srcset and src: PNG. */
  png: string;
  src: string;
}

const hashes: Readonly<Record<string, string>> = manifest.hashes;

/** The game's sized art, or null for a game the script drew none for (not in the catalogue). */
export function gameArt(gameCode: string): GameArt | null {
  const hash = hashes[gameCode];
  if (!hash) return null;
  return {
    avif: gameArtSrcset(gameCode, hash, manifest.widths, 'avif'),
    webp: gameArtSrcset(gameCode, hash, manifest.widths, 'webp'),
    png: gameArtSrcset(gameCode, hash, manifest.pngWidths, 'png'),
    src: `/game-icons/${gameCode}.${hash}.${manifest.pngWidths[0]}.png`,
  };
}

/** How wide a category grid's tile is shown: one value with the server's preload (@casino/contract). */
export { GRID_TILE_SIZES };

/** How wide a home row's tile is shown: 3.3/5.3/7 tiles to a row. */
export const ROW_TILE_SIZES =
  '(min-width: 1440px) 183px, (min-width: 1280px) calc((100vw - 160px) / 7), (min-width: 768px) calc((100vw - 133px) / 5.3), calc((100vw - 60px) / 3.3)';
