// What the api adapter keeps on the device (issue 9, decisions 011, 055): the one snapshot (the
// records, the invoices and receipts, the quotes, the business profile), the outbox, the refused writes and
// the sync bookmarks, and every way they change, as pure functions. The replica store
// (replica-store.ts) runs them one at a time and saves each result to IndexedDB.
import {
  customerFromServer,
  jobFromServer,
  type BusinessProfile,
  type Customer,
  type InvoiceDocument,
  type Job,
  type Payment,
  type Photo,
  type Quote,
  type ServerCustomer,
  type ServerJob,
} from '@jobtrack/core';
import {
  paymentFromServer,
  serverDocument,
  serverPhoto,
  serverQuote,
  photoFromServer,
  seriesFromServer,
  toDocument,
  toQuote,
  type BaseValues,
  type FieldConflict,
  type ServerSeries,
  type SyncAnswer,
  type WirePayment,
} from '@jobtrack/core/wire';
import type { DataSnapshot, RefusedWrite, WriteKind } from '../data-source.ts';
import { photosInOrder } from '../shared/photo-rules.ts';
import { quotesInOrder } from '../shared/quote-rules.ts';
import { withDocumentPhotos } from '../shared/document-photos.ts';
import { withDerivedFields } from '../shared/records.ts';
import { conflictNotices, withNotices, type ConflictNotice } from './conflicts.ts';
import { quoteWireValues } from './api-wire.ts';
import {
  PROFILE_ID,
  foldUpdate,
  hasUnsentCreate,
  isEdit,
  isPhotoWrite,
  isQuoteWrite,
  isSeriesWrite,
  queueWrite,
  takeWaiting,
  unparked,
  withFailedTry,
  type OutboxEntry,
  type OutboxWrite,
} from './outbox.ts';

/** The refusal code of an edit to a record deleted on another device. */
export const RECORD_DELETED = 'record_deleted';

export type ReplicaMeta = {
  /** Where the last pull stopped; null before the first one. */
  cursor: string | null;
  lastSyncedAt: string | null;
  /** Records to read again from the server (a refused write was discarded). */
  stale: readonly string[];
  /** Values of this device that another device's write replaced (decision 047). */
  conflicts: readonly ConflictNotice[];
};

/** A refused write with what the owner needs to fix or discard it. */
export type RefusedEntry = {
  seq: number;
  write: OutboxEntry;
  label: string;
  code: string;
  message: string;
  /**
   * An edit of a record deleted elsewhere: the record as this device had it (with the edit), and
   * for a job its customer when that is gone too, so "Restore" can bring them back (decision 047).
   */
  kept?: { customer?: Customer; job?: Job };
  /**
   * A photo's file the server refused for good (413, 415, a full storage; issue 27): the record is
   * on the server, the file stays on this device until the owner retries or discards the photo.
   */
  upload?: true;
};

export type ReplicaState = {
  snapshot: DataSnapshot;
  outbox: readonly OutboxEntry[];
  refused: readonly RefusedEntry[];
  meta: ReplicaMeta;
};

/** One page of GET /api/sync, its records read as the app's server records. */
export type SyncPage = Omit<SyncAnswer, 'customers' | 'jobs'> & {
  customers: ServerCustomer[];
  jobs: ServerJob[];
};

export const EMPTY_META: ReplicaMeta = {
  cursor: null,
  lastSyncedAt: null,
  stale: [],
  conflicts: [],
};

/** The snapshot with nothing in it. */
export const emptySnapshot = (): DataSnapshot => ({
  customers: [],
  jobs: [],
  series: [],
  payments: [],
  documents: [],
  profile: null,
  quotes: [],
  photos: [],
});

export const emptyReplica = (): ReplicaState => ({
  snapshot: emptySnapshot(),
  outbox: [],
  refused: [],
  meta: EMPTY_META,
});

// The server's list orders (customers by name, jobs newest date first), kept on the device too.
const byName = (a: Customer, b: Customer) => {
  const left = a.name.toLowerCase();
  const right = b.name.toLowerCase();
  if (left !== right) return left < right ? -1 : 1;
  return a.createdDate < b.createdDate ? -1 : a.createdDate > b.createdDate ? 1 : 0;
};
const byDateDesc = (a: Job, b: Job) => {
  if (a.scheduledDate !== b.scheduledDate) return a.scheduledDate < b.scheduledDate ? 1 : -1;
  return a.createdDate < b.createdDate ? 1 : a.createdDate > b.createdDate ? -1 : 0;
};

/** Invoices and receipts newest first, as the server lists them. */
const byNewest = (a: InvoiceDocument, b: InvoiceDocument) =>
  a.createdAt === b.createdAt ? (a.id < b.id ? 1 : -1) : a.createdAt < b.createdAt ? 1 : -1;

/** The documents in order: the same array when they already are (another kind's change). */
const inOrder = (documents: InvoiceDocument[]): InvoiceDocument[] =>
  documents.every((document, i) => i === 0 || byNewest(documents[i - 1]!, document) <= 0)
    ? documents
    : [...documents].sort(byNewest);

/** Derived fields and order, worked out once per change (never per read). */
export const derive = (snapshot: DataSnapshot): DataSnapshot => {
  const derived = withDerivedFields(snapshot);
  return {
    ...derived,
    customers: derived.customers.sort(byName),
    jobs: derived.jobs.sort(byDateDesc),
    documents: inOrder(derived.documents),
    quotes: quotesInOrder(derived.quotes),
    photos: photosInOrder(derived.photos),
  };
};

/** The next outbox number: above every write still waiting or refused. */
export const nextSeq = (state: ReplicaState): number =>
  Math.max(0, ...state.outbox.map((entry) => entry.seq), ...state.refused.map((r) => r.seq)) + 1;

const kindOf = (entry: OutboxEntry): WriteKind =>
  entry.op === 'putProfile'
    ? 'profile'
    : entry.op === 'createPayment' || entry.op === 'deletePayment'
      ? 'payment'
      : entry.op === 'createDocument' ||
          entry.op === 'deleteDocument' ||
          entry.op === 'revokeDocument' ||
          entry.op === 'setShareExpiry' ||
          entry.op === 'setDocumentPhotos'
        ? 'document'
        : isSeriesWrite(entry)
          ? 'series'
          : isQuoteWrite(entry)
            ? 'quote'
            : isPhotoWrite(entry)
              ? 'photo'
              : /Customer$/.test(entry.op)
                ? 'customer'
                : 'job';

