import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer, waitReady, type ServerProcess } from '../../apps/server/test/support/server-process.ts';

const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const NGINX_TEMPLATE = join(REPO_ROOT, 'deploy', 'nginx.conf.template');
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

export interface DeploymentOptions {
  /** The proxy's public port. */
  proxyPort: number;
  /** One compiled server process per port, in this order (A, B, C…). */
  serverPorts: readonly number[];
  /** Each process's METRICS_PORT (same order), if wanted. */
  metricsPorts?: readonly number[];
  /** The one PostgreSQL every process shares (scripts/with-postgres.sh sets DATABASE_URL). */
  databaseUrl: string;
  /** More environment for every server process. */
  env?: Record<string, string>;
}

export interface Deployment {
  /** http://127.0.0.1:<proxyPort>: what a player's browser reaches. */
  proxyURL: string;
  servers: ServerProcess[];
  /** The folder holding nginx.conf, its pid, logs and temporary files. */
  runDir: string;
  /** nginx's error log so far (an upstream it skipped is logged there). */
  errorLog(): string;
  stop(): Promise<void>;
}

/** The shipped template with its placeholders filled (throws if one is left). */
export function renderNginxConfig(vars: { runDir: string; listen: string; upstreams: string[] }): string {
  const filled = readFileSync(NGINX_TEMPLATE, 'utf8')
    .replaceAll('@@RUN_DIR@@', vars.runDir)
    .replaceAll('@@LISTEN@@', vars.listen)
    .replaceAll(
      '@@UPSTREAMS@@',
      vars.upstreams.map((address) => `server ${address} max_fails=1 fail_timeout=5s;`).join('\n    '),
    );
  const left = /@@[A-Z_]+@@/.exec(filled);
  if (left) throw new Error(`nginx template: ${left[0]} not filled`);
  return filled;
}

async function waitForProxy(url: string, nginx: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (nginx.exitCode !== null) throw new Error(`nginx exited (${nginx.exitCode}):\n${log()}`);
    try {
      if ((await fetch(`${url}/api/health/live`, { signal: AbortSignal.timeout(2_000) })).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nginx did not answer in 15 s:\n${log()}`);
}

/**
 * The deployment of docs/operations.md on one machine: compiled server processes (`npm run build`
 * first) on one PostgreSQL, started with the resilience suite's helper (startServer, compiled), and
 * Debian's nginx in front of them, unprivileged: its config is written from deploy/nginx.conf.template
 * into a temporary folder that also holds its pid, logs and temporary files (`-p`, `-c`, daemon off).
 * As root nginx's worker drops to `nobody`, so the folder is left readable (it holds no secrets).
 */
export async function startDeployment(options: DeploymentOptions): Promise<Deployment> {
  if (!existsSync(join(REPO_ROOT, 'apps/server/dist/server.js')))
    throw new Error('apps/server/dist/server.js is missing: run `npm run build` first');
  if (!existsSync(NGINX)) throw new Error(`${NGINX} is missing: bash scripts/install-test-deps.sh`);
  const runDir = mkdtempSync(join(tmpdir(), 'casino-deploy-'));
  chmodSync(runDir, 0o755);
  const proxyURL = `http://127.0.0.1:${options.proxyPort}`;
  const site = (app: string) => join(REPO_ROOT, 'apps', app, 'dist');
  const servers = options.serverPorts.map((port, i) =>
    startServer(
      port,
      {
        DATABASE_URL: options.databaseUrl,
        WEB_DIST_DIR: site('web'),
        GAMES_DIST_DIR: site('games'),
        BACKOFFICE_DIST_DIR: site('backoffice'),
        LOBBY_DIST_DIR: site('lobby'),
        PUBLIC_URL: proxyURL,
        // The proxy's address: X-Forwarded-For (which nginx overwrites) names the client.
        TRUST_PROXY: '127.0.0.1',
        DATA_DIR: join(runDir, `data-${i}`),
        ...(options.metricsPorts?.[i] ? { METRICS_PORT: String(options.metricsPorts[i]) } : {}),
        ...options.env,
      },
      { compiled: true },
    ),
  );
  let nginx: ChildProcess | undefined;
  const errorLog = () =>
    existsSync(join(runDir, 'error.log')) ? readFileSync(join(runDir, 'error.log'), 'utf8') : '';
  const stop = async () => {
    if (nginx && nginx.exitCode === null) {
      const exited = new Promise((resolve) => nginx!.once('exit', resolve));
      nginx.kill('SIGQUIT');
      await exited;
    }
    await Promise.all(servers.map((server) => server.kill('SIGTERM')));
    rmSync(runDir, { recursive: true, force: true });
  };
  try {
    // Started together: the migrations' lock lets one migrate while the others wait.
    await Promise.all(servers.map((server) => waitReady(server, 120_000)));
    const config = join(runDir, 'nginx.conf');
    writeFileSync(
      config,
      renderNginxConfig({
        runDir,
        listen: `127.0.0.1:${options.proxyPort}`,
        upstreams: options.serverPorts.map((port) => `127.0.0.1:${port}`),
      }),
    );
    let output = '';
    nginx = spawn(NGINX, ['-p', runDir, '-c', config, '-g', 'daemon off;'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    nginx.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    nginx.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await waitForProxy(proxyURL, nginx, () => `${output}${errorLog()}`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { proxyURL, servers, runDir, errorLog, stop };
}
