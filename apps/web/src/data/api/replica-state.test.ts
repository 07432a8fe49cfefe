import { buildDocument, type JobSeries } from '@jobtrack/core';
import {
  makeCustomer,
  makeJob,
  makePayment,
  makeServerCustomer,
  makeServerJob,
} from '@jobtrack/core/testing';
import { describe, expect, it } from 'vitest';
import {
  applyDeletedElsewhere,
  applyFailedTry,
  applyPage,
  applyRefused,
  applySent,
  clearRecords,
  deleteDocument as deleteDocumentDraft,
  deleteRecord,
  derive,
  discardRefused,
  emptyReplica,
  emptySnapshot,
  markAttempted,
  mergePages,
  parkedWrites,
  pendingCount,
  refusedWrites,
  retryParked,
  restoreRefused,
  saveCustomer,
  saveDocumentDraft,
  saveJob,
  savePaymentChanges,
  type ReplicaState,
  type SyncPage,
} from './replica-state.ts';
import { recordsOf } from '#web/test/shown.ts';

const now = new Date('2025-06-04T12:00:00.000Z');
const page = (changes: Partial<SyncPage>): SyncPage => ({
  cursor: '10',
  has_more: false,
  customers: [],
  jobs: [],
  deleted_customers: [],
  deleted_jobs: [],
  ...changes,
});

const ana = makeCustomer({ id: 'customer-1', name: 'Ana Lopez' });
const mowing = makeJob({ id: 'job-1', customerId: 'customer-1', serviceType: 'Lawn Mowing' });
const synced = (): ReplicaState => ({
  ...emptyReplica(),
  snapshot: derive({
    ...emptySnapshot(),
    customers: [ana],
    jobs: [mowing],
    series: [],
    payments: [],
  }),
  meta: { ...emptyReplica().meta, cursor: '5' },
});

