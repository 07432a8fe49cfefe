// The writes that have not reached the server yet (issue 9): every create, update and delete of
// customers and jobs, the payments (decision 046), the business profile, the series writes and
// the invoices and receipts (their create as a draft, decision 045; revoke and delete, decision
// 055), in the order they were made. Pure functions over the entry list; the replica keeps the list in IndexedDB
// (replica-db.ts). Creates carry the record with its client-made id, so sending one twice never
// makes two records (decisions 002, 034).
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
import type {
  BaseValues,
  CustomerUpdateBody,
  JobUpdateBody,
  PhotoUpdateBody,
  QuoteUpdateBody,
  SeriesUpdateBody,
} from '@jobtrack/core/wire';
import { mergeUpdates } from './api-wire.ts';

/** The outbox id of the business profile's write (one profile per owner). */
export const PROFILE_ID = 'profile';

/**
 * `attempted`: sent at least once, so the server may hold it even without an answer.
 * `tries`, `retryAt`, `parked` (decision 048): the sends the server answered with a 5xx (or not
 * at all), when the next one may go (epoch ms), and, after MAX_TRIES, the last failure: the write
 * is parked, kept on the device until the owner retries or discards it.
 */
type Numbered = {
  seq: number;
  attempted?: true;
  tries?: number;
  retryAt?: number;
  parked?: { code: string; message: string };
};

/** Sends answered with a 5xx or nothing before a write is parked (decision 048). */
export const MAX_TRIES = 8;
/** The wait after a write's n-th failed send: 2 s, 5 s, 15 s, 30 s, then every 60 s. */
export const TRY_DELAYS_MS = [2_000, 5_000, 15_000, 30_000, 60_000] as const;

/**
 * The series writes (issue 14, decision 030). `affects`: the visits the device already changed for
 * it, which a pull leaves as the device has them until the write is in.
 */
type SeriesWrite =
  | { op: 'createSeries'; id: string; record: JobSeries; affects?: string[] }
  | {
      op: 'updateSeries';
      id: string;
      body: SeriesUpdateBody;
      label?: string;
      affects?: string[];
      /** Sent as Idempotency-Key: a retried shift never moves the visits twice. */
      key?: string;
    }
  | {
      op: 'endSeries';
      id: string;
      fromDate: string;
      label?: string;
      affects?: string[];
      key?: string;
    }
  | {
      op: 'rainDelay';
      key?: string;
      /** `rain-delay:<date>`: one per day. */
      id: string;
      date: string;
      shiftFollowing: boolean;
      label?: string;
      affects?: string[];
    };

export type OutboxEntry = Numbered &
  /** `restore`: brings back a record deleted on another device (decision 047). */
  (
    | { op: 'createCustomer'; id: string; record: Customer; restore?: true }
    | { op: 'createJob'; id: string; record: Job; restore?: true }
    /** `base`: the values the device last saw of the changed fields (decision 047). */
    | { op: 'updateCustomer'; id: string; body: CustomerUpdateBody; base?: BaseValues }
    | { op: 'updateJob'; id: string; body: JobUpdateBody; base?: BaseValues }
    | { op: 'deleteCustomer'; id: string; label?: string }
    | { op: 'deleteJob'; id: string; label?: string }
    /**
     * The profile as the device has it. With `base`, only the fields named in it are sent, each
     * with the value the device last saw (decision 047); without, the whole profile (the device
     * never saw the server's).
     */
    | { op: 'putProfile'; id: typeof PROFILE_ID; profile: BusinessProfile; base?: BaseValues }
    /** An invoice or receipt made on the device: a draft (number null) until the server numbers it. */
    | { op: 'createDocument'; id: string; record: InvoiceDocument }
    /**
     * A document deleted on the device: numbered, or a draft whose create was sent (the server
     * may hold it); 404 counts as done (decision 055).
     */
    | { op: 'deleteDocument'; id: string; label?: string }
    /** A document's share link turned off on the device (decision 055); 404 counts as done. */
    | { op: 'revokeDocument'; id: string; label?: string }
    | { op: 'setShareExpiry'; id: string; expiresAt: string | null; label?: string }
    /** The photos a document shows, set on the device (issue 27, decision 069). */
    | { op: 'setDocumentPhotos'; id: string; photoIds: string[]; label?: string }
    /** A payment made on the device (decision 046): added, never edited; its id makes a resend safe. */
    | { op: 'createPayment'; id: string; record: Payment }
    | { op: 'deletePayment'; id: string; label?: string }
    | SeriesWrite
    | QuoteWrite
    | PhotoWrite
  );

