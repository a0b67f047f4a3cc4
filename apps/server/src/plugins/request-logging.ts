import fp from 'fastify-plugin';

/**
 * The URL as it may be logged. Query strings can carry secrets: API calls under /auth/ and every site
 * page (e.g. /reset-password?token=…) are logged by path only. Other API calls keep their query
 * (siteRef, limit, gameCode…), which helps when reading logs.
 */
export function loggableUrl(url: string, apiBasePath: string): string {
  const queryAt = url.indexOf('?');
  if (queryAt === -1) return url;
  const path = url.slice(0, queryAt);
  const isApi = path === apiBasePath || path.startsWith(`${apiBasePath}/`);
  return isApi && !path.includes('/auth/') ? url : path;
}

/**
 * One line per request when the response is sent: method, url (see loggableUrl), status, response time
 * in ms. Fastify's own request logging is off (it logs two lines and the raw URL). Bodies and headers
 * are never logged.
 */
export const requestLogging = fp<{ apiBasePath: string }>(
  async (app, { apiBasePath }) => {
    app.addHook('onResponse', async (request, reply) => {
      request.log.info(
        {
          method: request.method,
          url: loggableUrl(request.url, apiBasePath),
          statusCode: reply.statusCode,
          responseTime: Math.round(reply.elapsedTime * 10) / 10,
        },
        'request completed',
      );
    });
  },
  { name: 'request-logging' },
);