/** Ending a series deletes its following visits: it reads as a deletion. */
const opOf = (entry: OutboxEntry): RefusedWrite['op'] =>
  entry.op.startsWith('create')
    ? 'create'
    : entry.op.startsWith('delete') || entry.op === 'endSeries'
      ? 'delete'
      : 'update';

/** The customer a kept job needs back: on the device, kept with it, or kept by its own notice. */
const customerFor = (state: ReplicaState, job: Job, kept: RefusedEntry['kept']) =>
  state.snapshot.customers.find((customer) => customer.id === job.customerId) ??
  kept?.customer ??
  state.refused.find((entry) => entry.kept?.customer?.id === job.customerId)?.kept?.customer;

/** Whether a record deleted elsewhere can come back, or why not (its customer is gone). */
const restoreOf = (state: ReplicaState, entry: RefusedEntry): RefusedWrite['restore'] => {
  const kept = entry.kept;
  if (!kept) return undefined;
  if (kept.job) return customerFor(state, kept.job, kept) ? 'possible' : 'customerGone';
  return kept.customer ? 'possible' : undefined;
};

/** The refused entries as the sync state shows them (with `state`, whether each can be restored). */
export const refusedWrites = (
  refused: readonly RefusedEntry[],
  state?: ReplicaState,
): RefusedWrite[] =>
  refused.map((entry) => {
    const { seq, write, label, code, message } = entry;
    const restore = state && restoreOf(state, entry);
    return {
      seq,
      kind: kindOf(write),
      op: opOf(write),
      recordId: write.id,
      label,
      ...(entry.upload ? { upload: true as const } : {}),
      code,
      message,
      ...(write.op === 'rainDelay' ? { day: write.date } : {}),
      ...(restore ? { restore } : {}),
    };
  });

/**
 * The parked writes (decision 048) as the sync state shows them, beside the refused ones: kept on
 * the device, not saved, with Retry and Discard.
 */
export const parkedWrites = (state: ReplicaState): RefusedWrite[] =>
  state.outbox.flatMap((entry) =>
    entry.parked
      ? [
          {
            seq: entry.seq,
            kind: kindOf(entry),
            op: opOf(entry),
            recordId: entry.id,
            label: labelOf(state, entry),
            code: entry.parked.code,
            message: entry.parked.message,
            parked: true,
            ...(entry.op === 'rainDelay' ? { day: entry.date } : {}),
          },
        ]
      : [],
  );

/** Writes still on their way to the server: the outbox less the parked ones. */
export const pendingCount = (state: ReplicaState): number =>
  state.outbox.reduce((count, entry) => (entry.parked ? count : count + 1), 0);

/** One more failed send of `entry` (a 5xx or no answer): its next try waits, or it is parked. */
export const applyFailedTry = (
  state: ReplicaState,
  entry: OutboxEntry,
  failure: { code: string; message: string },
  now: number,
): ReplicaState => ({
  ...state,
  outbox: state.outbox.map((waiting) =>
    waiting.seq === entry.seq ? withFailedTry(waiting, failure, now) : waiting,
  ),
});

/** The owner's Retry of a parked write: it is sent again at once, its tries counted anew. */
export const retryParked = (state: ReplicaState, seq: number): ReplicaState => {
  const index = state.outbox.findIndex((entry) => entry.seq === seq && entry.parked);
  if (index === -1) return state;
  return { ...state, outbox: state.outbox.with(index, unparked(state.outbox[index]!)) };
};

/** What the owner knows a record by: the customer's name, the job's service type. */
export const labelOf = (state: ReplicaState, entry: OutboxEntry): string => {
  if (entry.op === 'createDocument') return entry.record.customer.name;
  if (entry.op === 'createQuote' || entry.op === 'updateQuote') return quoteLabel(entry.record);
  if (entry.op === 'createPhoto' || entry.op === 'updatePhoto') {
    const jobId = entry.record.jobId;
    return state.snapshot.jobs.find((record) => record.id === jobId)?.serviceType ?? '';
  }
  if (entry.op === 'createPayment') {
    const jobId = entry.record.jobId;
    return state.snapshot.jobs.find((record) => record.id === jobId)?.serviceType ?? '';
  }
  if ('record' in entry)
    return 'name' in entry.record ? entry.record.name : entry.record.serviceType;
  if ('label' in entry && entry.label !== undefined) return entry.label;
  if (entry.op === 'putProfile') return entry.profile.businessName;
  const document = state.snapshot.documents.find((record) => record.id === entry.id);
  if (document) return document.customer.name;
  const customer = state.snapshot.customers.find((record) => record.id === entry.id);
  if (customer) return customer.name;
  const series = state.snapshot.series.find((record) => record.id === entry.id);
  if (series) return series.serviceType;
  return state.snapshot.jobs.find((record) => record.id === entry.id)?.serviceType ?? '';
};

/** What the owner knows a quote by: its number, else (a draft) its customer's name. */
export const quoteLabel = (quote: Quote): string => quote.number ?? quote.customer.name;

export const withSnapshot = (state: ReplicaState, snapshot: DataSnapshot): ReplicaState => ({
  ...state,
  snapshot: derive(snapshot),
});

export const upsert = <T extends { id: string }>(list: readonly T[], record: T): T[] => {
  const index = list.findIndex((existing) => existing.id === record.id);
  return index === -1 ? [...list, record] : list.with(index, record);
};

/** The snapshot's lists of records (everything but the profile). */
type RecordKey = Exclude<keyof DataSnapshot, 'profile'>;

/** The server's version replaces a record the device still holds; one dropped meanwhile stays dropped. */
const replaceHeld = <K extends RecordKey>(
  state: ReplicaState,
  key: K,
  record: DataSnapshot[K][number],
): ReplicaState => {
  const list: readonly DataSnapshot[K][number][] = state.snapshot[key];
  if (!list.some((one) => one.id === record.id)) return state;
  return withSnapshot(state, { ...state.snapshot, [key]: upsert(list, record) });
};

export const without = <T extends { id: string }>(
  list: readonly T[],
  ids: ReadonlySet<string>,
): T[] => list.filter((record) => !ids.has(record.id));

/** A visit the owner never started or settled (a series write may make or drop it). */
const isUntouched = (job: Job): boolean =>
  (job.status === 'scheduled' || job.status === 'pending') && !job.paid && !job.arrivedAt;

/**
 * A customer's id with the ids of its jobs, series and quotes on the device (they go with it, as
 * on the server, which leaves a tombstone for each).
 */
