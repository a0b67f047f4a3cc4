import type { CaptchaChallenge } from '@casino/contract';

/** What the page sends the captcha worker, and what it answers. */
export type PowRequest = { pow: CaptchaChallenge['pow'] };
export type PowResponse = { counter: number; ms: number } | { error: string };
