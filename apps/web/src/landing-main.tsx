// The landing page's entry (landing.html, served at /): only what the page needs to be
// interactive — React, the texts of one language, the page — so a first visit stays light
// (decision 023). The app's pages load from index.html.
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { LandingApp } from '#web/app/landing-app.tsx';
import { registerServiceWorker } from '#web/app/service-worker.ts';
import {
  initialRuntimeConfig,
  readCachedRuntimeConfig,
  runtimeConfigLoaded,
} from '#web/config/runtime-config.ts';
import { initI18n } from '#web/lib/i18n.ts';
import { applyTheme, readLanguage, readStoredTheme, systemTheme } from '#web/lib/preferences.ts';
import { createLog } from '#web/lib/log.ts';

const log = createLog('app');

const theme = readStoredTheme() ?? systemTheme();
applyTheme(theme);
// Read before /api/config answers (its answer is stored for the next visit).
const startingConfig = initialRuntimeConfig();
const hasCachedConfig = readCachedRuntimeConfig() !== null;
void runtimeConfigLoaded();

// The HTML holds the page as a first-time English visitor in light theme sees it (built by
// vite-plugins/landing-page.ts): such a visitor's browser hydrates it; any other renders anew.
const root = document.getElementById('root')!;
const fitsPrerender =
  root.hasChildNodes() && readLanguage() === 'en' && theme === 'light' && !hasCachedConfig;

void initI18n()
  .catch((error: unknown) => log.error('The texts could not load', error))
  .then(() => {
    const page = (
      <StrictMode>
        <LandingApp initialConfig={startingConfig} />
      </StrictMode>
    );
    // A transition, so React yields to the browser while it hydrates (no long task).
    startTransition(() => {
      if (fitsPrerender) {
        hydrateRoot(root, page);
        return;
      }
      root.replaceChildren();
      createRoot(root).render(page);
    });
  });

registerServiceWorker();
// Waitlist joins made offline reach the server once it can be reached (spec §2); the retry loads
// after the page is up.
void import('#web/features/waitlist/api/waitlist-outbox.ts').then(({ startWaitlistRetry }) =>
  startWaitlistRetry(),
);
