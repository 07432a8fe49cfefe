// The browser entry: theme and language before the first paint, then the app.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { registerServiceWorker } from './app/service-worker.ts';
import { startWaitlistRetry } from './features/waitlist/index.ts';
import { initI18n } from './lib/i18n.ts';
import { applyTheme, readStoredTheme, systemTheme } from './lib/preferences.ts';
import './index.css';

applyTheme(readStoredTheme() ?? systemTheme());
initI18n();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

registerServiceWorker();
// Waitlist joins made offline reach the server once it can be reached (spec §2).
startWaitlistRetry();