const withJobsOf = (state: ReplicaState, customerIds: Iterable<string>): Set<string> => {
  const ids = new Set(customerIds);
  for (const job of state.snapshot.jobs) if (ids.has(job.customerId)) ids.add(job.id);
  for (const series of state.snapshot.series) if (ids.has(series.customerId)) ids.add(series.id);
  for (const quote of state.snapshot.quotes) if (ids.has(quote.customerId)) ids.add(quote.id);
  return withPhotosOf(state, ids);
};

/** The ids with those of the photos of the jobs among them (they go with their job). */
export const withPhotosOf = (state: ReplicaState, ids: Set<string>): Set<string> => {
  for (const photo of state.snapshot.photos) if (ids.has(photo.jobId)) ids.add(photo.id);
  return ids;
};

/**
 * Queues a write. An edit of a record whose earlier write was refused puts that write back,
 * merged with the edit (the owner's fix): a refused create becomes a create of the edited record.
 */
export const queue = (
  state: ReplicaState,
  write: OutboxWrite,
  inFlightSeq: number | null,
  edited?: Customer | Job,
): ReplicaState => {
  // A refused upload (issue 27) is not a write an edit fixes: it stays listed.
  const refused = state.refused.find(
    (entry) => entry.write.id === write.id && entry.code !== RECORD_DELETED && !entry.upload,
  );
  let queued = write;
  // A refused series write stays listed until discarded: an edit never carries it back.
  if (refused && isSeriesWrite(write)) {
    return {
      ...state,
      outbox: queueWrite(state.outbox, write, nextSeq(state), inFlightSeq),
    };
  }
  if (refused) {
    const earlier = refused.write;
    if (earlier.op === 'createCustomer' && edited && 'name' in edited) {
      queued = { op: 'createCustomer', id: write.id, record: edited };
    } else if (earlier.op === 'createJob' && edited && 'serviceType' in edited) {
      queued = { op: 'createJob', id: write.id, record: edited as Job };
    } else if (earlier.op === 'updateCustomer' && write.op === 'updateCustomer') {
      queued = foldUpdate(earlier, write);
    } else if (earlier.op === 'updateJob' && write.op === 'updateJob') {
      queued = foldUpdate(earlier, write);
    } else if (earlier.op === 'createQuote' && write.op === 'updateQuote') {
      queued = { op: 'createQuote', id: write.id, record: write.record };
    } else if (earlier.op === 'createPhoto' && write.op === 'updatePhoto') {
      queued = { op: 'createPhoto', id: write.id, record: write.record };
    } else if (earlier.op === 'updatePhoto' && write.op === 'updatePhoto') {
      queued = foldUpdate(earlier, write);
    } else if (earlier.op === 'updateQuote' && write.op === 'updateQuote') {
      queued = foldUpdate(earlier, write);
    }
  }
  return {
    ...state,
    outbox: queueWrite(state.outbox, queued, nextSeq(state), inFlightSeq),
    refused: refused ? state.refused.filter((entry) => entry !== refused) : state.refused,
  };
};

/** A new or changed customer on the device, and its write in the outbox. */
export const saveCustomer = (
  state: ReplicaState,
  customer: Customer,
  write: OutboxWrite,
  inFlightSeq: number | null,
): ReplicaState =>
  queue(
    withSnapshot(state, {
      ...state.snapshot,
      customers: upsert(state.snapshot.customers, customer),
    }),
    write,
    inFlightSeq,
    customer,
  );

/** A new or changed job on the device, and its write in the outbox. */
export const saveJob = (
  state: ReplicaState,
  job: Job,
  write: OutboxWrite,
  inFlightSeq: number | null,
): ReplicaState =>
  queue(
    withSnapshot(state, { ...state.snapshot, jobs: upsert(state.snapshot.jobs, job) }),
    write,
    inFlightSeq,
    job,
  );

/**
 * Payments added and removed on the device (issue 23, decision 046), each its own outbox write:
 * a create with the payment's client-made id, a delete. A payment whose create was never sent
 * is just dropped. The job's paid fields follow from the payments (derive).
 */
export const savePaymentChanges = (
  state: ReplicaState,
  add: readonly Payment[],
  remove: readonly Pick<Payment, 'id' | 'jobId'>[],
  inFlightSeq: number | null,
): ReplicaState => {
  if (add.length === 0 && remove.length === 0) return state;
  const gone = new Set(remove.map((payment) => payment.id));
  const known = new Set(state.snapshot.payments.map((payment) => payment.id));
  const added = add.filter((payment) => !known.has(payment.id) && !gone.has(payment.id));
  let next = withSnapshot(state, {
    ...state.snapshot,
    payments: [...state.snapshot.payments.filter((p) => !gone.has(p.id)), ...added],
  });
  for (const payment of added) {
    next = queue(next, { op: 'createPayment', id: payment.id, record: payment }, inFlightSeq);
  }
  for (const payment of remove) {
    const neverSent = hasUnsentCreate(next.outbox, payment.id, inFlightSeq);
    const { entries } = takeWaiting(next.outbox, new Set([payment.id]), inFlightSeq);
    next = {
      ...next,
      outbox: entries,
      refused: next.refused.filter((entry) => entry.write.id !== payment.id),
    };
    if (neverSent) continue;
    const label = state.snapshot.jobs.find((job) => job.id === payment.jobId)?.serviceType;
    next = queue(next, { op: 'deletePayment', id: payment.id, label: label ?? '' }, inFlightSeq);
  }
  return next;
};

/** The business profile on the device, and its write in the outbox. */
export const saveProfile = (
  state: ReplicaState,
  profile: BusinessProfile,
  inFlightSeq: number | null,
  base?: BaseValues,
): ReplicaState =>
  queue(
    { ...state, snapshot: { ...state.snapshot, profile } },
    { op: 'putProfile', id: PROFILE_ID, profile, ...(base ? { base } : {}) },
    inFlightSeq,
  );

/**
 * A series write (issue 14): the device's snapshot after the change (the series and its visits,
 * worked out by the shared series rules) and the write in the outbox.
 */
export const saveSeriesWrite = (
  state: ReplicaState,
  snapshot: DataSnapshot,
  write: OutboxWrite,
  inFlightSeq: number | null,
): ReplicaState => queue(withSnapshot(state, snapshot), write, inFlightSeq);

/**
 * An invoice or receipt made on the device (issue 15, decision 045): a draft (number null) among
 * the snapshot's documents, and its create in the outbox until the server numbers it. Its create
 * goes after the writes queued before it (its customer and jobs first); its client-made id makes
 * a resend answer the first document.
 */
