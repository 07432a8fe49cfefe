// The app's entry (every page but the landing page): theme before the first paint; the texts of
// the visitor's language and the server's settings load beside the code; the app renders as soon
// as its texts are there, without waiting for the settings (decision 023).
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '#web/app/app.tsx';
import { loadFirstPage } from '#web/app/router.tsx';
import { registerServiceWorker } from '#web/app/service-worker.ts';
import { runtimeConfigLoaded } from '#web/lib/runtime-config.ts';
import { initI18n } from '#web/lib/i18n.ts';
import { firstScreenShown } from '#web/lib/prerender-takeover.ts';
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
    const root = createRoot(document.getElementById('root')!);
    // In a transition, React renders the first screen in short slices: the prerendered page
    // (decision 043) stays on screen and answers the visitor's typing meanwhile.
    startTransition(() =>
      root.render(
        <StrictMode>
          <App />
        </StrictMode>,
      ),
    );
  });

// Once the first screen is there (its code now starts after the page's load, decision 043), so
// neither the worker's precache downloads nor the waitlist retry compete with it; at the latest
// after 10 s.
const afterFirstScreen = Promise.race([
  firstScreenShown,
  new Promise((resolve) => setTimeout(resolve, 10_000)),
]);
void afterFirstScreen.then(() => setTimeout(registerServiceWorker, 0));
// Waitlist joins made offline reach the server once it can be reached (spec §2); the retry
// loads after the first screen's code, so the waitlist's forms are not in the first load.
void afterFirstScreen
  .then(() => import('#web/features/waitlist/api/waitlist-outbox.ts'))
  .then(({ startWaitlistRetry }) => startWaitlistRetry());
