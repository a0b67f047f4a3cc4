import { expect } from 'vitest';
import { OPERATOR_COOKIE, type OperatorRole } from '@casino/contract';
import type { App } from './helper.ts';
import type { InjectResult } from './auth-helpers.ts';

export const OPERATOR_PASSWORD = 'operator-password-1';

/** An operator's browser: keeps the operator cookie (sent only to /api/operator/*), sends CHANNEL. */
export class OperatorBrowser {
  readonly jar = new Map<string, string>();
  constructor(readonly app: App) {}

  async call(method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: unknown) {
    const headers: Record<string, string> = { channel: 'WEB' };
    // The cookie's path is /api/operator: a browser would not send it anywhere else.
    if (this.jar.size > 0 && url.startsWith('/operator')) {
      headers.cookie = [...this.jar].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; ');
    }
    const res = (await this.app.inject({
      method,
      url: `/api${url}`,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    })) as unknown as InjectResult;
    for (const cookie of res.cookies) {
      if (cookie.value === '') this.jar.delete(cookie.name);
      else this.jar.set(cookie.name, cookie.value);
    }
    return res;
  }

  get = (url: string) => this.call('GET', url);
  post = (url: string, payload?: unknown) => this.call('POST', url, payload);
  patch = (url: string, payload?: unknown) => this.call('PATCH', url, payload);

  get sid() {
    return this.jar.get(OPERATOR_COOKIE);
  }
}

export async function operatorSignin(app: App, email: string, password: string) {
  const browser = new OperatorBrowser(app);
  const res = await browser.post('/operator/auth/signin', { email, password });
  expect(res.statusCode).toBe(200);
  return browser;
}

/**
 * Creates an operator of `role` through the admin's browser, signs it in and replaces its first
 * password (as the console makes every new operator do): a browser ready to work.
 */
export async function newOperator(admin: OperatorBrowser, role: OperatorRole) {
  const email = `${role}.${Math.random().toString(36).slice(2, 8)}@casino.test`;
  const created = await admin.post('/operator/operators', { email, role, password: OPERATOR_PASSWORD });
  expect(created.statusCode).toBe(201);
  const browser = await operatorSignin(admin.app, email, OPERATOR_PASSWORD);
  const changed = await browser.post('/operator/auth/change-password', {
    currentPassword: OPERATOR_PASSWORD,
    newPassword: `${OPERATOR_PASSWORD}-new`,
  });
  expect(changed.statusCode).toBe(200);
  return { browser, email, operatorId: created.json().operatorId as string };
}

export const FIRST_ADMIN_PASSWORD = 'first-admin-password';

/**
 * The env of a test app whose first admin is `email` (made at start; `firstAdmin` signs in), whose
 * sessions outlive a test's clock and whose rate limits do not get in the way.
 */
export const firstAdminEnv = (email: string) => ({
  OPERATOR_EMAIL: email,
  OPERATOR_PASSWORD: FIRST_ADMIN_PASSWORD,
  RATE_LIMIT_MULTIPLIER: '1000',
  SESSION_IDLE_MINUTES: '525600',
  SESSION_ABSOLUTE_DAYS: '3650',
});

/** The first admin of `firstAdminEnv(email)`, ensured as the app's start would, signed in. */
export async function firstAdmin(app: App, email: string) {
  await app.operators.ensureFirstOperator();
  return operatorSignin(app, email, FIRST_ADMIN_PASSWORD);
}
