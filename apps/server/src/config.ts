import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import {
  wholeNumber,
  ref,
  urlOrPath,
  databaseUrl,
  trustProxy,
  booleanSetting,
  httpUrl,
  originList,
  smtpUrl,
  walletProviders,
  gameProviderUrls,
  providerLaunchUrl,
  providerAmounts,
} from './config-parsers.ts';
import {
  API_PATHS,
  DEFAULT_COMPANY_INFO,
  DEFAULT_PUBLIC_CONFIG,
  WEB_CHANNEL_CODE,
  SPORTSBOOK_GAME_CODE,
  type PublicConfig,
} from '@casino/contract';

/**
 * Every setting of the server, validated once at start. This is the only module that reads
 * process.env (eslint enforces it); everything else receives a `Config`.
 *
 * Paths: an explicit DATA_DIR, WEB_DIST_DIR or GAMES_DIST_DIR that is relative is resolved from the working directory
 * of the process. The defaults are resolved from this file's location instead, so that `npm start`
 * at the repo root and `npm run start -w @casino/server` (whose cwd is apps/server) both keep data in
 * <repo>/data and serve <repo>/apps/web/dist.
 */

/** <repo>/ — this file is <repo>/apps/server/src/config.ts, or bundled into <repo>/apps/server/dist/<entry>.js. */
const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export type TrustProxy = boolean | number | string[];

