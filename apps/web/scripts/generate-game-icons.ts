/**
 * Draws the tile art of every catalogue game into public/game-icons/: the sized AVIF/WebP/PNG set the
 * site shows (game-art/variants.ts, names content-hashed) and one 400×400 {GAME_CODE}.png for links
 * that name the art by code (the lobby app). Also writes src/features/games/art/game-art.json.
 *
 *   tsx scripts/generate-game-icons.ts          # only missing or stale tiles
 *   tsx scripts/generate-game-icons.ts --force  # all tiles
 *
 * The art is built as SVG by game-art/svg.ts (pure, seeded from the game code) and rasterised with
 * resvg. The PNG is re-encoded as opaque RGB with per-row filters and zlib level 9, which keeps each
 * tile well under 120 KB without an optimiser dependency.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';
import { GAME_CATALOGUE } from '@casino/contract';
import { gameTileSvg, TILE_SIZE } from './game-art/svg.ts';
import {
  ART_WIDTHS,
  artHash,
  PNG_WIDTHS,
  rasterise,
  renderVariants,
  variantName,
} from './game-art/variants.ts';

const here = dirname(fileURLToPath(import.meta.url));
const outDir = resolve(here, '../public/game-icons');
/** Which games have sized art and under which hash: committed, read by the tile (features/games/art). */
const manifestFile = resolve(here, '../src/features/games/art/game-art.json');
const catalogueFile = resolve(here, '../../../packages/contract/src/catalogue.ts');
const force = process.argv.includes('--force');

/** Newest mtime among the inputs that shape the art: this script, game-art/*, the catalogue. */
function inputsMtime(): number {
  const artDir = join(here, 'game-art');
  const files = [
    fileURLToPath(import.meta.url),
    catalogueFile,
    ...readdirSync(artDir).map((f) => join(artDir, f)),
  ];
  return Math.max(...files.map((f) => statSync(f, { throwIfNoEntry: false })?.mtimeMs ?? 0));
}

