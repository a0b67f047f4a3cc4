import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_FLAGS } from './support/chromium.ts';
import { CAPTCHA_TEST_ANSWER, OPERATOR } from './support/constants.ts';

/**
 * The browser suite drives the BUILT site (`npm run build` first) served by the real server on a
 * fresh embedded database in a temporary folder, with Debian's Chromium (Playwright's own browser
 * download is impossible on this machine). The server runs with NODE_ENV=test, not production:
 * the tests read codes and links from the development outbox and pass the captcha with
 * CAPTCHA_TEST_ANSWER, both of which production refuses.
 */
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'casino-e2e-'));

export const WIDTHS = [375, 1024, 1440] as const;

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // The time per spec file is printed at the end; E2E_JSON=<file> also keeps every test's time.
  reporter: [
    ['list'],
    ['./support/durations-reporter.ts'],
    ...(process.env.E2E_JSON ? [['json', { outputFile: process.env.E2E_JSON }] as const] : []),
  ],
  use: {
    baseURL,
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_FLAGS,
    },
  },
  projects: WIDTHS.map((width) => ({
    name: `w${width}`,
    use: { viewport: { width, height: width < 768 ? 812 : 900 }, browserName: 'chromium' as const },
  })),
  webServer: {
    // The compiled server (`npm run build` bundles it to apps/server/dist), as production runs it.
    command: 'node --enable-source-maps ../apps/server/dist/server.js',
    url: `${baseURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'test',
      CAPTCHA_TEST_ANSWER,
      // Every test signs up from 127.0.0.1; the limits themselves are proven by the server suite.
      RATE_LIMIT_MULTIPLIER: '100',
      // Leaderboards, raffle results and winners need the demo players (testers).
      SEED_DEMO: 'true',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // The console spec signs in with these (no first-start password to read from the log).
      OPERATOR_EMAIL: OPERATOR.email,
      OPERATOR_PASSWORD: OPERATOR.password,
    },
  },
});
