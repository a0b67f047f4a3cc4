import { randomBytes } from 'node:crypto';
import { SESSION_COOKIE } from '@casino/contract';
import { signWalletRequest } from '../src/modules/wallet/game-wallet/wallet-provider.routes.ts';
import { PROVIDER } from './env.ts';
import { PASSWORD, uniqueUser } from './players.ts';

/** A player of a listening server (child processes): fetch with a one-cookie jar. */
export class HttpPlayer {
  sid: string | undefined;
  accountId = '';
  readonly user = uniqueUser();
  constructor(public base: string) {}

  async call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const res = await fetch(`${this.base}/api${path}`, {
      method,
      headers: {
        channel: 'WEB',
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(this.sid ? { cookie: `${SESSION_COOKIE}=${this.sid}` } : {}),
        ...headers,
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      signal: AbortSignal.timeout(10_000),
    });
    for (const line of res.headers.getSetCookie()) {
      const m = new RegExp(`^${SESSION_COOKIE}=([^;]*)`).exec(line);
      if (m) this.sid = m[1] || undefined;
    }
    const text = await res.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: res.status, json: json as Record<string, unknown> & { [k: string]: never }, text };
  }

  async signUp(): Promise<this> {
    const challenge = await this.call('GET', '/captcha/challenge');
    const res = await this.call('POST', '/auth/signup', {
      ...this.user,
      password: PASSWORD,
      isAgeOver18: true,
      languageCode: 'ja',
      captchaData: { challengeId: challenge.json.challengeId, answer: 'pass' },
    });
    if (res.status !== 201) throw new Error(`sign-up answered ${res.status}: ${res.text}`);
    this.accountId = (res.json.player as unknown as { accountId: string }).accountId;
    return this;
  }

  /**
   * Launches the provider's game and has the provider trade the token: the provider may then read
   * and bet for this player (issue 24, hole 4).
   */
  async launchAtProvider(): Promise<this> {
    const launch = await this.call(
      'GET',
      '/launchgame?gameCode=EVO_LIVE_FUNKY_TIME&lobbyUrl=%2F&language=ja',
    );
    const launchToken = new URL(String(launch.json.url)).searchParams.get('launch');
    const session = await providerCall(this.base, 'session', { launchToken });
    if (session.status !== 200) throw new Error(`provider session answered ${session.status}`);
    return this;
  }

  signIn() {
    return this.call('POST', '/auth/signin', { email: this.user.email, password: PASSWORD });
  }
}

/** A signed provider call (the seamless-wallet API). */
export async function providerCall(base: string, path: string, body: unknown) {
  const raw = JSON.stringify(body);
  const timestamp = String(Math.floor(Date.now() / 1000));
  const res = await fetch(`${base}/api/wallet/v1/${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-provider': PROVIDER.code,
      'x-timestamp': timestamp,
      'x-signature': signWalletRequest(PROVIDER.secret, timestamp, raw),
    },
    body: raw,
    signal: AbortSignal.timeout(10_000),
  });
  const text = await res.text();
  return { status: res.status, json: JSON.parse(text || 'null') as Record<string, unknown> };
}

export const newId = (prefix: string) => `${prefix}-${randomBytes(8).toString('hex')}`;
