import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { RouterProvider } from 'react-router';
import { Spinner } from '../components/ui/spinner.tsx';
import {
  loadRuntimeConfig,
  RuntimeConfigContext,
  type RuntimeConfig,
} from '../config/runtime-config.ts';
import { AuthProvider } from '../lib/auth/auth-context.tsx';
import { DataProvider } from '../lib/data/data-context.tsx';
import { createQueryClient } from '../lib/query-client.ts';
import { ThemeProvider } from '../lib/theme.tsx';
import { createAppRouter } from './router.tsx';

/** Loads the server's runtime settings (Loading spinner meanwhile), then the providers. */
export function App() {
  const [config, setConfig] = useState<RuntimeConfig | null>(null);
  useEffect(() => {
    void loadRuntimeConfig().then(setConfig);
  }, []);
  const queryClient = useMemo(() => createQueryClient(), []);
  const router = useMemo(() => (config ? createAppRouter(config) : null), [config]);

  if (!config || !router) {
    return (
      <main className="flex min-h-dvh items-center justify-center">
        <Spinner />
      </main>
    );
  }
  return (
    <RuntimeConfigContext.Provider value={config}>
      <ThemeProvider>
        <QueryClientProvider client={queryClient}>
          <AuthProvider settings={config}>
            <DataProvider>
              <RouterProvider router={router} />
            </DataProvider>
          </AuthProvider>
        </QueryClientProvider>
      </ThemeProvider>
    </RuntimeConfigContext.Provider>
  );
}
