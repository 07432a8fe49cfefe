import { CACHE_LIFETIME_MS } from '#web/config/ui.ts';
import { QueryClient } from '@tanstack/react-query';

/** The data client of spec §7: one retry, no refetch on window focus, 30 s freshness. */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false, staleTime: CACHE_LIFETIME_MS },
      mutations: { retry: 0 },
    },
  });
