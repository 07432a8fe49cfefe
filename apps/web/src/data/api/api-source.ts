// Regular signed-in mode (spec §1): the server through the bearer token, behind an in-memory
// cache with optimistic writes (spec §4). Creates and updates land in the cache at once and reach
// the server through the outbox; deletes wait for the server and are undone if it fails.
import {
  ANALYTICS_EVENTS_KEPT,
  customerFromServer,
  jobFromServer,
  type ServerCustomer,
  type ServerJob,
} from '@jobtrack/core';
import { HttpError, type HttpClient } from '../../lib/http.ts';
import { safeStorage, type SafeStorage } from '../../lib/storage.ts';
import { IDLE_SYNC_STATE, type DataSnapshot, type DataSource } from '../data-source.ts';
import { createAnalyticsLog } from '../shared/analytics.ts';
import { toBackup } from '../shared/backup.ts';
import { createEmitter } from '../shared/emitter.ts';
import { consoleLogger, type Logger } from '../shared/log.ts';
import { customerQrPayload, defaultQrBaseUrl, jobQrPayload, renderQrCode } from '../shared/qr.ts';
import * as views from '../shared/queries.ts';
import {
  applyCustomerChanges,
  applyJobChanges,
  buildCustomer,
  buildJob,
  cloneSnapshot,
  newCustomerId,
  newJobId,
  requireRecord,
  withDerivedFields,
} from '../shared/records.ts';
import { mergeServerLists, putBack, withIndex, without, withPendingCreates } from './api-cache.ts';
import { queryServerAnalytics } from './api-analytics.ts';
import { createSyncEngine } from './api-sync.ts';
import { clearOnServer, deleteOnServer, importToServer } from './api-transfer.ts';
import { customerUpdateWire, jobUpdateWire } from './api-wire.ts';
import { createOutbox } from './outbox.ts';

export type ApiSourceOptions = {
  http: HttpClient;
  /** The signed-in user: the outbox is kept per user. */
  userId: string;
  storage?: SafeStorage;
  now?: () => Date;
  qrBaseUrl?: string;
  logger?: Logger;
  /** Send analytics events and session starts to the server too (default true). */
  forwardAnalytics?: boolean;
};