describe('a pull taken into the replica', () => {
  it("takes the server's records, names and totals derived, and moves the cursor", () => {
    const next = applyPage(
      synced(),
      page({
        customers: [makeServerCustomer({ id: 'customer-1', name: 'Ana María' })],
        jobs: [
          makeServerJob({
            id: 'job-2',
            customer_id: 'customer-1',
            status: 'completed',
            estimated_cost: 80,
          }),
        ],
      }),
      now,
    );
    expect(next.snapshot.customers).toEqual([
      // Unpaid is paid = false (issue 10): the new 80 and the scheduled mowing's 100.
      expect.objectContaining({ name: 'Ana María', totalUnpaid: 180 }),
    ]);
    expect(new Map(next.snapshot.jobs.map((job) => [job.id, job.customerName]))).toEqual(
      new Map([
        ['job-1', 'Ana María'],
        ['job-2', 'Ana María'],
      ]),
    );
    expect(next.meta).toMatchObject({ cursor: '10', lastSyncedAt: now.toISOString() });
  });

  it('keeps the device version of a record with a write in the outbox (it is newer)', () => {
    const edited = saveCustomer(
      synced(),
      { ...ana, name: 'Edited here' },
      { op: 'updateCustomer', id: 'customer-1', body: { name: 'Edited here' } },
      null,
    );
    const next = applyPage(
      edited,
      page({ customers: [makeServerCustomer({ id: 'customer-1', name: 'Elsewhere' })] }),
      now,
    );
    expect(next.snapshot.customers[0]!.name).toBe('Edited here');
  });

  it('does not bring back the jobs of a customer whose delete is on its way', () => {
    const deleted = deleteRecord(synced(), 'customer', 'customer-1', null);
    expect(deleted.outbox).toEqual([
      { seq: 1, op: 'deleteCustomer', id: 'customer-1', label: 'Ana Lopez' },
    ]);
    const next = applyPage(
      deleted,
      page({
        customers: [makeServerCustomer({ id: 'customer-1' })],
        jobs: [makeServerJob({ id: 'job-1', customer_id: 'customer-1' })],
      }),
      now,
    );
    expect(recordsOf(next.snapshot)).toEqual({ customers: [], jobs: [], series: [], payments: [] });
  });

  it('removes deleted records with their jobs, drops their writes and tells the owner of a lost edit', () => {
    const edited = saveJob(
      synced(),
      { ...mowing, notes: 'Gate code 42' },
      { op: 'updateJob', id: 'job-1', body: { description: 'Gate code 42' } },
      null,
    );
    const next = applyPage(edited, page({ deleted_customers: ['customer-1'] }), now);
    expect(recordsOf(next.snapshot)).toEqual({ customers: [], jobs: [], series: [], payments: [] });
    expect(next.outbox).toEqual([]);
    expect(next.refused).toEqual([
      expect.objectContaining({ label: 'Lawn Mowing', code: 'record_deleted' }),
    ]);
  });

  it('after a reset keeps only what the outbox still holds, then takes the full answer', () => {
    const added = saveCustomer(
      synced(),
      makeCustomer({ id: 'customer-2', name: 'Bo' }),
      {
        op: 'createCustomer',
        id: 'customer-2',
        record: makeCustomer({ id: 'customer-2', name: 'Bo' }),
      },
      null,
    );
    const next = applyPage(
      added,
      page({ reset: true, customers: [makeServerCustomer({ id: 'customer-3', name: 'Cy' })] }),
      now,
    );
    expect(next.snapshot.customers.map((c) => c.name)).toEqual(['Bo', 'Cy']);
    expect(next.snapshot.jobs).toEqual([]);
    expect(next.outbox).toHaveLength(1);
  });

  it('takes pages merged as it takes them one after the other (a big pull saves once)', () => {
    const paymentOn = (id: string, jobId: string, amount: number) => ({
      id,
      job_id: jobId,
      amount,
      method: 'cash' as const,
      paid_on: '2025-06-03',
      note: null,
      device_id: 'tablet',
      created_at: '2025-06-03T10:00:00.000Z',
    });
    const edited = saveJob(
      synced(),
      { ...mowing, notes: 'Gate code 42' },
      { op: 'updateJob', id: 'job-1', body: { description: 'Gate code 42' } },
      null,
    );
    const first = page({
      cursor: '7',
      has_more: true,
      customers: [makeServerCustomer({ id: 'customer-2', name: 'Bo' })],
      jobs: [
        makeServerJob({ id: 'job-2', customer_id: 'customer-2', estimated_cost: 40 }),
        makeServerJob({ id: 'job-3', customer_id: 'customer-2', estimated_cost: 60 }),
      ],
      deleted_jobs: ['job-1'],
      payments: [paymentOn('payment-2', 'job-2', 10), paymentOn('payment-3', 'job-2', 5)],
      profile: { businessName: 'Old' } as never,
    });
    const next = page({
      cursor: '9',
      jobs: [makeServerJob({ id: 'job-2', customer_id: 'customer-2', estimated_cost: 45 })],
      deleted_jobs: ['job-3'],
      deleted_payments: ['payment-3'],
      profile: { businessName: 'New' } as never,
    });
    const oneByOne = applyPage(applyPage(edited, first, now), next, now);
    const merged = applyPage(edited, mergePages(first, next), now);
    expect(merged).toEqual(oneByOne);
    expect(merged.snapshot.jobs.map((job) => [job.id, job.price, job.amountPaid])).toEqual([
      ['job-2', 45, 10],
    ]);
    expect(merged.meta).toMatchObject({ cursor: '9' });
    expect(merged.snapshot.profile).toMatchObject({ businessName: 'New' });
    // The edit of the job deleted elsewhere is told to the owner once, as one page tells it.
    expect(merged.refused).toEqual([expect.objectContaining({ code: 'record_deleted' })]);
    expect(mergePages(page({ reset: true, has_more: true }), next).reset).toBe(true);
  });

  it("takes the server's profile only when no profile write is waiting", () => {
    const profile = { businessName: 'Green Valley' } as never;
    expect(applyPage(synced(), page({ profile }), now).snapshot.profile).toBe(profile);
    expect(applyPage(synced(), page({}), now).snapshot.profile).toBeNull();
  });
});

