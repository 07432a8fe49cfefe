// The DataSource for the two modes whose data lives on the device (demo in memory, waitlist test
// mode in browser storage). They differ only in their rules, which the adapters pass in. Their
// snapshot has the api mode's shape (decision 055): the records, the documents, the quotes and the
// profile.
import {
  buildDocument,
  formatQuoteNumber,
  formatDocumentNumber,
  nextDocumentNumber,
  type BusinessProfile,
  type Customer,
  type DocumentKind,
  type InvoiceDocument,
  type Job,
  DEFAULT_BUSINESS_PROFILE,
  type JobSeries,
  type JobStatus,
  type Photo,
  type Quote,
} from '@jobtrack/core';
import {
  IDLE_SYNC_STATE,
  type DataMode,
  type DataSnapshot,
  type DataSource,
  type JobChanges,
  type NewJob,
  type NewSeries,
  type RecordsSnapshot,
} from '../data-source.ts';
import type { SafeStorage } from '#web/lib/storage.ts';
import type { AnalyticsLog } from './analytics.ts';
import { createEmitter } from './emitter.ts';
import { dataError } from './errors.ts';
import type { Logger } from './data-log.ts';
import { readLocalProfile, writeLocalProfile } from './profile-store.ts';
import type { DevicePhotos } from './device-photos.ts';
import type { ShrinkPhoto } from './photo-shrink-types.ts';
import type { StorePhotos } from './store-photos.ts';
import {
  applyQuoteChanges,
  buildQuote,
  linkedQuote,
  newQuoteId,
  quoteWork,
  requireQuote,
  withSentAt,
  workOfQuote,
} from './quote-rules.ts';
import {
  applyCustomerChanges,
  applyJobChanges,
  buildCustomer,
  buildJob,
  cloneSnapshot,
  newCustomerId,
  newJobId,
  newPaymentId,
  paymentsOfChange,
  requireRecord,
  withDerivedFields,
  withPaymentChanges,
} from './records.ts';
import {
  applyEndSeries,
  applyRainDelay,
  applySeriesChanges,
  buildSeries,
  localToday,
  newSeriesId,
  topUpSeries,
} from './series.ts';

export type StoreRules = {
  mode: Exclude<DataMode, 'api'>;
  /** Throws a DataError when this record may not be deleted (demo mode's original records). */
  assertCanDelete?: (kind: 'customer' | 'job', id: string) => void;
  /** The status a job is saved with (demo mode stores pending and cancelled as scheduled). */
  saveStatus?: (status: JobStatus) => JobStatus;
  /** Minutes given to a new job that names none (the demo store's default, spec §3). */
  defaultEstimatedDuration?: number;
  /** false: importData is refused (demo mode, spec §5). */
  canImport: boolean;
  /** The message when the browser refuses to keep the profile (spec §8 names demo mode's). */
  profileSaveFailed: 'profile.saveFailed' | 'profile.demoSaveFailed';
};

export type StoreSourceOptions = {
  rules: StoreRules;
  /** The data at first use (read once, lazily, so a storage read happens only when needed). */
  initial: () => RecordsSnapshot;
  /** What clearAll leaves behind. */
  afterClear: () => RecordsSnapshot;
  /** Called with every new state (local mode writes it to browser storage). */
  persist?: (snapshot: RecordsSnapshot) => void;
  analytics: AnalyticsLog;
  /** The signed-in user and the storage their business profile is kept in. */
  profile: { userId: string; storage: SafeStorage };
  qrBaseUrl: string;
  logger: Logger;
  now: () => Date;
  /** Where invoices and receipts are kept between visits (waitlist test mode); none: memory. */
  documentsStorageKey?: string;
  /** Where quotes are kept between visits (waitlist test mode); none: memory. */
  quotesStorageKey?: string;
  /** The quotes at first use and after clear all (the demo's samples); none: no quotes. */
  sampleQuotes?: () => StoredQuotes;
  /** Where the photos are kept (default: this user's IndexedDB database, decision 068). */
  devicePhotos?: DevicePhotos;
  /** How a photo is shrunk (default: the photo worker, loaded with the first photo). */
  shrink?: ShrinkPhoto;
};

