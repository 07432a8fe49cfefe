// The writes that have not reached the server yet (issue 9): every create, update and delete of
// customers and jobs, the business profile, the series writes and the invoices and receipts made
// on the device (drafts, decision 045), in the order they were made. Pure functions over the entry
// list; the replica keeps the list in IndexedDB (replica-db.ts). Creates carry the record with its
// client-made id, so sending one twice never makes two records (decisions 002, 034).
import type { BusinessProfile, Customer, InvoiceDocument, Job, JobSeries } from '@jobtrack/core';
import type { CustomerUpdateBody, JobUpdateBody, SeriesUpdateBody } from '@jobtrack/core/wire';
import { mergeUpdates } from './api-wire.ts';

/** The outbox id of the business profile's write (one profile per owner). */
export const PROFILE_ID = 'profile';

/** `attempted`: sent at least once, so the server may hold it even without an answer. */
type Numbered = { seq: number; attempted?: true };

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
  (
    | { op: 'createCustomer'; id: string; record: Customer }
    | { op: 'createJob'; id: string; record: Job }
    | { op: 'updateCustomer'; id: string; body: CustomerUpdateBody }
    | { op: 'updateJob'; id: string; body: JobUpdateBody }
    | { op: 'deleteCustomer'; id: string; label?: string }
    | { op: 'deleteJob'; id: string; label?: string }
    | { op: 'putProfile'; id: typeof PROFILE_ID; profile: BusinessProfile }
    /** An invoice or receipt made on the device: a draft (number null) until the server numbers it. */
    | { op: 'createDocument'; id: string; record: InvoiceDocument }
    /** A draft deleted after its create was sent: the server may hold it (404 counts as done). */
    | { op: 'deleteDocument'; id: string; label?: string }
    | SeriesWrite
  );

/** The outbox id of a rain delay of `date`. */
export const rainDelayId = (date: string): string => `rain-delay:${date}`;

/** True for the writes of a series (issue 14). */
export const isSeriesWrite = (entry: { op: OutboxEntry['op'] }): boolean =>
  entry.op === 'createSeries' ||
  entry.op === 'updateSeries' ||
  entry.op === 'endSeries' ||
  entry.op === 'rainDelay';

type Unnumbered<T> = T extends unknown ? Omit<T, 'seq' | 'attempted'> : never;
export type OutboxWrite = Unnumbered<OutboxEntry>;

const fold = (waiting: OutboxEntry, write: OutboxWrite): OutboxEntry | null => {
  if (waiting.id !== write.id) return null;
  if (waiting.op === 'updateCustomer' && write.op === 'updateCustomer') {
    return { ...waiting, body: mergeUpdates(waiting.body, write.body) };
  }
  if (waiting.op === 'updateJob' && write.op === 'updateJob') {
    return { ...waiting, body: mergeUpdates(waiting.body, write.body) };
  }
  if (waiting.op === 'putProfile' && write.op === 'putProfile') {
    return { ...waiting, profile: write.profile };
  }
  return null;
};

/**
 * The outbox with `write` queued as number `seq`. An update right after a waiting update of the
 * same record (the newest write, not being sent right now) is merged into it. Updates never fold
 * into a create: a create that was sent before may already be stored, and a retried create
 * answers that first record unchanged.
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
  const folded = last && isNewest && last.seq !== inFlightSeq ? fold(last, write) : null;
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
      (entry.op === 'createCustomer' || entry.op === 'createJob' || entry.op === 'createSeries'),
  );

/** A change the owner made to a record (as opposed to a delete). */
export const isEdit = (entry: OutboxEntry): boolean => !entry.op.startsWith('delete');
