import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'client', environment: 'jsdom', include: ['src/**/*.test.ts', 'build/**/*.test.ts'] },
});
