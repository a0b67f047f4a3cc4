/**
 * The deployment by hand: nginx on DEPLOY_PORT (default 3190) in front of three compiled server
 * processes on the next three ports, all on DATABASE_URL; Ctrl-C stops everything. Normally started
 * through `bash scripts/deployment.sh` (a throwaway PostgreSQL, after `npm run build`).
 */
import { startDeployment } from '../support/deployment.ts';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('DATABASE_URL is not set (bash scripts/deployment.sh starts a PostgreSQL)');
const port = Number(process.env.DEPLOY_PORT ?? 3190);
const deployment = await startDeployment({
  proxyPort: port,
  serverPorts: [port + 1, port + 2, port + 3],
  metricsPorts: [port + 5, port + 6, port + 7],
  databaseUrl,
  env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
});
console.log(`the casino: ${deployment.proxyURL} (nginx; config and logs in ${deployment.runDir})`);
deployment.servers.forEach((s, i) =>
  console.log(
    `  process ${'ABC'[i] ?? i}: ${s.url}, pid ${s.child.pid}, metrics http://127.0.0.1:${port + 5 + i}/metrics`,
  ),
);
console.log('Ctrl-C stops nginx and the processes.');
await new Promise<void>((resolve) => {
  process.once('SIGINT', resolve);
  process.once('SIGTERM', resolve);
});
await deployment.stop();