/** Thrown for a bad setting; its message names the setting and is meant for the operator. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

const settingsSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: wholeNumber(0, 65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  METRICS_PORT: wholeNumber(1, 65535).optional(),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  DATA_DIR: z.string().min(1).optional(),
  DATABASE_URL: databaseUrl.optional(),
  API_BASE_PATH: z
    .string()
    .regex(/^(\/[A-Za-z0-9._~-]+)+$/, 'must start with / and must not end with /')
    .default(DEFAULT_PUBLIC_CONFIG.apiBasePath),
  CHANNEL_CODE: z
    .string()
    .regex(/^[A-Z0-9_]{1,32}$/, 'upper-case letters, digits and underscores, at most 32')
    .default(WEB_CHANNEL_CODE),
  BRAND_REF: ref.default(DEFAULT_PUBLIC_CONFIG.brandRef),
  ACCOUNT_REF: ref.default(DEFAULT_PUBLIC_CONFIG.accountRef),
  SITE_REF: ref.default(DEFAULT_PUBLIC_CONFIG.siteRef),
  LOBBY_LAUNCHER_URL: urlOrPath.default(DEFAULT_PUBLIC_CONFIG.lobbyLauncherUrl),
  CONTENT_CDN_URL: urlOrPath.default(DEFAULT_PUBLIC_CONFIG.contentCdnUrl),
  /** Default: the API's own analytics endpoint under API_BASE_PATH. */
  ANALYTICS_URL: urlOrPath.optional(),
  WEB_DIST_DIR: z.string().min(1).optional(),
  TRUST_PROXY: trustProxy.default(false),
  /** Default: http://localhost:${PORT}, the address the server actually listens on. */
  PUBLIC_URL: httpUrl.optional(),
  LOBBY_URL_ORIGINS: z
    .string()
    .default('')
    .transform((v, ctx) => originList(v, ctx)),
  COOKIE_SECURE: z.enum(['auto', 'true', 'false']).default('auto'),
  SESSION_IDLE_MINUTES: wholeNumber(1, 525_600).default(1440),
  SESSION_ABSOLUTE_DAYS: wholeNumber(1, 3650).default(30),
  TOKEN_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  CHANNEL_CAPTCHA: booleanSetting.default(true),
  CAPTCHA_TEST_ANSWER: z.string().min(1).max(64).optional(),
  CAPTCHA_POW_COST: wholeNumber(1, 1_000_000).default(100),
  CAPTCHA_POW_MAX_COUNTER: wholeNumber(2, 10_000_000).default(12_000),
  SMTP_URL: smtpUrl.optional(),
  MAIL_FROM: z.string().min(3).default('Casino <no-reply@localhost>'),
  SMS_GATEWAY_URL: httpUrl.optional(),
  SMS_GATEWAY_USER: z.string().optional(),
  SMS_GATEWAY_PASSWORD: z.string().optional(),
  SMS_FROM: z.string().min(1).max(32).default('Casino'),
  RATE_LIMIT_MULTIPLIER: wholeNumber(1, 100_000).default(1),
  /** Demo players (testers) with scores and raffle wins on first start; never in production. */
  SEED_DEMO: booleanSetting.default(false),
  /** The generated API reference at API_BASE_PATH/docs; default: on in development only. */
  API_DOCS: booleanSetting.optional(),
  ANALYTICS_RETENTION_DAYS: wholeNumber(1, 3650).default(90),
  LOGIN_MAX_FAILURES: wholeNumber(1, 100).default(5),
  LOGIN_LOCK_MINUTES: wholeNumber(1, 1440).default(15),
  WALLET_SIGNUP_BONUS: wholeNumber(0, 1_000_000_000).default(10_000),
  DAILY_BONUS_AMOUNT: wholeNumber(1, 1_000_000_000).default(1_000),
  DAILY_BONUS_MODE: z.enum(['daily-reset', 'rolling']).default('daily-reset'),
  DAILY_BONUS_RESET_HOUR: wholeNumber(0, 23).default(0),
  DAILY_BONUS_PERIOD_HOURS: wholeNumber(1, 24 * 365).default(24),
  /** Issue 30: the JST hour daily missions reset (weekly ones on Monday at the same hour); 04:00 as Japanese games do. */
  MISSIONS_RESET_HOUR: wholeNumber(0, 23).default(4),
  PHONE_VERIFIED_BONUS: wholeNumber(0, 1_000_000_000).default(1_000),
  WALLET_PROVIDERS: walletProviders.default({}),
  WALLET_SIGNATURE_TOLERANCE_SECONDS: wholeNumber(1, 3600).default(300),
  WALLET_STALE_ROUND_MINUTES: wholeNumber(1, 10_080).default(60),
  WALLET_PROVIDER_SESSION_MINUTES: wholeNumber(1, 43_200).default(1440),
  WALLET_MAX_WIN_MULTIPLE: wholeNumber(1, 1_000_000).default(10_000),
  WALLET_MAX_WIN: wholeNumber(1, Number.MAX_SAFE_INTEGER).default(100_000_000),
  WALLET_PROVIDER_MAX_WIN: providerAmounts.default({}),
  GAME_PROVIDER_URLS: gameProviderUrls.default({}),
  SPORTSBOOK_URL: providerLaunchUrl.optional(),
  ANALYTICS_FORWARD_URL: httpUrl.optional(),
  DEMO_BALANCE: wholeNumber(0, 1_000_000_000).default(10_000),
  GAMES_DIST_DIR: z.string().min(1).optional(),
  BACKOFFICE_DIST_DIR: z.string().min(1).optional(),
  LOBBY_DIST_DIR: z.string().min(1).optional(),
  OPERATOR_EMAIL: z
    .string()
    .max(254)
    .regex(/^[^\s@]+@[^\s@]+$/, 'must be an e-mail address')
    .transform((v) => v.toLowerCase())
    .optional(),
  OPERATOR_PASSWORD: z.string().min(12, 'must be at least 12 characters').max(128).optional(),
  COMPANY_NAME: z.string().min(1).max(200).default('Sakura Social Gaming Ltd.'),
  COMPANY_NUMBER: z.string().min(1).max(60).default('123456'),
  COMPANY_ADDRESS: z
    .string()
    .min(1)
    .max(300)
    .default('Suite 7, Ocean Village Business Centre, Gibraltar GX11 1AA'),
  SUPPORT_EMAIL: z
    .string()
    .max(254)
    .regex(/^[^\s@()<>[\]]+@[^\s@()<>[\]]+$/, 'must be an e-mail address')
    .default(DEFAULT_COMPANY_INFO.supportEmail),
  /** Responsible play: the support organisation the site names beside its contact page (issue 28). */
  RESPONSIBLE_PLAY_SUPPORT_NAME: z
    .string()
    .min(1)
    .max(200)
    .default('依存症対策全国センター (National Center for Addiction Services Administration)'),
  RESPONSIBLE_PLAY_SUPPORT_URL: z
    .url({ protocol: /^https?$/ })
    .max(500)
    .default('https://www.ncasa-japan.jp/'),
});

type SettingName = keyof typeof settingsSchema.shape;
const SETTING_NAMES = Object.keys(settingsSchema.shape) as SettingName[];