const CRC_TABLE = Array.from({ length: 256 }, (_, i) => {
  let c = i;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/**
 * Encodes the RGBA pixels of an opaque image as an RGB PNG. Channels are rounded to `step` (a light,
 * invisible posterisation at tile size that roughly halves the file), each row gets the PNG filter
 * with the smallest absolute sum, and the stream is deflated at level 6 (level 9 is 5× slower for ~3% less).
 */
export function encodeRgbPng(rgba: Uint8Array, width: number, height: number, step = 4): Buffer {
  const stride = width * 3;
  const raw = new Uint8Array((stride + 1) * height);
  let prev = new Uint8Array(stride);
  let row = new Uint8Array(stride);
  const outs = [0, 1, 2, 3, 4].map(() => new Uint8Array(stride));
  for (let y = 0; y < height; y++) {
    for (let x = 0, s = y * width * 4; x < stride; x += 3, s += 4) {
      for (let k = 0; k < 3; k++) row[x + k] = Math.min(255, Math.round(rgba[s + k]! / step) * step);
    }
    let s0 = 0;
    let s1 = 0;
    let s2 = 0;
    let s3 = 0;
    let s4 = 0;
    const [o0, o1, o2, o3, o4] = outs as [Uint8Array, Uint8Array, Uint8Array, Uint8Array, Uint8Array];
    for (let i = 0; i < stride; i++) {
      const v = row[i]!;
      const a = i >= 3 ? row[i - 3]! : 0;
      const b = prev[i]!;
      const c = i >= 3 ? prev[i - 3]! : 0;
      const pa = Math.abs(b - c);
      const pb = Math.abs(a - c);
      const pc = Math.abs(a + b - 2 * c);
      const paeth = pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      const f0 = v;
      const f1 = (v - a) & 255;
      const f2 = (v - b) & 255;
      const f3 = (v - ((a + b) >> 1)) & 255;
      const f4 = (v - paeth) & 255;
      o0[i] = f0;
      o1[i] = f1;
      o2[i] = f2;
      o3[i] = f3;
      o4[i] = f4;
      s0 += f0 < 128 ? f0 : 256 - f0;
      s1 += f1 < 128 ? f1 : 256 - f1;
      s2 += f2 < 128 ? f2 : 256 - f2;
      s3 += f3 < 128 ? f3 : 256 - f3;
      s4 += f4 < 128 ? f4 : 256 - f4;
    }
    const scores = [s0, s1, s2, s3, s4];
    let best = 0;
    for (let f = 1; f < 5; f++) if (scores[f]! < scores[best]!) best = f;
    const o = y * (stride + 1);
    raw[o] = best;
    raw.set(outs[best]!, o + 1);
    [prev, row] = [row, prev];
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // colour type: RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 6, memLevel: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export function renderTilePng(svg: string): Buffer {
  const image = rasterise(svg, TILE_SIZE);
  return encodeRgbPng(image.pixels, image.width, image.height);
}

/** Writes the art of one game at every size and format (variants.ts); false when it was all there. */
async function writeVariants(gameCode: string, svg: string, hash: string, existing: Set<string>) {
  const wanted = ART_WIDTHS.flatMap((w) => [
    variantName(gameCode, hash, w, 'avif'),
    variantName(gameCode, hash, w, 'webp'),
  ]).concat(PNG_WIDTHS.map((w) => variantName(gameCode, hash, w, 'png')));
  // An older drawing of this game (another hash) is removed: its URLs are no longer referenced.
  for (const name of existing) {
    if (name.startsWith(`${gameCode}.`) && name.split('.').length === 4 && !wanted.includes(name)) {
      rmSync(join(outDir, name));
    }
  }
  if (!force && wanted.every((name) => existing.has(name))) return 0;
  let bytes = 0;
  for (const variant of await renderVariants(gameCode, svg, hash)) {
    writeFileSync(join(outDir, variant.name), variant.bytes);
    bytes += variant.bytes.length;
  }
  return bytes;
}

async function main(): Promise<void> {
  const started = performance.now();
  mkdirSync(outDir, { recursive: true });
  const stale = inputsMtime();
  const existing = new Set(readdirSync(outDir));
  let written = 0;
  let skipped = 0;
  let bytes = 0;
  let sized = 0;
  let sizedBytes = 0;
  const hashes: Record<string, string> = {};
  for (const game of GAME_CATALOGUE) {
    const svg = gameTileSvg(game);
    const hash = artHash(svg);
    hashes[game.gameCode] = hash;
    const variantBytes = await writeVariants(game.gameCode, svg, hash, existing);
    if (variantBytes > 0) {
      sized++;
      sizedBytes += variantBytes;
    }
    // The plain /game-icons/{CODE}.png stays for the lobby app and other links to it.
    const file = join(outDir, `${game.gameCode}.png`);
    const current = statSync(file, { throwIfNoEntry: false });
    if (!force && current && current.mtimeMs > stale) {
      skipped++;
      continue;
    }
    const png = renderTilePng(svg);
    writeFileSync(file, png);
    written++;
    bytes += png.length;
  }
  const manifest = `${JSON.stringify({ widths: ART_WIDTHS, pngWidths: PNG_WIDTHS, hashes }, null, 2)}\n`;
  if (readFileSync(manifestFile, { encoding: 'utf8', flag: 'a+' }) !== manifest) {
    writeFileSync(manifestFile, manifest);
    console.log(`game-icons: ${manifestFile} changed: commit it`);
  }
  const ms = Math.round(performance.now() - started);
  const kb = written ? ` (${Math.round(bytes / 1024)} KB)` : '';
  const sizedKb = sized ? ` (${Math.round(sizedBytes / 1024)} KB)` : '';
  console.log(
    `game-icons: ${written} written${kb}, ${skipped} up to date; sized art for ${sized} games${sizedKb}; ${ms} ms → ${outDir}`,
  );
}

await main();
