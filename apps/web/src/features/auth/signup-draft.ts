import type { RealityCheckInterval } from '@casino/contract';
import { useSyncExternalStore } from 'react';

/** The sign-up form's values while the player solves the captcha (its own `?popup=captcha` address). */
export interface SignupDraft {
  email: string;
  displayName: string;
  password: string;
  isAgeOver18: boolean;
  /** Reality checks every N minutes (0 = off), offered at sign-up (responsible play). */
  realityCheckMinutes?: RealityCheckInterval;
}

/*
 * Memory only: the draft holds a password, so it never goes to storage. A reload on the captcha step
 * loses it and the player is sent back to the form.
 */
let draft: SignupDraft | null = null;
const listeners = new Set<() => void>();

export function setSignupDraft(value: SignupDraft | null): void {
  draft = value;
  for (const listener of listeners) listener();
}

export function getSignupDraft(): SignupDraft | null {
  return draft;
}

export function useSignupDraft(): SignupDraft | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => draft,
  );
}