/**
 * Validates the settings. Empty values count as unset. Throws a ConfigError naming every bad setting,
 * e.g. "Invalid setting PORT: must be a whole number".
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const raw: Partial<Record<SettingName, string>> = {};
  for (const name of SETTING_NAMES) {
    const value = env[name]?.trim();
    if (value) raw[name] = value;
  }
  const parsed = settingsSchema.safeParse(raw);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `Invalid setting ${issue.path.join('.') || '(settings)'}: ${issue.message}`,
    );
    throw new ConfigError(lines.join('\n'));
  }
  const s = parsed.data;
  for (const [gameCode, { provider }] of Object.entries(s.GAME_PROVIDER_URLS)) {
    if (!Object.hasOwn(s.WALLET_PROVIDERS, provider))
      throw new ConfigError(
        `Invalid setting GAME_PROVIDER_URLS: ${gameCode} names provider ${provider}, which WALLET_PROVIDERS does not list`,
      );
  }
  for (const provider of Object.keys(s.WALLET_PROVIDER_MAX_WIN)) {
    if (!Object.hasOwn(s.WALLET_PROVIDERS, provider))
      throw new ConfigError(
        `Invalid setting WALLET_PROVIDER_MAX_WIN: names provider ${provider}, which WALLET_PROVIDERS does not list`,
      );
  }
  if (s.SPORTSBOOK_URL && !Object.hasOwn(s.WALLET_PROVIDERS, s.SPORTSBOOK_URL.provider))
    throw new ConfigError(
      `Invalid setting SPORTSBOOK_URL: names provider ${s.SPORTSBOOK_URL.provider}, which WALLET_PROVIDERS does not list`,
    );
  // A server started without NODE_ENV (development) must not expose codes or test answers either.
  if (s.NODE_ENV !== 'test' && s.CAPTCHA_TEST_ANSWER !== undefined) {
    throw new ConfigError(
      'Invalid setting CAPTCHA_TEST_ANSWER: only allowed with NODE_ENV=test (it passes every captcha)',
    );
  }
  if ((s.OPERATOR_EMAIL === undefined) !== (s.OPERATOR_PASSWORD === undefined)) {
    throw new ConfigError(
      'Invalid setting OPERATOR_EMAIL/OPERATOR_PASSWORD: set both (the first admin) or neither',
    );
  }
  return toConfig(s);
}

/**
 * The settings as the server uses them. `Config` is inferred from this (and the settings schema): a
 * setting is written once, in the schema, and named once here.
 */
