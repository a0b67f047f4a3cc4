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

function srcset(gameCode: string, hash: string, widths: readonly number[], ext: string): string {
  return widths.map((w) => `/game-icons/${gameCode}.${hash}.${w}.${ext} ${w}w`).join(', ');
}

/** The game's sized art, or null for a game the script drew none for (not in the catalogue). */
export function gameArt(gameCode: string): GameArt | null {
  const hash = hashes[gameCode];
  if (!hash) return null;
  return {
    avif: srcset(gameCode, hash, manifest.widths, 'avif'),
    webp: srcset(gameCode, hash, manifest.widths, 'webp'),
    png: srcset(gameCode, hash, manifest.pngWidths, 'png'),
    src: `/game-icons/${gameCode}.${hash}.${manifest.pngWidths[0]}.png`,
  };
}

/**
 * How wide a tile is shown (game-collection.css, base.css's .container: 16 px padding under 768 px,
 * 32 px from it, content at most 1440 px): a category grid of 3/5/7 columns (gaps 12/16/16 px)…
 */
export const GRID_TILE_SIZES =
  '(min-width: 1440px) 183px, (min-width: 1280px) calc((100vw - 160px) / 7), (min-width: 768px) calc((100vw - 128px) / 5), calc((100vw - 56px) / 3)';

/** …and a home row of 3.3/5.3/7 tiles. */
export const ROW_TILE_SIZES =
  '(min-width: 1440px) 183px, (min-width: 1280px) calc((100vw - 160px) / 7), (min-width: 768px) calc((100vw - 133px) / 5.3), calc((100vw - 60px) / 3.3)';
