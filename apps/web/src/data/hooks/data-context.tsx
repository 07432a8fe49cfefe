import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  use,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { createDataSource } from '../create-data-source.ts';
import type {
  AnalyticsEvent,
  AnalyticsSession,
  DataSnapshot,
  DataSource,
  SyncState,
} from '../data-source.ts';
import { useRuntimeConfig } from '#web/lib/runtime-config.ts';
import { useAuth } from '#web/lib/auth/auth-context.tsx';
import { errorMessage, type ErrorFallbacks, type ErrorMessage } from '#web/lib/error-message.ts';
import { createLog } from '#web/lib/log.ts';

const log = createLog('data');

// The signed-in user's data source, and the one query every screen reads through `select`,
// so the dashboard, lists and details always agree (docs/architecture.md §4: derived views via select).

/** Query keys of the data: everything of one user and mode lives under its scope. */
export const dataKeys = {
  all: ['data'] as const,
  scope: (scope: string) => ['data', scope] as const,
  snapshot: (scope: string) => ['data', scope, 'snapshot'] as const,
};

/**
 * The signed-in user's source; `source` is null until the mode's adapter has loaded (its own
 * chunk, decision 037), and `loading` settles with it; `subscribe` tells when it has.
 */
type DataContextValue = {
  scope: string;
  source: () => DataSource | null;
  loading: Promise<DataSource>;
  subscribe: (listener: () => void) => () => void;
};

const DataContext = createContext<DataContextValue | null>(null);

/**
 * A promise marked settled the way React's use() reads one (status and value), so a screen
 * rendered once the source is there reads it without suspending.
 */
type Settled = Promise<DataSource> & { status?: 'fulfilled'; value?: DataSource };

const settle = (promise: Settled, source: DataSource) => {
  promise.status = 'fulfilled';
  promise.value = source;
};

