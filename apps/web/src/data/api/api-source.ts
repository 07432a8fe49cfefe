// Regular signed-in mode (spec §1), offline-first (issue 9, decisions 011, 055): the owner's data
// lives in one replica on the device (IndexedDB) — the records, the invoices and receipts, the
// quotes, the business profile —, every write changes it at once and joins the outbox, and the sync engine
// pushes the outbox and pulls the server's changes in the background.
import {
  ANALYTICS_EVENTS_KEPT,
  DEFAULT_BUSINESS_PROFILE,
  buildDocument,
  type BusinessProfile,
  type InvoiceDocument,
  type Job,
  type JobSeries,
  type Quote,
  customerQrPayload,
  unpaidAmount,
  jobQrPayload,
  type SheetImportReport,
} from '@jobtrack/core';
import { businessProfileWire } from '@jobtrack/core/wire';
import type { HttpClient } from '#web/lib/http.ts';
import { safeStorage, type SafeStorage } from '#web/lib/storage.ts';
import type {
  ChangedElsewhere,
  CustomerChanges,
  DataSnapshot,
  DataSource,
  JobChanges,
  NewJob,
  NewSeries,
  PhotoChanges,
  QuoteChanges,
  RefusedWrite,
  SyncState,
} from '../data-source.ts';
import { createAnalyticsLog } from '../shared/analytics.ts';
import { toBackup } from '../shared/backup.ts';
import { createEmitter } from '../shared/emitter.ts';
import { dataError } from '../shared/errors.ts';
import { consoleLogger, type Logger } from '../shared/data-log.ts';
import { profileStorageKey, readLocalProfile } from '../shared/profile-store.ts';
import { defaultQrBaseUrl, renderQrCode } from '../shared/qr.ts';
import {
  applyQuoteChanges,
  buildQuote,
  linkedQuote,
  newQuoteId,
  quoteWork,
  requireQuote,
  withSentAt,
  workIdsOfQuote,
  workOfQuote,
} from '../shared/quote-rules.ts';
import {
  applyCustomerChanges,
  applyJobChanges,
  buildCustomer,
  buildJob,
  newCustomerId,
  newJobId,
  newPaymentId,
  paymentsOfChange,
  requireRecord,
} from '../shared/records.ts';
import {
  applyEndSeries,
  applyRainDelay,
  applySeriesChanges,
  buildSeries,
  localToday,
  newSeriesId,
  topUpSeries,
} from '../shared/series.ts';
import { createSyncEngine } from './api-sync.ts';
import { createPhotoUploader } from './photo-uploader.ts';
import {
  changePhoto,
  deletePhoto,
  refuseUpload,
  refusedUpload,
  withoutRefusedUpload,
  savePhoto,
} from './replica-photos.ts';
import type { ShrinkPhoto } from '../shared/photo-shrink-types.ts';
import {
  applyPhotoChanges,
  buildPhoto,
  checkRoomFor,
  newPhotoId,
  photoChangeBody,
  requirePhoto,
} from '../shared/photo-rules.ts';
import { clearOnServer, importToServer } from './api-transfer.ts';
import {
  baseFor,
  customerUpdateWire,
  customerWireValues,
  jobUpdateWire,
  jobWireValues,
  quoteWireValues,
  profileBase,
  quoteUpdateWire,
  seriesUpdateWire,
} from './api-wire.ts';
import { withoutNotice, type ConflictNotice } from './conflicts.ts';
import { rainDelayId } from './outbox.ts';
import { legacyOutboxKey, type IndexedDbDeps } from './replica-db.ts';
import {
  clearRecords,
  deleteDocument,
  deleteRecord,
  discardRefused,
  parkedWrites,
  pendingCount,
  refusedWrites,
  retryParked,
  restoreRefused,
  revokeDocument,
  setShareExpiry,
  setDocumentPhotos,
  saveCustomer,
  saveDocumentDraft,
  saveJob,
  savePaymentChanges,
  saveProfile,
  saveSeriesWrite,
  quoteLabel,
  type ReplicaState,
} from './replica-state.ts';
import { deleteQuote, saveQuoteChange, saveQuoteDraft, saveQuoteWrite } from './replica-quotes.ts';
import { saveImportedRecords } from './replica-import.ts';
import { createReplicaStore } from './replica-store.ts';

export type ApiSourceOptions = {
  http: HttpClient;
  /** The signed-in user: the replica and its outbox are kept per user. */
  userId: string;
  storage?: SafeStorage;
  /** Where the replica lives (default: the browser's IndexedDB). */
  indexedDb?: IndexedDbDeps;
  now?: () => Date;
  qrBaseUrl?: string;
  logger?: Logger;
  /** Send analytics events and session starts to the server too (default true). */
  forwardAnalytics?: boolean;
  /** How a photo is shrunk (default: the photo worker, loaded with the first photo). */
  shrink?: ShrinkPhoto;
  /** The photo uploader's fetch (default: the browser's). */
  fetch?: typeof fetch;
};

