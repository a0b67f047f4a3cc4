import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { SESSION_COOKIE, SMS_TEMPLATES, type OutboxMessage } from '@casino/contract';
import type { App } from './helper.ts';

/**
 * Settings of the auth test files: a captcha test answer, and limits raised far enough that ordinary
 * flows never meet them (rate-limits.test.ts runs with the real numbers).
 */
export const AUTH_ENV = { CAPTCHA_TEST_ANSWER: 'pass', RATE_LIMIT_MULTIPLIER: '1000' };
export const PASSWORD = 'correct-horse-7';
/** The site's English SMS template: the server sends only its own templates (issue 17, hole 1). */
export const SMS_TEXT = SMS_TEMPLATES.en;

let counter = 0;
/** A unique e-mail and display name for this test file's run. */
export function uniqueUser() {
  const id = `${Date.now().toString(36).slice(-4)}${(counter++).toString(36)}${randomBytes(2).toString('hex')}`;
  return { email: `player.${id}@example.com`, displayName: `p${id}`.slice(0, 14) };
}

/** A uniquely numbered phone number. */
export function uniquePhone() {
  return `+8190${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

export interface InjectResult {
  statusCode: number;
  json(): any; // eslint-disable-line @typescript-eslint/no-explicit-any
  body: string;
  headers: Record<string, unknown>;
  cookies: Array<{ name: string; value: string; [key: string]: unknown }>;
}

/** A browser: keeps the cookies the server sets (and drops cleared ones), sends CHANNEL: WEB. */
export class Browser {
  readonly jar = new Map<string, string>();
  constructor(
    readonly app: App,
    readonly ip?: string,
  ) {}

  get sid() {
    return this.jar.get(SESSION_COOKIE);
  }

  async call(
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: unknown,
    extraHeaders: Record<string, string> = {},
  ) {
    const headers: Record<string, string> = { channel: 'WEB', ...extraHeaders };
    if (this.jar.size > 0) {
      headers.cookie = [...this.jar].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; ');
    }
    if (this.ip) headers['x-forwarded-for'] = this.ip;
    const res = (await this.app.inject({
      method,
      url: `/api${url}`,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    })) as unknown as InjectResult;
    for (const cookie of res.cookies) {
      const expired =
        cookie.value === '' || (cookie.expires instanceof Date && cookie.expires.getTime() < Date.now());
      if (expired) this.jar.delete(cookie.name);
      else this.jar.set(cookie.name, cookie.value);
    }
    return res;
  }

  get = (url: string) => this.call('GET', url);
  post = (url: string, payload?: unknown) => this.call('POST', url, payload);
  put = (url: string, payload?: unknown) => this.call('PUT', url, payload);
}

/** A captcha challenge id (a real one must exist even with the test answer). */
export async function challenge(browser: Browser): Promise<string> {
  const res = await browser.get('/captcha/challenge');
  expect(res.statusCode).toBe(200);
  return res.json().challengeId;
}

/** Signs a new player up (captcha passed with the test answer); the browser is then signed in. */
export async function signup(browser: Browser, overrides: Record<string, unknown> = {}) {
  const user = uniqueUser();
  const body = {
    email: user.email,
    password: PASSWORD,
    displayName: user.displayName,
    isAgeOver18: true,
    languageCode: 'ja',
    captchaData: { challengeId: await challenge(browser), answer: 'pass' },
    ...overrides,
  };
  const res = await browser.post('/auth/signup', body);
  return { res, body, email: body.email as string, password: body.password as string };
}

export async function signedUp(app: App, overrides: Record<string, unknown> = {}) {
  const browser = new Browser(app);
  const result = await signup(browser, overrides);
  expect(result.res.statusCode).toBe(201);
  return { browser, ...result, accountId: result.res.json().player.accountId as string };
}

export async function outbox(app: App, to: string): Promise<OutboxMessage[]> {
  const res = await app.inject({
    url: `/api/dev/outbox?to=${encodeURIComponent(to)}`,
    headers: { channel: 'WEB' },
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

/** The code of the newest SMS to `to`. */
export async function lastCode(app: App, to: string): Promise<string> {
  const [message] = await outbox(app, to);
  const code = /(\d{6})/.exec(message?.text ?? '')?.[1];
  if (!code) throw new Error('no code in the outbox');
  return code;
}

/** The reset token of the newest mail to `to`. */
export async function lastResetToken(app: App, to: string): Promise<string> {
  const [message] = await outbox(app, to);
  const link = /(http\S+reset-password\S+)/.exec(message?.text ?? '')?.[1];
  if (!link) throw new Error('no link in the outbox');
  return new URL(link).searchParams.get('token') ?? '';
}

export const ERROR = (code: string) => ({ error: { code } });