/** The quotes kept on the device, with the counter that numbers them (Q-0001…). */
type StoredQuotes = { quotes: Quote[]; counter: number };

const isStoredQuotes = (value: unknown): value is StoredQuotes =>
  typeof value === 'object' &&
  value !== null &&
  Array.isArray((value as StoredQuotes).quotes) &&
  typeof (value as StoredQuotes).counter === 'number';

/** The documents kept on the device, with the per-kind counters that number them. */
type StoredDocuments = {
  documents: InvoiceDocument[];
  counters: Partial<Record<DocumentKind, number>>;
};

const isStoredDocuments = (value: unknown): value is StoredDocuments =>
  typeof value === 'object' &&
  value !== null &&
  Array.isArray((value as StoredDocuments).documents) &&
  typeof (value as StoredDocuments).counters === 'object';

export const createStoreDataSource = (options: StoreSourceOptions): DataSource => {
  const { rules, analytics, logger, now } = options;
  const emitter = createEmitter((error) => logger.error('a data listener failed', error));
  let state: RecordsSnapshot | undefined;

  // NOTE: issue 14 — on the device, the series are topped up when the data is first read and on
  // every load (decision 030): the visits of the rolling window exist before a screen asks.
  const current = (): RecordsSnapshot => {
    if (state) return state;
    const initial = withDerivedFields(options.initial());
    const { snapshot, created } = topUpSeries(initial, localToday(now()), now());
    state = snapshot === initial ? initial : withDerivedFields(snapshot);
    if (created.length > 0 || snapshot !== initial) options.persist?.(state);
    return state;
  };

  const topUp = (): void => {
    const { snapshot } = topUpSeries(current(), localToday(now()), now());
    if (snapshot !== current()) commit(snapshot);
  };

  const requireSeries = (id: string): JobSeries => {
    const series = current().series.find((one) => one.id === id);
    if (!series) throw dataError('jobs.seriesNotFound');
    return series;
  };

  const commit = (next: RecordsSnapshot): RecordsSnapshot => {
    state = withDerivedFields(next);
    options.persist?.(state);
    emitter.emit();
    return state;
  };

  let documents: StoredDocuments | undefined;
  const currentDocuments = (): StoredDocuments =>
    (documents ??= (options.documentsStorageKey
      ? options.profile.storage.getJSON(options.documentsStorageKey, isStoredDocuments)
      : null) ?? { documents: [], counters: {} });
  const commitDocuments = (next: StoredDocuments) => {
    documents = next;
    if (options.documentsStorageKey)
      options.profile.storage.setJSON(options.documentsStorageKey, next);
    emitter.emit();
  };

  // Quotes (issue 26, decision 063): kept like the documents, numbered on the device.
  const noQuotes = (): StoredQuotes => options.sampleQuotes?.() ?? { quotes: [], counter: 0 };
  let quotes: StoredQuotes | undefined;
  const currentQuotes = (): StoredQuotes =>
    (quotes ??=
      (options.quotesStorageKey
        ? options.profile.storage.getJSON(options.quotesStorageKey, isStoredQuotes)
        : null) ?? noQuotes());
  const commitQuotes = (next: StoredQuotes) => {
    quotes = next;
    if (options.quotesStorageKey) options.profile.storage.setJSON(options.quotesStorageKey, next);
    emitter.emit();
  };
  /** Replaces one quote with what `change` makes of it, and answers a copy. */
  const changeQuote = (id: string, change: (quote: Quote) => Quote): Quote => {
    const stored = currentQuotes();
    const changed = change(requireQuote(stored.quotes, id));
    commitQuotes({
      ...stored,
      quotes: stored.quotes.map((one) => (one.id === id ? changed : one)),
    });
    return copy(changed);
  };

  // Photos (issue 27, decision 068): their part (store-photos.ts) loads with the first load,
  // which reads the records from IndexedDB once; the files are read only when shown.
  const shrink: ShrinkPhoto =
    options.shrink ??
    (async (file, keep) => (await import('./photo-shrink.ts')).shrinkPhoto(file, keep));
  const noPhotos: Photo[] = [];
  let photoPart: StorePhotos | undefined;
  let photosOpened: Promise<StorePhotos> | undefined;
  const openPhotos = () =>
    (photosOpened ??= import('./store-photos.ts').then(async ({ openStorePhotos }) => {
      photoPart = await openStorePhotos({
        ...(options.devicePhotos ? { devicePhotos: options.devicePhotos } : {}),
        name: options.profile.userId || rules.mode,
        shrink,
        jobs: () => current().jobs,
        now,
        logger,
        onChange: () => emitter.emit(),
      });
      return photoPart;
    }));
  const dropPhotosOfGoneJobs = async () => (await openPhotos()).dropGone(current().jobs);

  // The business profile, read from browser storage once (spec §3) and kept with the records.
  let profile: { value: BusinessProfile | null } | undefined;
  const currentProfile = (): BusinessProfile | null =>
    (profile ??= {
      value: readLocalProfile(options.profile.userId, options.profile.storage)?.profile ?? null,
    }).value;

  // The one snapshot (decision 055): the same object until the records, the documents or the
  // profile change, so a screen's select re-runs only then.
  let shown: { from: readonly unknown[]; snapshot: DataSnapshot } | undefined;
  const fullSnapshot = (): DataSnapshot => {
    const parts = [
      current(),
      currentDocuments().documents,
      currentProfile(),
      currentQuotes().quotes,
      photoPart?.photos() ?? noPhotos,
    ] as const;
    if (shown && parts.every((part, i) => part === shown!.from[i])) return shown.snapshot;
    const [records, kept, owner, quoted, pictured] = parts;
    shown = {
      from: parts,
      snapshot: { ...records, documents: kept, profile: owner, quotes: quoted, photos: pictured },
    };
    return shown.snapshot;
  };

  const findCustomer = (id: string): Customer | undefined =>
    current().customers.find((customer) => customer.id === id);
  const findJob = (id: string): Job | undefined => current().jobs.find((job) => job.id === id);

  const requireCustomer = (id: string) =>
    requireRecord(current().customers, id, 'customers.notFound');
  const requireJob = (id: string) => requireRecord(current().jobs, id, 'jobs.notFound');

  const copy = <T>(value: T): T => structuredClone(value);
  const saveStatus = (status: JobStatus) => rules.saveStatus?.(status) ?? status;

  /** A job change with the payments it adds or removes (decision 046), in one commit. */
  const changeJob = (id: string, changes: JobChanges): Job => {
    const job = requireJob(id);
    if (changes.customerId !== undefined) requireCustomer(changes.customerId);
    const saved: JobChanges =
      changes.status === undefined ? changes : { ...changes, status: saveStatus(changes.status) };
    const { add, remove } = paymentsOfChange(job, current().payments, saved, null, now());
    const changed = applyJobChanges(job, saved, now());
    const next = commit({
      ...current(),
      jobs: current().jobs.map((existing) => (existing.id === id ? changed : existing)),
      payments: withPaymentChanges(current().payments, add, remove),
    });
    return copy(next.jobs.find((existing) => existing.id === id)!);
  };

  /** A new job (spec §5: its customer must exist), the one way addJob and a quote make one. */
  const addJob = (input: NewJob): Job => {
    // NOTE: spec §5 — a job needs an existing customer ('Customer not found').
    const customer = requireCustomer(input.customerId);
    const estimatedDuration = input.estimatedDuration ?? rules.defaultEstimatedDuration;
    const job = buildJob(
      estimatedDuration === undefined ? input : { ...input, estimatedDuration },
      newJobId(),
      customer.name,
      now(),
    );
    commit({ ...current(), jobs: [...current().jobs, job] });
    return copy(findJob(job.id)!);
  };

  /** A new series and its visits, the one way addSeries and a quote make one. */
  const addSeries = (input: NewSeries): { series: JobSeries; jobs: Job[] } => {
    requireCustomer(input.customerId);
    const series = buildSeries(input, newSeriesId(), now());
    const withSeries = { ...current(), series: [...current().series, series] };
    const { snapshot, created } = topUpSeries(
      withSeries,
      localToday(now()),
      now(),
      new Set([series.id]),
    );
    const next = commit(snapshot);
    const ids = new Set(created.map((job) => job.id));
    return copy({
      series: next.series.find((one) => one.id === series.id)!,
      jobs: next.jobs.filter((job) => ids.has(job.id)),
    });
  };

  return {
    mode: rules.mode,

    load: async () => {
      topUp();
      await openPhotos();
      return cloneSnapshot(fullSnapshot());
    },
    snapshot: () => fullSnapshot(),

    getCustomer: async (id) => copy(findCustomer(id) ?? null),
    async addCustomer(input) {
      const customer = buildCustomer(input, newCustomerId(), now());
      commit({ ...current(), customers: [...current().customers, customer] });
      return copy(findCustomer(customer.id)!);
    },
    async importCustomers(rows, importOptions) {
      // The spreadsheet's rules (and the form schemas they check rows with) load with the import.
      const { sheetRecords } = await import('./sheet-records.ts');
      const made = sheetRecords(current(), rows, importOptions, now());
      const merged = new Map(made.merged.map(({ after }) => [after.id, after]));
      if (made.customers.length > 0 || merged.size > 0 || made.jobs.length > 0) {
        commit({
          ...current(),
          customers: [
            ...current().customers.map((customer) => merged.get(customer.id) ?? customer),
            ...made.customers,
          ],
          jobs: [...current().jobs, ...made.jobs],
        });
      }
      return made.report;
    },
    async updateCustomer(id, changes) {
      const customer = applyCustomerChanges(requireCustomer(id), changes);
      commit({
        ...current(),
        customers: current().customers.map((existing) =>
          existing.id === id ? customer : existing,
        ),
      });
      return copy(findCustomer(id)!);
    },
    async deleteCustomer(id) {
      requireCustomer(id);
      rules.assertCanDelete?.('customer', id);
      commit({
        customers: current().customers.filter((customer) => customer.id !== id),
        jobs: current().jobs.filter((job) => job.customerId !== id),
        series: current().series.filter((series) => series.customerId !== id),
        payments: current().payments,
      });
      // Its quotes go with it (issue 26), as on the server.
      const stored = currentQuotes();
      if (stored.quotes.some((quote) => quote.customerId === id)) {
        commitQuotes({ ...stored, quotes: stored.quotes.filter((q) => q.customerId !== id) });
      }
      await dropPhotosOfGoneJobs();
    },

    getJob: async (id) => copy(findJob(id) ?? null),
    addJob: async (input) => addJob(input),
    updateJob: async (id, changes) => changeJob(id, changes),
    async deleteJob(id) {
      requireJob(id);
      rules.assertCanDelete?.('job', id);
      commit({ ...current(), jobs: current().jobs.filter((job) => job.id !== id) });
      await dropPhotosOfGoneJobs();
    },

    async addPayment(input) {
      const id = newPaymentId();
      changeJob(input.jobId, { addPayments: [{ ...input, id }] });
      return copy(current().payments.find((one) => one.id === id)!);
    },
    async deletePayment(id) {
      const payment = current().payments.find((one) => one.id === id);
      if (!payment) return;
      changeJob(payment.jobId, { removePayments: [payment] });
    },

    listSeries: async () => copy(current().series),
    addSeries: async (input) => addSeries(input),
    async updateSeries(id, changes, fromDate) {
      requireSeries(id);
      const { snapshot } = applySeriesChanges(current(), id, changes, fromDate, now());
      commit(snapshot);
      topUp();
      return copy(requireSeries(id));
    },
    async endSeries(id, fromDate) {
      requireSeries(id);
      commit(applyEndSeries(current(), id, fromDate, now()));
    },
    async rainDelay(date, shiftFollowing) {
      const hours = currentProfile()?.businessHours ?? DEFAULT_BUSINESS_PROFILE.businessHours;
      const { snapshot, moved } = applyRainDelay(current(), date, shiftFollowing, hours, now());
      commit(snapshot);
      topUp();
      const ids = new Set(moved.map((job) => job.id));
      return copy(current().jobs.filter((job) => ids.has(job.id)));
    },

    getProfile: async () => copy(currentProfile()),
    async saveProfile(saved) {
      const stored = { profile: saved, synced: true };
      if (!writeLocalProfile(options.profile.userId, stored, options.profile.storage)) {
        throw dataError(rules.profileSaveFailed);
      }
      profile = { value: copy(saved) };
      emitter.emit();
    },

    exportData: async () => {
      // The backup rules load with an export or an import (decision 053's first-load budget).
      const { toBackup } = await import('./backup.ts');
      const kept = currentDocuments().documents;
      const owner = currentProfile();
      const quoted = currentQuotes().quotes;
      return {
        ...toBackup(current()),
        ...(kept.length > 0 ? { documents: copy(kept) } : {}),
        ...(owner ? { profile: copy(owner) } : {}),
        ...(quoted.length > 0 ? { quotes: copy(quoted) } : {}),
      };
    },
    async importData(data, importOptions) {
      if (!rules.canImport) throw dataError('demo.cannotImport');
      importOptions?.onProgress?.(0);
      const { validateBackup } = await import('./backup-validation.ts');
      const { mergeBackup, mergeBackupDocuments, mergeBackupQuotes } = await import('./backup.ts');
      const backup = validateBackup(data, new Set(current().customers.map((c) => c.id)));
      // The file's profile for an account that has none yet; one the owner keeps stays.
      const { userId, storage } = options.profile;
      if (backup.profile && !readLocalProfile(userId, storage)) {
        if (!writeLocalProfile(userId, { profile: backup.profile, synced: true }, storage)) {
          throw dataError(rules.profileSaveFailed);
        }
        profile = { value: backup.profile };
      }
      commit(mergeBackup(current(), backup));
      if (backup.documents) {
        const { added, ...next } = mergeBackupDocuments(
          currentDocuments(),
          backup.documents,
          formatDocumentNumber,
        );
        if (added > 0) commitDocuments(next);
      }
      if (backup.quotes) {
        const { added, ...next } = mergeBackupQuotes(currentQuotes(), backup.quotes);
        if (added > 0) commitQuotes(next);
      }
      importOptions?.onProgress?.(1);
      return { customers: backup.customers.length, jobs: backup.jobs.length };
    },
    async clearAll() {
      commit(options.afterClear());
      // The quotes of the customers cleared go with them (the demo's samples come back).
      commitQuotes(noQuotes());
      await dropPhotosOfGoneJobs();
    },

    subscribe: (listener) => emitter.subscribe(listener),
    sync: async () => undefined,
    syncState: () => IDLE_SYNC_STATE,
    discardRefused: async () => undefined,
    retryParked: async () => undefined,
    // Nothing is shared with another device in these modes: nothing is deleted or replaced there.
    restoreRefused: async () => undefined,
    keepMine: async () => undefined,
    keepTheirs: async () => undefined,
    // Signing out of the demo leaves nothing behind: its photos go (waitlist test mode keeps its
    // data on the device, its photos with it).
    discardDeviceData: async () => {
      if (rules.mode === 'demo') await (await openPhotos()).clear();
    },

    addPhoto: async (input) => copy(await (await openPhotos()).add(input)),
    updatePhoto: async (id, changes) => copy(await (await openPhotos()).update(id, changes)),
    deletePhoto: async (id) => (await openPhotos()).remove(id),
    photoFile: async (photo, size) => (await openPhotos()).file(photo.id, size),
    async photoUrl(photo, size) {
      const blob = await (await openPhotos()).file(photo.id, size);
      return blob ? URL.createObjectURL(blob) : null;
    },

    async qrCode(kind, id, style) {
      const record =
        kind === 'customer'
          ? { kind, customer: requireCustomer(id) }
          : { kind, job: requireJob(id) };
      const { renderRecordQrCode } = await import('./qr.ts');
      return renderRecordQrCode(record, options.qrBaseUrl, style);
    },

    async createDocument(input) {
      const customer = requireCustomer(input.customerId);
      const jobs = input.jobIds.map((id) => findJob(id));
      if (jobs.some((job) => !job || job.customerId !== customer.id)) {
        throw dataError('documents.jobsNotFound');
      }
      const stored = currentDocuments();
      const { number, counters } = nextDocumentNumber(input.kind, stored.counters);
      const document = buildDocument({
        id: `document-${crypto.randomUUID()}`,
        kind: input.kind,
        number,
        customer,
        jobs: jobs as Job[],
        profile: currentProfile(),
        ...(input.note ? { note: input.note } : {}),
        ...(input.photoIds?.length ? { photoIds: input.photoIds } : {}),
        appLanguage: input.appLanguage,
        now: now(),
      });
      commitDocuments({ documents: [document, ...stored.documents], counters });
      return copy(document);
    },
    async revokeDocument(id) {
      // Nothing is shared from this device: there is no link to turn off.
      const document = currentDocuments().documents.find((item) => item.id === id);
      if (!document) throw dataError('documents.notFound');
      return copy(document);
    },
    async setShareExpiry(id) {
      // Nothing is shared from this device: there is no link to end.
      const document = currentDocuments().documents.find((item) => item.id === id);
      if (!document) throw dataError('documents.notFound');
      return copy(document);
    },
    async setDocumentPhotos(id, photoIds) {
      const stored = currentDocuments();
      const document = stored.documents.find((item) => item.id === id);
      if (!document) throw dataError('documents.notFound');
      // Loaded when the owner first ticks a photo (decision 053's first-load budget).
      const { withDocumentPhotos } = await import('./document-photos.ts');
      const changed = withDocumentPhotos(document, photoIds);
      commitDocuments({
        ...stored,
        documents: stored.documents.map((item) => (item.id === id ? changed : item)),
      });
      return copy(changed);
    },
    async deleteDocument(id) {
      const stored = currentDocuments();
      commitDocuments({ ...stored, documents: stored.documents.filter((item) => item.id !== id) });
    },

    async addQuote(input) {
      const customer = requireCustomer(input.customerId);
      const stored = currentQuotes();
      const counter = stored.counter + 1;
      const quote = buildQuote({
        id: newQuoteId(),
        number: formatQuoteNumber(counter),
        customer,
        profile: currentProfile(),
        quote: input,
        now: now(),
      });
      commitQuotes({ quotes: [quote, ...stored.quotes], counter });
      return copy(quote);
    },
    updateQuote: async (id, changes) =>
      changeQuote(id, (quote) => applyQuoteChanges(quote, changes, now())),
    async deleteQuote(id) {
      const stored = currentQuotes();
      commitQuotes({ ...stored, quotes: stored.quotes.filter((quote) => quote.id !== id) });
    },
    markQuoteSent: async (id) => changeQuote(id, (quote) => withSentAt(quote, now())),
    // Nothing is shared from this device: there is no link to turn off or end.
    revokeQuote: async (id) => copy(requireQuote(currentQuotes().quotes, id)),
    setQuoteShareExpiry: async (id) => copy(requireQuote(currentQuotes().quotes, id)),
    async makeWorkFromQuote(id, today) {
      const quote = requireQuote(currentQuotes().quotes, id);
      const made = workOfQuote(quote);
      if (made) return made;
      const work = quoteWork(quote, today);
      const link =
        work.kind === 'job'
          ? { jobId: addJob(work.job).id }
          : { seriesId: addSeries(work.series).series.id };
      changeQuote(id, (one) => linkedQuote(one, link, now()));
      return link;
    },

    trackEvent: (event) => analytics.track(event),
    startAnalyticsSession: (session) => analytics.startSession(session),
  };
};
