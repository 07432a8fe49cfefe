// The replica's IndexedDB database, one per signed-in user (decision 011): read whole at start
// (bulk toArray, no per-record work) and written as the difference between two states, in one
// transaction, so a record and its outbox entry are saved together or not at all.
import type {
  BusinessProfile,
  Customer,
  InvoiceDocument,
  Job,
  JobSeries,
  Payment,
  Photo,
  Quote,
} from '@jobtrack/core';
import { Dexie, type Table, type Transaction } from 'dexie';
import type { SafeStorage } from '#web/lib/storage.ts';
import type { OutboxEntry } from './outbox.ts';
import {
  EMPTY_META,
  derive,
  nextSeq,
  type RefusedEntry,
  type ReplicaMeta,
  type ReplicaState,
} from './replica-state.ts';

/** Where the IndexedDB comes from (tests give each device its own fake one). */
export type IndexedDbDeps = { indexedDB?: IDBFactory; IDBKeyRange?: typeof IDBKeyRange };

/** The meta rows: the sync bookmarks, and the business profile (a record of the snapshot). */
type MetaKey = keyof ReplicaMeta | 'profile';
type MetaRow = { key: MetaKey; value: unknown };

export type ReplicaDb = Dexie & {
  customers: Table<Customer, string>;
  jobs: Table<Job, string>;
  meta: Table<MetaRow, MetaKey>;
  outbox: Table<OutboxEntry, number>;
  refused: Table<RefusedEntry, number>;
  series: Table<JobSeries, string>;
  /**
   * Invoices and receipts (issue 15): records of the replica like customers and jobs, the drafts
   * made on the device (number null) included (decision 055).
   */
  documents: Table<InvoiceDocument, string>;
  /** Payments (issue 23, decision 046): records of the replica like customers and jobs. */
  payments: Table<Payment, string>;
  /** Quotes (issue 26, decision 063): records of the replica, the drafts made offline included. */
  quotes: Table<Quote, string>;
  /** Photos of the jobs (issue 27, decision 068): the records, read with the rest at start. */
  photos: Table<Photo, string>;
  /**
   * The photos' files (issue 27): the image and the thumbnail of each, made here or fetched from
   * the server, keyed [photoId, size]. Never read at start: a file is read when it is shown or
   * uploaded. `pending: 1` marks the upload queue (photo-uploader.ts).
   */
  photoFiles: Table<PhotoFileRow, [string, PhotoFileSize]>;
};

export type PhotoFileSize = 'image' | 'thumb';

/** One file of a photo; `pending` (1) while it waits for its upload (IndexedDB indexes no booleans). */
export type PhotoFileRow = {
  photoId: string;
  size: PhotoFileSize;
  blob: Blob;
  pending: 0 | 1;
  /** Failed sends (404 before the record arrived, 5xx, no answer) and when the next may go. */
  tries?: number;
  retryAt?: number;
  /** The server refused the file for good (its error code): kept, not sent again. */
  refused?: string;
};

/** Per user: another account on this device never opens this one's data. */
export const replicaDbName = (userId: string): string => `jobtrack:${userId}`;

export const openReplicaDb = (userId: string, deps: IndexedDbDeps = {}): ReplicaDb => {
  const db = new Dexie(replicaDbName(userId), {
    ...(deps.indexedDB ? { indexedDB: deps.indexedDB } : {}),
    ...(deps.IDBKeyRange ? { IDBKeyRange: deps.IDBKeyRange } : {}),
    // The adapter keeps its own state; Dexie's live-query cache would only cost memory.
    cache: 'disabled',
  }) as ReplicaDb;
  db.version(1).stores({
    customers: 'id',
    jobs: 'id',
    meta: 'key',
    outbox: 'seq',
    refused: 'seq',
  });
  // Version 2 (issue 14, decision 030): the repeating-job series pulled from the server.
  db.version(2).stores({ series: 'id' });
  // Issue 15: invoices and receipts (records of the replica's state since version 6).
  db.version(3).stores({ documents: 'id' });
  // Version 4 (decision 045): a draft is an outbox entry, not a row of `documents`.
  db.version(4).stores({}).upgrade(moveDraftsToOutbox);
  // Version 5 (decision 046): payments are records; the next pull brings them (the server stamps
  // the payments it migrated with a new change number, so a replica pulled before gets them).
  db.version(5).stores({ payments: 'id' });
  // Version 6 (decision 055): documents are records of the one replica, drafts included; the
  // drafts of the outbox and the refused writes become rows of `documents` again.
  db.version(6).stores({}).upgrade(keepDraftsAsRecords);
  // Version 7 (decision 063): quotes. Nothing to carry over: the next pull brings the server's
  // (a replica pulled before has none to lose, and the server sends every quote changed since).
  db.version(7).stores({ quotes: 'id' }).upgrade(pullQuotesAgain);
  // Version 8 (decision 068): photos' records, and their files apart (never read at start). A
  // replica pulled before has no photos to lose; the pull brings those of other devices.
  db.version(8)
    .stores({ photos: 'id', photoFiles: '[photoId+size], photoId, pending' })
    .upgrade(pullQuotesAgain);
  return db;
};

