/// <reference lib="webworker" />
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import type { PowRequest, PowResponse } from './pow-messages.ts';

/**
 * The captcha's work, off the page's thread: ALTCHA's solver tries counters 0, 1, 2… (PBKDF2 through the
 * browser's own Web Crypto) until the derived key starts with the challenge's prefix. No network.
 */
self.onmessage = async (event: MessageEvent<PowRequest>) => {
  let reply: PowResponse;
  try {
    const solution = await solveChallenge({
      challenge: { parameters: event.data.pow },
      deriveKey,
      timeout: 0,
    });
    reply = solution ? { counter: solution.counter, ms: solution.time ?? 0 } : { error: 'no solution' };
  } catch (error) {
    reply = { error: error instanceof Error ? error.message : String(error) };
  }
  self.postMessage(reply);
};
