import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Production runs compiled JavaScript (issue 27): `npm start` starts `node` on apps/server/dist, and
 * tsx is a development tool, not something a production install (`npm ci --omit=dev`) brings.
 * The browser suite's servers and the newcomer walk run the same compiled files.
 */
const root = join(import.meta.dirname, '..');
const serverPackage = JSON.parse(readFileSync(join(root, 'apps/server/package.json'), 'utf8')) as {
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
};

describe('the compiled server', () => {
  it('starts with node on dist/, and tsx is not a production dependency', () => {
    expect(serverPackage.scripts.start).toMatch(/^NODE_ENV=production node [^|&;]*dist\/server\.js$/);
    expect(Object.keys(serverPackage.dependencies)).not.toContain('tsx');
    const production = execFileSync(
      'npm',
      ['ls', '--omit=dev', '--all', '--parseable', '-w', '@casino/server'],
      {
        cwd: root,
        encoding: 'utf8',
      },
    );
    expect(production).toMatch(/node_modules\/fastify$/m); // the list is real
    expect(production.split('\n').filter((path) => /node_modules\/(tsx|esbuild)$/.test(path))).toEqual([]);
  });

  it('bundles every entry point into one file that imports only packages, not our TypeScript', () => {
    const outdir = mkdtempSync(join(tmpdir(), 'casino-dist-'));
    execFileSync(process.execPath, ['apps/server/build/bundle.mjs', '--outdir', outdir], { cwd: root });
    for (const entry of ['server', 'backup', 'restore', 'content']) {
      const code = readFileSync(join(outdir, `${entry}.js`), 'utf8');
      const imports = [...code.matchAll(/^import .* from "([^"]+)";$/gm)].map((m) => m[1]!);
      expect(
        imports.filter((path) => path.startsWith('.') || path.startsWith('@casino/') || path.endsWith('.ts')),
      ).toEqual([]);
    }
  });
});