/**
 * The photo writes (issue 27, decision 068): the record only (JSON); the files follow through the
 * photo uploader once the server holds the record. `record`: the photo as the device has it.
 */
type PhotoWrite =
  | { op: 'createPhoto'; id: string; record: Photo }
  | {
      op: 'updatePhoto';
      id: string;
      body: PhotoUpdateBody;
      record: Photo;
      /** What this device last saw of the changed fields (decision 047). */
      base?: BaseValues;
    }
  | { op: 'deletePhoto'; id: string; label: string };

/** True for the writes of a photo (issue 27). */
export const isPhotoWrite = (entry: { op: OutboxEntry['op'] }): boolean =>
  entry.op === 'createPhoto' || entry.op === 'updatePhoto' || entry.op === 'deletePhoto';

/**
 * The quote writes (issue 26, decision 063). A quote made on the device is a draft (number null)
 * until the server answers its create; every later write answers the quote as the server holds it.
 * `label` is what the owner knows it by (its number, else the customer's name).
 */
type QuoteWrite =
  | { op: 'createQuote'; id: string; record: Quote }
  /** The changed fields; `record`: the quote as the device has it after them. */
  | {
      op: 'updateQuote';
      id: string;
      body: QuoteUpdateBody;
      record: Quote;
      /** What this device last saw of the changed fields (decision 047). */
      base?: BaseValues;
    }
  | { op: 'deleteQuote'; id: string; label: string }
  | { op: 'markQuoteSent'; id: string; label: string }
  | { op: 'revokeQuote'; id: string; label: string }
  | { op: 'setQuoteShareExpiry'; id: string; expiresAt: string | null; label: string }
  /** The job or series made from the accepted quote: sent after that record's create. */
  | { op: 'linkQuote'; id: string; link: { jobId: string } | { seriesId: string }; label: string };

/** True for the writes of a quote (issue 26). */
export const isQuoteWrite = (entry: { op: OutboxEntry['op'] }): boolean =>
  entry.op === 'createQuote' ||
  entry.op === 'updateQuote' ||
  entry.op === 'deleteQuote' ||
  entry.op === 'markQuoteSent' ||
  entry.op === 'revokeQuote' ||
  entry.op === 'setQuoteShareExpiry' ||
  entry.op === 'linkQuote';

/** The outbox id of a rain delay of `date`. */
export const rainDelayId = (date: string): string => `rain-delay:${date}`;

/** True for the writes of a series (issue 14). */
export const isSeriesWrite = (entry: { op: OutboxEntry['op'] }): boolean =>
  entry.op === 'createSeries' ||
  entry.op === 'updateSeries' ||
  entry.op === 'endSeries' ||
  entry.op === 'rainDelay';

type Unnumbered<T> = T extends unknown
  ? Omit<T, 'seq' | 'attempted' | 'tries' | 'retryAt' | 'parked'>
  : never;
export type OutboxWrite = Unnumbered<OutboxEntry>;

/**
 * Two bases of one record's writes: the earlier write's value of a field is what the device saw
 * before both, so it stays; the later write adds the fields only it changed.
 */
export const foldBase = (
  earlier: BaseValues | undefined,
  later: BaseValues | undefined,
): BaseValues | undefined =>
  earlier === undefined && later === undefined ? undefined : { ...later, ...earlier };

type UpdateEntry = Extract<
  OutboxWrite,
  { op: 'updateCustomer' | 'updateJob' | 'updatePhoto' | 'updateQuote' }
>;

/** One update of a record that says what two say: the later values, the earlier base. */
export const foldUpdate = <T extends UpdateEntry>(earlier: T, later: T): T => {
  const base = foldBase(earlier.base, later.base);
  return {
    ...later,
    body: mergeUpdates(earlier.body, later.body),
    ...(base === undefined ? {} : { base }),
  };
};

