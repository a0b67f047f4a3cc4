import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One vitest run, one project per workspace: `npm run test:unit` picks every browser and shared package,
// `npm run test:api` the server.
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: ONE on CI's two-core machine, so the server
    // suite ran its files one at a time while its tests mostly wait on PGlite or PostgreSQL. Two
    // workers there: the API suite passed whole at load average 10 this way (1.6 files at a time).
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      'packages/contract',
      'packages/studio',
      'packages/client',
      'apps/web',
      'apps/games',
      'apps/backoffice',
      'apps/lobby',
      'apps/server',
      // The repository's own checks (scripts/*.test.ts): the lint rules that hold the architecture.
      {
        test: { name: 'repo', include: ['scripts/**/*.test.ts'], environment: 'node', testTimeout: 120_000 },
      },
    ],
  },
});
