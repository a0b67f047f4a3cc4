import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { BACKOFFICE_BASE_PATH } from '@casino/contract';
import { toPublicConfig, type Config } from '../config.ts';
import { ApiError } from '../errors.ts';
import { injectPublicConfig, looksLikeFile, registerDistFiles } from './static-site.ts';

/**
 * Serves the built operator console (BACKOFFICE_DIST_DIR, a Vite app built with base /operator/) at
 * BACKOFFICE_BASE_PATH: its files, and index.html (with the public config) for every other GET under
 * it — the console's own SPA fallback. A missing dist only logs a warning: the casino runs without it,
 * and the operator API works for scripts. Returns whether it serves the console.
 */
export async function registerBackofficeSite(app: FastifyInstance, config: Config): Promise<boolean> {
  const root = config.backofficeDistDir;
  let template: string;
  try {
    template = await readFile(path.join(root, 'index.html'), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    const log = config.isProduction ? app.log.warn.bind(app.log) : app.log.info.bind(app.log);
    log({ backofficeDistDir: root }, 'no built operator console found: /operator will not load');
    return false;
  }
  const html = injectPublicConfig(template, toPublicConfig(config)) ?? template;

  await registerDistFiles(app, root, `${BACKOFFICE_BASE_PATH}/`);

  // The console is never framed and never cached as a page; its API answers carry no-store.
  const sendIndex = (reply: FastifyReply) =>
    reply.code(200).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  app.get(BACKOFFICE_BASE_PATH, (_request, reply) => reply.redirect(`${BACKOFFICE_BASE_PATH}/`, 301));
  app.get(`${BACKOFFICE_BASE_PATH}/*`, (request, reply) => {
    const pathname = request.url.split('?', 1)[0] ?? '';
    if (looksLikeFile(pathname)) throw new ApiError(404, 'NOT_FOUND');
    return sendIndex(reply);
  });
  return true;
}