const fold = (waiting: OutboxEntry, write: OutboxWrite): OutboxEntry | null => {
  if (waiting.id !== write.id) return null;
  if (waiting.op === 'updateCustomer' && write.op === 'updateCustomer') {
    return { ...waiting, ...foldUpdate(waiting, write) };
  }
  if (waiting.op === 'updateJob' && write.op === 'updateJob') {
    return { ...waiting, ...foldUpdate(waiting, write) };
  }
  // A quote's change while its create was never sent: the create carries the changed quote.
  if (waiting.op === 'createQuote' && write.op === 'updateQuote' && !waiting.attempted) {
    return { ...waiting, record: write.record };
  }
  if (waiting.op === 'updateQuote' && write.op === 'updateQuote') {
    return { ...waiting, ...foldUpdate(waiting, write) };
  }
  // A photo's change while its create was never sent: the create carries the changed photo.
  if (waiting.op === 'createPhoto' && write.op === 'updatePhoto' && !waiting.attempted) {
    return { ...waiting, record: write.record };
  }
  if (waiting.op === 'updatePhoto' && write.op === 'updatePhoto') {
    return { ...waiting, ...foldUpdate(waiting, write) };
  }
  if (waiting.op === 'putProfile' && write.op === 'putProfile') {
    // A whole profile (no base) stays whole: the server may hold none yet.
    const { base: _base, ...whole } = waiting;
    return waiting.base && write.base
      ? { ...whole, profile: write.profile, base: foldBase(waiting.base, write.base) }
      : { ...whole, profile: write.profile };
  }
  return null;
};

/**
 * The outbox with `write` queued as number `seq`. An update right after a waiting update of the
 * same record (the newest write, not being sent right now) is merged into it. Updates never fold
 * into a create that was sent before: it may already be stored, and a retried create answers
 * that first record unchanged (a quote's create never sent takes the change, decision 063).
 */
export const queueWrite = (
  entries: readonly OutboxEntry[],
  write: OutboxWrite,
  seq: number,
  inFlightSeq: number | null,
): OutboxEntry[] => {
  const lastIndex = entries.findLastIndex((entry) => entry.id === write.id);
  const last = entries[lastIndex];
  // Only the newest write may absorb a change: folding into an older one would send this
  // change before writes queued after it (say, the create of the customer it now points at).
  const isNewest = lastIndex === entries.length - 1;
  // A write that failed keeps its body: the change goes behind it (and waits for it).
  const canFold = last && isNewest && last.seq !== inFlightSeq && !last.tries;
  const folded = canFold ? fold(last, write) : null;
  if (folded) return entries.with(lastIndex, folded);
  return [...entries, { ...write, seq } as OutboxEntry];
};

/** The waiting writes (not the one on its way) of these records, and the outbox without them. */
export const takeWaiting = (
  entries: readonly OutboxEntry[],
  ids: ReadonlySet<string>,
  inFlightSeq: number | null,
): { entries: OutboxEntry[]; taken: OutboxEntry[] } => {
  const taken = entries.filter((entry) => ids.has(entry.id) && entry.seq !== inFlightSeq);
  if (taken.length === 0) return { entries: [...entries], taken };
  return { entries: entries.filter((entry) => !taken.includes(entry)), taken };
};

/**
 * True when the create of this record was never sent: the server has never seen the record, so
 * a delete can drop the create instead of sending both.
 */
export const hasUnsentCreate = (
  entries: readonly OutboxEntry[],
  id: string,
  inFlightSeq: number | null,
): boolean =>
  entries.some(
    (entry) =>
      entry.id === id &&
      entry.seq !== inFlightSeq &&
      !entry.attempted &&
      (entry.op === 'createCustomer' ||
        entry.op === 'createJob' ||
        entry.op === 'createSeries' ||
        entry.op === 'createPayment' ||
        entry.op === 'createQuote' ||
        entry.op === 'createPhoto'),
  );

/** A change the owner made to a record (as opposed to a delete). */
export const isEdit = (entry: OutboxEntry): boolean => !entry.op.startsWith('delete');

/** What a write's dependencies are read from: the records as the device holds them. */
export type RecordsOnDevice = {
  job(id: string): { customerId: string; seriesId?: string | undefined } | undefined;
  series(id: string): { customerId: string } | undefined;
};

/** Look-ups by id over the device's lists, indexed on first use. */
export const recordsOnDevice = (snapshot: {
  jobs: readonly { id: string; customerId: string; seriesId?: string | undefined }[];
  series: readonly { id: string; customerId: string }[];
}): RecordsOnDevice => {
  let jobs: Map<string, (typeof snapshot.jobs)[number]> | undefined;
  let series: Map<string, (typeof snapshot.series)[number]> | undefined;
  return {
    job: (id) => (jobs ??= new Map(snapshot.jobs.map((one) => [one.id, one]))).get(id),
    series: (id) => (series ??= new Map(snapshot.series.map((one) => [one.id, one]))).get(id),
  };
};

