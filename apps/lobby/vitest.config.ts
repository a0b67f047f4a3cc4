import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'lobby',
    environment: 'jsdom',
    include: ['src/**/*.test.ts'],
  },
});
