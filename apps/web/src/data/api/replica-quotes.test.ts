// Quotes in the replica (issue 26, decision 063), as pure functions of the state: drafts and their
// writes, folding, the server's answers and the pull.
import { toQuote } from '@jobtrack/core/wire';
import { makeCustomer } from '@jobtrack/core/testing';
import { describe, expect, it } from 'vitest';
import { makeQuote, makeServerQuote } from '#web/test/quote-fixtures.ts';
import { quoteWork } from '../shared/quote-rules.ts';
import {
  applyPage,
  applySent,
  clearRecords,
  deleteRecord,
  derive,
  discardRefused,
  applyRefused,
  emptyReplica,
  emptySnapshot,
  markAttempted,
  mergePages,
  refusedWrites,
  type ReplicaState,
  type SyncPage,
} from './replica-state.ts';
import { deleteQuote, saveQuoteChange, saveQuoteDraft, saveQuoteWrite } from './replica-quotes.ts';

const now = new Date('2025-06-04T12:00:00.000Z');
const ana = makeCustomer({ id: 'customer-1', name: 'Ana Lopez' });
const synced = (): ReplicaState => ({
  ...emptyReplica(),
  snapshot: derive({ ...emptySnapshot(), customers: [ana] }),
  meta: { ...emptyReplica().meta, cursor: '5' },
});
const page = (changes: Partial<SyncPage>): SyncPage => ({
  cursor: '10',
  has_more: false,
  customers: [],
  jobs: [],
  deleted_customers: [],
  deleted_jobs: [],
  ...changes,
});
const draft = makeQuote({ number: null });

describe('a quote made on the device', () => {
  it('is a draft in the snapshot with its create in the outbox', () => {
    const next = saveQuoteDraft(synced(), draft, null);
    expect(next.snapshot.quotes).toEqual([draft]);
    expect(next.outbox).toEqual([{ seq: 1, op: 'createQuote', id: draft.id, record: draft }]);
  });

  it('folds a change into its create while the create was never sent', () => {
    const changed = { ...draft, notes: 'Back only' };
    const next = saveQuoteChange(
      saveQuoteDraft(synced(), draft, null),
      changed,
      { notes: 'Back only' },
      null,
    );
    expect(next.outbox).toEqual([{ seq: 1, op: 'createQuote', id: draft.id, record: changed }]);
    expect(next.snapshot.quotes[0]!.notes).toBe('Back only');
  });

  it('queues the change after a create that was sent (the server may hold the first one)', () => {
    const sent = markAttempted(saveQuoteDraft(synced(), draft, null), 1);
    const changed = { ...draft, notes: 'Back only' };
    const next = saveQuoteChange(sent, changed, { notes: 'Back only' }, null);
    expect(next.outbox.map((entry) => entry.op)).toEqual(['createQuote', 'updateQuote']);
    expect(next.outbox[1]).toMatchObject({ body: { notes: 'Back only' }, record: changed });
  });

  it('is just dropped when deleted before its create was sent; a numbered one gets a delete', () => {
    const dropped = deleteQuote(saveQuoteDraft(synced(), draft, null), draft, null);
    expect(dropped.snapshot.quotes).toEqual([]);
    expect(dropped.outbox).toEqual([]);
    const numbered = makeQuote();
    const held = { ...synced(), snapshot: derive({ ...synced().snapshot, quotes: [numbered] }) };
    expect(deleteQuote(held, numbered, null).outbox).toEqual([
      { seq: 1, op: 'deleteQuote', id: numbered.id, label: 'Q-0001' },
    ]);
  });

  it("takes the server's numbered quote (with its share token) when the create is answered", () => {
    const state = saveQuoteDraft(synced(), draft, null);
    const answer = toQuote(makeServerQuote({ id: draft.id, number: 'Q-0007' }));
    const next = applySent(state, state.outbox[0]!, { kind: 'quote', record: answer });
    expect(next.outbox).toEqual([]);
    expect(next.snapshot.quotes[0]).toMatchObject({
      number: 'Q-0007',
      shareToken: 'tok_abcdefghijklmnopqrstuv',
    });
  });

  it('keeps the device version while a later write of it waits (sent after the create)', () => {
    const state = saveQuoteWrite(
      saveQuoteDraft(synced(), draft, null),
      { ...draft, sentAt: now.toISOString() },
      { op: 'markQuoteSent', id: draft.id, label: 'Ana Lopez' },
      null,
    );
    const answer = toQuote(makeServerQuote({ id: draft.id, number: 'Q-0007' }));
    const next = applySent(state, state.outbox[0]!, { kind: 'quote', record: answer });
    expect(next.snapshot.quotes[0]).toMatchObject({ number: null, sentAt: now.toISOString() });
    expect(next.outbox.map((entry) => entry.op)).toEqual(['markQuoteSent']);
  });

  it('is refused under its number or its customer, and discarding a refused create drops the draft', () => {
    const state = saveQuoteDraft(synced(), draft, null);
    const refused = applyRefused(state, state.outbox[0]!, 'validation_failed', 'bad');
    expect(refusedWrites(refused.refused)).toEqual([
      expect.objectContaining({ kind: 'quote', op: 'create', label: 'Ana Lopez' }),
    ]);
    const discarded = discardRefused(refused, refused.refused[0]!.seq);
    expect(discarded.snapshot.quotes).toEqual([]);
    expect(discarded.refused).toEqual([]);
  });
});

