import {
  ANALYTICS_ANONYMOUS_ID_KEY,
  ANALYTICS_CONSENT_KEY,
  analyticsConsentSchema,
  type AnalyticsConsent,
} from '@casino/contract';
import { useSyncExternalStore } from 'react';

/**
 * The visitor's analytics choice (the footer's switch), kept in localStorage. Do-Not-Track and Global
 * Privacy Control always win: with either on, nothing is sent whatever the switch says.
 */
const listeners = new Set<() => void>();

function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function readConsent(): AnalyticsConsent | null {
  const parsed = analyticsConsentSchema.safeParse(readStorage(ANALYTICS_CONSENT_KEY));
  return parsed.success ? parsed.data : null;
}

/** The browser asks not to be tracked (DNT header setting or Global Privacy Control). */
export function browserRefusesTracking(): boolean {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  const win = window as Window & { doNotTrack?: string };
  return nav.globalPrivacyControl === true || nav.doNotTrack === '1' || win.doNotTrack === '1';
}

/** Whether page views may be sent now. */
export function isTrackingAllowed(): boolean {
  return !browserRefusesTracking() && readConsent() !== 'declined';
}

export function setConsent(consent: AnalyticsConsent): void {
  try {
    window.localStorage.setItem(ANALYTICS_CONSENT_KEY, consent);
    // A declined visitor keeps no identifier of ours.
    if (consent === 'declined') window.localStorage.removeItem(ANALYTICS_ANONYMOUS_ID_KEY);
  } catch {
    // Storage blocked: the choice lasts for this page only.
  }
  for (const listener of listeners) listener();
}

/** A random id kept while tracking is allowed: counts visitors, names nobody. */
export function anonymousId(): string | undefined {
  const existing = readStorage(ANALYTICS_ANONYMOUS_ID_KEY);
  if (existing && /^[A-Za-z0-9-]{8,64}$/.test(existing)) return existing;
  const id = crypto.randomUUID();
  try {
    window.localStorage.setItem(ANALYTICS_ANONYMOUS_ID_KEY, id);
  } catch {
    return undefined;
  }
  return id;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The switch's state: allowed (true) or not, and whether the browser itself refuses. */
export function useTrackingAllowed(): { allowed: boolean; refusedByBrowser: boolean } {
  const allowed = useSyncExternalStore(subscribe, isTrackingAllowed, () => false);
  return { allowed, refusedByBrowser: browserRefusesTracking() };
}
