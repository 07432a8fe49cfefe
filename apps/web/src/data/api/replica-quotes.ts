// The quote writes of the replica (issue 26, decision 063), pure functions of the state like the
// rest of replica-state.ts: each changes the quote on the device at once and queues its write,
// which the server answers with the quote as it holds it (number and share token included).
import type { Quote } from '@jobtrack/core';
import type { BaseValues, QuoteUpdateBody } from '@jobtrack/core/wire';
import { queueWrite, takeWaiting, type OutboxWrite } from './outbox.ts';
import {
  nextSeq,
  queue,
  quoteLabel,
  upsert,
  withSnapshot,
  without,
  type ReplicaState,
} from './replica-state.ts';

/** The quote as the device now has it, and its write in the outbox. */
export const saveQuoteWrite = (
  state: ReplicaState,
  quote: Quote,
  write: OutboxWrite,
  inFlightSeq: number | null,
): ReplicaState =>
  queue(
    withSnapshot(state, { ...state.snapshot, quotes: upsert(state.snapshot.quotes, quote) }),
    write,
    inFlightSeq,
  );

/**
 * A quote made on the device: a draft (number null) until the server answers its create, which
 * goes after the writes queued before it (its customer first); its id makes a resend answer the
 * first quote.
 */
export const saveQuoteDraft = (
  state: ReplicaState,
  draft: Quote,
  inFlightSeq: number | null,
): ReplicaState =>
  saveQuoteWrite(state, draft, { op: 'createQuote', id: draft.id, record: draft }, inFlightSeq);

/** A change of an unanswered quote; a create never sent takes it instead (outbox.ts). */
export const saveQuoteChange = (
  state: ReplicaState,
  changed: Quote,
  body: QuoteUpdateBody,
  inFlightSeq: number | null,
  base?: BaseValues,
): ReplicaState =>
  saveQuoteWrite(
    state,
    changed,
    { op: 'updateQuote', id: changed.id, body, record: changed, ...(base ? { base } : {}) },
    inFlightSeq,
  );

/**
 * Deletes a quote on the device at once, with its waiting writes. A draft whose create was never
 * sent is just dropped; anything the server may hold gets a DELETE (404 counts as done).
 */
export const deleteQuote = (
  state: ReplicaState,
  quote: Quote,
  inFlightSeq: number | null,
): ReplicaState => {
  const ids = new Set([quote.id]);
  const { entries, taken } = takeWaiting(state.outbox, ids, inFlightSeq);
  const wasSent =
    quote.number !== null ||
    entries.some((entry) => entry.id === quote.id) ||
    taken.some((entry) => entry.attempted);
  const next: ReplicaState = {
    ...withSnapshot(state, { ...state.snapshot, quotes: without(state.snapshot.quotes, ids) }),
    outbox: entries,
    refused: state.refused.filter((entry) => entry.write.id !== quote.id),
  };
  if (!wasSent) return next;
  const write: OutboxWrite = { op: 'deleteQuote', id: quote.id, label: quoteLabel(quote) };
  return { ...next, outbox: queueWrite(next.outbox, write, nextSeq(state), inFlightSeq) };
};