describe('a refused write', () => {
  const refusedCreate = () => {
    const record = makeCustomer({ id: 'customer-2', name: 'x'.repeat(300) });
    const added = saveCustomer(
      synced(),
      record,
      { op: 'createCustomer', id: record.id, record },
      null,
    );
    return applyRefused(added, added.outbox[0]!, 'validation_failed', 'name is too long');
  };

  it('leaves the outbox and keeps the record as the device has it', () => {
    const refused = refusedCreate();
    expect(refused.outbox).toEqual([]);
    expect(refused.snapshot.customers.map((c) => c.id)).toContain('customer-2');
    expect(refused.refused).toEqual([
      expect.objectContaining({ seq: 1, code: 'validation_failed', label: 'x'.repeat(300) }),
    ]);
  });

  it('is put back by the next edit: a refused create becomes a create of the edited record', () => {
    const refused = refusedCreate();
    const fixed = { ...refused.snapshot.customers.find((c) => c.id === 'customer-2')!, name: 'Bo' };
    const next = saveCustomer(
      refused,
      fixed,
      { op: 'updateCustomer', id: 'customer-2', body: { name: 'Bo' } },
      null,
    );
    expect(next.refused).toEqual([]);
    expect(next.outbox).toEqual([
      expect.objectContaining({
        op: 'createCustomer',
        id: 'customer-2',
        record: expect.objectContaining({ name: 'Bo' }),
      }),
    ]);
  });

  it('a refused update is merged with the edit', () => {
    const edited = saveCustomer(
      synced(),
      { ...ana, email: 'bad' },
      { op: 'updateCustomer', id: 'customer-1', body: { email: 'bad', phone: '1' } },
      null,
    );
    const refused = applyRefused(edited, edited.outbox[0]!, 'validation_failed', 'bad e-mail');
    const next = saveCustomer(
      refused,
      { ...ana, email: 'ana@example.com' },
      { op: 'updateCustomer', id: 'customer-1', body: { email: 'ana@example.com' } },
      null,
    );
    expect(next.outbox).toEqual([
      expect.objectContaining({
        op: 'updateCustomer',
        body: { email: 'ana@example.com', phone: '1' },
      }),
    ]);
  });

  it('discarded, its record is read again from the server', () => {
    const next = discardRefused(refusedCreate(), 1);
    expect(next.refused).toEqual([]);
    expect(next.meta.stale).toEqual(['customer-2']);
  });
});

describe('a pull with an edit carried over from an older build', () => {
  it("shows the server's record the device lacks until the edit is in", () => {
    const state: ReplicaState = {
      ...emptyReplica(),
      outbox: [{ seq: 1, op: 'updateCustomer', id: 'customer-1', body: { phone: '555' } }],
    };
    const next = applyPage(
      state,
      page({ customers: [makeServerCustomer({ id: 'customer-1' })] }),
      now,
    );
    expect(next.snapshot.customers.map((c) => c.id)).toEqual(['customer-1']);
    expect(next.outbox).toHaveLength(1);
  });
});

describe('a refused rain delay', () => {
  it('is listed with its day, which the screen formats (the label alone is yyyy-MM-dd)', () => {
    const write = {
      seq: 3,
      op: 'rainDelay' as const,
      id: 'rain-delay:2026-11-24',
      date: '2026-11-24',
      shiftFollowing: true,
      label: '2026-11-24',
    };
    const [listed] = refusedWrites([
      { seq: 3, write, label: '2026-11-24', code: 'validation_failed', message: 'bad day' },
    ]);
    expect(listed).toMatchObject({ seq: 3, kind: 'series', op: 'update', day: '2026-11-24' });
    const [customer] = refusedWrites(refusedCreateOf());
    expect(customer).not.toHaveProperty('day');
  });
});

function refusedCreateOf() {
  const record = makeCustomer({ id: 'customer-3', name: 'Ana' });
  const added = saveCustomer(
    synced(),
    record,
    { op: 'createCustomer', id: record.id, record },
    null,
  );
  return applyRefused(added, added.outbox[0]!, 'validation_failed', 'no').refused;
}

