// First: zod's set-up must precede every schema the app's modules build.
import '@casino/client/zod-jitless';
import { mountApp } from '@casino/client';
import { App } from './app/app.tsx';
import { initI18n } from './lib/i18n.ts';
import './styles/tokens.css';
import './styles/base.css';

initI18n();
mountApp(<App />, { yielding: true });
