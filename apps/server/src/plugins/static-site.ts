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

/** Vite puts content-hashed files under assets/: they never change, so caches may keep them a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Other files of public/ (icons, favicon) keep their name when they change. */
const SHORT = 'public, max-age=3600';

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
  sendIndex(reply: FastifyReply): FastifyReply;
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

  const sendIndex = (reply: FastifyReply) =>
    reply.code(200).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  app.get('/', (_request, reply) => sendIndex(reply));
  app.get('/index.html', (_request, reply) => sendIndex(reply));

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
 * One route per file of a Vite dist (except index.html) under `prefix`: content-hashed files under
 * assets/ are cached for a year, other files for an hour. The first dist registered decorates
 * reply.sendFile; later ones reuse it.
 */
export async function registerDistFiles(app: FastifyInstance, root: string, prefix: string): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    prefix,
    wildcard: false,
    index: false,
    globIgnore: ['index.html'],
    cacheControl: false,
    decorateReply: !app.hasReplyDecorator('sendFile'),
    setHeaders(res, filePath) {
      const relative = path.relative(root, filePath).split(path.sep);
      res.header('cache-control', relative[0] === 'assets' ? IMMUTABLE : SHORT);
    },
  });
}

/**
 * Serves the built game clients (GAMES_DIST_DIR, a Vite app built with base STUDIO_BASE_PATH/) at
 * STUDIO_BASE_PATH: its files as above, and every other GET under it — `/studio/play/<GAME_CODE>` —
 * its index.html (the game client's own SPA fallback); a missing path with an extension is 404. The
 * public config is written into index.html when it has the casino-config meta tag. A missing dist
 * only logs a warning, in production too: the site works without game clients. Returns whether it
 * serves them.
 */
export async function registerGamesSite(app: FastifyInstance, config: Config): Promise<boolean> {
  const root = config.gamesDistDir;
  const indexFile = path.join(root, 'index.html');
  let template: string;
  try {
    template = await readFile(indexFile, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    const log = config.isProduction ? app.log.warn.bind(app.log) : app.log.info.bind(app.log);
    log({ gamesDistDir: root }, 'no built game clients found: launch URLs of the studio will not load');
    return false;
  }
  const html = injectPublicConfig(template, toPublicConfig(config)) ?? template;

  await registerDistFiles(app, root, `${STUDIO_BASE_PATH}/`);

  const sendIndex = (reply: FastifyReply) =>
    reply.code(200).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  app.get(STUDIO_BASE_PATH, (_request, reply) => reply.redirect(`${STUDIO_BASE_PATH}/`, 301));
  app.get(`${STUDIO_BASE_PATH}/*`, (request, reply) => {
    const pathname = request.url.split('?', 1)[0] ?? '';
    if (looksLikeFile(pathname)) throw new ApiError(404, 'NOT_FOUND');
    return sendIndex(reply);
  });
  return true;
}