/**
 * A replica pulled before quotes existed has a cursor past quotes the server already holds (made
 * on a newer device): the cursor goes back to the start, so the next pull brings them. The pull
 * keeps the device's records that have writes waiting, as always.
 */
export const pullQuotesAgain = async (tx: Transaction): Promise<void> => {
  const meta = tx.table<MetaRow, MetaKey>('meta');
  if (await meta.get('cursor')) await meta.put({ key: 'cursor', value: null });
};

/**
 * The drafts waiting in the outbox or refused (version 4 kept them only there) become records of
 * `documents`, their create staying in the outbox: a draft is a record with its create waiting,
 * like a customer made offline.
 */
export const keepDraftsAsRecords = async (tx: Transaction): Promise<void> => {
  const waiting = await tx.table<OutboxEntry, number>('outbox').toArray();
  const refused = await tx.table<RefusedEntry, number>('refused').toArray();
  const drafts = [...waiting, ...refused.map((entry) => entry.write)].flatMap((entry) =>
    entry.op === 'createDocument' ? [entry.record] : [],
  );
  if (drafts.length === 0) return;
  const documents = tx.table<InvoiceDocument, string>('documents');
  const kept = new Set(await documents.toCollection().primaryKeys());
  await documents.bulkPut(drafts.filter((draft) => !kept.has(draft.id)));
};

/**
 * The drafts version 3 kept in `documents` join the outbox, behind the writes already waiting
 * (their jobs go first), oldest first. Each counts as sent once: an earlier build may have sent
 * it and lost the answer, so it is never dropped without asking the server (the create is
 * idempotent by id).
 */
export const moveDraftsToOutbox = async (tx: Transaction): Promise<void> => {
  const documents = tx.table<InvoiceDocument, string>('documents');
  const drafts = (await documents.toArray())
    .filter((document) => document.number === null)
    .sort((a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0));
  if (drafts.length === 0) return;
  const outbox = tx.table<OutboxEntry, number>('outbox');
  const refused = tx.table<RefusedEntry, number>('refused');
  const seqs = [
    ...(await outbox.toCollection().primaryKeys()),
    ...(await refused.toCollection().primaryKeys()),
  ];
  let seq = Math.max(0, ...seqs);
  await outbox.bulkAdd(
    drafts.map((draft): OutboxEntry => ({
      seq: ++seq,
      attempted: true,
      op: 'createDocument',
      id: draft.id,
      record: draft,
    })),
  );
  await documents.bulkDelete(drafts.map((draft) => draft.id));
};

const tablesOf = (db: ReplicaDb) => [
  db.customers,
  db.jobs,
  db.meta,
  db.outbox,
  db.refused,
  db.series,
  db.payments,
  db.documents,
  db.quotes,
  db.photos,
];

/** The outbox of earlier builds, kept in browser storage (read once, then moved here). */
export const legacyOutboxKey = (userId: string): string => `jobtrack_outbox:${userId}`;

const LEGACY_OPS = new Set(['createCustomer', 'createJob', 'updateCustomer', 'updateJob']);

const readLegacyOutbox = (storage: SafeStorage, userId: string): OutboxEntry[] => {
  const stored = storage.getJSON<{ version?: unknown; entries?: unknown }>(legacyOutboxKey(userId));
  if (!stored || stored.version !== 1 || !Array.isArray(stored.entries)) return [];
  return (stored.entries as OutboxEntry[]).filter(
    (entry) =>
      typeof entry === 'object' &&
      entry !== null &&
      typeof entry.id === 'string' &&
      LEGACY_OPS.has(entry.op),
  );
};

const metaFrom = (rows: readonly MetaRow[]): ReplicaMeta => {
  const meta: Record<string, unknown> = { ...EMPTY_META };
  for (const row of rows) if (row.key !== 'profile') meta[row.key] = row.value;
  return meta as ReplicaMeta;
};

/** The business profile's row (null when the owner never saved one). */
const profileFrom = (rows: readonly MetaRow[]): BusinessProfile | null =>
  (rows.find((row) => row.key === 'profile')?.value as BusinessProfile | undefined) ?? null;