function toConfig(s: z.output<typeof settingsSchema>) {
  return {
    nodeEnv: s.NODE_ENV,
    isProduction: s.NODE_ENV === 'production',
    port: s.PORT,
    host: s.HOST,
    /** Prometheus /metrics on its own port (unset: not served); 127.0.0.1 unless METRICS_HOST says otherwise. */
    metrics: s.METRICS_PORT === undefined ? undefined : { port: s.METRICS_PORT, host: s.METRICS_HOST },
    logLevel: s.LOG_LEVEL,
    /** Absolute directory of the embedded PGlite database (unused when databaseUrl is set). */
    dataDir: s.DATA_DIR ? path.resolve(s.DATA_DIR) : path.join(REPO_ROOT, 'data'),
    /** PostgreSQL server to use instead of the embedded database. */
    databaseUrl: s.DATABASE_URL,
    /** Prefix of every API route, e.g. /api. */
    apiBasePath: s.API_BASE_PATH,
    /** The channel this deployment's site sends in the CHANNEL header; seeded into the database. */
    channelCode: s.CHANNEL_CODE,
    brandRef: s.BRAND_REF,
    accountRef: s.ACCOUNT_REF,
    siteRef: s.SITE_REF,
    lobbyLauncherUrl: s.LOBBY_LAUNCHER_URL,
    contentCdnUrl: s.CONTENT_CDN_URL,
    analyticsUrl: s.ANALYTICS_URL ?? `${s.API_BASE_PATH}${API_PATHS.analyticsEvents}`,
    /** Absolute directory of the built site (index.html + assets/). */
    webDistDir: s.WEB_DIST_DIR ? path.resolve(s.WEB_DIST_DIR) : path.join(REPO_ROOT, 'apps', 'web', 'dist'),
    /** Fastify's trustProxy: false, true, a hop count, or a list of proxy addresses/CIDRs. */
    trustProxy: s.TRUST_PROXY,
    /** Origin of the site as players reach it (links in e-mails), without a trailing slash. */
    publicUrl: (s.PUBLIC_URL ?? `http://localhost:${s.PORT}`).replace(/\/+$/, ''),
    /** Origins besides the site's own that a game's lobbyUrl may point to (LOBBY_URL_ORIGINS). */
    lobbyUrlOrigins: s.LOBBY_URL_ORIGINS,
    /** Secure cookies: 'auto' = when the request came over HTTPS (request.protocol, honours TRUST_PROXY). */
    cookieSecure: s.COOKIE_SECURE === 'auto' ? ('auto' as const) : s.COOKIE_SECURE === 'true',
    sessionIdleMinutes: s.SESSION_IDLE_MINUTES,
    sessionAbsoluteDays: s.SESSION_ABSOLUTE_DAYS,
    /** HMAC secret of player tokens and OTP hashes; unset = generated once and kept in server_secrets. */
    tokenSecret: s.TOKEN_SECRET,
    /** Seeds AND overrides the configured channel's captcha flag at every start. */
    channelCaptcha: s.CHANNEL_CAPTCHA,
    /** Outside production only: an answer that passes any existing captcha challenge. */
    captchaTestAnswer: s.CAPTCHA_TEST_ANSWER,
    /**
     * Proof-of-work difficulty (docs/security.md "Captcha"): PBKDF2-SHA-256 iterations per try, and the
     * highest counter a challenge hides (drawn from [max/2, max]); the browser tries 0, 1, 2… until it finds it.
     */
    captchaPow: { cost: s.CAPTCHA_POW_COST, maxCounter: s.CAPTCHA_POW_MAX_COUNTER },
    smtpUrl: s.SMTP_URL,
    mailFrom: s.MAIL_FROM,
    smsGateway: s.SMS_GATEWAY_URL
      ? {
          url: s.SMS_GATEWAY_URL,
          user: s.SMS_GATEWAY_USER,
          password: s.SMS_GATEWAY_PASSWORD,
          from: s.SMS_FROM,
        }
      : undefined,
    /** Multiplies every rate limit (tests and load tests raise it; 1 in production). */
    rateLimitMultiplier: s.RATE_LIMIT_MULTIPLIER,
    /** First start seeds demo players (testers) too: development and the browser tests. */
    seedDemo: s.SEED_DEMO,
    /** Raw analytics events are kept this many days; daily roll-ups are kept for reports. */
    analyticsRetentionDays: s.ANALYTICS_RETENTION_DAYS,
    /** Consecutive failed sign-ins of one e-mail address before it is locked. */
    loginMaxFailures: s.LOGIN_MAX_FAILURES,
    loginLockMinutes: s.LOGIN_LOCK_MINUTES,
    /** Coins granted once to every new account. */
    walletSignupBonus: s.WALLET_SIGNUP_BONUS,
    /** The daily-bonus policy (docs/wallet.md). */
    dailyBonus:
      s.DAILY_BONUS_MODE === 'rolling'
        ? { amount: s.DAILY_BONUS_AMOUNT, mode: 'rolling' as const, periodHours: s.DAILY_BONUS_PERIOD_HOURS }
        : { amount: s.DAILY_BONUS_AMOUNT, mode: 'daily-reset' as const, resetHour: s.DAILY_BONUS_RESET_HOUR },
    /** Issue 30: missions reset at MISSIONS_RESET_HOUR Japan time (default 04:00), weeks on Monday. */
    missionsResetHour: s.MISSIONS_RESET_HOUR,
    /** Pending promotional bonus added when a phone number is verified the first time (0 = none). */
    phoneVerifiedBonus: s.PHONE_VERIFIED_BONUS,
    ...walletSettings(s),
    /** An outside analytics service's collector URL: page-view batches are forwarded there instead of stored. */
    analyticsForwardUrl: s.ANALYTICS_FORWARD_URL,
    /** Coins a demo game session starts with (its own balance, never the wallet). */
    demoBalance: s.DEMO_BALANCE,
    ...distDirs(s),
    /**
     * The first admin operator, created at start when no operator exists. Unset = admin@localhost with a
     * random password printed once in the log.
     */
    operatorEmail: s.OPERATOR_EMAIL,
    operatorPassword: s.OPERATOR_PASSWORD,
    /** Serve the OpenAPI document and its reader at API_BASE_PATH/docs (docs/api/README.md). */
    apiDocs: s.API_DOCS ?? s.NODE_ENV === 'development',
    /** Test-only routes (GET /dev/outbox) and CAPTCHA_TEST_ANSWER: only with NODE_ENV=test. */
    testRoutes: s.NODE_ENV === 'test',
    company: {
      name: s.COMPANY_NAME,
      number: s.COMPANY_NUMBER,
      address: s.COMPANY_ADDRESS,
      supportEmail: s.SUPPORT_EMAIL,
    },
    responsiblePlaySupport: { name: s.RESPONSIBLE_PLAY_SUPPORT_NAME, url: s.RESPONSIBLE_PLAY_SUPPORT_URL },
  };
}

