import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'studio', include: ['src/**/*.test.ts'], environment: 'node', testTimeout: 60_000 },
});
