// The one place a data mode turns into an adapter (DESIGN.md §4): the auth layer calls this once
// per signed-in user and hands the result to the UI.
import { httpClient, type HttpClient } from '#web/lib/http.ts';
import type { SafeStorage } from '#web/lib/storage.ts';
import { createApiDataSource } from './api/api-source.ts';
import type { DataMode, DataSource } from './data-source.ts';
import { createDemoDataSource } from './demo/demo-source.ts';
import { createLocalDataSource } from './local/local-source.ts';
import type { Logger } from './shared/log.ts';

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

export const createDataSource = (
  mode: DataMode,
  options: CreateDataSourceOptions = {},
): DataSource => {
  const { userId, http = httpClient, forwardAnalytics = true, ...shared } = options;
  switch (mode) {
    case 'demo':
      return createDemoDataSource({
        ...shared,
        userId,
        analyticsHttp: forwardAnalytics ? http : undefined,
      });
    case 'local':
      return createLocalDataSource({ ...shared, userId });
    case 'api':
      if (!userId) throw new Error('The api data mode needs the signed-in user id');
      return createApiDataSource({ ...shared, http, userId, forwardAnalytics });
  }
};
