import { defineConfig } from 'vite';

// One classic script (an IIFE, no modules, no chunks): a page on any site loads it with a plain
// <script src>. apps/server serves dist/launcher.js at /lobby/launcher.js; inside the lobby frame the same
// script renders the lobby. CSS comes in as strings (?inline) and is injected into the frame.
export default defineConfig({
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    lib: {
      entry: 'src/launcher.ts',
      formats: ['iife'],
      name: 'CasinoLobbyBundle',
      fileName: () => 'launcher.js',
    },
  },
});
