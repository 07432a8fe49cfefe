// Waitlist test mode (spec §1): everything stays in this browser's storage. The sample data is
// written on first use only, so clearing all leaves the store empty, as the owner asked.
import {
  ANALYTICS_EVENTS_KEPT,
  STORAGE_KEYS,
  type Customer,
  type Job,
  type JobSeries,
  type Payment,
  paymentsOfPaidJobs,
} from '@jobtrack/core';
import { safeStorage, type SafeStorage } from '#web/lib/storage.ts';
import type { RecordsSnapshot, DataSource } from '../data-source.ts';
import { createAnalyticsLog } from '../shared/analytics.ts';
import { consoleLogger, type Logger } from '../shared/data-log.ts';
import { defaultQrBaseUrl } from '../shared/qr-base-url.ts';
import { createStoreDataSource, type StoreSourceOptions } from '../shared/store-source.ts';
import { createLocalSample } from './local-sample.ts';

/** Where waitlist test mode keeps its repeating-job series (issue 14). */
export const LOCAL_SERIES_KEY = 'jobtrack_local_series';
/** Where waitlist test mode keeps its payments (issue 23, decision 046). */
export const LOCAL_PAYMENTS_KEY = 'jobtrack_local_payments';

export type LocalSourceOptions = {
  /** The waitlist tester, whose business profile is kept on the device. */
  userId?: string;
  storage?: SafeStorage;
  now?: () => Date;
  qrBaseUrl?: string;
  logger?: Logger;
  /** Photos (decision 068): where they are kept and how they are shrunk (tests give their own). */
  photos?: Pick<StoreSourceOptions, 'devicePhotos' | 'shrink'>;
};

const isRecordList = <T>(value: unknown): value is T[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'object' && item !== null);

const readStored = (storage: SafeStorage): RecordsSnapshot | 'empty' => {
  const rawCustomers = storage.getString(STORAGE_KEYS.localCustomers);
  const rawJobs = storage.getString(STORAGE_KEYS.localJobs);
  if (rawCustomers === null && rawJobs === null) return 'empty';
  const jobs = storage.getJSON(STORAGE_KEYS.localJobs, isRecordList<Job>) ?? [];
  // Data of an earlier build has paid amounts on its jobs: each becomes one payment.
  const payments =
    storage.getJSON(LOCAL_PAYMENTS_KEY, isRecordList<Payment>) ?? paymentsOfPaidJobs(jobs);
  return {
    customers: storage.getJSON(STORAGE_KEYS.localCustomers, isRecordList<Customer>) ?? [],
    jobs,
    series: storage.getJSON(LOCAL_SERIES_KEY, isRecordList<JobSeries>) ?? [],
    payments,
  };
};

export const createLocalDataSource = (options: LocalSourceOptions = {}): DataSource => {
  const storage = options.storage ?? safeStorage;
  const now = options.now ?? (() => new Date());
  const logger = options.logger ?? consoleLogger;

  const persist = (snapshot: RecordsSnapshot) => {
    storage.setJSON(STORAGE_KEYS.localCustomers, snapshot.customers);
    storage.setJSON(STORAGE_KEYS.localJobs, snapshot.jobs);
    storage.setJSON(LOCAL_SERIES_KEY, snapshot.series);
    storage.setJSON(LOCAL_PAYMENTS_KEY, snapshot.payments);
  };

  return createStoreDataSource({
    ...options.photos,
    rules: {
      mode: 'local',
      canImport: true,
      profileSaveFailed: 'profile.saveFailed',
    },
    initial: () => {
      const stored = readStored(storage);
      if (stored !== 'empty') return stored;
      const sample = createLocalSample(now());
      persist(sample);
      return sample;
    },
    afterClear: () => ({ customers: [], jobs: [], series: [], payments: [] }),
    persist,
    analytics: createAnalyticsLog({
      storage,
      keep: ANALYTICS_EVENTS_KEPT.waitlist,
      logger,
      now,
    }),
    profile: { userId: options.userId ?? 'local', storage },
    documentsStorageKey: `jobtrack_documents:${options.userId ?? 'local'}`,
    quotesStorageKey: `jobtrack_quotes:${options.userId ?? 'local'}`,
    qrBaseUrl: options.qrBaseUrl ?? defaultQrBaseUrl(),
    logger,
    now,
  });
};
