import fp from 'fastify-plugin';
import { ApiError } from '../errors.ts';
import { requestOrigin } from '../modules/launch/lobby-url.ts';

export interface CrossSiteGuardOptions {
  /** Origins whose pages may change state besides the request's own (PUBLIC_URL's). */
  trustedOrigins: ReadonlySet<string>;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The second CSRF layer (issue 17, hole 7); the first is the CHANNEL header (channel-guard.ts). A
 * state-changing request (any method but GET/HEAD/OPTIONS) is refused with 403
 * CROSS_SITE_REQUEST_REFUSED when its `Origin` is neither the request's own origin nor a trusted one
 * (`null` included), or when Fetch Metadata says `Sec-Fetch-Site: cross-site` or `same-site` and the
 * Origin is not a trusted one. Requests with neither header (servers, old browsers, tests) pass: the CHANNEL header still guards them. Reads are not checked: the tournaments lobby
 * reads cross-origin by design, and no GET changes state.
 */
export const crossSiteGuard = fp<CrossSiteGuardOptions>(
  async (app, { trustedOrigins }) => {
    app.addHook('onRequest', async (request) => {
      if (SAFE_METHODS.has(request.method)) return;
      const origin = request.headers.origin;
      const trusted = origin !== undefined && trustedOrigins.has(origin);
      if (origin !== undefined && !trusted && origin !== requestOrigin(request)) {
        throw new ApiError(403, 'CROSS_SITE_REQUEST_REFUSED');
      }
      const site = request.headers['sec-fetch-site'];
      if ((site === 'cross-site' || site === 'same-site') && !trusted) {
        throw new ApiError(403, 'CROSS_SITE_REQUEST_REFUSED');
      }
    });
  },
  { name: 'cross-site-guard' },
);