function contextValue(scope: string, created: DataSource | Promise<DataSource>): DataContextValue {
  let source: DataSource | null = null;
  const listeners = new Set<() => void>();
  let loading: Settled;
  if (created instanceof Promise) {
    loading = created.then((loaded) => {
      source = loaded;
      settle(loading, loaded);
      listeners.forEach((listener) => listener());
      return loaded;
    });
  } else {
    source = created;
    loading = Promise.resolve(created);
    settle(loading, created);
  }
  return {
    scope,
    source: () => source,
    loading,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The source of the context once loaded (null before, or with nobody signed in). */
function useLoadedSource(value: DataContextValue | null): DataSource | null {
  return useSyncExternalStore(value?.subscribe ?? noSubscription, () => value?.source() ?? null);
}

const noSubscription = () => () => {};

/**
 * Makes the data source of the signed-in user (demo, local or api), once per user and mode.
 * The mode's adapter loads on first use; until it is there, a screen that reads the data waits
 * (suspends) and the rest of the app renders.
 */
export function DataProvider({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const { publicUrl } = useRuntimeConfig();
  const queryClient = useQueryClient();
  const mode = auth.status === 'signedIn' ? auth.mode : null;
  const userId = auth.status === 'signedIn' ? auth.user.id : null;
  const scope = mode && userId ? `${mode}:${userId}` : null;

  const value = useMemo(() => {
    if (!mode || !userId || !scope) return null;
    const created = createDataSource(mode, {
      userId,
      qrBaseUrl: publicUrl || window.location.origin,
    });
    return contextValue(scope, created);
  }, [mode, userId, scope, publicUrl]);

  const source = useLoadedSource(value);
  useEffect(() => {
    if (!value) {
      queryClient.removeQueries({ queryKey: dataKeys.all });
      return;
    }
    if (!source) return;
    // One cache (issue 9): every change of the data (a write, a server answer, a pull) is pushed
    // to the screens as the source's snapshot; nothing is fetched again.
    return source.subscribe(() => {
      const snapshot = source.snapshot();
      if (snapshot) queryClient.setQueryData(dataKeys.snapshot(value.scope), snapshot);
    });
  }, [value, source, queryClient]);

  return <DataContext.Provider value={value}>{children}</DataContext.Provider>;
}

/**
 * Settles once the signed-in user's adapter has loaded (null with nobody signed in): the router
 * waits for it before its first render, so the first screen does not suspend (decision 042).
 */
export const useDataLoaded = (): Promise<unknown> | null =>
  useContext(DataContext)?.loading ?? null;

/** The context with its source loaded: suspends the caller while the adapter loads. */
function useDataContext(): { source: DataSource; scope: string } {
  const value = useContext(DataContext);
  if (!value) throw new Error('The data is only there for a signed-in user (inside DataProvider)');
  // use() every time (never only while loading): it reads a settled promise at once.
  return { source: use(value.loading), scope: value.scope };
}

export const useDataSource = (): DataSource => useDataContext().source;

/**
 * The signed-in user's data source, or null when nobody is signed in or its adapter is still
 * loading (sign-out, app-wide pieces that must not wait).
 */
export const useOptionalDataSource = (): DataSource | null =>
  useLoadedSource(useContext(DataContext));

/** What AnalyticsSink needs of a source (lib/analytics; kept here so it needs no import). */
type AnalyticsSinkOfSource = Pick<DataSource, 'trackEvent' | 'startAnalyticsSession'>;

/**
 * Where a signed-in user's analytics go: their data source, also while its adapter loads (the
 * event waits for it), so the first page view is theirs; null when nobody is signed in.
 */
export function useOptionalAnalyticsSink(): AnalyticsSinkOfSource | null {
  const value = useContext(DataContext);
  const source = useLoadedSource(value);
  return useMemo(() => {
    if (!value) return null;
    if (source) return source;
    const { loading } = value;
    return {
      trackEvent: async (event: AnalyticsEvent) => (await loading).trackEvent(event),
      startAnalyticsSession: async (session: AnalyticsSession) =>
        (await loading).startAnalyticsSession(session),
    };
  }, [value, source]);
}

/**
 * The customers and jobs, loaded together (spec §7). Later changes are pushed in by the data
 * source (DataProvider); in api mode the adapter pulls the server's changes itself (every 30 s
 * while visible). The device's data is there offline too, so the query never waits for a network.
 */
export function useData<Selected = DataSnapshot>(select?: (snapshot: DataSnapshot) => Selected) {
  const { source, scope } = useDataContext();
  return useQuery({
    queryKey: dataKeys.snapshot(scope),
    queryFn: () => source.load(),
    networkMode: 'always',
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

/**
 * A write through the data source, the one mutation pattern (decision 038). The source pushes the
 * changed data to every view itself, so nothing is fetched again; writes are never paused by the
 * network state (the device keeps them).
 *
 * The hook takes the error handling: a failed write is logged once, here, and `failure` holds
 * what to tell the user (errorMessage with the write's `fallbacks`: a DataError by its key, a
 * server refusal by its code, else — or when that key has no text — the fallback) until the next write or `reset()`. A screen
 * calls `mutate(variables, { onSuccess })`, shows `failure` (SubmitErrorNotice in a form,
 * MutationErrorNotice above a list) and has no try/catch of its own.
 */
export function useDataMutation<Variables, Result>(
  write: (source: DataSource, variables: Variables) => Promise<Result>,
  fallbacks: ErrorFallbacks,
) {
  const { source } = useDataContext();
  const { i18n } = useTranslation();
  const mutation = useMutation({
    mutationFn: (variables: Variables) => write(source, variables),
    networkMode: 'always',
    onError: (error) => log.warn('a write failed', error),
  });
  const found = mutation.error ? errorMessage(mutation.error, fallbacks) : null;
  // A key with no text of its own (an adapter's internal refusal) reads as the fallback.
  const failure: ErrorMessage | null =
    found && !i18n.exists(found.key) ? { key: fallbacks.fallback } : found;
  return { ...mutation, failure };
}
