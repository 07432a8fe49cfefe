// Demo mode (spec §1): the sample data in memory, reset on reload; nothing syncs, original
// records cannot be deleted and import is refused (spec §5).
import {
  ANALYTICS_EVENTS_KEPT,
  CUSTOMER_ID_PREFIX,
  DEMO_JOB_DURATION_MINUTES,
  JOB_ID_PREFIX,
  demoSaveStatus,
} from '@jobtrack/core';
import type { HttpClient } from '#web/lib/http.ts';
import { safeStorage, type SafeStorage } from '#web/lib/storage.ts';
import type { DataSource } from '../data-source.ts';
import { createAnalyticsLog } from '../shared/analytics.ts';
import { dataError } from '../shared/errors.ts';
import { consoleLogger, type Logger } from '../shared/data-log.ts';
import { defaultQrBaseUrl } from '../shared/qr-base-url.ts';
import { createStoreDataSource, type StoreSourceOptions } from '../shared/store-source.ts';
import { createDemoSnapshot } from './demo-data.ts';
import { createDemoQuotes } from './demo-quotes.ts';

export type DemoSourceOptions = {
  /** The signed-in demo user, whose business profile is kept on the device. */
  userId?: string;
  now?: () => Date;
  /** Spec §7: the demo provider forwards analytics events and session starts to the server. */
  analyticsHttp?: HttpClient;
  /** Where the locally kept analytics events live. */
  storage?: SafeStorage;
  qrBaseUrl?: string;
  logger?: Logger;
  /** Photos (decision 068): where they are kept and how they are shrunk (tests give their own). */
  photos?: Pick<StoreSourceOptions, 'devicePhotos' | 'shrink'>;
};

/** NOTE: spec §5 — only records the user created (prefixed ids) may be deleted in demo mode. */
const assertCanDelete = (kind: 'customer' | 'job', id: string): void => {
  if (kind === 'customer' && !id.startsWith(CUSTOMER_ID_PREFIX)) {
    throw dataError('demo.cannotDeleteCustomer');
  }
  if (kind === 'job' && !id.startsWith(JOB_ID_PREFIX)) throw dataError('demo.cannotDeleteJob');
};

export const createDemoDataSource = (options: DemoSourceOptions = {}): DataSource => {
  const now = options.now ?? (() => new Date());
  const logger = options.logger ?? consoleLogger;
  return createStoreDataSource({
    ...options.photos,
    rules: {
      mode: 'demo',
      assertCanDelete,
      saveStatus: demoSaveStatus,
      defaultEstimatedDuration: DEMO_JOB_DURATION_MINUTES,
      canImport: false,
      // NOTE: spec §8 — 'Demo mode: Profile changes are saved locally only.'
      profileSaveFailed: 'profile.demoSaveFailed',
    },
    initial: () => createDemoSnapshot(now()),
    // NOTE: spec §8 — clearing demo data restores the sample data.
    afterClear: () => createDemoSnapshot(now()),
    // Issue 26: an accepted and a sent quote, so the demo shows every state of a quote.
    sampleQuotes: () => createDemoQuotes(now()),
    analytics: createAnalyticsLog({
      storage: options.storage ?? safeStorage,
      keep: ANALYTICS_EVENTS_KEPT.demo,
      http: options.analyticsHttp,
      logger,
      now,
    }),
    profile: { userId: options.userId ?? 'demo', storage: options.storage ?? safeStorage },
    qrBaseUrl: options.qrBaseUrl ?? defaultQrBaseUrl(),
    logger,
    now,
  });
};