export const saveDocumentDraft = (
  state: ReplicaState,
  draft: InvoiceDocument,
  inFlightSeq: number | null,
): ReplicaState =>
  queue(
    withSnapshot(state, {
      ...state.snapshot,
      documents: upsert(state.snapshot.documents, draft),
    }),
    { op: 'createDocument', id: draft.id, record: draft },
    inFlightSeq,
  );

/**
 * Turns a document's share link off (decision 055): on the device at once (no share token), and
 * through the outbox on the server, which answers the document as it now holds it.
 */
export const revokeDocument = (
  state: ReplicaState,
  document: InvoiceDocument,
  inFlightSeq: number | null,
): ReplicaState => {
  const { shareToken: _token, ...revoked } = document;
  return queue(
    withSnapshot(state, {
      ...state.snapshot,
      documents: upsert(state.snapshot.documents, revoked),
    }),
    { op: 'revokeDocument', id: document.id, label: document.customer.name },
    inFlightSeq,
  );
};

/**
 * Sets when a document's share link ends, null for never (decision 057): on the device at once,
 * and through the outbox on the server, which answers the document as it now holds it.
 */
export const setShareExpiry = (
  state: ReplicaState,
  document: InvoiceDocument,
  expiresAt: string | null,
  inFlightSeq: number | null,
): ReplicaState => {
  const { shareExpiresAt: _previous, ...rest } = document;
  return queue(
    withSnapshot(state, {
      ...state.snapshot,
      documents: upsert(state.snapshot.documents, {
        ...rest,
        ...(expiresAt ? { shareExpiresAt: expiresAt } : {}),
      }),
    }),
    { op: 'setShareExpiry', id: document.id, expiresAt, label: document.customer.name },
    inFlightSeq,
  );
};

/**
 * Sets the photos a document shows (issue 27, decision 069): on the device at once, and through
 * the outbox on the server (PUT /api/documents/{id}/photos), which answers the document.
 */
export const setDocumentPhotos = (
  state: ReplicaState,
  document: InvoiceDocument,
  photoIds: readonly string[],
  inFlightSeq: number | null,
): ReplicaState => {
  const changed = withDocumentPhotos(document, photoIds);
  return queue(
    withSnapshot(state, {
      ...state.snapshot,
      documents: upsert(state.snapshot.documents, changed),
    }),
    {
      op: 'setDocumentPhotos',
      id: document.id,
      photoIds: changed.photoIds ?? [],
      label: document.customer.name,
    },
    inFlightSeq,
  );
};

/**
 * Deletes a document on the device, like a record (decisions 045, 055): it goes from the
 * snapshot at once with its waiting writes. A draft whose create was never sent is just dropped;
 * otherwise (a numbered document, or a draft whose create was sent and whose answer may have
 * been lost) a delete follows through the outbox (404 counts as done).
 */
export const deleteDocument = (
  state: ReplicaState,
  document: InvoiceDocument,
  inFlightSeq: number | null,
): ReplicaState => {
  const ids = new Set([document.id]);
  const { entries, taken } = takeWaiting(state.outbox, ids, inFlightSeq);
  const wasSent =
    document.number !== null ||
    entries.some((entry) => entry.id === document.id) ||
    taken.some((entry) => entry.attempted);
  const next: ReplicaState = {
    ...withSnapshot(state, {
      ...state.snapshot,
      documents: without(state.snapshot.documents, ids),
    }),
    outbox: entries,
    refused: state.refused.filter((entry) => entry.write.id !== document.id),
  };
  if (!wasSent) return next;
  const write: OutboxWrite = {
    op: 'deleteDocument',
    id: document.id,
    label: document.customer.name,
  };
  return { ...next, outbox: queueWrite(next.outbox, write, nextSeq(state), inFlightSeq) };
};

/**
 * Deletes a customer (with its jobs) or a job on the device. Their waiting writes are dropped;
 * when the server never saw the record (its create was never sent) nothing is sent at all.
 */
export const deleteRecord = (
  state: ReplicaState,
  kind: 'customer' | 'job',
  id: string,
  inFlightSeq: number | null,
): ReplicaState => {
  const ids = kind === 'customer' ? withJobsOf(state, [id]) : withPhotosOf(state, new Set([id]));
  const label = labelOf(state, {
    seq: 0,
    op: kind === 'customer' ? 'deleteCustomer' : 'deleteJob',
    id,
  });
  const neverSent = hasUnsentCreate(state.outbox, id, inFlightSeq);
  const { entries } = takeWaiting(state.outbox, ids, inFlightSeq);
  const next: ReplicaState = {
    ...withSnapshot(state, {
      ...state.snapshot,
      customers: without(state.snapshot.customers, ids),
      jobs: without(state.snapshot.jobs, ids),
      series: without(state.snapshot.series, ids),
      quotes: without(state.snapshot.quotes, ids),
      photos: without(state.snapshot.photos, ids),
    }),
    outbox: entries,
    refused: state.refused.filter((entry) => !ids.has(entry.write.id)),
  };
  if (neverSent) return next;
  const write: OutboxWrite =
    kind === 'customer' ? { op: 'deleteCustomer', id, label } : { op: 'deleteJob', id, label };
  return { ...next, outbox: queueWrite(next.outbox, write, nextSeq(state), inFlightSeq) };
};

/** Marks a write as sent at least once (before sending it). */
export const markAttempted = (state: ReplicaState, seq: number): ReplicaState => ({
  ...state,
  outbox: state.outbox.map((entry) =>
    entry.seq === seq && !entry.attempted ? { ...entry, attempted: true } : entry,
  ),
});

/** The server's answer to a sent write. */
export type SentAnswer =
  | { kind: 'customer'; record: ServerCustomer; conflicts?: FieldConflict[] }
  | { kind: 'job'; record: ServerJob; conflicts?: FieldConflict[] }
  | { kind: 'profile'; profile: BusinessProfile | null; conflicts?: FieldConflict[] }
  | { kind: 'series'; record: ServerSeries }
  | { kind: 'payment'; record: WirePayment }
  /** An invoice or receipt as the server holds it (numbered, or its link revoked). */
  | { kind: 'document'; record: InvoiceDocument }
  /** A quote as the server holds it (numbered, with its share token and the customer's answer). */
  | { kind: 'quote'; record: Quote; conflicts?: FieldConflict[] }
  /** A photo's record as the server holds it (issue 27). */
  | { kind: 'photo'; record: Photo; conflicts?: FieldConflict[] }
  | { kind: 'none' };

/** The outbox once `entry` has been answered, one way or another. */
const withoutEntry = (state: ReplicaState, entry: OutboxEntry): OutboxEntry[] =>
  state.outbox.filter((waiting) => waiting.seq !== entry.seq);

