// The landing page's React (landing.html, served at /), loaded by landing-start.ts when the page
// needs it (decision 037): React, the texts of one language, the page (decision 023). The app's
// pages load from index.html.
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { LandingApp } from '#web/app/landing-app.tsx';
import {
  initialRuntimeConfig,
  RUNTIME_CONFIG_DEFAULTS,
  runtimeConfigLoaded,
} from '#web/lib/runtime-config.ts';
import { initI18n } from '#web/lib/i18n.ts';
import { applyTheme, readStoredTheme, systemTheme } from '#web/lib/preferences.ts';
import { createLog } from '#web/lib/log.ts';

const log = createLog('app');

applyTheme(readStoredTheme() ?? systemTheme());
void runtimeConfigLoaded();

// The HTML holds the page as a first-time English visitor in light theme sees it (built by
// vite-plugins/landing-page.ts): such a visitor's browser hydrates it, starting from the settings
// it was built with; any other renders anew. boot.js judged the fit when the page started
// (before this visit stored the server's settings).
const root = document.getElementById('root')!;
const fitsPrerender =
  root.hasChildNodes() && !document.documentElement.hasAttribute('data-stale-prerender');
const startingConfig = fitsPrerender ? RUNTIME_CONFIG_DEFAULTS : initialRuntimeConfig();

// The prerender is English: hydration speaks it even if the stored language changed meanwhile.
void initI18n(fitsPrerender ? 'en' : undefined)
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
