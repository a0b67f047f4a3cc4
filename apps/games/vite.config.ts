import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
// A relative import: Vite bundles it into the config (a package export would be loaded as raw .ts).
import { noChunkCycles } from '../../packages/client/build/chunk-cycles.ts';
import { needsPackage } from '../../packages/client/build/needs-package.ts';
import { precompress } from '../../packages/client/build/precompress.ts';

/** The game client's modules that import the studio's maths, directly or through others of its own. */
const needsStudio = needsPackage(['@casino/studio']);

// The game clients are their own bundle, served by apps/server at STUDIO_BASE_PATH (/studio/play/) with an
// SPA fallback, so `/studio/play/{GAME_CODE}?launch=…` always gets index.html. In development the Vite
// server proxies the API to the local server (the page then runs at http://localhost:5174/studio/play/…).
export default defineConfig({
  base: '/studio/play/',
  plugins: [react(), noChunkCycles(), precompress()],
  // The locales as JSON.parse('…') rather than object literals: V8 reads JSON faster than the same
  // object as JavaScript, and the game's first frame pays for both languages' strings.
  json: { stringify: true },
  server: {
    port: 5174,
    proxy: {
      '/api': 'http://localhost:3000',
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks the client loads (npm run bench reports their sizes).
    manifest: true,
    rolldownOptions: {
      treeshake: {
        moduleSideEffects: [{ test: /packages[\\/](contract|studio)[\\/]src[\\/]/, sideEffects: false }],
      },
      output: {
        // zod and the module that sets it to jitless (@casino/client/zod-jitless) share a chunk, so the
        // setting runs before any schema module (in another chunk) builds a schema.
        // `common`: what two or more chunks share, in one chunk of 30 KB at least rather than many small
        // ones (each a round trip on a phone's link; the site does the same, apps/web/vite.config.ts).
        // `studio`: the games' maths and tables (~100 KB), which only the engines that draw from them, the
        // rules and the verify page use, in a chunk of their own; the shell's commitments need only the
        // fairness hashes (fair, rng, jackpot), which stay with it. Modules built on the maths stay out of
        // `common` (each family's shared ones get a chunk of their own): one of them there would make
        // every launch load the maths (issue 31: a coin flip's script 158 → 137 KB brotli).
        codeSplitting: {
          groups: [
            { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]|zod-jitless/, priority: 30 },
            {
              name: 'studio',
              test: /packages[\\/]studio[\\/]src[\\/](?!(fair|rng|jackpot)\.ts)|[\\/]safe-stable-stringify[\\/]/,
              priority: 20,
              includeDependenciesRecursively: false,
            },
            // The contract's modules in a chunk of their own: one that only the maths and the verify page
            // share would otherwise land in the verify page's chunk, which imports the maths back (a
            // cycle between chunks: the maths ran before what they import, and every engine failed).
            { name: 'contract', test: /packages[\\/]contract[\\/]src[\\/]/, priority: 15 },
            {
              name: 'common',
              test: (id) => !needsStudio(id),
              minShareCount: 2,
              minSize: 30000,
              priority: 10,
            },
          ],
        },
      },
    },
  },
});
