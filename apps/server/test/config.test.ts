import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, toPublicConfig } from '../src/config.ts';

const invalid = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected a ConfigError');
};

describe('settings', () => {
  it('has defaults for everything', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      host: '0.0.0.0',
      apiBasePath: '/api',
      channelCode: 'WEB',
      databaseUrl: undefined,
      trustProxy: false,
      analyticsUrl: '/api/analytics/events',
    });
    // Defaults resolve from the repo root, not the working directory.
    expect(config.dataDir.endsWith(`${path.sep}data`)).toBe(true);
    expect(config.webDistDir.endsWith(path.join('apps', 'web', 'dist'))).toBe(true);
    expect(path.dirname(config.dataDir)).toBe(path.resolve(config.webDistDir, '..', '..', '..'));
  });

  it('PUBLIC_URL defaults to the port the server listens on (links in e-mails open there)', () => {
    expect(loadConfig({}).publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '3456' }).publicUrl).toBe('http://localhost:3456');
    expect(loadConfig({ PORT: '3456', PUBLIC_URL: 'https://casino.example/' }).publicUrl).toBe(
      'https://casino.example',
    );
  });

  it('the first admin: OPERATOR_EMAIL and OPERATOR_PASSWORD together or not at all', () => {
    expect(invalid({ OPERATOR_EMAIL: 'boss@casino.test' })).toMatch(/OPERATOR_EMAIL\/OPERATOR_PASSWORD/);
    expect(invalid({ OPERATOR_EMAIL: 'boss@casino.test', OPERATOR_PASSWORD: 'short' })).toMatch(
      /^Invalid setting OPERATOR_PASSWORD: /,
    );
    expect(
      loadConfig({ OPERATOR_EMAIL: 'Boss@Casino.test', OPERATOR_PASSWORD: 'twelve-chars-ok' }),
    ).toMatchObject({
      operatorEmail: 'boss@casino.test',
      operatorPassword: 'twelve-chars-ok',
    });
  });

  it('test-only routes and the captcha test answer exist only with NODE_ENV=test', () => {
    expect(loadConfig({}).testRoutes).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).testRoutes).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }).testRoutes).toBe(true);
  });

  it('resolves an explicit relative DATA_DIR from the working directory', () => {
    expect(loadConfig({ DATA_DIR: 'x/y' }).dataDir).toBe(path.resolve(process.cwd(), 'x/y'));
  });

  it('names the bad setting', () => {
    expect(invalid({ PORT: 'abc' })).toMatch(/^Invalid setting PORT: /);
    expect(invalid({ PORT: '70000' })).toMatch(/^Invalid setting PORT: /);
    expect(invalid({ DATABASE_URL: 'mysql://localhost/db' })).toMatch(/^Invalid setting DATABASE_URL: /);
    expect(invalid({ DATABASE_URL: 'not a url' })).toMatch(/^Invalid setting DATABASE_URL: /);
    expect(invalid({ NODE_ENV: 'staging' })).toMatch(/^Invalid setting NODE_ENV: /);
    expect(invalid({ API_BASE_PATH: 'api/' })).toMatch(/^Invalid setting API_BASE_PATH: /);
    expect(invalid({ LOG_LEVEL: 'loud' })).toMatch(/^Invalid setting LOG_LEVEL: /);
    expect(invalid({ TRUST_PROXY: 'maybe' })).toMatch(/^Invalid setting TRUST_PROXY: /);
    expect(invalid({ CONTENT_CDN_URL: 'javascript:alert(1)' })).toMatch(/^Invalid setting CONTENT_CDN_URL: /);
  });

  it('reports every bad setting, one per line', () => {
    const lines = invalid({ PORT: '-1', NODE_ENV: 'prod' }).split('\n');
    expect(lines).toHaveLength(2);
  });

  it('treats empty values as unset and parses the rest', () => {
    const config = loadConfig({
      PORT: '',
      DATABASE_URL: 'postgres://u@db.example:5432/casino',
      TRUST_PROXY: '2',
      API_BASE_PATH: '/v1/api',
    });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBe('postgres://u@db.example:5432/casino');
    expect(config.trustProxy).toBe(2);
    expect(config.analyticsUrl).toBe('/v1/api/analytics/events');
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
  });

  it('builds the public config of the site from settings', () => {
    const config = loadConfig({
      BRAND_REF: 'b1',
      LOBBY_LAUNCHER_URL: 'https://lobby.example/l.js',
      COMPANY_NUMBER: 'GI-42',
      SUPPORT_EMAIL: 'help@casino.example',
    });
    expect(toPublicConfig(config)).toEqual({
      apiBasePath: '/api',
      channelCode: 'WEB',
      siteRef: 'casino-web',
      brandRef: 'b1',
      accountRef: 'casino-account',
      lobbyLauncherUrl: 'https://lobby.example/l.js',
      contentCdnUrl: '/cdn',
      analyticsUrl: '/api/analytics/events',
      company: {
        name: 'Sakura Social Gaming Ltd.',
        number: 'GI-42',
        address: 'Suite 7, Ocean Village Business Centre, Gibraltar GX11 1AA',
        supportEmail: 'help@casino.example',
      },
    });
    expect(() => loadConfig({ SUPPORT_EMAIL: 'not an address' })).toThrow(/SUPPORT_EMAIL/);
  });

  it('parses the wallet, bonus and launch settings', () => {
    const defaults = loadConfig({});
    expect(defaults).toMatchObject({
      walletSignupBonus: 10_000,
      dailyBonus: { amount: 1_000, mode: 'daily-reset', resetHour: 0 },
      phoneVerifiedBonus: 1_000,
      walletProviders: {},
      walletSignatureToleranceSeconds: 300,
      walletStaleRoundMinutes: 60,
      gameProviderUrls: {},
      gameProviderCodes: {},
      demoBalance: 10_000,
    });
    expect(defaults.gamesDistDir.endsWith(path.join('apps', 'games', 'dist'))).toBe(true);
    const secret = 's'.repeat(32);
    const config = loadConfig({
      DAILY_BONUS_MODE: 'rolling',
      DAILY_BONUS_PERIOD_HOURS: '12',
      WALLET_PROVIDERS: `acme:${secret}, other:${secret}:x`,
      GAME_PROVIDER_URLS:
        'EVO_LIVE_CRAZY_TIME=acme@https://p.example/l?a=1,b=2,WNF_AZTEC_X=other@http://u@q.example/',
    });
    expect(config.dailyBonus).toEqual({ amount: 1_000, mode: 'rolling', periodHours: 12 });
    expect(config.walletProviders).toEqual({ acme: secret, other: `${secret}:x` });
    expect(config.gameProviderUrls).toEqual({
      EVO_LIVE_CRAZY_TIME: 'https://p.example/l?a=1,b=2',
      WNF_AZTEC_X: 'http://u@q.example/',
    });
    expect(config.gameProviderCodes).toEqual({ EVO_LIVE_CRAZY_TIME: 'acme', WNF_AZTEC_X: 'other' });
    expect(invalid({ WALLET_PROVIDERS: 'acme:short' })).toMatch(/^Invalid setting WALLET_PROVIDERS: /);
    expect(invalid({ WALLET_PROVIDERS: `studio:${secret}` })).toMatch(/reserved/);
    for (const bad of ['WNF_AZTEC_X=acme@ftp://x', 'WNF_AZTEC_X=https://x.example/', 'WNF_AZTEC_X=acme@'])
      expect(invalid({ WALLET_PROVIDERS: `acme:${secret}`, GAME_PROVIDER_URLS: bad })).toMatch(
        /^Invalid setting GAME_PROVIDER_URLS: /,
      );
    // The provider must be one the seamless-wallet API knows, or nobody could trade its launch tokens.
    expect(invalid({ GAME_PROVIDER_URLS: 'WNF_AZTEC_X=acme@https://x.example/' })).toBe(
      'Invalid setting GAME_PROVIDER_URLS: WNF_AZTEC_X names provider acme, which WALLET_PROVIDERS does not list',
    );
    expect(invalid({ DAILY_BONUS_RESET_HOUR: '24' })).toMatch(/^Invalid setting DAILY_BONUS_RESET_HOUR: /);
  });
});
