import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  API_PATHS,
  AUTH_PATHS,
  BOOT_DATA_ID,
  bootKey,
  CHANNEL_HEADER,
  DEFAULT_LANGUAGE,
  FIRST_SCREEN_TILES,
  gameArtSrcset,
  GRID_TILE_SIZES,
  GAMES_DEFAULT_LIMIT,
  PLAYER_COOKIE,
  SESSION_COOKIE,
  type PublicConfig,
} from '@casino/contract';

/** A Vite manifest entry (dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** Which lazy route module a page path shows first (the pages Lighthouse measures; others load as before). */
const ROUTE_MODULES: { match: RegExp; src: string }[] = [
  { match: /^\/$/, src: 'src/app/routes/home.tsx' },
  { match: /^\/category\/[^/]+\/?$/, src: 'src/app/routes/category.tsx' },
  { match: /^\/tournaments\/?$/, src: 'src/app/routes/tournaments.tsx' },
  { match: /^\/game-launch\/[^/]+\/?$/, src: 'src/app/routes/game-launch.tsx' },
];

/**
 * The anonymous GETs a page asks for before it can draw (same URLs as the site's queries; the
 * language-dependent ones in the default language, so a player who chose English fetches them).
 */
export function bootRequests(pathname: string, config: PublicConfig, withSession: boolean): string[] {
  const api = config.apiBasePath.replace(/\/+$/, '');
  const urls = [
    `${api}${API_PATHS.channel}?channelCode=${encodeURIComponent(config.channelCode)}`,
    `${api}${API_PATHS.games}?siteRef=${encodeURIComponent(config.siteRef)}&limit=${GAMES_DEFAULT_LIMIT}`,
  ];
  if (withSession) urls.push(`${api}${AUTH_PATHS.session}`);
  // The frame's jackpot meters and running promotions ask on every page.
  urls.push(`${api}/jackpots`, `${api}/promotions?language=${DEFAULT_LANGUAGE}`);
  if (pathname === '/') urls.push(`${api}/games/collections?language=${DEFAULT_LANGUAGE}`);
  if (/^\/tournaments\/?$/.test(pathname)) urls.push(`${api}/tournaments`);
  return urls;
}

/** True when the request carries a session (or the readable player cookie): its session is not embedded. */
export function hasSessionCookie(request: FastifyRequest): boolean {
  const cookie = request.headers.cookie ?? '';
  return cookie.split(';').some((part) => {
    const name = part.split('=', 1)[0]?.trim();
    return name === SESSION_COOKIE || name === PLAYER_COOKIE;
  });
}

