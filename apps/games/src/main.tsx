// First: zod's set-up must precede every schema the app's modules build.
import '@casino/client/zod-jitless';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { i18nReady, initI18n } from './lib/i18n.ts';
import './styles/tokens.css';
import './styles/base.css';
import './styles/game.css';
import './styles/controls.css';
import './styles/screens.css';
import './styles/phones.css';

initI18n();
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);
// A transition renders in slices that yield to the browser every few milliseconds: the game's first
// render (and, in app.tsx, its table's) never holds the page's main thread in one long task — the
// site's page around this iframe shares that thread.
// English is a chunk of its own: the first render waits for the player's language.
void i18nReady().then(() =>
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  ),
);
