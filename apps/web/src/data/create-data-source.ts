// The one place a data mode turns into an adapter (docs/architecture.md §4): the auth layer calls this once
// per signed-in user and hands the result to the UI. Each adapter is its own chunk, loaded the
// first time its mode is used, so a first screen downloads only its own mode's code (the api
// adapter's replica database never loads in demo mode; decision 037).
import { httpClient, type HttpClient } from '#web/lib/http.ts';
import type { SafeStorage } from '#web/lib/storage.ts';
import type { createApiDataSource } from './api/api-source.ts';
import type { DataMode, DataSource } from './data-source.ts';
import type { createDemoDataSource } from './demo/demo-source.ts';
import type { createLocalDataSource } from './local/local-source.ts';
import type { Logger } from './shared/data-log.ts';

export type CreateDataSourceOptions = {
  /** Required in api mode: the signed-in user, whose pending writes are kept apart. */
  userId?: string;
  /** The server client (default: same origin, token from storage). */
  http?: HttpClient;
  /** Browser storage stand-in (default: localStorage). */
  storage?: SafeStorage;
  now?: () => Date;
  /** Where QR codes link to (default: this site's origin). */
  qrBaseUrl?: string;
  logger?: Logger;
  /** Send analytics to the server in demo and api modes (spec §7; default true). */
  forwardAnalytics?: boolean;
};

type Adapters = {
  demo: typeof createDemoDataSource;
  local: typeof createLocalDataSource;
  api: typeof createApiDataSource;
};

const imports: { [Mode in DataMode]: () => Promise<Adapters[Mode]> } = {
  demo: async () => (await import('./demo/demo-source.ts')).createDemoDataSource,
  local: async () => (await import('./local/local-source.ts')).createLocalDataSource,
  api: async () => (await import('./api/api-source.ts')).createApiDataSource,
};

const loaded: Partial<Adapters> = {};

/** Loads the adapter of MODE (once); createDataSource answers at once for it afterwards. */
export async function loadDataAdapter(mode: DataMode): Promise<void> {
  if (loaded[mode]) return;
  // Each mode's import gives that mode's factory.
  (loaded as Record<DataMode, unknown>)[mode] = await imports[mode]();
}

function build(adapters: Partial<Adapters>, mode: DataMode, options: CreateDataSourceOptions) {
  const { userId, http = httpClient, forwardAnalytics = true, ...shared } = options;
  switch (mode) {
    case 'demo':
      return adapters.demo!({
        ...shared,
        userId,
        analyticsHttp: forwardAnalytics ? http : undefined,
      });
    case 'local':
      return adapters.local!({ ...shared, userId });
    case 'api':
      return adapters.api!({ ...shared, http, userId: userId!, forwardAnalytics });
  }
}

/**
 * The data source of MODE: at once when its adapter is loaded, else once it is (the first
 * screen of a page load waits for it; DataProvider).
 */
export function createDataSource(
  mode: DataMode,
  options: CreateDataSourceOptions = {},
): DataSource | Promise<DataSource> {
  if (mode === 'api' && !options.userId) {
    throw new Error('The api data mode needs the signed-in user id');
  }
  if (loaded[mode]) return build(loaded, mode, options);
  return loadDataAdapter(mode).then(() => build(loaded, mode, options));
}