/** `<`, `>`, `&` and the line separators escaped: JSON that cannot end its script element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

/** Reads the built site's Vite manifest; none (an old or hand-made dist) means no module hints. */
export async function readManifest(root: string): Promise<Manifest> {
  try {
    return JSON.parse(await readFile(path.join(root, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw error;
  }
}

/**
 * `<link rel="modulepreload">` for the page's lazy route chunk and the chunks it imports that the entry
 * does not already load, and its stylesheets: the browser fetches them with the entry instead of after
 * it ran. Worked out once per route, on first use (it was walked again for every page).
 */
export function createRouteHints(manifest: Manifest): (pathname: string) => string {
  const byRoute = new Map<string, string>();
  return (pathname) => {
    const route = ROUTE_MODULES.find((candidate) => candidate.match.test(pathname));
    if (!route || !manifest[route.src]) return '';
    let hints = byRoute.get(route.src);
    if (hints === undefined) {
      hints = hintsOf(manifest, route.src);
      byRoute.set(route.src, hints);
    }
    return hints;
  };
}

function hintsOf(manifest: Manifest, src: string): string {
  const entryFiles = new Set<string>();
  const walk = (key: string, into: Set<string>) => {
    const item = manifest[key];
    if (!item || into.has(item.file)) return;
    into.add(item.file);
    for (const imported of item.imports ?? []) walk(imported, into);
  };
  for (const [key, item] of Object.entries(manifest)) if (item.isEntry) walk(key, entryFiles);
  const files = new Set<string>();
  walk(src, files);
  const css = new Set<string>();
  for (const file of files) {
    if (entryFiles.has(file)) continue; // index.html links the entry's stylesheets itself
    const item = Object.values(manifest).find((candidate) => candidate.file === file);
    for (const sheet of item?.css ?? []) css.add(sheet);
  }
  const modules = [...files].filter((file) => !entryFiles.has(file));
  return [
    ...modules.map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`),
    ...[...css].map((file) => `<link rel="stylesheet" crossorigin href="/${file}" />`),
  ].join('');
}

/**
 * The data block of a page: the 200 answers of its boot GETs, asked of this app in process (through
 * every hook, as a browser would, without cookies), keyed by bootKey. Nothing is kept between pages:
 * these are the requests the browser would make right after, answered by the same routes and their
 * own caches (a maintenance switch or a new catalogue shows on the next page load).
 */
/** The built site's generated tile art (dist/game-icons), per game: its content hash and AVIF widths. */
export type GameArtIndex = Map<string, { hash: string; widths: number[] }>;

/** Reads the art index from the file names (`{CODE}.{hash}.{width}.avif`); no folder, no art. */
export async function readGameArt(root: string): Promise<GameArtIndex> {
  const art: GameArtIndex = new Map();
  let names: string[];
  try {
    names = await readdir(path.join(root, 'game-icons'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return art;
    throw error;
  }
  for (const name of names) {
    const match = /^([A-Z0-9_]+)\.([0-9a-f]+)\.(\d+)\.avif$/.exec(name);
    if (!match) continue;
    const [, code = '', hash = '', width = '0'] = match;
    const entry = art.get(code) ?? { hash, widths: [] };
    if (entry.hash !== hash) continue;
    entry.widths.push(Number(width));
    art.set(code, entry);
  }
  for (const entry of art.values()) entry.widths.sort((a, b) => a - b);
  return art;
}

/**
 * `<link rel="preload" as="image">` for the first screen's tiles of a category page (`/category/{tag}`, no filters
 * in the URL), with the tiles' own srcset and sizes: the LCP image of that page is fetched with the
 * script, not after the first render (issue 31). The games are the catalogue answer the page carries,
 * chosen as the site chooses them (the tag's games in catalogue order; `all`: every game).
 */
export function firstScreenPreloads(pathname: string, catalogue: unknown, art: GameArtIndex): string {
  const match = /^\/category\/([^/]+)\/?$/.exec(pathname);
  if (!match || art.size === 0) return '';
  const tag = decodeURIComponent(match[1] ?? '').toUpperCase();
  type Tile = { gameCode: string; tags: string[]; imagePath: string | null };
  const games = (catalogue as [{ games?: Tile[] }] | undefined)?.[0]?.games ?? [];
  const shown = tag === 'ALL' ? games : games.filter((g) => g.tags.some((t) => t.toUpperCase() === tag));
  return shown
    .slice(0, FIRST_SCREEN_TILES)
    .flatMap(({ gameCode, imagePath }) => {
      const entry = art.get(gameCode);
      // A title with its own image URL shows that one, not the generated art.
      if (!entry || (imagePath && imagePath !== `/game-icons/${gameCode}.png`)) return [];
      const srcset = gameArtSrcset(gameCode, entry.hash, entry.widths, 'avif');
      return [
        `<link rel="preload" as="image" type="image/avif" imagesrcset="${srcset}" imagesizes="${GRID_TILE_SIZES}" fetchpriority="high" />`,
      ];
    })
    .join('');
}

export function createBootData(app: FastifyInstance, config: PublicConfig, art: GameArtIndex = new Map()) {
  async function answer(url: string): Promise<unknown> {
    const res = await app.inject({
      method: 'GET',
      url,
      headers: { [CHANNEL_HEADER]: config.channelCode, accept: 'application/json' },
    });
    return res.statusCode === 200 ? (res.json() as unknown) : undefined;
  }
  /** `plain`: the URL has no query (filters that would change a category's first screen). */
  return async (pathname: string, withSession: boolean, plain = true): Promise<string> => {
    const urls = bootRequests(pathname, config, withSession);
    const bodies = await Promise.all(urls.map((url) => answer(url).catch(() => undefined)));
    const data: Record<string, unknown> = {};
    urls.forEach((url, i) => {
      if (bodies[i] !== undefined) data[bootKey(url)] = bodies[i];
    });
    // bootRequests asks for the catalogue second.
    const preloads = plain ? firstScreenPreloads(pathname, bodies[1], art) : '';
    return `${preloads}<script type="application/json" id="${BOOT_DATA_ID}">${jsonForScript(data)}</script>`;
  };
}
