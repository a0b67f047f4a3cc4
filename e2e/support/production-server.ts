import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface ProductionServer {
  baseURL: string;
  /** Every line the server printed on stdout (JSON log lines). */
  lines: string[];
  /** The first-start credential the log printed once: `Operator console: … user …, password …`. */
  operator: { url: string; email: string; password: string };
  /** The command lines of every process `npm start` left running (npm, its shell, the server). */
  processes(): string[];
  stop(): Promise<void>;
}

/**
 * The casino exactly as `npm start` runs it once the build is there: `npm run start -w @casino/server`
 * (NODE_ENV=production, no test routes, no captcha test answer), no operator settings, no PUBLIC_URL,
 * on its own port and an empty database.
 */
export async function startProductionServer(options: {
  port: number;
  databaseUrl?: string;
}): Promise<ProductionServer> {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    PORT: String(options.port),
    HOST: '127.0.0.1',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'casino-e2e-newcomer-')),
    LOG_LEVEL: 'info',
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
  };
  const child: ChildProcess = spawn('npm', ['run', 'start', '-w', '@casino/server'], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const lines: string[] = [];
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const operator = await new Promise<ProductionServer['operator']>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no operator line in 90 s:\n${lines.join('\n')}\n${stderr}`)),
      90_000,
    );
    let buffered = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const parts = buffered.split('\n');
      buffered = parts.pop() ?? '';
      for (const line of parts) {
        lines.push(line);
        const match = /Operator console: (\S+) — user (\S+), password (\S+), change it/.exec(line);
        if (match) {
          clearTimeout(timer);
          resolve({ url: match[1]!, email: match[2]!, password: match[3]! });
        }
      }
    });
    child.on('exit', (code) =>
      reject(new Error(`the server exited (${code}):\n${lines.join('\n')}\n${stderr}`)),
    );
  });
  return {
    baseURL: `http://127.0.0.1:${options.port}`,
    lines,
    operator,
    processes: () => processTree(child.pid!),
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid!, 'SIGTERM');
      await exited;
    },
  };
}

/** The command lines of `pid` and every process below it (read from `ps`, Debian's procps). */
function processTree(pid: number): string[] {
  const rows = execFileSync('ps', ['-eo', 'pid=,ppid=,args='], { encoding: 'utf8' })
    .split('\n')
    .map((line) => /^\s*(\d+)\s+(\d+)\s+(.*)$/.exec(line))
    .filter((match) => match !== null)
    .map((match) => ({ pid: Number(match[1]), ppid: Number(match[2]), args: match[3]! }));
  const tree = new Set([pid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const row of rows)
      if (tree.has(row.ppid) && !tree.has(row.pid)) {
        tree.add(row.pid);
        grew = true;
      }
  }
  return rows.filter((row) => tree.has(row.pid)).map((row) => row.args);
}
