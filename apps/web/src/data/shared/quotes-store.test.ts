// Quotes in the two device modes (demo and waitlist test mode), through the DataSource (issue 26,
// decision 063): numbered on the device, kept like documents, made into a job or a series.
import { DEFAULT_BUSINESS_PROFILE, quoteStatus } from '@jobtrack/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { safeStorage } from '#web/lib/storage.ts';
import { DataError, type DataSource, type NewQuote } from '../data-source.ts';
import { DECK_ACCEPTED, LAWN_SENT } from '../demo/demo-quotes.ts';
import { createDemoDataSource } from '../demo/demo-source.ts';
import { createLocalDataSource } from '../local/local-source.ts';
import { shown } from '#web/test/shown.ts';

// Tuesday 2025-06-03, 10:00 local time.
const now = () => new Date('2025-06-03T10:00:00');
const TODAY = '2025-06-03';

const modes: [string, () => DataSource][] = [
  ['demo', () => createDemoDataSource({ now, qrBaseUrl: 'https://jobtrack.app' })],
  ['local', () => createLocalDataSource({ now, qrBaseUrl: 'https://jobtrack.app' })],
];

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

const mowingQuote = async (source: DataSource): Promise<NewQuote> => {
  const [customer] = (await shown(source)).customers;
  return {
    customerId: customer!.id,
    items: [
      { id: 'item-1', description: 'Lawn Mowing', quantity: 1, unitPrice: 50, optional: false },
      { id: 'item-2', description: 'Edging', quantity: 2, unitPrice: 10, optional: true },
    ],
    notes: ' Front and back ',
    validUntil: '2025-07-03',
    appLanguage: 'es',
  };
};

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof DataError ? error.key : error),
  );

describe('the demo sample quotes', () => {
  it('hold an accepted quote (signed, an optional item ticked) and a sent one, dated from today', async () => {
    const { quotes } = await shown(modes[0]![1]());
    const accepted = quotes.find((quote) => quote.id === DECK_ACCEPTED)!;
    const sent = quotes.find((quote) => quote.id === LAWN_SENT)!;
    expect(quoteStatus(accepted, TODAY)).toBe('accepted');
    expect(accepted.answer).toMatchObject({
      decision: 'accepted',
      signerName: 'David Thompson',
      chosenItemIds: ['item-2'],
      total: 510,
    });
    expect(accepted.answer?.decision === 'accepted' && accepted.answer.signature).toMatch(
      /^data:image\/png;base64,iVBORw0KGgo/,
    );
    expect(quoteStatus(sent, TODAY)).toBe('sent');
    expect(sent.issuedDate).toBe('2025-06-01');
    expect(quotes.map((quote) => quote.number)).toEqual(['Q-0002', 'Q-0001']);
    expect(quotes.every((quote) => quote.shareToken === undefined)).toBe(true);
  });

  it('number the next quote after them, and come back with clear all', async () => {
    const source = modes[0]![1]();
    const made = await source.addQuote(await mowingQuote(source));
    expect(made.number).toBe('Q-0003');
    await source.clearAll();
    expect((await shown(source)).quotes.map((quote) => quote.id)).toEqual([
      LAWN_SENT,
      DECK_ACCEPTED,
    ]);
  });
});