describe('quotes in the pull', () => {
  it("takes another device's quotes and the customer's answer, and drops deleted ones", () => {
    const gone = makeQuote({ id: 'quote-00000000-0000-4000-8000-00000000000f' });
    const held = { ...synced(), snapshot: derive({ ...synced().snapshot, quotes: [gone] }) };
    const answered = makeServerQuote({
      viewed_at: '2025-06-05T08:00:00.000Z',
      answer: {
        decision: 'declined',
        at: '2025-06-05T09:00:00.000Z',
        reason: 'Too dear',
      },
    });
    const next = applyPage(held, page({ quotes: [answered], deleted_quotes: [gone.id] }), now);
    expect(next.snapshot.quotes).toEqual([toQuote(answered)]);
    expect(next.snapshot.quotes[0]!.answer).toEqual({
      decision: 'declined',
      at: '2025-06-05T09:00:00.000Z',
      reason: 'Too dear',
    });
  });

  it('keeps the device version of a quote with a write waiting', () => {
    const state = saveQuoteDraft(synced(), { ...draft, notes: 'Mine' }, null);
    const next = applyPage(
      state,
      page({ quotes: [makeServerQuote({ id: draft.id, notes: 'Theirs' })] }),
      now,
    );
    expect(next.snapshot.quotes[0]!.notes).toBe('Mine');
  });

  it('merges pages of quotes like the other kinds', () => {
    const quote = makeServerQuote();
    const merged = mergePages(page({ quotes: [quote] }), page({ deleted_quotes: [quote.id] }));
    expect(merged.quotes).toBeUndefined();
    expect(merged.deleted_quotes).toEqual([quote.id]);
  });
});

describe("a customer's quotes", () => {
  it('go with the customer, their writes too, and with clear all', () => {
    const state = saveQuoteDraft(synced(), draft, null);
    const deleted = deleteRecord(state, 'customer', ana.id, null);
    expect(deleted.snapshot.quotes).toEqual([]);
    expect(deleted.outbox.map((entry) => entry.op)).toEqual(['deleteCustomer']);
    expect(clearRecords(state).snapshot.quotes).toEqual([]);
    expect(clearRecords(state).outbox).toEqual([]);
  });

  it('go when the pull deletes their customer', () => {
    const numbered = makeQuote();
    const held = { ...synced(), snapshot: derive({ ...synced().snapshot, quotes: [numbered] }) };
    expect(applyPage(held, page({ deleted_customers: [ana.id] }), now).snapshot.quotes).toEqual([]);
  });
});

describe('what an accepted quote becomes', () => {
  const accepted = makeQuote({
    notes: 'Gate code 1234',
    answer: {
      decision: 'accepted',
      at: '2025-06-05T09:00:00.000Z',
      signerName: 'Ana Lopez',
      signature: 'data:image/png;base64,AAAA',
      chosenItemIds: ['item-2'],
      total: 70,
    },
  });

  it('a job of the accepted total, the first item as its service, scheduled today', () => {
    expect(quoteWork(accepted, '2025-06-06')).toEqual({
      kind: 'job',
      job: {
        customerId: 'customer-1',
        serviceType: 'Lawn Mowing',
        scheduledDate: '2025-06-06',
        price: 70,
        notes: 'Gate code 1234',
      },
    });
  });

  it('a series from today with its rule, never ending, when it repeats', () => {
    const repeating = { ...accepted, repeat: { frequency: 'monthly' as const, interval: 2 } };
    expect(quoteWork(repeating, '2025-06-06')).toEqual({
      kind: 'series',
      series: {
        customerId: 'customer-1',
        serviceType: 'Lawn Mowing',
        price: 70,
        notes: 'Gate code 1234',
        startDate: '2025-06-06',
        rule: { frequency: 'monthly', interval: 2, end: { type: 'never' } },
      },
    });
  });
});