describe('an invoice or receipt draft (decision 045)', () => {
  const draft = buildDocument({
    id: 'document-1',
    kind: 'receipt',
    number: null,
    customer: ana,
    jobs: [{ ...mowing, paid: true }],
    profile: null,
    appLanguage: 'en',
    now,
  });
  const drafted = () => saveDocumentDraft(synced(), draft, null);
  /** The drafts whose create the device still holds: waiting in the outbox, then refused. */
  const documentDrafts = (state: ReplicaState) => [
    ...state.outbox.flatMap((entry) => (entry.op === 'createDocument' ? [entry.record] : [])),
    ...state.refused.flatMap(({ write }) => (write.op === 'createDocument' ? [write.record] : [])),
  ];
  /** The documents whose delete is on its way. */
  const documentsGoing = (state: ReplicaState) =>
    new Set(state.outbox.flatMap((entry) => (entry.op === 'deleteDocument' ? [entry.id] : [])));

  it('is an outbox entry behind the writes before it, shown among the drafts', () => {
    const edited = saveJob(
      synced(),
      { ...mowing, status: 'completed' },
      { op: 'updateJob', id: 'job-1', body: { status: 'completed' } },
      null,
    );
    const next = saveDocumentDraft(edited, draft, null);
    expect(next.outbox.map((entry) => [entry.seq, entry.op])).toEqual([
      [1, 'updateJob'],
      [2, 'createDocument'],
    ]);
    expect(documentDrafts(next)).toEqual([draft]);
  });

  it('refused, it is listed with the refused writes and still shown; discarded, it goes', () => {
    const drafts = drafted();
    const refused = applyRefused(drafts, drafts.outbox[0]!, 'not_found', 'Job not found');
    expect(refused.outbox).toEqual([]);
    expect(refusedWrites(refused.refused)).toEqual([
      {
        seq: 1,
        kind: 'document',
        op: 'create',
        recordId: 'document-1',
        label: 'Ana Lopez',
        code: 'not_found',
        message: 'Job not found',
      },
    ]);
    expect(documentDrafts(refused)).toEqual([draft]);
    const discarded = discardRefused(refused, 1);
    expect(discarded.refused).toEqual([]);
    expect(documentDrafts(discarded)).toEqual([]);
    // The server never had it: nothing to read again.
    expect(discarded.meta.stale).toEqual([]);
  });

  it('answered, it leaves the outbox', () => {
    const drafts = drafted();
    const numbered = { ...draft, number: 'REC-0001' };
    const sent = applySent(drafts, drafts.outbox[0]!, { kind: 'document', record: numbered });
    expect(sent.outbox).toEqual([]);
    expect(documentDrafts(sent)).toEqual([]);
  });

  it('deleted before it was ever sent, it just goes; sent before, its delete follows it', () => {
    expect(deleteDocumentDraft(drafted(), draft, null).outbox).toEqual([]);
    const tried = markAttempted(drafted(), 1);
    const deleted = deleteDocumentDraft(tried, draft, null);
    expect(deleted.outbox).toEqual([
      { seq: 2, op: 'deleteDocument', id: 'document-1', label: 'Ana Lopez' },
    ]);
    expect(documentsGoing(deleted)).toEqual(new Set(['document-1']));
    // On its way right now: the create stays (its answer is coming), the delete goes after it.
    const onItsWay = deleteDocumentDraft(drafted(), draft, 1);
    expect(onItsWay.outbox.map((entry) => entry.op)).toEqual(['createDocument', 'deleteDocument']);
    expect(documentDrafts(onItsWay)).toEqual([draft]);
  });

  it('stays through clear all, like the numbered documents the server keeps', () => {
    expect(clearRecords(drafted()).outbox.map((entry) => entry.op)).toEqual(['createDocument']);
  });
});

describe("a customer's repeating series (issue 23)", () => {
  const series: JobSeries = {
    id: 'series-1',
    customerId: 'customer-1',
    serviceType: 'Lawn Mowing',
    price: 45,
    notes: '',
    startDate: '2025-06-04',
    rule: { frequency: 'weekly', interval: 1, end: { type: 'never' } },
    generatedThrough: '2025-07-30',
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  };
  const withSeries = (): ReplicaState => ({
    ...synced(),
    snapshot: derive({
      ...emptySnapshot(),
      customers: [ana],
      jobs: [mowing],
      series: [series],
      payments: [],
    }),
  });

  it('goes with the customer deleted on this device, with its waiting writes', () => {
    const state: ReplicaState = {
      ...withSeries(),
      outbox: [{ seq: 1, op: 'endSeries', id: 'series-1', fromDate: '2025-06-11' }],
    };
    const next = deleteRecord(state, 'customer', 'customer-1', null);
    expect(next.snapshot.series).toEqual([]);
    expect(next.outbox.map((entry) => entry.op)).toEqual(['deleteCustomer']);
  });

  it('goes when a pull says the series was deleted (deleted_series), or its customer', () => {
    expect(
      applyPage(withSeries(), page({ deleted_series: ['series-1'] }), now).snapshot.series,
    ).toEqual([]);
    expect(
      applyPage(withSeries(), page({ deleted_customers: ['customer-1'] }), now).snapshot.series,
    ).toEqual([]);
  });
});

