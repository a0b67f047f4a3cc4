import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // Every test file starts its own database (PGlite takes 3–6 s to start, more on a busy machine).
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
