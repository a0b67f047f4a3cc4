// First: zod's set-up must precede every schema the app's modules build.
import '@casino/client/zod-jitless';
import { mountApp } from '@casino/client';
import { App } from './app/app.tsx';
import { preloadRoute } from './app/router.tsx';
import { i18nReady, initI18n } from './lib/i18n.ts';
import './styles/tokens.css';
import './styles/base.css';

initI18n();
// The first page's module and the player's language (English is a chunk of its own) before the first
// render (at most 1.5 s: past that, the frame and a spinner).
void Promise.race([
  Promise.all([preloadRoute(window.location.pathname), i18nReady()]),
  new Promise((done) => setTimeout(done, 1500)),
]).then(() => mountApp(<App />, { yielding: true }));
