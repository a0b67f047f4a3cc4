import { defineConfig } from 'vitest/config';

// One vitest run, one project per workspace: `npm run test:unit` picks every browser and shared package,
// `npm run test:api` the server.
export default defineConfig({
  test: {
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
