import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  BACKOFFICE_BASE_PATH,
  PUBLIC_CONFIG_META_NAME,
  STUDIO_BASE_PATH,
  type PublicConfig,
} from '@casino/contract';
import { toPublicConfig, type Config } from '../config.ts';
import { ApiError, StartupError } from '../errors.ts';
import { compressBody, sendCompressed, sendCompressedOnce } from './compressed-body.ts';
import {
  createBootData,
  createRouteHints,
  hasSessionCookie,
  readGameArt,
  readManifest,
} from './site-boot.ts';

/** Vite puts content-hashed files under assets/: they never change, so caches may keep them a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Other files of public/ (icons, favicon) keep their name when they change. */
const SHORT = 'public, max-age=3600';
/**
 * The site's sized game art, game-icons/{CODE}.{hash}.{width}.{ext} (apps/web/scripts/game-art/
 * variants.ts): the hash is of the drawing and its encoding, so the name changes with the bytes.
 */
const HASHED_GAME_ART = /^[A-Za-z0-9_-]+\.[0-9a-f]{8,}\.\d+\.(avif|webp|png)$/;

/** A year for content-hashed files (Vite's assets/, the hashed game art), an hour for the rest. */
export function cacheControlFor(relative: readonly string[]): string {
  if (relative[0] === 'assets') return IMMUTABLE;
  if (relative.length === 2 && relative[0] === 'game-icons' && HASHED_GAME_ART.test(relative[1]!)) {
    return IMMUTABLE;
  }
  return SHORT;
}

const META_TAG = new RegExp(`<meta\\s+name="${PUBLIC_CONFIG_META_NAME}"\\s+content="[^"]*"\\s*/?>`);

export function escapeHtmlAttribute(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}

/** Writes the public config, as attribute-escaped JSON, into index.html's casino-config meta tag. */
export function injectPublicConfig(html: string, publicConfig: PublicConfig): string | undefined {
  if (!META_TAG.test(html)) return undefined;
  const content = escapeHtmlAttribute(JSON.stringify(publicConfig));
  return html.replace(META_TAG, () => `<meta name="${PUBLIC_CONFIG_META_NAME}" content="${content}" />`);
}

/** A path whose last segment has an extension (/assets/x.js, /game-icons/A.png) names a file, not a page. */
export function looksLikeFile(pathname: string): boolean {
  return /\.[A-Za-z0-9]{1,10}$/.test(pathname);
}

export interface StaticSite {
  /** True for a GET/HEAD of a site page that no route matched: the SPA fallback answers it. */
  isPageRequest(request: FastifyRequest): boolean;
  sendIndex(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> | FastifyReply;
}

/**
 * Sends an index.html (already filled with the public config): never cached without asking (a new
 * deploy changes the hashed names it points at), compressed once in memory.
 */
export function createIndexSender(html: string) {
  const body = compressBody(html);
  return (request: FastifyRequest, reply: FastifyReply) => {
    reply.code(200).header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    return sendCompressed(request, reply, body);
  };
}

/**
 * Sends the site's index.html for a page with what its first render needs written into the head: the
 * page's route chunk as modulepreload (and its stylesheets), and the anonymous API answers its first
 * queries ask for (site-boot.ts), so the first paint waits on no request chain. The session is
 * embedded only for a request without a session cookie (it is then `{ player: null }`); a signed-in
 * player's page carries nothing of theirs. The page is therefore `private, no-cache` and varies on
 * Cookie; it is compressed per request in the one encoding the request takes (brotli 5 or gzip 6).
 */
export function createPageSender(
  app: FastifyInstance,
  html: string,
  config: Config,
  manifest: Awaited<ReturnType<typeof readManifest>>,
  art: Awaited<ReturnType<typeof readGameArt>> = new Map(),
) {
  const bootData = createBootData(app, toPublicConfig(config), art);
  const routeHints = createRouteHints(manifest);
  const [head = '', rest = ''] = html.split('</head>', 2);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?', 1)[0] ?? '/';
    const page = pathname === '/index.html' ? '/' : pathname;
    const data = await bootData(page, !hasSessionCookie(request), !request.url.includes('?'));
    const body = `${head}${routeHints(page)}${data}</head>${rest}`;
    reply
      .code(200)
      .header('cache-control', 'private, no-cache')
      .header('vary', 'cookie')
      .type('text/html; charset=utf-8');
    return sendCompressedOnce(request, reply, body, 5, 6);
  };
}

/**
 * Serves the built site (WEB_DIST_DIR) on the API's port. Files are registered one route each at
 * start (the dist folder is immutable in production); index.html is read once, filled with the
 * public config, and answers "/" and, through the not-found handler in app.ts, every other page path
 * (the SPA fallback). A missing dist is a start error in production and means "API only" otherwise.
 */
