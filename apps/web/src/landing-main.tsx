// The landing page's entry (landing.html, served at /): only what the page needs to be
// interactive — React, the texts of one language, the page — so a first visit stays light
// (decision 023). The app's pages load from index.html.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { LandingApp } from './app/landing-app.tsx';
import { registerServiceWorker } from './app/service-worker.ts';
import { runtimeConfigLoaded } from './config/runtime-config.ts';
import { initI18n } from './lib/i18n.ts';
import { applyTheme, readStoredTheme, systemTheme } from './lib/preferences.ts';
import './index.css';

applyTheme(readStoredTheme() ?? systemTheme());
void runtimeConfigLoaded();

void initI18n()
  .catch((error: unknown) => console.error('The texts could not load', error))
  .then(() => {
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <LandingApp />
      </StrictMode>,
    );
  });

registerServiceWorker();
// Waitlist joins made offline reach the server once it can be reached (spec §2); the retry loads
// after the page is up.
void import('./features/waitlist/index.ts').then(({ startWaitlistRetry }) => startWaitlistRetry());
