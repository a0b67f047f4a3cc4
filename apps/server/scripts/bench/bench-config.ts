import { loadConfig, type Config } from '../../src/config.ts';

/**
 * The configuration every load script runs the app with (bench, capacity, the round profile): no
 * site (the API only), quiet logs, the captcha's test answer, rate limits that still count (their
 * counter write is part of each route's cost) but never refuse the load, and coins enough for any run.
 * PostgreSQL when `databaseUrl` is given, else PGlite.
 */
export function benchConfig({
  databaseUrl,
  captcha = 'bench-pass',
}: { databaseUrl?: string; captcha?: string } = {}): Config {
  return loadConfig({
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    WEB_DIST_DIR: '/nonexistent-bench-dist',
    GAMES_DIST_DIR: '/nonexistent-bench-dist',
    CAPTCHA_TEST_ANSWER: captcha,
    RATE_LIMIT_MULTIPLIER: '100000',
    WALLET_SIGNUP_BONUS: '1000000000',
  });
}
