import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import {
  CHANNEL_HEADER,
  LOBBY_FRAME_META_NAME,
  LOBBY_FRAME_PATH,
  LOBBY_LAUNCHER_PATH,
  type LobbyFrameSettings,
} from '@casino/contract';
import type { Config } from '../../config.ts';
import { compressBody, sendCompressed, type CompressedBody } from '../../plugins/compressed-body.ts';
import { escapeHtmlAttribute } from '../../plugins/static-site.ts';

type LobbyConfig = Pick<
  Config,
  'lobbyDistDir' | 'apiBasePath' | 'channelCode' | 'contentCdnUrl' | 'isProduction'
>;

const originOf = (urlOrPath: string) => (urlOrPath.startsWith('/') ? [] : [new URL(urlOrPath).origin]);

/**
 * The lobby frame's policy: scripts and API calls only to us, images from us and the content CDN,
 * framed only by our own pages and the LOBBY_URL_ORIGINS sites (frame-ancestors), nothing else.
 */
export function lobbyFramePolicy(
  config: Pick<Config, 'contentCdnUrl'>,
  embedders: ReadonlySet<string>,
): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    // The launcher injects its stylesheet as a <style> element inside the frame.
    "style-src 'unsafe-inline'",
    `img-src 'self' data: ${originOf(config.contentCdnUrl).join(' ')}`.trim(),
    "connect-src 'self'",
    `frame-ancestors 'self' ${[...embedders].join(' ')}`.trim(),
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}

function frameHtml(settings: LobbyFrameSettings): string {
  const json = escapeHtmlAttribute(JSON.stringify(settings));
  return `<!doctype html>
<html lang="ja">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="${LOBBY_FRAME_META_NAME}" content="${json}">
<title>Tournaments</title>
</head>
<body>
<main id="lobby-root"></main>
<script src="${LOBBY_LAUNCHER_PATH}" data-lobby-frame></script>
</body>
</html>
`;
}

/**
 * The lobby launcher (issue 14), at the server's root (not under the API base path):
 * - GET /lobby/launcher.js: the script any page loads (apps/lobby's build). Cross-origin pages load it
 *   with a plain <script> tag: no CORS is needed, but Cross-Origin-Resource-Policy must allow it;
 * - GET /lobby/frame: the page the launcher frames. It calls our API from our own origin (no CORS), and
 *   may be framed by our pages and the LOBBY_URL_ORIGINS sites only.
 * A missing build logs and answers 404 (development without `npm run build`).
 */
export const lobbyRoutes: FastifyPluginAsync<{
  config: LobbyConfig;
  embedders: ReadonlySet<string>;
}> = async (app, { config, embedders }) => {
  let script: CompressedBody | undefined;
  try {
    script = compressBody(await readFile(path.join(config.lobbyDistDir, 'launcher.js')));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    const log = config.isProduction ? app.log.warn.bind(app.log) : app.log.info.bind(app.log);
    log({ distDir: config.lobbyDistDir }, 'no built lobby launcher found: /lobby/launcher.js answers 404');
  }
  const frame = compressBody(
    frameHtml({
      apiBasePath: config.apiBasePath,
      channelCode: config.channelCode,
      channelHeader: CHANNEL_HEADER,
    }),
  );
  const policy = lobbyFramePolicy(config, embedders);

  app.get(LOBBY_LAUNCHER_PATH, async (request, reply: FastifyReply) => {
    if (!script) return reply.callNotFound();
    reply
      .type('text/javascript; charset=utf-8')
      // Another site's page loads this script: the default same-origin policy would block it.
      .header('cross-origin-resource-policy', 'cross-origin')
      .header('cache-control', 'public, max-age=300');
    return sendCompressed(request, reply, script);
  });

  app.get(LOBBY_FRAME_PATH, async (request, reply: FastifyReply) => {
    reply.removeHeader('x-frame-options');
    reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', policy)
      .header('cache-control', 'no-cache');
    return sendCompressed(request, reply, frame);
  });
};
