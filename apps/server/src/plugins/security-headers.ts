import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import type { Config } from '../config.ts';

/** The origin of a configured URL, or nothing for a same-origin path such as /cdn. */
function originOf(urlOrPath: string): string[] {
  return urlOrPath.startsWith('/') ? [] : [new URL(urlOrPath).origin];
}

/**
 * The Content-Security-Policy of a Vite-built React site served from our own origin: scripts only from
 * us (and the lobby launcher's origin when LOBBY_LAUNCHER_URL points elsewhere), inline styles allowed
 * (react-toastify injects a style element), images also from data:/blob: URLs and the content CDN,
 * frames from us (the studio's game clients), the lobby's origin and outside game providers' origins.
 * No upgrade-insecure-requests: it would break http://localhost; behind HTTPS the proxy redirects and
 * HSTS (helmet's default) keeps browsers there.
 */
export function contentSecurityPolicy(
  config: Pick<Config, 'lobbyLauncherUrl' | 'contentCdnUrl' | 'analyticsUrl'> &
    Partial<Pick<Config, 'gameProviderUrls'>>,
) {
  const lobby = originOf(config.lobbyLauncherUrl);
  // Games of outside providers (GAME_PROVIDER_URLS) are framed by the site's game-launch page.
  const providers = [...new Set(Object.values(config.gameProviderUrls ?? {}).flatMap(originOf))];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...lobby],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', ...originOf(config.contentCdnUrl)],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...originOf(config.analyticsUrl)],
    frameSrc: ["'self'", ...new Set([...lobby, ...providers])],
    frameAncestors: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
  };
}

export const securityHeaders = fp<{ config: Config }>(
  async (app, { config }) => {
    await app.register(helmet, {
      global: true,
      contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    });
  },
  { name: 'security-headers' },
);
