import { usePageViews } from '../hooks/use-page-views.ts';

/** Mounted once in the root layout: a page view per navigation (features/analytics). */
export function PageViewTracker() {
  usePageViews();
  return null;
}