/**
 * A write reached the server: it leaves the outbox, and the server's record replaces the device's
 * unless a later write of the same record is still waiting (the device's is newer then).
 */
export const applySent = (
  state: ReplicaState,
  entry: OutboxEntry,
  answer: SentAnswer,
): ReplicaState => {
  const outbox = withoutEntry(state, entry);
  const next = withConflicts({ ...state, outbox }, entry, answer);
  if (outbox.some((waiting) => waiting.id === entry.id)) return next;
  switch (answer.kind) {
    case 'customer':
      return replaceHeld(next, 'customers', customerFromServer(answer.record));
    case 'job':
      return replaceHeld(next, 'jobs', jobFromServer(answer.record));
    case 'profile':
      return answer.profile
        ? { ...next, snapshot: { ...next.snapshot, profile: answer.profile } }
        : next;
    case 'series':
      return replaceHeld(next, 'series', seriesFromServer(answer.record));
    case 'payment':
      return replaceHeld(next, 'payments', paymentFromServer(answer.record));
    case 'document':
      return replaceHeld(next, 'documents', answer.record);
    case 'quote':
      return replaceHeld(next, 'quotes', answer.record);
    case 'photo':
      return replaceHeld(next, 'photos', answer.record);
    case 'none':
      return next;
  }
};

/**
 * The replica with the notices of an answer's conflicts (decision 047): this device's value (its
 * record before the answer) and the one that stands.
 */
const withConflicts = (state: ReplicaState, entry: OutboxEntry, answer: SentAnswer) => {
  if (!('conflicts' in answer) || !answer.conflicts?.length) return state;
  const label = labelOf(state, entry);
  const common = { recordId: entry.id, label, conflicts: answer.conflicts };
  let notices: ConflictNotice[] = [];
  if (answer.kind === 'customer') {
    const mine = state.snapshot.customers.find((one) => one.id === entry.id);
    if (mine) {
      notices = conflictNotices({
        ...common,
        kind: 'customer',
        mine,
        theirs: customerFromServer(answer.record),
        theirsWire: answer.record,
      });
    }
  } else if (answer.kind === 'job') {
    const mine = state.snapshot.jobs.find((one) => one.id === entry.id);
    if (mine) {
      notices = conflictNotices({
        ...common,
        kind: 'job',
        mine,
        theirs: jobFromServer(answer.record),
        theirsWire: answer.record,
      });
    }
  } else if (answer.kind === 'quote') {
    const mine = state.snapshot.quotes.find((one) => one.id === entry.id);
    if (mine) {
      const theirs = answer.record;
      notices = conflictNotices({
        ...common,
        kind: 'quote',
        mine,
        theirs,
        theirsWire: quoteWireValues(theirs),
      });
    }
  } else if (answer.kind === 'photo') {
    const mine = state.snapshot.photos.find((one) => one.id === entry.id);
    if (mine) {
      // A photo's label and caption have the same names on the wire.
      const theirs = answer.record;
      notices = conflictNotices({ ...common, kind: 'photo', mine, theirs, theirsWire: theirs });
    }
  } else if (answer.kind === 'profile' && state.snapshot.profile && answer.profile) {
    notices = conflictNotices({
      ...common,
      kind: 'profile',
      mine: state.snapshot.profile,
      theirs: answer.profile,
      theirsWire: answer.profile,
    });
  }
  if (notices.length === 0) return state;
  return {
    ...state,
    meta: { ...state.meta, conflicts: withNotices(state.meta.conflicts, notices) },
  };
};

/** What a record deleted elsewhere leaves in its notice: the device's version, to restore. */
const keptOf = (state: ReplicaState, id: string): RefusedEntry['kept'] => {
  const customer = state.snapshot.customers.find((one) => one.id === id);
  if (customer) return { customer };
  const job = state.snapshot.jobs.find((one) => one.id === id);
  if (!job) return undefined;
  const itsCustomer = state.snapshot.customers.find((one) => one.id === job.customerId);
  return itsCustomer ? { job, customer: itsCustomer } : { job };
};

/**
 * Removes records deleted on the server (with the jobs of a deleted customer) and drops their
 * waiting writes; an edit that could not reach the server any more is told to the owner.
 */
const removeDeleted = (
  state: ReplicaState,
  customerIds: readonly string[],
  jobIds: readonly string[],
  message: string,
): ReplicaState => {
  if (customerIds.length === 0 && jobIds.length === 0) return state;
  const ids = withJobsOf(state, customerIds);
  for (const id of jobIds) ids.add(id);
  withPhotosOf(state, ids);
  const { entries, taken } = takeWaiting(state.outbox, ids, null);
  // A refused write of a deleted record can no longer be fixed: it now says the record is gone,
  // and keeps the record as the device has it so the owner may restore it (decision 047).
  const refused = state.refused.map((entry): RefusedEntry => {
    if (ids.has(entry.write.id) && entry.code !== RECORD_DELETED) {
      return { ...entry, code: RECORD_DELETED, message, kept: keptOf(state, entry.write.id) };
    }
    // A kept job whose customer is deleted now: its customer is kept with it.
    const job = entry.kept?.job;
    if (job && !entry.kept?.customer && ids.has(job.customerId)) {
      const customer = state.snapshot.customers.find((one) => one.id === job.customerId);
      return customer ? { ...entry, kept: { job, customer } } : entry;
    }
    return entry;
  });
  const toldIds = new Set(
    refused.filter((entry) => ids.has(entry.write.id)).map((e) => e.write.id),
  );
  const lostEdits = new Map<string, OutboxEntry>();
  for (const entry of taken) {
    if (
      isEdit(entry) &&
      !isPhotoWrite(entry) &&
      !lostEdits.has(entry.id) &&
      !toldIds.has(entry.id)
    ) {
      lostEdits.set(entry.id, entry);
    }
  }
  let seq = nextSeq(state);
  const told: RefusedEntry[] = [...lostEdits.values()].map((entry) => {
    const kept = isSeriesWrite(entry) ? undefined : keptOf(state, entry.id);
    return {
      seq: seq++,
      write: entry,
      label: labelOf(state, entry),
      code: RECORD_DELETED,
      message,
      ...(kept ? { kept } : {}),
    };
  });
  const conflicts = state.meta.conflicts.filter((notice) => !ids.has(notice.recordId));
  return {
    ...withSnapshot(state, {
      ...state.snapshot,
      customers: without(state.snapshot.customers, ids),
      jobs: without(state.snapshot.jobs, ids),
      series: without(state.snapshot.series, ids),
      quotes: without(state.snapshot.quotes, ids),
      photos: without(state.snapshot.photos, ids),
    }),
    outbox: entries,
    refused: [...refused, ...told],
    meta:
      conflicts.length === state.meta.conflicts.length ? state.meta : { ...state.meta, conflicts },
  };
};

