import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS } from './support/chromium.ts';

/**
 * The deployment test (issue 27): its own config so that it runs once, at one width, and never with
 * the widths of playwright.config.ts. The spec starts the deployment itself (e2e/support/deployment.ts:
 * nginx on DEPLOY_PORT, default 3190, three compiled server processes on the next three ports, their
 * /metrics on DEPLOY_PORT+5…+7) on the PostgreSQL of DATABASE_URL. `.ci/run` calls it after `npm test`
 * (whose test:e2e has built the site and the server):
 *
 *   npm run build && bash scripts/with-postgres.sh npm run test:deployment
 */
const port = Number(process.env.DEPLOY_PORT ?? 3190);

export default defineConfig({
  testDir: './deployment',
  outputDir: './test-results/deployment',
  workers: 1,
  retries: 0,
  timeout: 180_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1440, height: 900 },
    browserName: 'chromium',
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [{ name: 'deployment' }],
});
