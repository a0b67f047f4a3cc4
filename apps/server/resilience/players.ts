import { randomBytes } from 'node:crypto';
import { SESSION_COOKIE } from '@casino/contract';
import type { App } from './env.ts';
import { check } from './stats.ts';

export const PASSWORD = 'correct-horse-17';

/** A unique e-mail and display name. */
export function uniqueUser() {
  const tag = randomBytes(5).toString('hex');
  return { email: `r${tag}@example.com`, displayName: `r${tag}`.slice(0, 14) };
}

function sidOf(setCookie: string | string[] | undefined): string | undefined {
  for (const line of [setCookie ?? []].flat()) {
    const match = new RegExp(`^${SESSION_COOKIE}=([^;]*)`).exec(line);
    if (match && match[1]) return match[1];
  }
  return undefined;
}

/**
 * A signed-up player of an in-process app. `cookie()` gives a valid session cookie, signing in again
 * when a request ended the session (logout, password change…).
 */
export async function signUp(app: App, headers: Record<string, string> = {}) {
  const user = uniqueUser();
  const challenge = await app.inject({
    method: 'GET',
    url: '/api/captcha/challenge',
    headers: { channel: 'WEB', ...headers },
  });
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    headers: { channel: 'WEB', ...headers },
    payload: {
      ...user,
      password: PASSWORD,
      isAgeOver18: true,
      languageCode: 'ja',
      captchaData: { challengeId: challenge.json().challengeId, answer: 'pass' },
    },
  });
  check(res.statusCode === 201, `sign-up answered ${res.statusCode}: ${res.body}`);
  let sid = sidOf(res.headers['set-cookie']);
  const accountId = res.json().player.accountId as string;
  async function signIn() {
    const again = await app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      headers: { channel: 'WEB', ...headers },
      payload: { email: user.email, password: PASSWORD },
    });
    sid = sidOf(again.headers['set-cookie']);
  }
  return {
    ...user,
    accountId,
    get sid() {
      return sid;
    },
    async cookie(): Promise<string> {
      const probe = await app.inject({
        method: 'GET',
        url: '/api/auth/session',
        headers: { channel: 'WEB', cookie: `${SESSION_COOKIE}=${sid}` },
      });
      if (probe.json().player === null) await signIn();
      return `${SESSION_COOKIE}=${sid}`;
    },
    signIn,
  };
}
