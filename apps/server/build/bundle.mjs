/**
 * `npm run build -w @casino/server`: compiles the server to `apps/server/dist/` for `node` (issue 27).
 *
 * One ESM file per entry point: the server and the operator scripts a production host runs (backup,
 * restore, content). The workspace packages (`@casino/contract`, `@casino/studio`) ship as
 * TypeScript source and are bundled in; every other package stays an import from node_modules (native
 * modules such as argon2, PGlite's WebAssembly files and pg are loaded as their authors intend).
 * Source maps make stack traces name the TypeScript lines (`node --enable-source-maps`).
 */
import { build } from 'esbuild';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
// --outdir <dir>: elsewhere than apps/server/dist (the repo test compiles into a temporary folder).
const { values } = parseArgs({ options: { outdir: { type: 'string' } } });
const outdir = values.outdir ? resolve(values.outdir) : `${root}dist`;

/** Bare imports stay external, except our own workspace packages, which are TypeScript source. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@casino/') || args.path.startsWith('node:')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

rmSync(outdir, { recursive: true, force: true });
const started = performance.now();
const result = await build({
  absWorkingDir: root,
  entryPoints: {
    server: 'src/server.ts',
    backup: 'scripts/backup.ts',
    restore: 'scripts/restore.ts',
    content: 'scripts/content.ts',
  },
  outdir,
  bundle: true,
  // No shared chunks: every file sits at dist/<entry>.js, so config.ts's paths from import.meta.url
  // (<repo>/apps/server/<dir>/<file>) stay true for each entry.
  splitting: false,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  legalComments: 'none',
  plugins: [externalPackages],
  metafile: true,
  logLevel: 'warning',
});
const bytes = Object.values(result.metafile.outputs).reduce((sum, o) => sum + o.bytes, 0);
console.log(
  `server compiled to ${outdir} in ${Math.round(performance.now() - started)} ms (${Math.round(bytes / 1024)} KiB with source maps)`,
);