/** The wallet's outside providers, their games and limits (docs/wallet.md). */
function walletSettings(s: z.output<typeof settingsSchema>) {
  // The sportsbook launches like an outside provider's game (its launch tokens trade the same way).
  const providerGames = {
    ...s.GAME_PROVIDER_URLS,
    ...(s.SPORTSBOOK_URL ? { [SPORTSBOOK_GAME_CODE]: s.SPORTSBOOK_URL } : {}),
  };
  return {
    /** Outside game providers of the seamless-wallet API: code → shared secret (≥ 32 characters). */
    walletProviders: s.WALLET_PROVIDERS,
    walletSignatureToleranceSeconds: s.WALLET_SIGNATURE_TOLERANCE_SECONDS,
    /** Open rounds without activity for this long are settled by the sweeper job. */
    walletStaleRoundMinutes: s.WALLET_STALE_ROUND_MINUTES,
    /** Provider sessions' life; a round's wins ≤ min(stake × multiple, maxWin) (docs/wallet.md). */
    providerAccess: {
      sessionMinutes: s.WALLET_PROVIDER_SESSION_MINUTES,
      maxWinMultiple: s.WALLET_MAX_WIN_MULTIPLE,
      maxWin: { default: s.WALLET_MAX_WIN, byProvider: s.WALLET_PROVIDER_MAX_WIN },
    },
    /** Games run by an outside provider: game code → the provider's launch URL. Others run in our studio. */
    gameProviderUrls: Object.fromEntries(Object.entries(providerGames).map(([g, e]) => [g, e.url])),
    /** Game code → the WALLET_PROVIDERS code of the provider that runs it (the same games as gameProviderUrls). */
    gameProviderCodes: Object.fromEntries(Object.entries(providerGames).map(([g, e]) => [g, e.provider])),
    /**
     * The outside sportsbook of GET /launch-sportsbook (SPORTSBOOK_URL), or undefined. It is also listed in
     * gameProviderUrls/gameProviderCodes under SPORTSBOOK_GAME_CODE, so its launch tokens trade like a game's.
     */
    sportsbook: s.SPORTSBOOK_URL,
  };
}

/** Where the built clients are served from. */
function distDirs(s: z.output<typeof settingsSchema>) {
  return {
    /** Absolute directory of the built game clients (apps/games/dist), served at STUDIO_BASE_PATH. */
    gamesDistDir: s.GAMES_DIST_DIR
      ? path.resolve(s.GAMES_DIST_DIR)
      : path.join(REPO_ROOT, 'apps', 'games', 'dist'),
    /** Absolute directory of the built operator console (apps/backoffice/dist), served at /operator. */
    backofficeDistDir: s.BACKOFFICE_DIST_DIR
      ? path.resolve(s.BACKOFFICE_DIST_DIR)
      : path.join(REPO_ROOT, 'apps', 'backoffice', 'dist'),
    /** Absolute directory of the built lobby launcher (apps/lobby/dist), served at /lobby/launcher.js. */
    lobbyDistDir: s.LOBBY_DIST_DIR
      ? path.resolve(s.LOBBY_DIST_DIR)
      : path.join(REPO_ROOT, 'apps', 'lobby', 'dist'),
  };
}

export type Config = ReturnType<typeof toConfig>;

/** The settings the site needs at run time; written into index.html's casino-config meta tag. */
export function toPublicConfig(config: Config): PublicConfig {
  return {
    apiBasePath: config.apiBasePath,
    channelCode: config.channelCode,
    siteRef: config.siteRef,
    brandRef: config.brandRef,
    accountRef: config.accountRef,
    lobbyLauncherUrl: config.lobbyLauncherUrl,
    contentCdnUrl: config.contentCdnUrl,
    analyticsUrl: config.analyticsUrl,
    company: config.company,
  };
}
