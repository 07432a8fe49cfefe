// The writes that have not reached the server yet (spec §4 optimistic writes), kept in browser
// storage per user so they survive a reload and are sent again later. Creates carry the record
// with its client-made id, so sending one twice never makes two records (decision 002).
import type { Customer, Job } from '@jobtrack/core';
import type { CustomerUpdateBody, JobUpdateBody } from '@jobtrack/core/wire';
import type { SafeStorage } from '../../lib/storage.ts';
import { mergeUpdates } from './api-wire.ts';

export type OutboxEntry =
  | { seq: number; op: 'createCustomer'; id: string; record: Customer }
  | { seq: number; op: 'createJob'; id: string; record: Job }
  | { seq: number; op: 'updateCustomer'; id: string; body: CustomerUpdateBody }
  | { seq: number; op: 'updateJob'; id: string; body: JobUpdateBody };

type Unnumbered<T> = T extends unknown ? Omit<T, 'seq'> : never;
export type OutboxWrite = Unnumbered<OutboxEntry>;

export type Outbox = {
  entries(): readonly OutboxEntry[];
  size(): number;
  first(): OutboxEntry | undefined;
  has(id: string): boolean;
  /**
   * Queues a write. An update right after a waiting update of the same record (the newest write,
   * not being sent right now) is merged into it. Updates never fold into a create: a create that was sent
   * before may already be stored, and a retried create answers that first record unchanged.
   */
  add(write: OutboxWrite, inFlightSeq: number | null): void;
  remove(seq: number): void;
  /** Takes out the waiting writes of these records (for a delete); answers what it took. */
  takeWaiting(ids: ReadonlySet<string>, inFlightSeq: number | null): OutboxEntry[];
  /** Puts writes taken by takeWaiting back in their places (a failed delete). */
  restore(entries: readonly OutboxEntry[]): void;
  clear(): void;
};

const STORAGE_VERSION = 1;

/** Per user: another account signed in on this device must never send this one's writes. */
export const outboxStorageKey = (userId: string): string => `jobtrack_outbox:${userId}`;

type StoredOutbox = { version: number; entries: OutboxEntry[] };

const isStoredOutbox = (value: unknown): value is StoredOutbox =>
  typeof value === 'object' &&
  value !== null &&
  (value as StoredOutbox).version === STORAGE_VERSION &&
  Array.isArray((value as StoredOutbox).entries);

const fold = (waiting: OutboxEntry, write: OutboxWrite): OutboxEntry | null => {
  if (waiting.id !== write.id) return null;
  if (waiting.op === 'updateCustomer' && write.op === 'updateCustomer') {
    return { ...waiting, body: mergeUpdates(waiting.body, write.body) };
  }
  if (waiting.op === 'updateJob' && write.op === 'updateJob') {
    return { ...waiting, body: mergeUpdates(waiting.body, write.body) };
  }
  return null;
};

export const createOutbox = (storage: SafeStorage, userId: string): Outbox => {
  const key = outboxStorageKey(userId);
  let entries: OutboxEntry[] = storage.getJSON(key, isStoredOutbox)?.entries ?? [];
  let nextSeq = entries.reduce((max, entry) => Math.max(max, entry.seq), 0) + 1;

  const save = () => {
    if (entries.length === 0) storage.remove(key);
    else storage.setJSON(key, { version: STORAGE_VERSION, entries } satisfies StoredOutbox);
  };

  return {
    entries: () => entries,
    size: () => entries.length,
    first: () => entries[0],
    has: (id) => entries.some((entry) => entry.id === id),
    add(write, inFlightSeq) {
      const lastIndex = entries.findLastIndex((entry) => entry.id === write.id);
      const last = entries[lastIndex];
      // Only the newest write may absorb a change: folding into an older one would send this
      // change before writes queued after it (say, the create of the customer it now points at).
      const isNewest = lastIndex === entries.length - 1;
      const folded = last && isNewest && last.seq !== inFlightSeq ? fold(last, write) : null;
      if (folded) entries = entries.with(lastIndex, folded);
      else entries = [...entries, { ...write, seq: nextSeq++ } as OutboxEntry];
      save();
    },
    remove(seq) {
      entries = entries.filter((entry) => entry.seq !== seq);
      save();
    },
    takeWaiting(ids, inFlightSeq) {
      const taken = entries.filter((entry) => ids.has(entry.id) && entry.seq !== inFlightSeq);
      if (taken.length > 0) {
        entries = entries.filter((entry) => !taken.includes(entry));
        save();
      }
      return taken;
    },
    restore(taken) {
      if (taken.length === 0) return;
      entries = [...entries, ...taken].sort((a, b) => a.seq - b.seq);
      save();
    },
    clear() {
      entries = [];
      save();
    },
  };
};