/**
 * A write answered "this record is gone" (an update 404, a create 409 record_deleted): it was
 * deleted on another device. The edit is dropped, the record removed, and the owner told.
 */
export const applyDeletedElsewhere = (
  state: ReplicaState,
  entry: OutboxEntry,
  message: string,
): ReplicaState => {
  const outbox = withoutEntry(state, entry);
  if (isSeriesWrite(entry)) {
    // The series (or its customer) is gone from the server: its visits on the device go too.
    const gone = entry.op === 'rainDelay' ? null : entry.id;
    const rest = gone ? takeWaiting(outbox, new Set([gone]), null).entries : outbox;
    const told: RefusedEntry = {
      seq: entry.seq,
      write: entry,
      label: labelOf(state, entry),
      code: RECORD_DELETED,
      message,
    };
    const others = state.refused.filter((refused) => refused.write.id !== entry.id);
    const base = { ...state, outbox: rest, refused: [...others, told] };
    if (!gone) return base;
    return withSnapshot(base, {
      ...state.snapshot,
      series: state.snapshot.series.filter((one) => one.id !== gone),
      jobs: state.snapshot.jobs.filter((job) => job.seriesId !== gone || !isUntouched(job)),
    });
  }
  if (kindOf(entry) === 'payment' || kindOf(entry) === 'photo') {
    // Its job is gone from the server (deleted on another device), or the payment or photo was
    // removed there: it goes from the device too, and the owner is told.
    const told: RefusedEntry = {
      seq: entry.seq,
      write: entry,
      label: labelOf(state, entry),
      code: RECORD_DELETED,
      message,
    };
    return withSnapshot(
      {
        ...state,
        outbox,
        refused: [...state.refused.filter((r) => r.write.id !== entry.id), told],
      },
      {
        ...state.snapshot,
        payments: state.snapshot.payments.filter((payment) => payment.id !== entry.id),
        photos: state.snapshot.photos.filter((photo) => photo.id !== entry.id),
      },
    );
  }
  const base = { ...state, outbox };
  const isCustomer = kindOf(entry) === 'customer';
  const removed = removeDeleted(
    base,
    isCustomer ? [entry.id] : [],
    isCustomer ? [] : [entry.id],
    message,
  );
  const kept = keptOf(state, entry.id);
  const told: RefusedEntry = {
    seq: entry.seq,
    write: entry,
    label: labelOf(state, entry),
    code: RECORD_DELETED,
    message,
    ...(kept ? { kept } : {}),
  };
  const others = removed.refused.filter((refused) => refused.write.id !== entry.id);
  return { ...removed, refused: [...others, told] };
};

/** A write the server refused for good: kept for the owner to fix or discard; the record stays. */
export const applyRefused = (
  state: ReplicaState,
  entry: OutboxEntry,
  code: string,
  message: string,
): ReplicaState => ({
  ...state,
  outbox: withoutEntry(state, entry),
  refused: [
    ...state.refused,
    { seq: entry.seq, write: entry, label: labelOf(state, entry), code, message },
  ],
});

/**
 * Drops a refused write; its record is read again from the server on the next sync (for a series
 * write, the series and the visits the device changed for it). A refused draft just goes: the
 * server never had it.
 */
export const discardRefused = (state: ReplicaState, seq: number): ReplicaState => {
  const parked = state.outbox.find((waiting) => waiting.seq === seq && waiting.parked);
  // A parked write (decision 048) is discarded the same way: the server may hold it or not.
  const entry: Pick<RefusedEntry, 'write' | 'code'> | undefined = parked
    ? { write: parked, code: parked.parked!.code }
    : state.refused.find((refused) => refused.seq === seq);
  if (!entry) return state;
  const refused = parked ? state.refused : state.refused.filter((other) => other !== entry);
  const outbox = parked ? state.outbox.filter((waiting) => waiting !== parked) : state.outbox;
  const write = entry.write;
  const ids =
    write.op === 'rainDelay' ||
    write.op === 'createDocument' ||
    write.op === 'createQuote' ||
    write.op === 'createPhoto' ||
    entry.code === RECORD_DELETED
      ? []
      : [write.id];
  if ('affects' in write && write.affects) ids.push(...write.affects);
  const fresh = ids.filter((id) => !state.meta.stale.includes(id));
  const next: ReplicaState = {
    ...state,
    outbox,
    refused,
    meta:
      fresh.length === 0 ? state.meta : { ...state.meta, stale: [...state.meta.stale, ...fresh] },
  };
  // A refused draft just goes: the server never had it (a parked one it may have: the pull
  // brings it then).
  if (write.op === 'createQuote') {
    return withSnapshot(next, {
      ...next.snapshot,
      quotes: next.snapshot.quotes.filter((one) => one.id !== write.id),
    });
  }
  if (write.op === 'createPhoto') {
    return withSnapshot(next, {
      ...next.snapshot,
      photos: next.snapshot.photos.filter((one) => one.id !== write.id),
    });
  }
  if (write.op !== 'createDocument') return next;
  return withSnapshot(next, {
    ...next.snapshot,
    documents: next.snapshot.documents.filter((one) => one.id !== write.id),
  });
};

/**
 * "Restore" of a record deleted on another device (decision 047): the record comes back on the
 * device as it had it, with a create that asks the server to restore it; a job whose customer is
 * gone brings the customer back first. Unchanged when there is nothing to restore.
 */
export const restoreRefused = (
  state: ReplicaState,
  seq: number,
  inFlightSeq: number | null,
): ReplicaState => {
  const entry = state.refused.find((refused) => refused.seq === seq);
  if (!entry?.kept || restoreOf(state, entry) !== 'possible') return state;
  const { job } = entry.kept;
  const customer = job ? customerFor(state, job, entry.kept)! : entry.kept.customer!;
  const customerId = customer.id;
  // The customer's own notice goes with it: its version (with its edit) is the one restored.
  let next: ReplicaState = {
    ...state,
    refused: state.refused.filter(
      (refused) =>
        refused !== entry &&
        !(refused.write.id === customerId && refused.code === RECORD_DELETED && job),
    ),
  };
  if (!state.snapshot.customers.some((one) => one.id === customerId)) {
    const write = {
      op: 'createCustomer',
      id: customerId,
      record: customer,
      restore: true,
    } as const;
    next = saveCustomer(next, customer, write, inFlightSeq);
  }
  if (job) {
    const write = { op: 'createJob', id: job.id, record: job, restore: true } as const;
    next = saveJob(next, job, write, inFlightSeq);
  }
  return next;
};

