import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A throwaway PostgreSQL server on 127.0.0.1 (scripts/with-postgres.sh, in TypeScript): initdb in a
 * temporary folder, start, one database. Debian's postgresql package provides the binaries
 * (scripts/install-test-deps.sh installs it). As root, the server runs as the `postgres` user.
 */
export interface ThrowawayPostgres {
  url: string;
  stop(): void;
}

function binDir(): string {
  const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(a) - Number(b));
  const latest = versions.at(-1);
  if (!latest) throw new Error('PostgreSQL is not installed (bash scripts/install-test-deps.sh)');
  return join('/usr/lib/postgresql', latest, 'bin');
}

export function startPostgres(port: number): ThrowawayPostgres {
  const bin = binDir();
  const dir = mkdtempSync(join(tmpdir(), 'casino-e2e-pg-'));
  const root = process.getuid?.() === 0;
  const run = (command: string) =>
    root
      ? execFileSync('su', ['postgres', '-c', command], { stdio: 'pipe' })
      : execFileSync('bash', ['-c', command], { stdio: 'pipe' });
  if (root) execFileSync('chown', ['postgres:postgres', dir]);
  chmodSync(dir, 0o700);
  run(`${bin}/initdb -D ${dir} -A trust -U postgres`);
  run(
    `${bin}/pg_ctl -D ${dir} -l ${dir}/log -o '-c listen_addresses=127.0.0.1 -p ${port} -k ${dir}' -w start`,
  );
  run(`${bin}/psql -h 127.0.0.1 -p ${port} -U postgres -qc 'create database casino_e2e'`);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/casino_e2e`,
    stop() {
      try {
        run(`${bin}/pg_ctl -D ${dir} -m fast stop`);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
