// A spreadsheet import on the replica (decision 064), pure functions of the state like the rest of
// replica-state.ts: every new customer and job joins the snapshot and queues its own create in
// one change (one IndexedDB transaction), and the engine sends consecutive creates to the server
// as chunks of POST /api/import, each record under its client-made id: a resent chunk writes
// nothing twice.
import type { ImportChunkAnswer } from '@jobtrack/core/wire';
import { IMPORT_CHUNK_MAX_RECORDS, IMPORT_BODY_LIMIT_BYTES } from '@jobtrack/core/wire';
import type { Customer, Job } from '@jobtrack/core';
import type { OutboxEntry } from './outbox.ts';
import {
  applyDeletedElsewhere,
  applyRefused,
  nextSeq,
  withSnapshot,
  type ReplicaState,
} from './replica-state.ts';

/** The new customers and jobs with their creates, appended to the outbox in one change. */
export const saveImportedRecords = (
  state: ReplicaState,
  customers: readonly Customer[],
  jobs: readonly Job[],
): ReplicaState => {
  if (customers.length === 0 && jobs.length === 0) return state;
  let seq = nextSeq(state);
  // Fresh ids: nothing of theirs waits in the outbox, so nothing folds (no queueWrite per record).
  const creates: OutboxEntry[] = [
    ...customers.map((record) => ({
      op: 'createCustomer' as const,
      id: record.id,
      record,
      seq: seq++,
    })),
    ...jobs.map((record) => ({ op: 'createJob' as const, id: record.id, record, seq: seq++ })),
  ];
  const next = withSnapshot(state, {
    ...state.snapshot,
    customers: [...state.snapshot.customers, ...customers],
    jobs: [...state.snapshot.jobs, ...jobs],
  });
  return { ...next, outbox: [...next.outbox, ...creates] };
};

type CreateEntry = Extract<OutboxEntry, { op: 'createCustomer' | 'createJob' }>;

/** A chunk's bytes stay under the server's body limit with room to spare. */
const CHUNK_BYTES = Math.floor(IMPORT_BODY_LIMIT_BYTES * 0.8);

const isPlainCreate = (entry: OutboxEntry, op: OutboxEntry['op']): entry is CreateEntry =>
  entry.op === op &&
  (entry.op === 'createCustomer' || entry.op === 'createJob') &&
  !entry.restore &&
  !entry.tries &&
  !entry.parked &&
  entry.retryAt === undefined;

/**
 * The creates sent with `first` as one chunk: it and the creates of the same kind right after it
 * in the outbox (plain ones: not a restore, never failed), within the chunk's record and byte
 * limits. Other writes keep their order: the chunk stops at the first one.
 */
export const chunkFrom = (
  outbox: readonly OutboxEntry[],
  first: OutboxEntry,
  bodyOf: (entry: CreateEntry) => Record<string, unknown>,
): { entries: CreateEntry[]; bodies: Record<string, unknown>[] } | null => {
  if (!isPlainCreate(first, first.op)) return null;
  const start = outbox.findIndex((entry) => entry.seq === first.seq);
  const entries: CreateEntry[] = [];
  const bodies: Record<string, unknown>[] = [];
  let bytes = 0;
  for (let index = start; index < outbox.length; index++) {
    const entry = outbox[index]!;
    if (!isPlainCreate(entry, first.op) || entries.length >= IMPORT_CHUNK_MAX_RECORDS) break;
    const body = bodyOf(entry);
    const size = JSON.stringify(body).length * 3;
    if (entries.length > 0 && bytes + size > CHUNK_BYTES) break;
    entries.push(entry);
    bodies.push(body);
    bytes += size;
  }
  // One create alone goes the ordinary way (its answer brings the server's record).
  return entries.length > 1 ? { entries, bodies } : null;
};

/** Every entry of the chunk marked as sent once (the server may hold it without an answer). */
export const markChunkAttempted = (
  state: ReplicaState,
  entries: readonly CreateEntry[],
): ReplicaState => {
  const seqs = new Set(entries.map((entry) => entry.seq));
  return {
    ...state,
    outbox: state.outbox.map((entry) =>
      seqs.has(entry.seq) && !entry.attempted ? { ...entry, attempted: true } : entry,
    ),
  };
};

/**
 * The server's answer to a chunk: created or kept (a resend) leave the outbox, the device's
 * record standing until the pull brings the server's; a record deleted meanwhile is "gone" as
 * an ordinary create answered 409 record_deleted; a refused one waits in the refused writes.
 */
export const applyChunkAnswer = (
  state: ReplicaState,
  entries: readonly CreateEntry[],
  results: ImportChunkAnswer['results'],
): ReplicaState => {
  const done = new Set<number>();
  let next = state;
  entries.forEach((entry, index) => {
    const result = results[index];
    if (!result || result.outcome === 'created' || result.outcome === 'kept') done.add(entry.seq);
    else if (result.outcome === 'deleted') {
      next = applyDeletedElsewhere(next, entry, 'deleted on another device');
    } else next = applyRefused(next, entry, 'validation_failed', result.error ?? 'refused');
  });
  return { ...next, outbox: next.outbox.filter((entry) => !done.has(entry.seq)) };
};
