import { createServer, type Server } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { Metrics } from './metrics.ts';

/**
 * `/metrics` on its own port (METRICS_PORT, on METRICS_HOST: 127.0.0.1 unless set), so the public
 * port never shows it. Anything else there is 404. Started by server.ts after the app listens.
 */
export async function listenMetrics(
  metrics: Metrics,
  options: { port: number; host: string; log: FastifyBaseLogger },
): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    metrics
      .render()
      .then((body) => response.writeHead(200, { 'content-type': metrics.contentType }).end(body))
      .catch((error: unknown) => {
        options.log.error({ err: error }, 'metrics could not be rendered');
        response.writeHead(500).end();
      });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  options.log.info({ port: options.port, host: options.host }, 'metrics on /metrics');
  return server;
}