describe('a parked write (decision 048)', () => {
  const parked = { code: 'server_error', message: 'boom' };

  it('is listed as not saved with the record it changes, not counted as pending', () => {
    const state: ReplicaState = {
      ...synced(),
      outbox: [
        { seq: 3, op: 'updateJob', id: 'job-1', body: { estimated_cost: 5 }, tries: 8, parked },
        { seq: 4, op: 'updateCustomer', id: 'customer-1', body: { name: 'Ana L.' } },
      ],
    };
    expect(parkedWrites(state)).toEqual([
      {
        seq: 3,
        kind: 'job',
        op: 'update',
        recordId: 'job-1',
        label: 'Lawn Mowing',
        code: 'server_error',
        message: 'boom',
        parked: true,
      },
    ]);
    expect(pendingCount(state)).toBe(1);
  });

  it('Retry sends it again with its tries counted anew; Discard reads the record again', () => {
    const state: ReplicaState = {
      ...synced(),
      outbox: [
        { seq: 3, op: 'updateJob', id: 'job-1', body: { estimated_cost: 5 }, tries: 8, parked },
      ],
    };
    expect(retryParked(state, 3).outbox).toEqual([
      { seq: 3, op: 'updateJob', id: 'job-1', body: { estimated_cost: 5 } },
    ]);
    const discarded = discardRefused(state, 3);
    expect(discarded.outbox).toEqual([]);
    expect(discarded.meta.stale).toEqual(['job-1']);
  });

  it('counts a failed try and then parks it', () => {
    let state: ReplicaState = {
      ...synced(),
      outbox: [{ seq: 1, op: 'deleteJob', id: 'job-1' }],
    };
    for (let i = 0; i < 8; i += 1) {
      state = applyFailedTry(state, state.outbox[0]!, parked, 0);
    }
    expect(state.outbox[0]).toMatchObject({ tries: 8, parked });
  });
});

describe('values another device replaced (decision 047)', () => {
  it('keeps a notice with this device value and the one that stands, in the app words', () => {
    const priced = { ...mowing, price: 120, estimatedCost: 120 };
    const state = saveJob(
      synced(),
      priced,
      { op: 'updateJob', id: 'job-1', body: { estimated_cost: 120 }, base: { estimated_cost: 80 } },
      null,
    );
    const sent = state.outbox[0]!;
    const next = applySent(state, sent, {
      kind: 'job',
      record: makeServerJob({ id: 'job-1', customer_id: 'customer-1', estimated_cost: 95 }),
      conflicts: [{ field: 'estimated_cost', mine: 120, theirs: 95 }],
    });
    expect(next.snapshot.jobs.find((job) => job.id === 'job-1')?.price).toBe(95);
    expect(next.meta.conflicts).toEqual([
      expect.objectContaining({
        kind: 'job',
        recordId: 'job-1',
        field: 'price',
        mine: 120,
        theirs: 95,
        changes: { price: 120 },
        base: { estimated_cost: 95, actual_cost: null },
      }),
    ]);
  });

  it('has no notice when the answer names no conflict', () => {
    const state = saveJob(
      synced(),
      { ...mowing, price: 120 },
      { op: 'updateJob', id: 'job-1', body: { estimated_cost: 120 }, base: { estimated_cost: 80 } },
      null,
    );
    const next = applySent(state, state.outbox[0]!, {
      kind: 'job',
      record: makeServerJob({ id: 'job-1', customer_id: 'customer-1', estimated_cost: 120 }),
    });
    expect(next.meta.conflicts).toEqual([]);
  });
});

describe('an edit of a record deleted elsewhere (decision 047)', () => {
  it('keeps the record with its edit, and Restore brings it back with a restoring create', () => {
    const edited = { ...mowing, notes: 'back gate' };
    const state = saveJob(
      synced(),
      edited,
      { op: 'updateJob', id: 'job-1', body: { description: 'back gate' } },
      null,
    );
    const gone = applyDeletedElsewhere(state, state.outbox[0]!, 'Not found');
    expect(gone.snapshot.jobs).toEqual([]);
    const [told] = refusedWrites(gone.refused, gone);
    expect(told).toMatchObject({ code: 'record_deleted', restore: 'possible' });
    const back = restoreRefused(gone, told!.seq, null);
    expect(back.refused).toEqual([]);
    expect(back.snapshot.jobs.find((job) => job.id === 'job-1')?.notes).toBe('back gate');
    expect(back.outbox).toEqual([
      expect.objectContaining({ op: 'createJob', id: 'job-1', restore: true }),
    ]);
  });

  it('restores the customer first for a job whose customer a pull deleted', () => {
    const edited = { ...mowing, notes: 'back gate' };
    const state = saveJob(
      synced(),
      edited,
      { op: 'updateJob', id: 'job-1', body: { description: 'back gate' } },
      null,
    );
    const gone = applyPage(state, page({ deleted_customers: ['customer-1'] }), now);
    expect(gone.snapshot.customers).toEqual([]);
    const [told] = refusedWrites(gone.refused, gone);
    expect(told).toMatchObject({ recordId: 'job-1', restore: 'possible' });
    const back = restoreRefused(gone, told!.seq, null);
    expect(back.outbox.map((entry) => [entry.op, entry.id])).toEqual([
      ['createCustomer', 'customer-1'],
      ['createJob', 'job-1'],
    ]);
    expect(back.snapshot.customers.map((customer) => customer.id)).toEqual(['customer-1']);
  });

  it('says why not when the job customer is gone and not kept', () => {
    const state = saveJob(
      {
        ...synced(),
        snapshot: derive({
          ...emptySnapshot(),
          customers: [],
          jobs: [mowing],
          series: [],
          payments: [],
        }),
      },
      { ...mowing, notes: 'x' },
      { op: 'updateJob', id: 'job-1', body: { description: 'x' } },
      null,
    );
    const gone = applyDeletedElsewhere(state, state.outbox[0]!, 'Not found');
    const [told] = refusedWrites(gone.refused, gone);
    expect(told?.restore).toBe('customerGone');
    expect(restoreRefused(gone, told!.seq, null)).toBe(gone);
  });
});