const EMPTY: DataSnapshot = { customers: [], jobs: [] };
const copy = <T>(value: T): T => structuredClone(value);
export const createApiDataSource = (options: ApiSourceOptions): DataSource => {
  const { http } = options;
  const storage = options.storage ?? safeStorage;
  const now = options.now ?? (() => new Date());
  const logger = options.logger ?? consoleLogger;
  const qrBaseUrl = options.qrBaseUrl ?? defaultQrBaseUrl();
  const outbox = createOutbox(storage, options.userId);
  const emitter = createEmitter((error) => logger.error('a data listener failed', error));
  const deleting = new Set<string>();
  // NOTE: spec §4 — records made offline before a reload are shown from the outbox at once.
  let cache: DataSnapshot = withPendingCreates(EMPTY, outbox.entries());
  let attempted = false;
  let syncState = IDLE_SYNC_STATE;
  let loading: Promise<DataSnapshot> | null = null;

  const setCache = (next: DataSnapshot) => {
    cache = withDerivedFields(next);
    emitter.emit();
  };
  const replaceRecord = <K extends 'customers' | 'jobs'>(
    kind: K,
    record: DataSnapshot[K][number],
  ) => {
    const list = cache[kind] as { id: string }[];
    if (!list.some((existing) => existing.id === record.id)) return;
    setCache({
      ...cache,
      [kind]: list.map((existing) => (existing.id === record.id ? record : existing)),
    });
  };

  const engine = createSyncEngine({
    http,
    outbox,
    logger,
    onSent(entry, answer) {
      // A later change of this record is still queued: the local version is the newer one.
      if (outbox.has(entry.id)) return;
      if (answer.kind === 'customer') replaceRecord('customers', customerFromServer(answer.record));
      else replaceRecord('jobs', jobFromServer(answer.record));
    },
    // The refused record stays until the next refresh shows what the server holds.
    onDropped: () => undefined,
  });

  const refresh = async (): Promise<DataSnapshot> => {
    attempted = true;
    // NOTE: spec §7 — the lists are loaded only when a token exists.
    if (!http.getToken()) return cloneSnapshot(cache);
    await engine.drain();
    try {
      const [customers, jobs] = await Promise.all([
        http.request<unknown>('/api/customers'),
        http.request<unknown>('/api/jobs'),
      ]);
      const local = { cache, pending: outbox.entries(), deleting };
      setCache(mergeServerLists(customers, jobs, local, logger));
    } catch (error) {
      // NOTE: spec §8 — a failed refresh is logged and the existing cache kept.
      logger.error('could not refresh customers and jobs; kept the data already shown', error);
    }
    return cloneSnapshot(cache);
  };

  const load = (): Promise<DataSnapshot> => {
    loading ??= engine.inLane(refresh).finally(() => {
      loading = null;
    });
    return loading;
  };
  const ensureLoaded = async () => {
    if (!attempted) await load();
  };
  /** Reads answer from the cache, loading it first if it never was. */
  const read = async <T>(view: () => T): Promise<T> => {
    await ensureLoaded();
    return copy(view());
  };

  const findCustomer = (id: string) => cache.customers.find((customer) => customer.id === id);
  const findJob = (id: string) => cache.jobs.find((job) => job.id === id);
  const requireCustomer = (id: string) => requireRecord(cache.customers, id, 'customers.notFound');
  const requireJob = (id: string) => requireRecord(cache.jobs, id, 'jobs.notFound');

  /** A record the cache lacks may have been made on another device since the last refresh. */
  const fetchOne = async <T>(path: string, id: string): Promise<T | null> => {
    if (deleting.has(id) || !http.getToken()) return null;
    try {
      return await http.request<T>(`${path}/${encodeURIComponent(id)}`);
    } catch (error) {
      if (!(error instanceof HttpError && error.status === 404)) {
        logger.warn(`could not look up ${id}`, error);
      }
      return null;
    }
  };

  /** Removes records at once; if the server delete fails they come back and the call rejects. */
  const deleteRecords = async (path: string, ids: ReadonlySet<string>) => {
    const removedCustomers = withIndex(cache.customers, ids);
    const removedJobs = withIndex(cache.jobs, ids);
    for (const id of ids) deleting.add(id);
    setCache({ customers: without(cache.customers, ids), jobs: without(cache.jobs, ids) });
    const taken = outbox.takeWaiting(ids, engine.inFlightSeq());
    try {
      await engine.inLane(() => deleteOnServer(http, path));
    } catch (error) {
      outbox.restore(taken);
      setCache({
        customers: putBack(cache.customers, removedCustomers),
        jobs: putBack(cache.jobs, removedJobs),
      });
      throw error;
    } finally {
      for (const id of ids) deleting.delete(id);
    }
  };

  const queueWrite = (write: Parameters<typeof outbox.add>[0]) => {
    outbox.add(write, engine.inFlightSeq());
    engine.scheduleDrain();
  };

  const transfer = {
    http,
    engine,
    outbox,
    knownCustomerIds: () => new Set(cache.customers.map((customer) => customer.id)),
  };

  const analytics = createAnalyticsLog({
    storage,
    keep: ANALYTICS_EVENTS_KEPT.app,
    http: options.forwardAnalytics === false ? undefined : http,
    logger,
    now,
  });

  return {
    mode: 'api',
    load,

    listCustomers: () => read(() => cache.customers),
    async getCustomer(id) {
      await ensureLoaded();
      const cached = findCustomer(id);
      if (cached) return copy(cached);
      const record = await fetchOne<ServerCustomer>('/api/customers', id);
      if (!record) return null;
      const customer = customerFromServer(record, cache.jobs);
      setCache({ ...cache, customers: [...without(cache.customers, new Set([id])), customer] });
      return copy(findCustomer(id) ?? customer);
    },
    async addCustomer(input) {
      const customer = buildCustomer(input, newCustomerId(), now());
      setCache({ ...cache, customers: [...cache.customers, customer] });
      queueWrite({ op: 'createCustomer', id: customer.id, record: customer });
      return copy(findCustomer(customer.id)!);
    },
    async updateCustomer(id, changes) {
      await ensureLoaded();
      const customer = applyCustomerChanges(requireCustomer(id), changes);
      replaceRecord('customers', customer);
      // NOTE: spec §4 — a failed server sync is only logged; the local change stays (outbox).
      queueWrite({ op: 'updateCustomer', id, body: customerUpdateWire(changes) });
      return copy(findCustomer(id)!);
    },
    async deleteCustomer(id) {
      await ensureLoaded();
      requireCustomer(id);
      const ids = new Set([id, ...views.jobsByCustomer(cache.jobs, id).map((job) => job.id)]);
      await deleteRecords(`/api/customers/${encodeURIComponent(id)}`, ids);
    },
    searchCustomers: (query) =>
      read(() => views.searchCustomers(cache.customers, query, views.SEARCH_FIELDS.api)),

    listJobs: () => read(() => cache.jobs),
    async getJob(id) {
      await ensureLoaded();
      const cached = findJob(id);
      if (cached) return copy(cached);
      const record = await fetchOne<ServerJob>('/api/jobs', id);
      if (!record) return null;
      setCache({ ...cache, jobs: [...without(cache.jobs, new Set([id])), jobFromServer(record)] });
      return copy(findJob(id) ?? null);
    },
    async addJob(input) {
      await ensureLoaded();
      const customer = requireCustomer(input.customerId);
      const job = buildJob(input, newJobId(), customer.name, now());
      setCache({ ...cache, jobs: [...cache.jobs, job] });
      queueWrite({ op: 'createJob', id: job.id, record: job });
      return copy(findJob(job.id)!);
    },
    async updateJob(id, changes) {
      await ensureLoaded();
      const job = requireJob(id);
      if (changes.customerId !== undefined) requireCustomer(changes.customerId);
      const updated = applyJobChanges(job, changes, now());
      replaceRecord('jobs', updated);
      queueWrite({ op: 'updateJob', id, body: jobUpdateWire(changes, updated) });
      return copy(findJob(id)!);
    },
    async deleteJob(id) {
      await ensureLoaded();
      requireJob(id);
      await deleteRecords(`/api/jobs/${encodeURIComponent(id)}`, new Set([id]));
    },
    jobsByCustomer: (customerId) => read(() => views.jobsByCustomer(cache.jobs, customerId)),
    jobsByDate: (date) => read(() => views.jobsByDate(cache.jobs, date)),
    jobsInRange: (from, to) => read(() => views.jobsInRange(cache.jobs, from, to)),

    dashboardStats: (at) => read(() => views.dashboardStats(cache.jobs, at ?? now())),

    exportData: () => read(() => toBackup(cache)),
    async importData(data) {
      await ensureLoaded();
      const counts = await importToServer(transfer, data);
      await load();
      return counts;
    },
    async clearAll() {
      await clearOnServer(transfer);
      setCache(EMPTY);
    },

    subscribe: (listener) => emitter.subscribe(listener),
    sync: async () => void (await engine.inLane(engine.drain)),
    pendingWrites: () => outbox.size(),
    // TODO(issue 9): the replica and outbox in IndexedDB report the real state here.
    syncState() {
      if (syncState.pending !== outbox.size()) syncState = { ...syncState, pending: outbox.size() };
      return syncState;
    },
    discardRefused: async () => undefined,
    async discardDeviceData() {
      outbox.clear();
    },

    async qrCode(kind, id) {
      await ensureLoaded();
      const payload =
        kind === 'customer'
          ? customerQrPayload(requireCustomer(id), qrBaseUrl)
          : jobQrPayload(requireJob(id), qrBaseUrl);
      return renderQrCode(payload);
    },

    trackEvent: (event) => analytics.track(event),
    startAnalyticsSession: (session) => analytics.startSession(session),
    analyticsEvents: async () => analytics.events(),
    queryAnalytics: (query, timeframe, filters) =>
      queryServerAnalytics(http, logger, query, timeframe, filters),
  };
};
