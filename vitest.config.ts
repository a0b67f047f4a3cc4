import { defineConfig } from 'vitest/config';

// One vitest run, three projects: `npm run test:unit` picks contract + web, `npm run test:api` the server.
export default defineConfig({
  test: {
    projects: ['packages/contract', 'packages/studio', 'apps/web', 'apps/games', 'apps/server'],
  },
});
