import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export interface BundleRow {
  route: string;
  kind: 'js' | 'css';
  files: number;
  raw: number;
  gzip: number;
  brotli: number;
}

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The site's routes and the module each one loads lazily (apps/web/src/app/router.tsx). */
const ROUTES: Record<string, string> = {
  home: 'src/app/routes/home.tsx',
  category: 'src/app/routes/category.tsx',
  'game-launch': 'src/app/routes/game-launch.tsx',
  settings: 'src/app/routes/settings.tsx',
  'bet-history': 'src/app/routes/bet-history.tsx',
};

/** Compressed size of a file: its precompressed copy when the build wrote one, else compressed here. */
function sizes(file: string) {
  const body = readFileSync(file);
  const sized = (suffix: string, compress: () => Buffer) =>
    existsSync(file + suffix) ? statSync(file + suffix).size : compress().length;
  return {
    raw: body.length,
    gzip: sized('.gz', () => gzipSync(body, { level: 9 })),
    brotli: sized('.br', () =>
      brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    ),
  };
}

/** Every file a chunk loads before it runs: itself, its static imports (transitively) and their CSS. */
function closure(manifest: Manifest, keys: string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return files;
}

function rowsOf(route: string, dist: string, files: Set<string>): BundleRow[] {
  return (['js', 'css'] as const).map((kind) => {
    const row: BundleRow = { route, kind, files: 0, raw: 0, gzip: 0, brotli: 0 };
    for (const file of files) {
      if (!file.endsWith(`.${kind}`)) continue;
      const size = sizes(path.join(dist, file));
      row.files += 1;
      row.raw += size.raw;
      row.gzip += size.gzip;
      row.brotli += size.brotli;
    }
    return row;
  });
}

/**
 * Script and CSS a first visit of each route downloads before the page renders (the entry, its static
 * imports, the route's lazy chunk and its imports), from the Vite manifest of a built dist. Chunks
 * loaded later on demand (popups, other routes) are not counted. `games` = the game clients' bundle.
 */
export function bundleSizes(webDist: string, gamesDist: string): BundleRow[] {
  const rows: BundleRow[] = [];
  const load = (dist: string): Manifest | undefined => {
    const file = path.join(dist, '.vite', 'manifest.json');
    return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : undefined;
  };
  const web = load(webDist);
  if (web) {
    const entry = Object.keys(web).filter((key) => web[key]?.isEntry);
    rows.push(...rowsOf('site: entry (every route)', webDist, closure(web, entry)));
    for (const [route, src] of Object.entries(ROUTES)) {
      rows.push(...rowsOf(`site: ${route}`, webDist, closure(web, [...entry, src])));
    }
  }
  const games = load(gamesDist);
  if (games) {
    const entry = Object.keys(games).filter((key) => games[key]?.isEntry);
    rows.push(...rowsOf('game clients', gamesDist, closure(games, entry)));
  }
  return rows;
}
