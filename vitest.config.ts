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
    ],
  },
});