/**
 * The replica as stored. On the first open after an upgrade, the writes of the old browser-storage
 * outbox are carried over (in their order, behind any already here), so an upgrade loses nothing.
 */
export const readReplica = async (
  db: ReplicaDb,
  storage: SafeStorage,
  userId: string,
): Promise<ReplicaState> => {
  const legacy = readLegacyOutbox(storage, userId);
  const state = await db.transaction('rw', tablesOf(db), async () => {
    const [customers, jobs, meta, outbox, refused, series, payments, documents, quotes, photos] =
      await Promise.all([
        db.customers.toArray(),
        db.jobs.toArray(),
        db.meta.toArray(),
        db.outbox.toArray(),
        db.refused.toArray(),
        db.series.toArray(),
        db.payments.toArray(),
        db.documents.toArray(),
        db.quotes.toArray(),
        db.photos.toArray(),
      ]);
    const stored: ReplicaState = {
      snapshot: derive({
        customers,
        jobs,
        series,
        payments,
        documents,
        profile: profileFrom(meta),
        quotes,
        photos,
      }),
      outbox,
      refused,
      meta: metaFrom(meta),
    };
    if (legacy.length === 0) return stored;
    let seq = nextSeq(stored);
    const carried = legacy.map((entry) => ({ ...entry, seq: seq++ }) as OutboxEntry);
    const next: ReplicaState = {
      ...stored,
      outbox: [...outbox, ...carried],
      snapshot: derive({
        ...stored.snapshot,
        customers: [
          ...customers,
          ...carried.flatMap((entry) => (entry.op === 'createCustomer' ? [entry.record] : [])),
        ],
        jobs: [
          ...jobs,
          ...carried.flatMap((entry) => (entry.op === 'createJob' ? [entry.record] : [])),
        ],
      }),
    };
    await writeDifference(db, stored, next);
    return next;
  });
  if (legacy.length > 0) storage.remove(legacyOutboxKey(userId));
  return state;
};

type Keyed<K> = { key: K; value: unknown };

/** What changed between two lists of records (by identity: records are never changed in place). */
const difference = <T, K>(
  before: readonly T[],
  after: readonly T[],
  keyOf: (record: T) => K,
): { puts: T[]; deletes: K[] } => {
  if (before === after) return { puts: [], deletes: [] };
  const old = new Map(before.map((record) => [keyOf(record), record]));
  const puts: T[] = [];
  for (const record of after) {
    const key = keyOf(record);
    if (old.get(key) !== record) puts.push(record);
    old.delete(key);
  }
  return { puts, deletes: [...old.keys()] };
};

const writeDifference = async (db: ReplicaDb, before: ReplicaState, after: ReplicaState) => {
  const byId = (record: { id: string }) => record.id;
  const bySeq = (record: { seq: number }) => record.seq;
  const work: Promise<unknown>[] = [];
  const apply = <T, K>(table: Table<T, K>, change: { puts: T[]; deletes: K[] }) => {
    if (change.puts.length > 0) work.push(table.bulkPut(change.puts));
    if (change.deletes.length > 0) work.push(table.bulkDelete(change.deletes));
  };
  apply(db.customers, difference(before.snapshot.customers, after.snapshot.customers, byId));
  apply(db.jobs, difference(before.snapshot.jobs, after.snapshot.jobs, byId));
  apply(db.series, difference(before.snapshot.series, after.snapshot.series, byId));
  apply(db.payments, difference(before.snapshot.payments, after.snapshot.payments, byId));
  apply(db.documents, difference(before.snapshot.documents, after.snapshot.documents, byId));
  apply(db.quotes, difference(before.snapshot.quotes, after.snapshot.quotes, byId));
  apply(db.photos, difference(before.snapshot.photos, after.snapshot.photos, byId));
  apply(db.outbox, difference(before.outbox, after.outbox, bySeq));
  apply(db.refused, difference(before.refused, after.refused, bySeq));
  const rows: Keyed<MetaKey>[] = [];
  if (before.meta !== after.meta) {
    for (const key of Object.keys(after.meta) as (keyof ReplicaMeta)[]) {
      if (before.meta[key] !== after.meta[key]) rows.push({ key, value: after.meta[key] });
    }
  }
  if (before.snapshot.profile !== after.snapshot.profile) {
    rows.push({ key: 'profile', value: after.snapshot.profile });
  }
  if (rows.length > 0) work.push(db.meta.bulkPut(rows));
  await Promise.all(work);
};

/** Saves the change from `before` to `after` in one transaction. */
export const saveReplica = (
  db: ReplicaDb,
  before: ReplicaState,
  after: ReplicaState,
): Promise<void> => db.transaction('rw', tablesOf(db), () => writeDifference(db, before, after));