const copy = <T>(value: T): T => structuredClone(value);

const sameRefused = (a: readonly RefusedWrite[], b: readonly RefusedWrite[]) =>
  a.length === b.length &&
  a.every((entry, i) => {
    const other = b[i]!;
    return (
      entry.seq === other.seq &&
      entry.code === other.code &&
      entry.label === other.label &&
      entry.parked === other.parked &&
      entry.restore === other.restore
    );
  });

/** The notices as the sync state shows them (without what "Keep mine" sends). */
const changedElsewhere = (notices: readonly ConflictNotice[]): ChangedElsewhere[] =>
  notices.map(({ kind, recordId, label, field, mine, theirs }) => ({
    kind,
    recordId,
    label,
    field,
    mine,
    theirs,
  }));

/**
 * The base of an update (decision 047): what the device held of the changed fields before the
 * change. None while the record's create is still on the device: no one else has seen it.
 */
const baseOf = (
  state: ReplicaState,
  id: string,
  body: Readonly<Record<string, unknown>>,
  values: Readonly<Record<string, unknown>>,
) =>
  state.outbox.some((entry) => entry.id === id && entry.op.startsWith('create'))
    ? undefined
    : baseFor(body, values);

/** The visits a series change made, changed or dropped on the device (by identity). */
const touchedVisits = (before: readonly Job[], after: readonly Job[]): string[] => {
  const old = new Map(before.map((job) => [job.id, job]));
  const ids = new Set<string>();
  for (const job of after) if (old.get(job.id) !== job) ids.add(job.id);
  const kept = new Set(after.map((job) => job.id));
  for (const job of before) if (!kept.has(job.id)) ids.add(job.id);
  return [...ids];
};

/** Where this browser keeps the name it gives itself on the payments it records. */
export const DEVICE_ID_KEY = 'jobtrack_device_id';

/** This browser's name for itself, made once (decision 046: which device recorded a payment). */
const deviceIdOf = (storage: SafeStorage): string => {
  const stored = storage.getJSON<unknown>(DEVICE_ID_KEY);
  if (typeof stored === 'string' && stored) return stored;
  const made = `device-${crypto.randomUUID()}`;
  storage.setJSON(DEVICE_ID_KEY, made);
  return made;
};