/** One page of a pull, taken into the replica. */
export const applyPage = (state: ReplicaState, page: SyncPage, now: Date): ReplicaState => {
  // A record with a write still in the outbox keeps the device's version: it is newer. So do the
  // visits a waiting series write made or changed on the device.
  const waiting = new Set(state.outbox.map((entry) => entry.id));
  for (const entry of state.outbox) {
    if ('affects' in entry && entry.affects) for (const id of entry.affects) waiting.add(id);
  }
  const customersGoing = new Set(
    state.outbox.flatMap((entry) => (entry.op === 'deleteCustomer' ? [entry.id] : [])),
  );
  const base = page.reset
    ? {
        customers: state.snapshot.customers.filter((customer) => waiting.has(customer.id)),
        jobs: state.snapshot.jobs.filter(
          (job) => waiting.has(job.id) || (job.seriesId !== undefined && waiting.has(job.seriesId)),
        ),
        series: state.snapshot.series.filter((series) => waiting.has(series.id)),
        payments: state.snapshot.payments.filter((payment) => waiting.has(payment.id)),
        documents: state.snapshot.documents.filter((document) => waiting.has(document.id)),
        quotes: state.snapshot.quotes.filter((quote) => waiting.has(quote.id)),
        photos: state.snapshot.photos.filter((photo) => waiting.has(photo.id)),
      }
    : state.snapshot;
  const deleting = new Set(
    state.outbox.flatMap((entry) =>
      entry.op === 'deleteCustomer' ||
      entry.op === 'deleteJob' ||
      entry.op === 'deleteDocument' ||
      entry.op === 'deleteQuote' ||
      entry.op === 'deletePhoto'
        ? [entry.id]
        : [],
    ),
  );
  // A waiting edit of a record the device does not hold (carried over from an older build) shows
  // the server's version until the edit is in; a record being deleted stays away.
  const keepsLocal = (id: string, local: ReadonlyMap<string, unknown>) =>
    waiting.has(id) && (local.has(id) || deleting.has(id));
  const customers = new Map(base.customers.map((customer) => [customer.id, customer]));
  for (const record of page.customers) {
    if (!keepsLocal(record.id, customers)) customers.set(record.id, customerFromServer(record));
  }
  const jobs = new Map(base.jobs.map((job) => [job.id, job]));
  for (const record of page.jobs) {
    if (keepsLocal(record.id, jobs) || customersGoing.has(record.customer_id)) continue;
    jobs.set(record.id, jobFromServer(record));
  }
  const hasProfile = page.profile !== undefined && !waiting.has(PROFILE_ID);
  // Repeating-job series (issue 14): the server's version, deleted ones gone.
  const seriesById = new Map(base.series.map((one) => [one.id, one]));
  for (const record of page.series ?? []) {
    if (!keepsLocal(record.id, seriesById)) seriesById.set(record.id, seriesFromServer(record));
  }
  for (const id of page.deleted_series ?? []) seriesById.delete(id);
  // Payments (issue 23, decision 046): added on any device, never edited; a removed one goes,
  // unless this device is still removing it (then it stays away).
  const paymentsGoing = new Set(
    state.outbox.flatMap((entry) => (entry.op === 'deletePayment' ? [entry.id] : [])),
  );
  const paymentsById = new Map(base.payments.map((one) => [one.id, one]));
  for (const record of page.payments ?? []) {
    if (!paymentsGoing.has(record.id)) paymentsById.set(record.id, paymentFromServer(record));
  }
  for (const id of page.deleted_payments ?? []) paymentsById.delete(id);
  // Invoices and receipts (issue 15, decision 055): made, revoked or deleted on any device. One
  // with a write still waiting (a draft, a revoke, a delete) keeps the device's version.
  const documentsById = new Map(base.documents.map((one) => [one.id, one]));
  for (const row of page.documents ?? []) {
    const parsed = serverDocument.safeParse(row);
    if (!parsed.success || keepsLocal(parsed.data.id, documentsById)) continue;
    documentsById.set(parsed.data.id, toDocument(parsed.data));
  }
  for (const id of page.deleted_documents ?? []) documentsById.delete(id);
  // Quotes (issue 26, decision 063): made or changed on any device, and the customer's answer
  // (accepted, declined, first viewed) only ever arrives this way. One with a write still waiting
  // keeps the device's version; the quotes of a customer being deleted stay away.
  const quotesById = new Map(base.quotes.map((one) => [one.id, one]));
  for (const row of page.quotes ?? []) {
    const parsed = serverQuote.safeParse(row);
    if (!parsed.success || keepsLocal(parsed.data.id, quotesById)) continue;
    if (customersGoing.has(parsed.data.customer_id)) continue;
    quotesById.set(parsed.data.id, toQuote(parsed.data));
  }
  for (const id of page.deleted_quotes ?? []) quotesById.delete(id);
  // Photos (issue 27, decision 068): the records only (the files are fetched when shown). One
  // with a write still waiting keeps the device's version; those of a job going stay away.
  const photosById = new Map(base.photos.map((one) => [one.id, one]));
  for (const row of page.photos ?? []) {
    const parsed = serverPhoto.safeParse(row);
    if (!parsed.success) continue;
    if (keepsLocal(parsed.data.id, photosById) || deleting.has(parsed.data.job_id)) continue;
    photosById.set(parsed.data.id, photoFromServer(parsed.data));
  }
  for (const id of page.deleted_photos ?? []) photosById.delete(id);
  // A refused upload of a photo deleted elsewhere has nothing left to send.
  const refused = state.refused.filter((entry) => !entry.upload || photosById.has(entry.write.id));
  const merged: ReplicaState = {
    ...(refused.length === state.refused.length ? {} : { refused }),
    ...withSnapshot(state, {
      customers: [...customers.values()],
      jobs: [...jobs.values()],
      series: [...seriesById.values()].filter((one) => !customersGoing.has(one.customerId)),
      payments: [...paymentsById.values()],
      documents: [...documentsById.values()],
      profile: hasProfile ? (page.profile ?? null) : state.snapshot.profile,
      quotes: [...quotesById.values()],
      photos: [...photosById.values()],
    }),
    meta: {
      ...state.meta,
      cursor: page.cursor,
      lastSyncedAt: page.has_more ? state.meta.lastSyncedAt : now.toISOString(),
    },
  };
  return removeDeleted(
    merged,
    page.deleted_customers,
    page.deleted_jobs,
    'The record was deleted on another device',
  );
};

