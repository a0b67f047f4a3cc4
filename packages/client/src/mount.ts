import { StrictMode, createElement, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

/** Renders the app into index.html's `#root` in StrictMode (each app's main.tsx). */
export function mountApp(app: ReactNode): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(createElement(StrictMode, null, app));
}
