import { languageCodeSchema, type AnalyticsEvent } from '@casino/contract';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useSession } from '../../../lib/session.tsx';
import { sendPageViews } from '../api/send-page-view.ts';
import { anonymousId, isTrackingAllowed } from '../consent.ts';

/** How long a page has to set its title (lazy pages arrive a moment after the navigation). */
export const PAGE_VIEW_DELAY_MS = 600;

/**
 * Sends one page view per navigation (a new path; opening a popup is not one). The event waits a moment
 * so the page's own title is in it; leaving the page earlier sends it at once. Nothing is sent while the
 * visitor declined or the browser asks not to be tracked.
 */
export function usePageViews(): void {
  const { pathname } = useLocation();
  const { i18n } = useTranslation();
  const { player } = useSession();
  const previousUrl = useRef<string>(document.referrer);
  const context = useRef({ language: i18n.language, playerId: player?.accountId });
  useEffect(() => {
    context.current = { language: i18n.language, playerId: player?.accountId };
  }, [i18n.language, player?.accountId]);

  useEffect(() => {
    const referrer = previousUrl.current;
    let sent = false;
    const send = () => {
      if (sent) return;
      sent = true;
      if (!isTrackingAllowed()) return;
      const language = languageCodeSchema.safeParse(context.current.language);
      const event: AnalyticsEvent = {
        type: 'page_view',
        path: pathname,
        title: document.title.slice(0, 256),
        ...(language.success ? { language: language.data } : {}),
        ...(referrer ? { referrer: referrer.slice(0, 2048) } : {}),
        viewport: { width: window.innerWidth, height: window.innerHeight },
        anonymousId: anonymousId(),
        ...(context.current.playerId ? { playerId: context.current.playerId } : {}),
      };
      void sendPageViews([event]);
    };
    const timer = window.setTimeout(send, PAGE_VIEW_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      send();
      previousUrl.current = `${window.location.origin}${pathname}`;
    };
  }, [pathname]);
}