/**
 * Two pages of one pull as one, so that applying it equals applying `first` then `next`: a record
 * a later page deletes leaves the earlier page's records, and one a later page brings back leaves
 * its deleted ids. So a big pull can take many pages into the replica at once (applyPage costs the
 * whole replica each time).
 */
/** The kinds of records a page carries: the records written and the ids deleted, by field. */
const PAGE_KINDS = [
  ['customers', 'deleted_customers'],
  ['jobs', 'deleted_jobs'],
  ['series', 'deleted_series'],
  ['documents', 'deleted_documents'],
  ['payments', 'deleted_payments'],
  ['quotes', 'deleted_quotes'],
  ['photos', 'deleted_photos'],
] as const satisfies readonly (readonly [keyof SyncPage, keyof SyncPage])[];

export const mergePages = (first: SyncPage, next: SyncPage): SyncPage => {
  const merged: Record<string, unknown> = {
    cursor: next.cursor,
    has_more: next.has_more,
    ...(first.reset ? { reset: true } : {}),
  };
  for (const [field, deletedField] of PAGE_KINDS) {
    const written = (page: SyncPage) => (page[field] ?? []) as readonly { id: string }[];
    const deleted = (page: SyncPage) => page[deletedField] ?? [];
    const goneLater = new Set(deleted(next));
    const backLater = new Set(written(next).map((one) => one.id));
    const records = [...written(first).filter((one) => !goneLater.has(one.id)), ...written(next)];
    const ids = [...deleted(first).filter((id) => !backLater.has(id)), ...deleted(next)];
    // Customers and jobs are always in a page; the other kinds only when there are some.
    const isAlways = field === 'customers' || field === 'jobs';
    if (isAlways || records.length > 0) merged[field] = records;
    if (isAlways || ids.length > 0) merged[deletedField] = ids;
  }
  const profile = next.profile !== undefined ? next.profile : first.profile;
  if (profile !== undefined) merged.profile = profile;
  return merged as SyncPage;
};

/** A stale record read again: the server's version, or gone when the server has none. */
export const applyFresh = (
  state: ReplicaState,
  id: string,
  fresh: SentAnswer | null,
): ReplicaState => {
  const stale = state.meta.stale.filter((other) => other !== id);
  const next = { ...state, meta: { ...state.meta, stale } };
  if (state.outbox.some((entry) => entry.id === id)) return next;
  if (fresh?.kind === 'customer') {
    return withSnapshot(next, {
      ...next.snapshot,
      customers: upsert(next.snapshot.customers, customerFromServer(fresh.record)),
    });
  }
  if (fresh?.kind === 'job') {
    return withSnapshot(next, {
      ...next.snapshot,
      jobs: upsert(next.snapshot.jobs, jobFromServer(fresh.record)),
    });
  }
  if (fresh?.kind === 'profile') {
    return { ...next, snapshot: { ...next.snapshot, profile: fresh.profile } };
  }
  if (fresh?.kind === 'document') {
    return withSnapshot(next, {
      ...next.snapshot,
      documents: upsert(next.snapshot.documents, fresh.record),
    });
  }
  if (fresh?.kind === 'quote') {
    return withSnapshot(next, {
      ...next.snapshot,
      quotes: upsert(next.snapshot.quotes, fresh.record),
    });
  }
  if (fresh?.kind === 'photo') {
    return withSnapshot(next, {
      ...next.snapshot,
      photos: upsert(next.snapshot.photos, fresh.record),
    });
  }
  if (next.snapshot.photos.some((one) => one.id === id)) {
    // A photo the server does not hold (deleted there, or its create refused): it goes.
    return withSnapshot(next, {
      ...next.snapshot,
      photos: next.snapshot.photos.filter((one) => one.id !== id),
    });
  }
  if (next.snapshot.quotes.some((one) => one.id === id)) {
    // A quote the server does not hold (deleted there, or its create refused): it goes.
    return withSnapshot(next, {
      ...next.snapshot,
      quotes: next.snapshot.quotes.filter((one) => one.id !== id),
    });
  }
  if (next.snapshot.documents.some((one) => one.id === id)) {
    // A document the server does not hold (deleted there, or its create refused): it goes.
    return withSnapshot(next, {
      ...next.snapshot,
      documents: next.snapshot.documents.filter((one) => one.id !== id),
    });
  }
  if (fresh?.kind === 'series') {
    return withSnapshot(next, {
      ...next.snapshot,
      series: upsert(next.snapshot.series, seriesFromServer(fresh.record)),
    });
  }
  if (fresh?.kind === 'payment') {
    return withSnapshot(next, {
      ...next.snapshot,
      payments: upsert(next.snapshot.payments, paymentFromServer(fresh.record)),
    });
  }
  if (next.snapshot.payments.some((one) => one.id === id)) {
    // A payment the server never had (its create refused): it goes.
    return withSnapshot(next, {
      ...next.snapshot,
      payments: next.snapshot.payments.filter((one) => one.id !== id),
    });
  }
  if (next.snapshot.series.some((one) => one.id === id)) {
    // A series the server never had (its create refused): it goes, with its untouched visits.
    return withSnapshot(next, {
      ...next.snapshot,
      series: next.snapshot.series.filter((one) => one.id !== id),
      jobs: next.snapshot.jobs.filter((job) => job.seriesId !== id || !isUntouched(job)),
    });
  }
  const ids = withJobsOf(next, [id]);
  return withSnapshot(next, {
    ...next.snapshot,
    customers: without(next.snapshot.customers, ids),
    jobs: without(next.snapshot.jobs, ids),
  });
};

/**
 * Clear all (spec §5): no customer or job left on the device, nor writes of them, nor their
 * quotes (they go with their customers, decision 063). Invoices and receipts are copies the
 * server keeps (decision 034): they stay with their writes, as the profile does.
 */
const keptByClear = (entry: OutboxEntry) =>
  entry.op === 'putProfile' || kindOf(entry) === 'document';
export const clearRecords = (state: ReplicaState): ReplicaState => ({
  ...state,
  snapshot: {
    ...emptySnapshot(),
    documents: state.snapshot.documents,
    profile: state.snapshot.profile,
  },
  outbox: state.outbox.filter(keptByClear),
  refused: state.refused.filter((entry) => keptByClear(entry.write)),
  meta: { ...state.meta, stale: state.meta.stale.filter((id) => id === PROFILE_ID) },
});
