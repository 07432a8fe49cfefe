import { QueryClientProvider } from '@tanstack/react-query';
import { startTransition, Suspense, useEffect, useMemo, useState } from 'react';
import { Spinner } from '#web/components/ui/spinner.tsx';
import {
  initialRuntimeConfig,
  readCachedRuntimeConfig,
  runtimeConfigLoaded,
  RuntimeConfigContext,
  type RuntimeConfig,
} from '#web/lib/runtime-config.ts';
import { AuthProvider } from '#web/lib/auth/auth-context.tsx';
import { readSession } from '#web/lib/auth/session-store.ts';
import { DataProvider } from '#web/data/hooks/data-context.tsx';
import { createQueryClient } from '#web/lib/query-client.ts';
import { ThemeProvider } from '#web/lib/theme.tsx';
import { AppRouter } from './router.tsx';

/**
 * The first render does not wait for /api/config (decision 023): it uses the settings of the
 * last visit (or the defaults) and adapts when the server answers. Only a stored session with
 * no stored settings waits, since restoring it depends on the demo settings (spec §4).
 */
const startingConfig = (): RuntimeConfig | null =>
  !readCachedRuntimeConfig() && readSession() ? null : initialRuntimeConfig();
// Read when the entry loads, before /api/config answers (its answer is stored for next time).
const starting = startingConfig();

/** The providers and the router, rendered at once; the server's settings follow. */
export function App() {
  const [config, setConfig] = useState<RuntimeConfig | null>(starting);
  useEffect(() => {
    let isCurrent = true;
    void runtimeConfigLoaded().then((loaded) => {
      // In slices (a transition): the whole app renders again with the server's settings.
      if (isCurrent) startTransition(() => setConfig(loaded));
    });
    return () => {
      isCurrent = false;
    };
  }, []);
  const queryClient = useMemo(() => createQueryClient(), []);

  const waiting = (
    <main className="flex min-h-dvh items-center justify-center">
      <Spinner />
    </main>
  );
  if (!config) return waiting;
  return (
    <RuntimeConfigContext.Provider value={config}>
      <ThemeProvider>
        <QueryClientProvider client={queryClient}>
          <AuthProvider settings={config} loadSettings={runtimeConfigLoaded}>
            <DataProvider>
              {/* A signed-in page load's first screen waits here for its data mode's adapter
                  (decision 037); later navigations keep the screen they leave until ready. */}
              <Suspense fallback={waiting}>
                <AppRouter />
              </Suspense>
            </DataProvider>
          </AuthProvider>
        </QueryClientProvider>
      </ThemeProvider>
    </RuntimeConfigContext.Provider>
  );
}