export const createApiDataSource = (options: ApiSourceOptions): DataSource => {
  const { http, userId } = options;
  const storage = options.storage ?? safeStorage;
  const now = options.now ?? (() => new Date());
  const logger = options.logger ?? consoleLogger;
  const qrBaseUrl = options.qrBaseUrl ?? defaultQrBaseUrl();
  const emitter = createEmitter((error) => logger.error('a data listener failed', error));
  const deviceId = deviceIdOf(storage);
  const store = createReplicaStore({
    userId,
    storage,
    indexedDb: options.indexedDb,
    onChange: () => {
      emitter.emit();
      // A photo's record reached the server (or a sync passed): its files may go now.
      uploader.wake();
    },
  });
  // The photos' files (issue 27, decision 068): kept in the replica's database, uploaded apart.
  const uploader = createPhotoUploader({
    db: store.db,
    http,
    state: () => store.state(),
    logger,
    now: () => now().getTime(),
    onChange: () => emitter.emit(),
    // A file the server refused for good is listed with the refused writes (issue 27).
    onRefused: (photoId, failure) => write((state) => refuseUpload(state, photoId, failure)),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const shrink: ShrinkPhoto =
    options.shrink ??
    (async (file, keep) => (await import('../shared/photo-shrink.ts')).shrinkPhoto(file, keep));
  const engine = createSyncEngine({
    http,
    store,
    logger,
    now,
    onStatus: () => emitter.emit(),
  });
  let isReady = false;
  void store.ready().then(
    () => {
      isReady = true;
      void uploader.sweep().then(() => uploader.wake());
    },
    (error: unknown) => logger.error('could not open the data on this device', error),
  );

  /** A profile an earlier build kept in browser storage moves into the replica (and outbox). */
  const carryOverProfile = async () => {
    const legacy = readLocalProfile(userId, storage);
    if (!legacy) return;
    await store.commit((state) => {
      if (!legacy.synced) return saveProfile(state, legacy.profile, engine.inFlightSeq());
      if (state.snapshot.profile !== null) return state;
      return { ...state, snapshot: { ...state.snapshot, profile: legacy.profile } };
    });
    storage.remove(profileStorageKey(userId));
  };
  const profileReady = store
    .ready()
    .then(carryOverProfile)
    .catch((error: unknown) => logger.error('could not carry over the business profile', error));

  const current = () => store.state().snapshot;
  const findDocument = (id: string) => current().documents.find((document) => document.id === id);
  /**
   * A document write waits for the server's answer while online (the number of a new one, the
   * link turned off on the server before the screen says so); offline it waits in the outbox.
   */
  const sendSoon = async () => {
    if (http.getToken() && engine.status().online) await engine.sync();
    else engine.scheduleSync();
  };
  const find = <K extends 'customers' | 'jobs'>(kind: K, id: string) =>
    (current()[kind] as DataSnapshot[K][number][]).find((record) => record.id === id);
  /** Reads answer from the replica as soon as it was read from IndexedDB. */
  const read = async <T>(view: () => T): Promise<T> => {
    await store.ready();
    return copy(view());
  };
  const hasRecords = () => current().customers.length > 0 || current().jobs.length > 0;
  const inFlight = () => engine.inFlightSeq();
  const requireSeries = (series: readonly JobSeries[], id: string) => {
    const found = series.find((one) => one.id === id);
    if (!found) throw dataError('jobs.seriesNotFound');
    return found;
  };
  /** Saves a change to the replica and its outbox, then sends it when it can (never waits). */
  const write = async (change: Parameters<typeof store.commit>[0]) => {
    await store.commit(change);
    engine.scheduleSync();
  };

  /** A record the replica lacks may have been made on another device since the last pull. */
  const lookUp = async <K extends 'customers' | 'jobs'>(kind: K, id: string) => {
    await store.ready();
    if (!find(kind, id) && http.getToken()) await engine.sync();
    const found = find(kind, id);
    return found ? copy(found) : null;
  };

  let lastRefused: ReplicaState['refused'] | null = null;
  let lastOutbox: unknown = null;
  let lastCustomers: DataSnapshot['customers'] | null = null;
  let refusedList: RefusedWrite[] = [];
  let lastNotices: ReplicaState['meta']['conflicts'] | null = null;
  let noticeList: ChangedElsewhere[] = [];
  let syncState: SyncState | null = null;
  const currentSyncState = (): SyncState => {
    const state = store.state();
    const status = engine.status();
    // Whether a kept job can be restored depends on its customer being on the device.
    if (
      state.refused !== lastRefused ||
      state.outbox !== lastOutbox ||
      state.snapshot.customers !== lastCustomers
    ) {
      const next = [...refusedWrites(state.refused, state), ...parkedWrites(state)];
      if (!sameRefused(next, refusedList)) refusedList = next;
      lastRefused = state.refused;
      lastOutbox = state.outbox;
      lastCustomers = state.snapshot.customers;
    }
    if (state.meta.conflicts !== lastNotices) {
      noticeList = changedElsewhere(state.meta.conflicts);
      lastNotices = state.meta.conflicts;
    }
    // A photo whose record is on the server but whose files still wait is one more change.
    const creating = new Set(
      state.outbox.flatMap((entry) => (entry.op === 'createPhoto' ? [entry.id] : [])),
    );
    let filesWaiting = 0;
    for (const id of uploader.waiting()) if (!creating.has(id)) filesWaiting += 1;
    const uploads = uploader.progress();
    const next: SyncState = {
      online: status.online,
      pending: pendingCount(state) + filesWaiting,
      syncing: status.syncing,
      refused: refusedList,
      changedElsewhere: noticeList,
      refreshFailed: status.refreshFailed,
      lastSyncedAt: state.meta.lastSyncedAt,
      ...(uploads ? { photoUploads: uploads } : {}),
    };
    const isSame =
      syncState !== null &&
      (Object.keys(next) as (keyof SyncState)[]).every((key) => next[key] === syncState![key]);
    if (!isSame) syncState = next;
    return syncState!;
  };

  /** A customer's change with its base; `base` overrides it (Keep mine: the value that stands). */
  const changeCustomer = (
    state: ReplicaState,
    id: string,
    changes: CustomerChanges,
    override?: Record<string, unknown>,
  ) => {
    const customer = requireRecord(state.snapshot.customers, id, 'customers.notFound');
    const body = customerUpdateWire(changes);
    const base = override ?? baseOf(state, id, body, customerWireValues(customer));
    const updated = applyCustomerChanges(customer, changes);
    const write = { op: 'updateCustomer', id, body, ...(base ? { base } : {}) } as const;
    return saveCustomer(state, updated, write, inFlight());
  };
  /**
   * A job change (decision 046): its payments become createPayment / deletePayment writes, and
   * the rest of the change an update of the job (the spec's paid flag only for a job worth
   * nothing: otherwise it is the payments), with its base; `base` overrides it (Keep mine: the
   * value that stands).
   */
  const changeJob = (
    state: ReplicaState,
    id: string,
    changes: JobChanges,
    override?: Record<string, unknown>,
  ): ReplicaState => {
    const job = requireRecord(state.snapshot.jobs, id, 'jobs.notFound');
    if (changes.customerId !== undefined) {
      requireRecord(state.snapshot.customers, changes.customerId, 'customers.notFound');
    }
    const { add, remove } = paymentsOfChange(
      job,
      state.snapshot.payments,
      changes,
      deviceId,
      now(),
    );
    const { addPayments: _add, removePayments: _remove, ...fields } = changes;
    if (add.length > 0 || remove.length > 0 || unpaidAmount(job) > 0) delete fields.paid;
    const withPayments = savePaymentChanges(state, add, remove, inFlight());
    if (Object.keys(fields).length === 0) return withPayments;
    const updated = applyJobChanges(job, fields, now());
    const body = jobUpdateWire(fields, updated);
    const base = override ?? baseOf(withPayments, id, body, jobWireValues(job));
    const write = { op: 'updateJob', id, body, ...(base ? { base } : {}) } as const;
    return saveJob(withPayments, updated, write, inFlight());
  };
  /**
   * The profile's write, field-wise once the device has seen the server's (decision 047): the
   * fields that differ from the device's profile, with its values as their base.
   */
  const changeProfile = (
    state: ReplicaState,
    profile: BusinessProfile,
    override?: Record<string, unknown>,
  ) => {
    const before = state.snapshot.profile;
    // A whole profile still waiting (the server may hold none yet) stays whole.
    const waitsWhole = state.outbox.some((entry) => entry.op === 'putProfile' && !entry.base);
    const hasServerCopy = before !== null && !waitsWhole;
    const base = override ?? (hasServerCopy ? profileBase(before, profile) : undefined);
    return saveProfile(state, profile, inFlight(), base);
  };

  /** A quote's change with its base; `base` overrides it (Keep mine: the value that stands). */
  const changeQuoteOf = (
    state: ReplicaState,
    id: string,
    changes: QuoteChanges,
    override?: Record<string, unknown>,
  ) => {
    const quote = requireQuote(state.snapshot.quotes, id);
    const changed = applyQuoteChanges(quote, changes, now());
    const body = quoteUpdateWire(changes);
    const base = override ?? baseOf(state, id, body, quoteWireValues(quote));
    return saveQuoteChange(state, changed, body, inFlight(), base);
  };

  /** A photo's label or caption with its base; `base` overrides it (Keep mine). */
  const changePhotoOf = (
    state: ReplicaState,
    id: string,
    changes: PhotoChanges,
    override?: Record<string, unknown>,
  ) => {
    const before = requirePhoto(state.snapshot.photos, id);
    const after = applyPhotoChanges(before, changes);
    const body = photoChangeBody(before, after);
    const base = override ?? baseOf(state, id, body, before);
    return changePhoto(state, before, after, inFlight(), base);
  };

  /** A new job and its create, the one way addJob and a quote make one. */
  const addJobTo = (state: ReplicaState, input: NewJob, id: string): ReplicaState => {
    const customer = requireRecord(
      state.snapshot.customers,
      input.customerId,
      'customers.notFound',
    );
    const job = buildJob(input, id, customer.name, now());
    return saveJob(state, job, { op: 'createJob', id, record: job }, inFlight());
  };
  /**
   * A new series with the visits of its window and its create, the one way addSeries and a quote
   * make one; `created` gets the visits' ids.
   */
  const addSeriesTo = (
    state: ReplicaState,
    input: NewSeries,
    id: string,
    created: (ids: string[]) => void = () => undefined,
  ): ReplicaState => {
    requireRecord(state.snapshot.customers, input.customerId, 'customers.notFound');
    const series = buildSeries(input, id, now());
    const withSeries = { ...state.snapshot, series: [...state.snapshot.series, series] };
    const topped = topUpSeries(withSeries, localToday(now()), now(), new Set([id]));
    const visits = topped.created.map((job) => job.id);
    created(visits);
    const record = topped.snapshot.series.find((one) => one.id === id)!;
    return saveSeriesWrite(
      state,
      topped.snapshot,
      { op: 'createSeries', id, record, affects: visits },
      inFlight(),
    );
  };
  const findQuote = (id: string) => current().quotes.find((quote) => quote.id === id);
  /** The quote after a write that waited for the server's answer, or 'quotes.notFound'. */
  const quoteNow = (id: string): Quote => copy(requireQuote(current().quotes, id));

  const transfer = {
    http,
    engine,
    knownCustomerIds: () => new Set(current().customers.map((customer) => customer.id)),
    clearLocal: () => store.commit(clearRecords),
  };

  const analytics = createAnalyticsLog({
    storage,
    keep: ANALYTICS_EVENTS_KEPT.app,
    http: options.forwardAnalytics === false ? undefined : http,
    logger,
    now,
  });

  let listeners = 0;

  const source: DataSource = {
    mode: 'api',
    async load() {
      await store.ready();
      // NOTE: spec §7 — the server is called only when a token exists.
      if (!http.getToken()) return current();
      if (store.state().meta.cursor !== null) {
        engine.scheduleSync();
        return current();
      }
      // Never pulled on this device: the first list is the server's.
      const { pulled } = await engine.sync();
      if (pulled || hasRecords()) return current();
      // Never an empty list that reads as "no customers" (issue 9).
      throw dataError('sync.loadFailed');
    },
    snapshot: () =>
      isReady && (store.state().meta.cursor !== null || hasRecords() || !http.getToken())
        ? current()
        : null,

    getCustomer: (id) => lookUp('customers', id),
    async addCustomer(input) {
      const customer = buildCustomer(input, newCustomerId(), now());
      const queued = { op: 'createCustomer', id: customer.id, record: customer } as const;
      await write((state) => saveCustomer(state, customer, queued, inFlight()));
      return copy(find('customers', customer.id)!);
    },
    async updateCustomer(id, changes) {
      await write((state) => changeCustomer(state, id, changes));
      return copy(find('customers', id)!);
    },
    async deleteCustomer(id) {
      await write((state) => {
        requireRecord(state.snapshot.customers, id, 'customers.notFound');
        return deleteRecord(state, 'customer', id, inFlight());
      });
    },

    async importCustomers(rows, importOptions) {
      // The spreadsheet's rules (and the form schemas they check rows with) load with the import.
      const { sheetRecords } = await import('../shared/sheet-records.ts');
      let report: SheetImportReport | undefined;
      await write((state) => {
        const made = sheetRecords(state.snapshot, rows, importOptions, now());
        report = made.report;
        // A merge is an ordinary update of the customer, with its base (decision 047).
        const merged = made.merged.reduce(
          (next, { after, changes }) => changeCustomer(next, after.id, changes),
          state,
        );
        return saveImportedRecords(merged, made.customers, made.jobs);
      });
      return report!;
    },

    getJob: (id) => lookUp('jobs', id),
    async addJob(input) {
      const id = newJobId();
      await write((state) => addJobTo(state, input, id));
      return copy(find('jobs', id)!);
    },
    async updateJob(id, changes) {
      await write((state) => changeJob(state, id, changes));
      return copy(find('jobs', id)!);
    },
    async addPayment(input) {
      const id = newPaymentId();
      await write((state) => changeJob(state, input.jobId, { addPayments: [{ ...input, id }] }));
      return copy(current().payments.find((one) => one.id === id)!);
    },
    async deletePayment(id) {
      await write((state) => {
        const payment = state.snapshot.payments.find((one) => one.id === id);
        return payment ? changeJob(state, payment.jobId, { removePayments: [payment] }) : state;
      });
    },
    async deleteJob(id) {
      await write((state) => {
        requireRecord(state.snapshot.jobs, id, 'jobs.notFound');
        return deleteRecord(state, 'job', id, inFlight());
      });
    },

    // Repeating visits (issue 14, decision 030): offline-first like every write. The device makes
    // the change with the shared series rules (visits with the server's deterministic ids) and
    // queues the server call; the server then does the same, so neither has a visit twice.
    listSeries: () => read(() => current().series),
    async addSeries(input) {
      const id = newSeriesId();
      let created: string[] = [];
      await write((state) => addSeriesTo(state, input, id, (ids) => (created = ids)));
      const ids = new Set(created);
      return copy({
        series: requireSeries(current().series, id),
        // In date order, as the server answers them.
        jobs: current()
          .jobs.filter((job) => ids.has(job.id))
          .sort((a, b) => (a.scheduledDate < b.scheduledDate ? -1 : 1)),
      });
    },
    async updateSeries(id, changes, fromDate) {
      await write((state) => {
        const series = requireSeries(state.snapshot.series, id);
        const changed = applySeriesChanges(state.snapshot, id, changes, fromDate, now()).snapshot;
        const { snapshot } = topUpSeries(changed, localToday(now()), now(), new Set([id]));
        return saveSeriesWrite(
          state,
          snapshot,
          {
            op: 'updateSeries',
            key: crypto.randomUUID(),
            id,
            body: seriesUpdateWire(changes, fromDate),
            label: series.serviceType,
            affects: touchedVisits(state.snapshot.jobs, snapshot.jobs),
          },
          inFlight(),
        );
      });
      return copy(requireSeries(current().series, id));
    },
    async endSeries(id, fromDate) {
      await write((state) => {
        const series = requireSeries(state.snapshot.series, id);
        const snapshot = applyEndSeries(state.snapshot, id, fromDate, now());
        return saveSeriesWrite(
          state,
          snapshot,
          {
            op: 'endSeries',
            key: crypto.randomUUID(),
            id,
            fromDate,
            label: series.serviceType,
            affects: touchedVisits(state.snapshot.jobs, snapshot.jobs),
          },
          inFlight(),
        );
      });
    },
    async rainDelay(date, shiftFollowing) {
      await profileReady;
      let moved: string[] = [];
      await write((state) => {
        const hours =
          state.snapshot.profile?.businessHours ?? DEFAULT_BUSINESS_PROFILE.businessHours;
        const delayed = applyRainDelay(state.snapshot, date, shiftFollowing, hours, now());
        moved = delayed.moved.map((job) => job.id);
        if (moved.length === 0) return state;
        // NOTE: the server moves the jobs it has on that day when the write arrives: the same
        // jobs, unless another device added one meanwhile (decision 030).
        return saveSeriesWrite(
          state,
          delayed.snapshot,
          {
            op: 'rainDelay',
            key: crypto.randomUUID(),
            id: rainDelayId(date),
            date,
            shiftFollowing,
            label: date,
            affects: touchedVisits(state.snapshot.jobs, delayed.snapshot.jobs),
          },
          inFlight(),
        );
      });
      const ids = new Set(moved);
      return copy(current().jobs.filter((job) => ids.has(job.id)));
    },

    async getProfile() {
      await profileReady;
      await store.ready();
      return copy(current().profile);
    },
    async saveProfile(profile) {
      // What the server would refuse is refused here, before it is kept (docs/architecture.md §5).
      if (!businessProfileWire.safeParse(profile).success) throw dataError('profile.saveFailed');
      await profileReady;
      await write((state) => changeProfile(state, profile));
    },

    exportData: async () => {
      await profileReady;
      return read(() => {
        const { documents, profile, quotes } = current();
        return {
          ...toBackup(current()),
          ...(documents.length > 0 ? { documents } : {}),
          ...(profile ? { profile } : {}),
          ...(quotes.length > 0 ? { quotes } : {}),
        };
      });
    },
    async importData(data, options) {
      await store.ready();
      const counts = await importToServer(transfer, data, options?.onProgress);
      await engine.sync();
      // The file's profile for an account that has none yet; one the owner keeps stays.
      await profileReady;
      if (
        data.profile &&
        current().profile === null &&
        businessProfileWire.safeParse(data.profile).success
      ) {
        await write((state) => saveProfile(state, data.profile!, inFlight()));
        await engine.sync();
      }
      return counts;
    },
    async clearAll() {
      await store.ready();
      await clearOnServer(transfer);
      await uploader.sweep();
    },

    subscribe(listener) {
      const unsubscribe = emitter.subscribe(listener);
      // The timers (the 30 s pull, retries, reconnects) run while someone is watching.
      listeners += 1;
      if (listeners === 1) engine.start();
      let isSubscribed = true;
      return () => {
        if (!isSubscribed) return;
        isSubscribed = false;
        unsubscribe();
        listeners -= 1;
        if (listeners === 0) engine.stop();
      };
    },
    async sync() {
      await engine.sync();
    },
    syncState: currentSyncState,
    async discardRefused(seq) {
      const upload = refusedUpload(store.state(), seq);
      if (!upload) {
        await write((state) => discardRefused(state, seq));
        return;
      }
      // A refused upload's photo is on the server without its file: discarding deletes it.
      await write((state) => {
        const kept = withoutRefusedUpload(state, seq);
        const photo = kept.snapshot.photos.find((one) => one.id === upload.write.id);
        return photo ? deletePhoto(kept, photo, inFlight()) : kept;
      });
      await uploader.sweep();
    },
    async retryParked(seq) {
      const upload = refusedUpload(store.state(), seq);
      await write((state) => (upload ? withoutRefusedUpload(state, seq) : retryParked(state, seq)));
      if (upload) await uploader.retry(upload.write.id);
    },
    async restoreRefused(seq) {
      await write((state) => restoreRefused(state, seq, inFlight()));
    },
    async keepMine(recordId, field) {
      await profileReady;
      await write((state) => {
        const notice = state.meta.conflicts.find(
          (one) => one.recordId === recordId && one.field === field,
        );
        if (!notice) return state;
        const next: ReplicaState = {
          ...state,
          meta: { ...state.meta, conflicts: withoutNotice(state.meta.conflicts, recordId, field) },
        };
        // This device's value again, over exactly the value that stands (its base).
        if (notice.kind === 'customer') {
          return changeCustomer(next, recordId, notice.changes, notice.base);
        }
        if (notice.kind === 'job') return changeJob(next, recordId, notice.changes, notice.base);
        if (notice.kind === 'photo') {
          return changePhotoOf(next, recordId, notice.changes, notice.base);
        }
        if (notice.kind === 'quote') {
          return changeQuoteOf(next, recordId, notice.changes, notice.base);
        }
        const profile = next.snapshot.profile;
        if (!profile) return next;
        // null takes an optional field away (the picture, the payment instructions).
        const mine = Object.fromEntries(
          Object.entries({ ...profile, ...notice.changes }).filter(([, value]) => value !== null),
        );
        return changeProfile(next, mine as BusinessProfile, notice.base);
      });
    },
    async keepTheirs(recordId, field) {
      await write((state) => ({
        ...state,
        meta: { ...state.meta, conflicts: withoutNotice(state.meta.conflicts, recordId, field) },
      }));
    },
    async discardDeviceData() {
      engine.stop();
      uploader.stop();
      // The one replica holds everything of this owner (records, documents, profile, outbox).
      await store.destroy();
      storage.remove(legacyOutboxKey(userId));
      storage.remove(profileStorageKey(userId));
    },

    async qrCode(kind, id, style) {
      await store.ready();
      const payload =
        kind === 'customer'
          ? customerQrPayload(
              requireRecord(current().customers, id, 'customers.notFound'),
              qrBaseUrl,
            )
          : jobQrPayload(requireRecord(current().jobs, id, 'jobs.notFound'), qrBaseUrl);
      return renderQrCode(payload, style);
    },

    // Invoices and receipts (issue 15, decisions 045, 055): records of the replica, every write
    // through the outbox like a customer's.
    async createDocument(input) {
      await profileReady;
      const id = `document-${crypto.randomUUID()}`;
      let made: InvoiceDocument | undefined;
      await store.commit((state) => {
        const { customers, jobs, profile } = state.snapshot;
        const customer = customers.find((item) => item.id === input.customerId);
        if (!customer) throw dataError('customers.notFound');
        const picked = input.jobIds.map((jobId) => jobs.find((job) => job.id === jobId));
        if (picked.some((job) => !job || job.customerId !== customer.id)) {
          throw dataError('documents.jobsNotFound');
        }
        const draft = buildDocument({
          id,
          kind: input.kind,
          number: null,
          customer,
          jobs: picked as Job[],
          profile,
          ...(input.note ? { note: input.note } : {}),
          ...(input.photoIds?.length ? { photoIds: input.photoIds } : {}),
          appLanguage: input.appLanguage,
          now: now(),
        });
        made = draft;
        return saveDocumentDraft(state, draft, inFlight());
      });
      // Online, the number comes back in a moment; the screen waits for it briefly.
      await sendSoon();
      return copy(findDocument(id) ?? made!);
    },
    async revokeDocument(id) {
      await store.commit((state) => {
        const document = state.snapshot.documents.find((one) => one.id === id);
        if (!document) throw dataError('documents.notFound');
        return revokeDocument(state, document, inFlight());
      });
      await sendSoon();
      const document = findDocument(id);
      if (!document) throw dataError('documents.notFound');
      return copy(document);
    },
    async setShareExpiry(id, expiresAt) {
      await store.commit((state) => {
        const document = state.snapshot.documents.find((one) => one.id === id);
        if (!document) throw dataError('documents.notFound');
        return setShareExpiry(state, document, expiresAt, inFlight());
      });
      await sendSoon();
      const document = findDocument(id);
      if (!document) throw dataError('documents.notFound');
      return copy(document);
    },
    async setDocumentPhotos(id, photoIds) {
      await store.commit((state) => {
        const document = state.snapshot.documents.find((one) => one.id === id);
        if (!document) throw dataError('documents.notFound');
        return setDocumentPhotos(state, document, photoIds, inFlight());
      });
      engine.scheduleSync();
      const document = findDocument(id);
      if (!document) throw dataError('documents.notFound');
      return copy(document);
    },
    async deleteDocument(id) {
      const isNumbered = findDocument(id)?.number != null;
      await store.commit((state) => {
        const document = state.snapshot.documents.find((one) => one.id === id);
        return document ? deleteDocument(state, document, inFlight()) : state;
      });
      // A numbered document is gone from the server before the screen says so, when online.
      if (isNumbered) await sendSoon();
      else engine.scheduleSync();
    },

    // Quotes (issue 26, decision 063): records of the replica, every write through the outbox.
    // The customer's answer (accepted, declined, first viewed) only arrives with the pull.
    async addQuote(input) {
      await profileReady;
      const id = newQuoteId();
      await store.commit((state) => {
        const customer = requireRecord(
          state.snapshot.customers,
          input.customerId,
          'customers.notFound',
        );
        const profile = state.snapshot.profile;
        const draft = buildQuote({ id, number: null, customer, profile, quote: input, now: now() });
        return saveQuoteDraft(state, draft, inFlight());
      });
      // Online, the number and the share link come back in a moment; the screen waits briefly.
      await sendSoon();
      return quoteNow(id);
    },
    async updateQuote(id, changes) {
      await write((state) => changeQuoteOf(state, id, changes));
      return quoteNow(id);
    },
    async deleteQuote(id) {
      const isNumbered = findQuote(id)?.number != null;
      await store.commit((state) => {
        const quote = state.snapshot.quotes.find((one) => one.id === id);
        return quote ? deleteQuote(state, quote, inFlight()) : state;
      });
      if (isNumbered) await sendSoon();
      else engine.scheduleSync();
    },
    async markQuoteSent(id) {
      await write((state) => {
        const quote = requireQuote(state.snapshot.quotes, id);
        if (quote.sentAt) return state;
        const label = quoteLabel(quote);
        const sent = withSentAt(quote, now());
        return saveQuoteWrite(state, sent, { op: 'markQuoteSent', id, label }, inFlight());
      });
      return quoteNow(id);
    },
    async revokeQuote(id) {
      await store.commit((state) => {
        const { shareToken: _token, ...revoked } = requireQuote(state.snapshot.quotes, id);
        const write = { op: 'revokeQuote', id, label: quoteLabel(revoked) } as const;
        return saveQuoteWrite(state, revoked, write, inFlight());
      });
      await sendSoon();
      return quoteNow(id);
    },
    async setQuoteShareExpiry(id, expiresAt) {
      await store.commit((state) => {
        const { shareExpiresAt: _end, ...rest } = requireQuote(state.snapshot.quotes, id);
        const quote = { ...rest, ...(expiresAt ? { shareExpiresAt: expiresAt } : {}) };
        const write = {
          op: 'setQuoteShareExpiry',
          id,
          expiresAt,
          label: quoteLabel(quote),
        } as const;
        return saveQuoteWrite(state, quote, write, inFlight());
      });
      await sendSoon();
      return quoteNow(id);
    },
    async makeWorkFromQuote(id, today) {
      let made: { jobId: string } | { seriesId: string } | undefined;
      // NOTE: issue 26 — one transaction: the job's (or series') create, then the link, both
      // queued, so the link is never sent before the record it names.
      await write((state) => {
        const quote = requireQuote(state.snapshot.quotes, id);
        made = workOfQuote(quote) ?? undefined;
        if (made) return state;
        const work = quoteWork(quote, today);
        let withWork: ReplicaState;
        let link: { jobId: string } | { seriesId: string };
        // One id per quote: a second device making the same work offline makes the same record.
        const ids = workIdsOfQuote(id);
        if (work.kind === 'job') {
          link = { jobId: ids.jobId };
          withWork = addJobTo(state, work.job, link.jobId);
        } else {
          link = { seriesId: ids.seriesId };
          withWork = addSeriesTo(state, work.series, link.seriesId);
        }
        made = link;
        const write = { op: 'linkQuote', id, link, label: quoteLabel(quote) } as const;
        return saveQuoteWrite(withWork, linkedQuote(quote, link, now()), write, inFlight());
      });
      return made!;
    },

    // Photos (issue 27, decision 068): the record through the outbox like any other; the files
    // kept in the replica's database and sent by the uploader once the server holds the record.
    async addPhoto(input) {
      await store.ready();
      const kept = input.restore && current().photos.find((one) => one.id === input.restore!.id);
      if (kept) return copy(kept);
      checkRoomFor(current().jobs, current().photos, input.jobId);
      const shrunk = await shrink(input.file, input.label === 'signature');
      const id = input.restore?.id ?? newPhotoId();
      const photo = buildPhoto(input, id, shrunk, now());
      await uploader.keep(id, shrunk);
      try {
        await write((state) => {
          checkRoomFor(state.snapshot.jobs, state.snapshot.photos, input.jobId);
          return savePhoto(state, photo, inFlight());
        });
      } finally {
        uploader.settled(id);
      }
      return copy(requirePhoto(current().photos, id));
    },
    async updatePhoto(id, changes) {
      await write((state) => changePhotoOf(state, id, changes));
      return copy(requirePhoto(current().photos, id));
    },
    async deletePhoto(id) {
      await write((state) => {
        const photo = state.snapshot.photos.find((one) => one.id === id);
        return photo ? deletePhoto(state, photo, inFlight()) : state;
      });
      await uploader.sweep();
    },
    async photoUrl(photo, size) {
      const blob = await source.photoFile(photo, size);
      return blob ? URL.createObjectURL(blob) : null;
    },
    async photoFile(photo, size) {
      await store.ready();
      const kept = await uploader.file(photo.id, size);
      if (kept) return kept;
      const token = http.getToken();
      if (!token || !photo.uploaded || !engine.status().online) return null;
      try {
        const response = await (options.fetch ?? globalThis.fetch)(
          `${http.baseUrl}/api/photos/${encodeURIComponent(photo.id)}/${size}`,
          { headers: { Authorization: `Bearer ${token}` } },
        );
        if (!response.ok) return null;
        const blob = await response.blob();
        // Kept only while the photo is still on the device.
        if (current().photos.some((one) => one.id === photo.id)) {
          await uploader.cache(photo.id, size, blob);
        }
        return blob;
      } catch (error) {
        logger.warn(`could not fetch photo ${photo.id}`, error);
        return null;
      }
    },

    trackEvent: (event) => analytics.track(event),
    startAnalyticsSession: (session) => analytics.startSession(session),
  };
  return source;
};
