// The app's entry (every page but the landing page): theme before the first paint; the texts of
// the visitor's language and the server's settings load beside the code; the app renders as soon
// as its texts are there, without waiting for the settings (decision 023).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '#web/app/app.tsx';
import { loadFirstPage } from '#web/app/router.tsx';
import { registerServiceWorker } from '#web/app/service-worker.ts';
import { runtimeConfigLoaded } from '#web/config/runtime-config.ts';
import { initI18n } from '#web/lib/i18n.ts';
import { applyTheme, readStoredTheme, systemTheme } from '#web/lib/preferences.ts';
import './index.css';
import { createLog } from '#web/lib/log.ts';

const log = createLog('app');

applyTheme(readStoredTheme() ?? systemTheme());
void runtimeConfigLoaded();

// The first page's code loads beside the texts (first: a later screen's texts come with them).
void loadFirstPage();

void initI18n()
  .catch((error: unknown) => log.error('The texts could not load', error))
  .then(() => {
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });

registerServiceWorker();
// Waitlist joins made offline reach the server once it can be reached (spec §2); the retry
// loads after the first screen's code, so the waitlist's forms are not in the first load.
void import('#web/features/waitlist/api/waitlist-outbox.ts').then(({ startWaitlistRetry }) =>
  startWaitlistRetry(),
);
