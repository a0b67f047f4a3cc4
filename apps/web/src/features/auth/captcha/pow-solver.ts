import type { CaptchaData } from '@casino/contract';
import { useSyncExternalStore } from 'react';
import { getCaptchaChallenge } from '../api/get-captcha-challenge.ts';
import type { PowRequest, PowResponse } from './pow-messages.ts';

export type CaptchaState =
  | { status: 'idle' }
  | { status: 'verifying' }
  | { status: 'verified'; data: CaptchaData; ms: number; expiresAt: number }
  | { status: 'failed' };

let state: CaptchaState = { status: 'idle' };
let run = 0;
let worker: Worker | undefined;
const listeners = new Set<() => void>();

function set(next: CaptchaState) {
  state = next;
  for (const listener of listeners) listener();
}

function solveInWorker(request: PowRequest): Promise<PowResponse> {
  worker?.terminate();
  const current = new Worker(new URL('./pow.worker.ts', import.meta.url), { type: 'module' });
  worker = current;
  return new Promise<PowResponse>((resolve) => {
    current.onmessage = (event: MessageEvent<PowResponse>) => resolve(event.data);
    current.onerror = () => resolve({ error: 'worker failed' });
    current.postMessage(request);
  }).finally(() => {
    current.terminate();
    if (worker === current) worker = undefined;
  });
}

/**
 * Fetches a challenge and solves it in a Web Worker (docs/decisions/024-proof-of-work-captcha.md). The sign-up
 * form starts it while the player types; the captcha step shows its state. A challenge is single use:
 * after any submit, `restartCaptcha` fetches and solves a new one.
 */
export function startCaptcha() {
  if (state.status === 'verifying') return;
  // A solution is good until its challenge expires (5 minutes); keep a minute's margin for the submit.
  if (state.status === 'verified' && state.expiresAt - Date.now() > 60_000) return;
  restartCaptcha();
}

export function restartCaptcha() {
  const mine = ++run;
  set({ status: 'verifying' });
  void (async () => {
    try {
      const challenge = await getCaptchaChallenge();
      const result = await solveInWorker({ pow: challenge.pow });
      if (mine !== run) return;
      if ('error' in result) throw new Error(result.error);
      set({
        status: 'verified',
        data: { challengeId: challenge.challengeId, answer: String(result.counter) },
        ms: result.ms,
        expiresAt: new Date(challenge.expiresAt).getTime(),
      });
    } catch {
      if (mine === run) set({ status: 'failed' });
    }
  })();
}

/** Forgets a used or abandoned solution (the server consumed its challenge). */
export function resetCaptcha() {
  run++;
  worker?.terminate();
  worker = undefined;
  set({ status: 'idle' });
}

export function useCaptchaState(): CaptchaState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
  );
}
