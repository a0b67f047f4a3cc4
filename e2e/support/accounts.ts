import { expect, type APIRequestContext, type Page } from '@playwright/test';
import {
  AUTH_PATHS,
  CHANNEL_HEADER,
  WALLET_PATHS,
  WEB_CHANNEL_CODE,
  type OutboxMessage,
} from '@casino/contract';
import { randomBytes, randomInt } from 'node:crypto';
import { CAPTCHA_TEST_ANSWER } from './constants.ts';

const api = (path: string) => `/api${path}`;
const headers = { [CHANNEL_HEADER]: WEB_CHANNEL_CODE };

export interface TestPlayer {
  email: string;
  displayName: string;
  password: string;
  phoneNumber: string;
}

/** A fresh, unique player: its own e-mail, username and Japanese mobile number. */
export function newPlayer(): TestPlayer {
  const id = randomBytes(5).toString('hex');
  return {
    email: `e2e-${id}@example.test`,
    displayName: `p${id}`.slice(0, 12),
    password: `pw-${randomBytes(6).toString('hex')}`,
    phoneNumber: `+8190${String(randomInt(10_000_000, 99_999_999))}`,
  };
}

/** The newest outbox message to an address (e-mail or phone), waiting for it to arrive. */
export async function lastMessageTo(
  request: APIRequestContext,
  to: string,
  after?: string,
): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(api(`${AUTH_PATHS.devOutbox}?to=${encodeURIComponent(to)}`), {
          headers,
        });
        expect(response.ok()).toBe(true);
        const messages = (await response.json()) as OutboxMessage[];
        found = messages.find((m) => m.to === to && (!after || m.id !== after));
        return Boolean(found);
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return found!;
}

export function codeFrom(message: OutboxMessage): string {
  const code = /\b(\d{6})\b/.exec(message.text)?.[1];
  expect(code, `a six-digit code in ${message.text}`).toBeTruthy();
  return code!;
}

/**
 * Signs a player up through the API of the page's own browser context (so the page is signed in
 * afterwards), optionally verifying the phone too, as the UI would.
 */
export async function signUpByApi(
  page: Page,
  player: TestPlayer,
  { verifyPhone = true, collectPhoneBonus = true } = {},
): Promise<void> {
  const request = page.request;
  const challenge = await request.get(api(AUTH_PATHS.captchaChallenge), { headers });
  expect(challenge.ok()).toBe(true);
  const { challengeId } = (await challenge.json()) as { challengeId: string };
  const signup = await request.post(api(AUTH_PATHS.signup), {
    headers,
    data: {
      email: player.email,
      password: player.password,
      displayName: player.displayName,
      isAgeOver18: true,
      languageCode: 'en',
      captchaData: { challengeId, answer: CAPTCHA_TEST_ANSWER },
    },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  if (!verifyPhone) return;
  const sent = await request.post(api(AUTH_PATHS.requestOtpSms), {
    headers,
    data: { phoneNumber: player.phoneNumber, messageText: 'Your code: {code}' },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  const code = codeFrom(await lastMessageTo(request, player.phoneNumber));
  const verified = await request.post(api(AUTH_PATHS.verifyOtp), {
    headers,
    data: { phoneNumber: player.phoneNumber, token: code },
  });
  expect(verified.ok(), await verified.text()).toBe(true);
  // The site collects the phone-verified bonus right after verifying; do the same, so tests start
  // from a settled balance (signup bonus + phone bonus) instead of racing the site's collector.
  if (!collectPhoneBonus) return;
  const collected = await request.post(api(WALLET_PATHS.claimBonus), { headers });
  expect(collected.ok(), await collected.text()).toBe(true);
}
