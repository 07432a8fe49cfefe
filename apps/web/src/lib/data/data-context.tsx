import { CACHE_LIFETIME_MS } from '@jobtrack/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { createDataSource } from '../../data/create-data-source.ts';
import type { DataSnapshot, DataSource, SyncState } from '../../data/data-source.ts';
import { useRuntimeConfig } from '../../config/runtime-config.ts';
import { useAuth } from '../auth/auth-context.tsx';

// The signed-in user's data source, and the one query every screen reads through `select`,
// so the dashboard, lists and details always agree (STYLE.md: derived views via select).

/** Query keys of the data: everything of one user and mode lives under its scope. */
export const dataKeys = {
  all: ['data'] as const,
  scope: (scope: string) => ['data', scope] as const,
  snapshot: (scope: string) => ['data', scope, 'snapshot'] as const,
};

type DataContextValue = { source: DataSource; scope: string };

const DataContext = createContext<DataContextValue | null>(null);

/** Makes the data source of the signed-in user (demo, local or api), once per user and mode. */
export function DataProvider({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const { publicUrl } = useRuntimeConfig();
  const queryClient = useQueryClient();
  const mode = auth.status === 'signedIn' ? auth.mode : null;
  const userId = auth.status === 'signedIn' ? auth.user.id : null;
  const scope = mode && userId ? `${mode}:${userId}` : null;

  const value = useMemo(() => {
    if (!mode || !userId || !scope) return null;
    const source = createDataSource(mode, {
      userId,
      qrBaseUrl: publicUrl || window.location.origin,
    });
    return { source, scope };
  }, [mode, userId, scope, publicUrl]);

  useEffect(() => {
    if (!value) {
      queryClient.removeQueries({ queryKey: dataKeys.all });
      return;
    }
    // Background changes (a server answer replacing an optimistic record) refresh every view.
    return value.source.subscribe(() => {
      void queryClient.invalidateQueries({ queryKey: dataKeys.scope(value.scope) });
    });
  }, [value, queryClient]);

  return <DataContext.Provider value={value}>{children}</DataContext.Provider>;
}

function useDataContext(): DataContextValue {
  const value = useContext(DataContext);
  if (!value) throw new Error('The data is only there for a signed-in user (inside DataProvider)');
  return value;
}

export const useDataSource = (): DataSource => useDataContext().source;

/** The signed-in user's data source, or null when nobody is signed in (analytics, app-wide). */
export const useOptionalDataSource = (): DataSource | null =>
  useContext(DataContext)?.source ?? null;

/**
 * The customers and jobs, loaded together (spec §7). In api mode they refresh every 30 s; a
 * failed refresh keeps what the cache had (spec §4), retried once, never on window focus.
 */
export function useData<Selected = DataSnapshot>(select?: (snapshot: DataSnapshot) => Selected) {
  const { source, scope } = useDataContext();
  return useQuery({
    queryKey: dataKeys.snapshot(scope),
    queryFn: () => source.load(),
    refetchInterval: source.mode === 'api' ? CACHE_LIFETIME_MS : false,
    select,
  });
}

/** Where the signed-in user's writes stand (pending, syncing, refused); re-renders on change. */
export function useSyncState(): SyncState {
  const { source } = useDataContext();
  return useSyncExternalStore(
    (listener) => source.subscribe(listener),
    () => source.syncState(),
  );
}

/** A write through the data source that refreshes every view of the data when it settles. */
export function useDataMutation<Variables, Result>(
  write: (source: DataSource, variables: Variables) => Promise<Result>,
) {
  const { source, scope } = useDataContext();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: Variables) => write(source, variables),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dataKeys.scope(scope) }),
  });
}