export async function registerStaticSite(app: FastifyInstance, config: Config): Promise<StaticSite | null> {
  const root = config.webDistDir;
  const indexFile = path.join(root, 'index.html');
  let template: string;
  try {
    template = await readFile(indexFile, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    if (config.isProduction) {
      throw new StartupError(
        `Invalid setting WEB_DIST_DIR: ${indexFile} does not exist. Build the site first (npm run build) or point WEB_DIST_DIR at a built site.`,
      );
    }
    app.log.warn({ webDistDir: root }, 'no built site found: serving the API only');
    return null;
  }
  const html = injectPublicConfig(template, toPublicConfig(config));
  if (html === undefined) {
    throw new StartupError(
      `Invalid setting WEB_DIST_DIR: ${indexFile} has no <meta name="${PUBLIC_CONFIG_META_NAME}" content=""> tag to fill.`,
    );
  }

  await registerDistFiles(app, root, '/');

  const sendIndex = createPageSender(app, html, config, await readManifest(root), await readGameArt(root));
  app.get('/', sendIndex);
  app.get('/index.html', sendIndex);

  const apiPrefix = `${config.apiBasePath}/`;
  return {
    isPageRequest(request) {
      if (request.method !== 'GET' && request.method !== 'HEAD') return false;
      const pathname = request.url.split('?', 1)[0] ?? '';
      if (pathname === config.apiBasePath || pathname.startsWith(apiPrefix)) return false;
      // The game clients' and the operator console's paths are never site pages, even when not served.
      if (pathname === STUDIO_BASE_PATH || pathname.startsWith(`${STUDIO_BASE_PATH}/`)) return false;
      if (pathname === BACKOFFICE_BASE_PATH || pathname.startsWith(`${BACKOFFICE_BASE_PATH}/`)) return false;
      return !looksLikeFile(pathname);
    },
    sendIndex,
  };
}

/**
 * One route per file of a Vite dist (except index.html) under `prefix`: content-hashed files (assets/,
 * the hashed game art) are cached for a year, other files for an hour. The build's precompressed copies
 * (`x.js.br`, `x.js.gz`, written by packages/client/build/precompress.ts) are sent instead of the file
 * when the request accepts them, with Content-Encoding and `Vary: Accept-Encoding`; they get no route
 * of their own. The first dist registered decorates reply.sendFile; later ones reuse it.
 */
export async function registerDistFiles(app: FastifyInstance, root: string, prefix: string): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    prefix,
    wildcard: false,
    index: false,
    globIgnore: ['index.html', 'index.html.br', 'index.html.gz', '**/*.br', '**/*.gz'],
    preCompressed: true,
    cacheControl: false,
    decorateReply: !app.hasReplyDecorator('sendFile'),
    setHeaders(res, filePath) {
      const relative = path.relative(root, filePath).split(path.sep);
      res.header('cache-control', cacheControlFor(relative));
    },
  });
}

export interface SpaAtPrefix {
  /** The built Vite app (its `base` must be `prefix` + '/'). */
  root: string;
  /** Where it is served, without a trailing slash: `/studio/play`, `/operator`. */
  prefix: string;
  /** Names the app in the log line when its dist is missing. */
  name: string;
}

/**
 * Serves a built single-page app at a URL prefix: its files as above (precompressed, hashed assets
 * immutable), `prefix` redirects to `prefix/`, and every other GET under it gets its index.html (the
 * app's own SPA fallback; the public config is written in when the meta tag is there); a missing path
 * with an extension is 404. A missing dist only logs (a warning in production). Returns whether it
 * serves the app. The game clients and the operator console use it.
 */
export async function registerSpaAtPrefix(
  app: FastifyInstance,
  config: Config,
  spa: SpaAtPrefix,
): Promise<boolean> {
  const indexFile = path.join(spa.root, 'index.html');
  let template: string;
  try {
    template = await readFile(indexFile, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    const log = config.isProduction ? app.log.warn.bind(app.log) : app.log.info.bind(app.log);
    log({ distDir: spa.root }, `no built ${spa.name} found at ${spa.root}: ${spa.prefix}/ will not load`);
    return false;
  }
  const html = injectPublicConfig(template, toPublicConfig(config)) ?? template;

  await registerDistFiles(app, spa.root, `${spa.prefix}/`);

  const sendIndex = createIndexSender(html);
  app.get(spa.prefix, (_request, reply) => reply.redirect(`${spa.prefix}/`, 301));
  app.get(`${spa.prefix}/*`, (request, reply) => {
    const pathname = request.url.split('?', 1)[0] ?? '';
    if (looksLikeFile(pathname)) throw new ApiError(404, 'NOT_FOUND');
    return sendIndex(request, reply);
  });
  return true;
}

/** The built game clients (GAMES_DIST_DIR, built with base STUDIO_BASE_PATH/) at STUDIO_BASE_PATH. */
export async function registerGamesSite(app: FastifyInstance, config: Config): Promise<boolean> {
  return registerSpaAtPrefix(app, config, {
    root: config.gamesDistDir,
    prefix: STUDIO_BASE_PATH,
    name: 'game clients',
  });
}

/** The built operator console (BACKOFFICE_DIST_DIR, built with base BACKOFFICE_BASE_PATH/) at /operator. */
export async function registerBackofficeSite(app: FastifyInstance, config: Config): Promise<boolean> {
  return registerSpaAtPrefix(app, config, {
    root: config.backofficeDistDir,
    prefix: BACKOFFICE_BASE_PATH,
    name: 'operator console',
  });
}
