/**
 * The tile art at the sizes the site shows it (apps/web/src/features/games/art/game-art.json says
 * which): every width in AVIF and WebP, a few in PNG for a browser with neither. Names carry a hash
 * of the tile's SVG and of these encoder settings, `{CODE}.{hash}.{width}.{ext}`, so a URL never
 * changes meaning and the server may let caches keep it a year (apps/server static-site.ts).
 */
import { createHash } from 'node:crypto';
import { Resvg } from '@resvg/resvg-js';
import sharp from 'sharp';

/**
 * Widths in px. Tiles are 80–237 CSS px wide (game-collection.css: 3 columns under 768 px, 5, then
 * 7; the home rows 3.3/5.3/7): 120–240 cover 1× screens, 240–480 2×, 360–720 3×.
 */
export const ART_WIDTHS = [120, 180, 240, 360, 480, 720] as const;
/** The PNG fallback's widths (only a browser without WebP uses them). */
export const PNG_WIDTHS = [240] as const;
/** Bump when an encoder setting below changes: every URL changes with it. */
const ENCODING_VERSION = 'avif-q50-e4/webp-q78/png-pal';

export function artHash(svg: string): string {
  return createHash('sha256').update(ENCODING_VERSION).update('\0').update(svg).digest('hex').slice(0, 10);
}

export function variantName(gameCode: string, hash: string, width: number, ext: 'avif' | 'webp' | 'png') {
  return `${gameCode}.${hash}.${width}.${ext}`;
}

export interface Variant {
  name: string;
  bytes: Buffer;
}

/** The tile's SVG drawn at `width` px (RGBA pixels; system fonts, DejaVu Sans first). */
export function rasterise(svg: string, width: number) {
  return new Resvg(svg, {
    fitTo: { mode: 'width', value: width },
    background: '#0b1026',
    font: { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans', sansSerifFamily: 'DejaVu Sans' },
  }).render();
}

/** Draws the SVG once at the largest width and scales it down (Lanczos) for the others. */
export async function renderVariants(gameCode: string, svg: string, hash: string): Promise<Variant[]> {
  const image = rasterise(svg, ART_WIDTHS[ART_WIDTHS.length - 1]!);
  const raw = { raw: { width: image.width, height: image.height, channels: 4 as const } };
  const base = sharp(Buffer.from(image.pixels), raw).removeAlpha();
  const jobs: Promise<Variant>[] = [];
  for (const width of ART_WIDTHS) {
    const sized = base.clone().resize(width, width, { kernel: 'lanczos3' });
    jobs.push(
      sized
        .clone()
        .avif({ quality: 50, effort: 4 })
        .toBuffer()
        .then((bytes) => ({ name: variantName(gameCode, hash, width, 'avif'), bytes })),
      sized
        .clone()
        .webp({ quality: 78, effort: 4 })
        .toBuffer()
        .then((bytes) => ({ name: variantName(gameCode, hash, width, 'webp'), bytes })),
    );
    if ((PNG_WIDTHS as readonly number[]).includes(width)) {
      jobs.push(
        sized
          .clone()
          .png({ palette: true, quality: 90, compressionLevel: 9 })
          .toBuffer()
          .then((bytes) => ({ name: variantName(gameCode, hash, width, 'png'), bytes })),
      );
    }
  }
  return Promise.all(jobs);
}
