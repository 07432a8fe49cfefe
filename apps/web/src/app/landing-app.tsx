import { lazy, Suspense, useEffect, useState } from 'react';
import {
  runtimeConfigLoaded,
  RuntimeConfigContext,
  type RuntimeConfig,
} from '#web/lib/runtime-config.ts';
import { ThemeProvider } from '#web/lib/theme.tsx';
import { LandingPage } from '#web/features/landing/index.ts';
import { LanguageSwitch, ThemeToggle } from './shell/switchers.tsx';

const LandingWaitlistForm = lazy(() =>
  import('./landing-waitlist-form.tsx').then((module) => ({ default: module.LandingWaitlistForm })),
);

/**
 * The landing page on its own (landing.html), without the router, the data layer or the query
 * client (decision 023): its links load the app. It renders with the settings the page started
 * with (the last visit's, or the defaults, read before /api/config answered) and adapts when the
 * server's arrive.
 */
export function LandingApp({ initialConfig }: { initialConfig: RuntimeConfig }) {
  const [config, setConfig] = useState(initialConfig);
  // boot.js hid the prerendered page from a visitor it did not fit; this render is theirs.
  useEffect(() => {
    document.documentElement.setAttribute('data-landing-rendered', '');
    document.documentElement.removeAttribute('data-stale-prerender');
  }, []);
  useEffect(() => {
    let isCurrent = true;
    void runtimeConfigLoaded().then((loaded) => {
      // The page view is landing-start.ts's (it runs without React).
      if (isCurrent) setConfig(loaded);
    });
    return () => {
      isCurrent = false;
    };
  }, []);
  return (
    <RuntimeConfigContext.Provider value={config}>
      <ThemeProvider>
        <LandingPage
          waitlistForm={
            <Suspense fallback={null}>
              <LandingWaitlistForm />
            </Suspense>
          }
          topBarExtras={
            <>
              <LanguageSwitch size="sm" />
              <ThemeToggle size="sm" />
            </>
          }
        />
      </ThemeProvider>
    </RuntimeConfigContext.Provider>
  );
}