describe('payments as records in the replica (issue 23, decision 046)', () => {
  const payment = makePayment({ id: 'payment-1', jobId: 'job-1', amount: 40 });
  const wire = (id: string, amount: number) => ({
    id,
    job_id: 'job-1',
    amount,
    method: 'check' as const,
    paid_on: '2025-06-03',
    note: null,
    device_id: 'tablet',
    created_at: '2025-06-03T10:00:00.000Z',
  });

  it('adds a payment with its create in the outbox; the job sums its payments', () => {
    const next = savePaymentChanges(synced(), [payment], [], null);
    expect(next.outbox).toEqual([
      { seq: 1, op: 'createPayment', id: 'payment-1', record: payment },
    ]);
    expect(next.snapshot.jobs[0]).toMatchObject({ amountPaid: 40, paid: false });
    expect(next.snapshot.customers[0]?.totalUnpaid).toBe(100);
  });

  it('removes a payment never sent without a write, and one sent with a delete', () => {
    const added = savePaymentChanges(synced(), [payment], [], null);
    const dropped = savePaymentChanges(added, [], [payment], null);
    expect(dropped.outbox).toEqual([]);
    expect(dropped.snapshot.payments).toEqual([]);
    const sent = markAttempted(added, 1);
    const removed = savePaymentChanges(sent, [], [payment], null);
    expect(removed.outbox.map((entry) => [entry.op, entry.id])).toEqual([
      ['deletePayment', 'payment-1'],
    ]);
    expect(removed.snapshot.jobs[0]?.amountPaid).toBeUndefined();
  });

  it("takes another device's payments from a pull and adds them to this device's", () => {
    const mine = savePaymentChanges(synced(), [payment], [], null);
    const pulled = applyPage(mine, page({ payments: [wire('payment-2', 60)] }), now);
    expect(pulled.snapshot.payments.map((one) => one.id).sort()).toEqual([
      'payment-1',
      'payment-2',
    ]);
    expect(pulled.snapshot.jobs[0]).toMatchObject({
      paid: true,
      amountPaid: 100,
      paymentMethod: 'check',
    });
    const removed = applyPage(pulled, page({ deleted_payments: ['payment-2'] }), now);
    expect(removed.snapshot.jobs[0]).toMatchObject({ paid: false, amountPaid: 40 });
  });

  it('keeps a payment this device is removing away when a pull brings it', () => {
    const held = applyPage(synced(), page({ payments: [wire('payment-2', 60)] }), now);
    const removing = savePaymentChanges(held, [], [held.snapshot.payments[0]!], null);
    const again = applyPage(removing, page({ payments: [wire('payment-2', 60)] }), now);
    expect(again.snapshot.payments).toEqual([]);
  });

  it('drops a payment whose job was deleted elsewhere and tells the owner', () => {
    const added = savePaymentChanges(synced(), [payment], [], null);
    const entry = added.outbox[0]!;
    const gone = applyDeletedElsewhere(added, entry, 'The record was deleted on another device');
    expect(gone.snapshot.payments).toEqual([]);
    expect(refusedWrites(gone.refused)).toEqual([
      expect.objectContaining({ kind: 'payment', op: 'create', code: 'record_deleted' }),
    ]);
  });
});
