import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CAPTCHA_TEST_ANSWER, OPERATOR } from './constants.ts';

const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface OwnServer {
  baseURL: string;
  stop(): Promise<void>;
}

/**
 * A second test server (NODE_ENV=test, its own empty database and port), started like the suite's own
 * (playwright.config.ts). For a spec that switches something global — the maintenance flag, or the
 * server's clock (raffle draws, tournament ends) — which would otherwise disturb every other spec
 * running beside it. Each spec takes its own port (E2E_PORT + an offset no other spec uses).
 */
export async function startOwnServer(port: number, env: Record<string, string> = {}): Promise<OwnServer> {
  // The compiled server (`npm run build` made apps/server/dist), as production runs it.
  const child: ChildProcess = spawn(
    process.execPath,
    ['--enable-source-maps', 'apps/server/dist/server.js'],
    {
      cwd: REPO_ROOT,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: 'test',
        CAPTCHA_TEST_ANSWER,
        RATE_LIMIT_MULTIPLIER: '100',
        SEED_DEMO: 'true',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: mkdtempSync(join(tmpdir(), 'casino-e2e-own-')),
        LOG_LEVEL: 'warn',
        OPERATOR_EMAIL: OPERATOR.email,
        OPERATOR_PASSWORD: OPERATOR.password,
        ...env,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
      detached: true,
    },
  );
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${stderr}`);
    try {
      const res = await fetch(`${baseURL}/api/health`, { headers: { channel: 'WEB' } });
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the server did not answer in 120 s:\n${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    baseURL,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid!, 'SIGTERM');
      await exited;
    },
  };
}
