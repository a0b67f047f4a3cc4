import { StrictMode, createElement, startTransition, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

/**
 * Renders the app into index.html's `#root` in StrictMode (each app's main.tsx). `yielding` renders the
 * first tree as a transition: React then works in slices of a few milliseconds and lets the browser
 * paint and handle input between them, instead of one long task (the site's first render on a phone).
 */
export function mountApp(app: ReactNode, { yielding = false }: { yielding?: boolean } = {}): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const root = createRoot(container);
  const tree = createElement(StrictMode, null, app);
  if (yielding) startTransition(() => root.render(tree));
  else root.render(tree);
}