const REFERENCE_FIELDS = ['customerId', 'jobId', 'seriesId'] as const;

/**
 * The ids a write changes (`own`: its record and the visits it moves) and the ids it leans on
 * (`refs`: the record's customer, job or series; a rain delay also the profile's hours).
 */
export const writeIds = (
  entry: OutboxEntry,
  records: RecordsOnDevice,
): { own: string[]; refs: string[] } => {
  const own = [entry.id, ...('affects' in entry && entry.affects ? entry.affects : [])];
  const refs: string[] = [];
  if ('record' in entry) {
    const record = entry.record as Partial<Record<(typeof REFERENCE_FIELDS)[number], unknown>> & {
      jobIds?: unknown;
    };
    for (const field of REFERENCE_FIELDS) {
      const value = record[field];
      if (typeof value === 'string') refs.push(value);
    }
    if (Array.isArray(record.jobIds)) {
      for (const id of record.jobIds) if (typeof id === 'string') refs.push(id);
    }
  }
  const job = records.job(entry.id);
  if (job) refs.push(job.customerId, ...(job.seriesId ? [job.seriesId] : []));
  const series = records.series(entry.id);
  if (series) refs.push(series.customerId);
  if (
    'body' in entry &&
    typeof (entry.body as { customer_id?: unknown }).customer_id === 'string'
  ) {
    refs.push((entry.body as { customer_id: string }).customer_id);
  }
  if (entry.op === 'rainDelay') refs.push(PROFILE_ID);
  // A link waits for the job or series it names (made with it, its create queued first).
  if (entry.op === 'linkQuote') refs.push(...Object.values(entry.link));
  return { own, refs };
};

/** Why a write is not sent now: parked, waiting for its next try, or behind one of those. */
export type HeldReason = 'parked' | 'waiting' | 'behind';

/**
 * The first write that may be sent now (decision 048), and which ones are held. A write is held
 * when it is parked, when its next try is later than `now` (or it failed already in this pass:
 * `tried`), or when it depends on a held write before it: it changes the same record or one that
 * record leans on (its customer, job or series), or the held write leans on its record. Held
 * writes hold those behind them in turn; every other write goes on.
 */
export const nextToSend = (
  entries: readonly OutboxEntry[],
  records: RecordsOnDevice,
  now: number,
  tried: ReadonlySet<number> = new Set(),
): { entry: OutboxEntry | undefined; held: Map<number, HeldReason> } => {
  const held = new Map<number, HeldReason>();
  const heldOwn = new Set<string>();
  const heldRefs = new Set<string>();
  for (const entry of entries) {
    const ownReason: HeldReason | null = entry.parked
      ? 'parked'
      : tried.has(entry.seq) || (entry.retryAt !== undefined && entry.retryAt > now)
        ? 'waiting'
        : null;
    // Nothing held before it and nothing wrong with it: the usual case, no look-up at all.
    if (ownReason === null && held.size === 0) return { entry, held };
    const { own, refs } = writeIds(entry, records);
    const reason: HeldReason | null =
      ownReason ??
      (own.some((id) => heldOwn.has(id) || heldRefs.has(id)) || refs.some((id) => heldOwn.has(id))
        ? 'behind'
        : null);
    if (reason === null) return { entry, held };
    held.set(entry.seq, reason);
    for (const id of own) heldOwn.add(id);
    for (const id of refs) heldRefs.add(id);
  }
  return { entry: undefined, held };
};

/**
 * The write after one more failed send (a 5xx, or no answer): the next try after a growing wait,
 * or parked after MAX_TRIES.
 */
export const withFailedTry = (
  entry: OutboxEntry,
  failure: { code: string; message: string },
  now: number,
): OutboxEntry => {
  const tries = (entry.tries ?? 0) + 1;
  if (tries >= MAX_TRIES) {
    const { retryAt: _retryAt, ...rest } = entry;
    return { ...rest, tries, parked: failure } as OutboxEntry;
  }
  const delay = TRY_DELAYS_MS[Math.min(tries - 1, TRY_DELAYS_MS.length - 1)]!;
  return { ...entry, tries, retryAt: now + delay };
};

/** A parked write put back to be sent now, with its tries counted from zero. */
export const unparked = (entry: OutboxEntry): OutboxEntry => {
  const { tries: _tries, retryAt: _retryAt, parked: _parked, ...rest } = entry;
  return rest as OutboxEntry;
};
