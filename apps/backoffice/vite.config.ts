import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
// A relative import: Vite bundles it into the config (a package export would be loaded as raw .ts).
import { precompress } from '../../packages/client/build/precompress.ts';

// The operator console is its own bundle, served by apps/server at /operator with an SPA fallback (every
// non-file path under /operator/ gets index.html, so the browser router's deep links survive a reload). In
// development the Vite server proxies the API to the local server: http://localhost:5175/operator/.
export default defineConfig({
  base: '/operator/',
  plugins: [react(), precompress()],
  server: {
    port: 5175,
    proxy: {
      '/api': 'http://localhost:3000',
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // react-admin and Material UI make one large vendor chunk; the console is an internal tool.
    chunkSizeWarningLimit: 2000,
    manifest: true,
    rolldownOptions: {
      output: {
        // zod and the module that sets it to jitless share a chunk, so the setting runs before any schema
        // is built (the CSP forbids eval; see apps/games/vite.config.ts).
        codeSplitting: { groups: [{ name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]|zod-jitless/ }] },
      },
    },
  },
});
