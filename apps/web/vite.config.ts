import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
// A relative import: Vite bundles it into the config (a package export would be loaded as raw .ts).
import { needsPackage } from '../../packages/client/build/needs-package.ts';
import { precompress } from '../../packages/client/build/precompress.ts';

// The production server (apps/server) serves dist/ and fills the casino-config meta tag; in development
// the Vite server proxies the API to it, so the default public config (apiBasePath /api) just works.
export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks each route loads (npm run bench reports their sizes).
    manifest: true,
    rolldownOptions: {
      output: {
        // zod and the module that sets it to jitless (@casino/client/zod-jitless) share a chunk, so the
        // setting runs before any schema module (in another chunk) builds a schema.
        // `common`: what two or more chunks share goes into one chunk (30 KB at least) instead of a dozen
        // small ones. A first visit then fetches 4-5 scripts, not 20: on a phone's slow link each request
        // costs a round trip, and Lighthouse's first paint came 0.45 s sooner (issue 31), for ~6 KB more
        // script on the home page (what the routes share that the entry does not need).
        // `forms`: react-hook-form and every module of the site built on it (the popups' and settings'
        // forms) load with the first form, not with the first page: 12.7 KB brotli less on every first
        // visit. Its dependencies (React, zod, the contract) stay where they are, in the chunks above.
        codeSplitting: {
          groups: [
            { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]|zod-jitless/, priority: 30 },
            {
              name: 'forms',
              test: needsPackage(['react-hook-form', '@hookform/resolvers']),
              priority: 20,
              includeDependenciesRecursively: false,
            },
            { name: 'common', minShareCount: 2, minSize: 30000, priority: 10 },
          ],
        },
      },
    },
  },
});
