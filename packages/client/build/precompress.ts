import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats worth compressing; images and fonts of the dists are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|map|wasm)$/i;
/** Below this a compressed copy saves less than a packet and costs a file. */
const MIN_BYTES = 512;

export interface PrecompressResult {
  files: number;
  raw: number;
  gzip: number;
  brotli: number;
}

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip -9) beside every compressible file of
 * a built directory, so the server sends them as they are (@fastify/static `preCompressed`) instead of
 * compressing each response. A copy that is not smaller than its file is not written.
 */
export async function precompressDir(dir: string): Promise<PrecompressResult> {
  const result: PrecompressResult = { files: 0, raw: 0, gzip: 0, brotli: 0 };
  for await (const file of walk(dir)) {
    if (!COMPRESSIBLE.test(file) || (await stat(file)).size < MIN_BYTES) continue;
    const body = await readFile(file);
    const [br, gz] = await Promise.all([
      brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
      gzipAsync(body, { level: 9 }),
    ]);
    result.files += 1;
    result.raw += body.length;
    if (br.length < body.length) {
      await writeFile(`${file}.br`, br);
      result.brotli += br.length;
    }
    if (gz.length < body.length) {
      await writeFile(`${file}.gz`, gz);
      result.gzip += gz.length;
    }
  }
  return result;
}

/**
 * Vite plugin: precompresses the build output once the bundle is written (`vite build` only). Any
 * app of the repository adds `precompress()` to its plugins; the server serves the copies.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'casino:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const done = await precompressDir(outDir);
      const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
      this.info?.(
        `precompressed ${done.files} files: ${kb(done.raw)} → gzip ${kb(done.gzip)}, brotli ${kb(done.brotli)}`,
      );
    },
  };
}