describe.each(modes)('quotes in %s mode', (mode, create) => {
  it('numbers each new quote on the device, newest first, with no share link', async () => {
    const source = create();
    const input = await mowingQuote(source);
    const first = await source.addQuote(input);
    const second = await source.addQuote(input);
    const base = mode === 'demo' ? 2 : 0;
    expect([first.number, second.number]).toEqual([`Q-000${base + 1}`, `Q-000${base + 2}`]);
    expect(first).toMatchObject({ issuedDate: TODAY, notes: 'Front and back', language: 'es' });
    expect(first.shareToken).toBeUndefined();
    expect((await shown(source)).quotes.slice(0, 2).map((q) => q.id)).toEqual([
      second.id,
      first.id,
    ]);
  });

  it("copies the business with its payment link and instructions, for the accepted page's Pay now", async () => {
    const source = create();
    await source.saveProfile({
      ...DEFAULT_BUSINESS_PROFILE,
      businessName: 'Green Valley',
      paymentInstructions: 'Zelle to alex@greenvalley.com',
      paymentLink: 'https://paypal.me/greenvalley',
    });
    const quote = await source.addQuote(await mowingQuote(source));
    expect(quote.business).toMatchObject({
      name: 'Green Valley',
      paymentInstructions: 'Zelle to alex@greenvalley.com',
      paymentLink: 'https://paypal.me/greenvalley',
    });
  });

  it('changes an unanswered quote, marks it sent once, and never changes an answered one', async () => {
    const source = create();
    const quote = await source.addQuote(await mowingQuote(source));
    const changed = await source.updateQuote(quote.id, {
      notes: 'Back only',
      repeat: { frequency: 'weekly', interval: 2 },
    });
    expect(changed).toMatchObject({
      notes: 'Back only',
      repeat: { frequency: 'weekly', interval: 2 },
    });
    expect((await source.updateQuote(quote.id, { repeat: null })).repeat).toBeUndefined();
    const sent = await source.markQuoteSent(quote.id);
    expect(sent.sentAt).toBe(now().toISOString());
    expect(quoteStatus(sent, TODAY)).toBe('sent');
    expect(await refusal(source.updateQuote('quote-nope', { notes: 'x' }))).toBe('quotes.notFound');
    expect(await refusal(source.makeWorkFromQuote(quote.id, TODAY))).toBe('quotes.notAccepted');
  });

  it("deletes a quote, and a customer's quotes go with the customer", async () => {
    const source = create();
    const customer = await source.addCustomer({
      name: 'Ana Lopez',
      phone: '555-0101',
      address: '1 Main St',
      serviceType: 'Lawn Care',
    });
    const input = { ...(await mowingQuote(source)), customerId: customer.id };
    const kept = await source.addQuote(input);
    const dropped = await source.addQuote(input);
    await source.deleteQuote(dropped.id);
    expect((await shown(source)).quotes.map((q) => q.id)).toContain(kept.id);
    expect((await shown(source)).quotes.map((q) => q.id)).not.toContain(dropped.id);
    await source.deleteCustomer(customer.id);
    expect((await shown(source)).quotes.map((q) => q.id)).not.toContain(kept.id);
  });
});

describe('making work from an accepted quote (demo)', () => {
  it('makes a job with the accepted total, links it, and answers the link again', async () => {
    const source = modes[0]![1]();
    const made = await source.makeWorkFromQuote(DECK_ACCEPTED, TODAY);
    expect(made).toEqual({ jobId: expect.stringMatching(/^job-/) });
    const jobId = (made as { jobId: string }).jobId;
    const snapshot = await shown(source);
    expect(snapshot.jobs.find((job) => job.id === jobId)).toMatchObject({
      customerId: 'demo-customer-4',
      serviceType: 'Deck Staining',
      price: 510,
      scheduledDate: TODAY,
      notes: 'Two coats, cedar tone. Needs two dry days.',
      status: 'scheduled',
    });
    expect(snapshot.quotes.find((quote) => quote.id === DECK_ACCEPTED)?.jobId).toBe(jobId);
    expect(await source.makeWorkFromQuote(DECK_ACCEPTED, TODAY)).toEqual({ jobId });
    expect(
      (await shown(source)).jobs.filter((job) => job.serviceType === 'Deck Staining'),
    ).toHaveLength(1);
  });
});

describe('quotes kept in waitlist test mode', () => {
  it('stay through a reload, keep counting, and come back from a backup', async () => {
    const source = modes[1]![1]();
    const first = await source.addQuote(await mowingQuote(source));
    const reloaded = modes[1]![1]();
    expect((await shown(reloaded)).quotes.map((quote) => quote.number)).toEqual(['Q-0001']);
    expect((await reloaded.addQuote(await mowingQuote(reloaded))).number).toBe('Q-0002');

    const backup = await reloaded.exportData();
    expect(backup.quotes?.map((quote) => quote.number)).toEqual(['Q-0002', 'Q-0001']);
    await reloaded.clearAll();
    expect((await shown(reloaded)).quotes).toEqual([]);
    // The file goes through JSON, as a file does.
    await reloaded.importData(JSON.parse(JSON.stringify(backup)));
    const back = (await shown(reloaded)).quotes;
    expect(back.map((quote) => quote.number)).toEqual(['Q-0002', 'Q-0001']);
    expect(back.find((quote) => quote.id === first.id)).toEqual(first);
    expect((await reloaded.addQuote(await mowingQuote(reloaded))).number).toBe('Q-0003');
    expect(safeStorage.getString('jobtrack_quotes:local')).toContain(first.id);
  });
});
