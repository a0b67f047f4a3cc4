// zod must not probe eval under the CSP: set it jitless before any schema is built.
import '@casino/client/zod-jitless';
import { mountApp } from '@casino/client';
// The shared design tokens first: the Material UI theme reads its colours from them (layout/theme.ts).
import '@casino/client/tokens.css';
import { App } from './App.tsx';

mountApp(<App />);
