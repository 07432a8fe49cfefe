// Quotes for the data layer's tests (issue 26): factories with overrides, and a stand-in for the
// server's quote calls, used only while the test server has none of its own (the server's quotes
// are built apart; once it answers GET /api/quotes, the tests talk to it instead).
import { formatQuoteNumber, type Quote } from '@jobtrack/core';
import {
  quoteCreateBody,
  quoteLinkBody,
  quoteUpdateBody,
  type ServerQuote,
} from '@jobtrack/core/wire';
import { z } from 'zod';

/** A 1 × 1 transparent PNG: the smallest signature the public page would store. */
export const TINY_SIGNATURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

export const makeQuote = (overrides: Partial<Quote> = {}): Quote => ({
  id: 'quote-00000000-0000-4000-8000-000000000001',
  number: 'Q-0001',
  customerId: 'customer-1',
  issuedDate: '2025-06-04',
  validUntil: '2025-07-04',
  language: 'en',
  business: { name: 'Green Co', phone: '', email: '', address: '', paymentInstructions: '' },
  customer: { name: 'Ana Lopez', phone: '555-0101', email: '', address: '1 Main St' },
  items: [
    { id: 'item-1', description: 'Lawn Mowing', quantity: 1, unitPrice: 50, optional: false },
    { id: 'item-2', description: 'Edging', quantity: 2, unitPrice: 10, optional: true },
  ],
  notes: '',
  createdAt: '2025-06-04T12:00:00.000Z',
  updatedAt: '2025-06-04T12:00:00.000Z',
  ...overrides,
});

/** The customer's yes on the public page, with the optional items ticked. */
export const acceptedBy = (quote: Quote, chosenItemIds: string[], total: number): Quote => ({
  ...quote,
  answer: {
    decision: 'accepted',
    at: '2025-06-05T09:00:00.000Z',
    signerName: quote.customer.name,
    signature: TINY_SIGNATURE,
    chosenItemIds,
    total,
  },
});

export const makeServerQuote = (overrides: Partial<ServerQuote> = {}): ServerQuote => ({
  id: 'quote-00000000-0000-4000-8000-000000000001',
  number: 'Q-0001',
  customer_id: 'customer-1',
  issued_date: '2025-06-04',
  valid_until: '2025-07-04',
  language: 'en',
  business: {
    name: 'Green Co',
    phone: '',
    email: '',
    address: '',
    logo: null,
    payment_instructions: '',
  },
  customer: { name: 'Ana Lopez', phone: '555-0101', email: '', address: '1 Main St' },
  items: [
    { id: 'item-1', description: 'Lawn Mowing', quantity: 1, unit_price: 50, optional: false },
  ],
  notes: '',
  repeat: null,
  sent_at: null,
  viewed_at: null,
  answer: null,
  job_id: null,
  series_id: null,
  share_token: 'tok_abcdefghijklmnopqrstuv',
  share_expires_at: null,
  created_at: '2025-06-04T12:00:00.000Z',
  updated_at: '2025-06-04T12:00:00.000Z',
  ...overrides,
});

const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

const refuse = (status: number, code: string, error: string) =>
  json(status, { success: false, error, code });

/**
 * The server's quote calls as the contract of docs/decisions/063 names them: bodies checked with
 * core's wire schemas, numbers Q-0001… without gaps, a create sent again answers the first quote.
 * `accept` is the customer's yes on the public page.
 */
export const createQuoteStandIn = () => {
  const quotes = new Map<string, ServerQuote>();
  let issued = 0;
  /** The calls answered, in order ("POST /api/quotes"). */
  const calls: string[] = [];
  const stamp = () => new Date().toISOString();

  const handle = (method: string, path: string, rawBody: unknown): Response => {
    calls.push(`${method} ${path.replace(/quote-[0-9a-f-]+/, ':id')}`);
    const body: unknown = typeof rawBody === 'string' ? JSON.parse(rawBody) : undefined;
    const [, , , id, action] = path.split('/');
    const check = <T>(schema: z.ZodType<T>) => schema.safeParse(body);
    if (method === 'POST' && !id) {
      const parsed = check(quoteCreateBody);
      if (!parsed.success) return refuse(400, 'validation_failed', parsed.error.message);
      const made = quotes.get(parsed.data.id ?? '');
      if (made) return json(200, made);
      const { data } = parsed;
      const quote = makeServerQuote({
        id: data.id ?? `quote-${crypto.randomUUID()}`,
        number: formatQuoteNumber(++issued),
        customer_id: data.customer_id,
        issued_date: data.issued_date ?? stamp().slice(0, 10),
        valid_until: data.valid_until ?? '2099-12-31',
        language: data.language ?? 'en',
        items: data.items,
        notes: data.notes ?? '',
        repeat: data.repeat ?? null,
        share_token: `tok_${crypto.randomUUID().replaceAll('-', '')}`,
        created_at: stamp(),
        updated_at: stamp(),
      });
      quotes.set(quote.id, quote);
      return json(201, quote);
    }
    const quote = id ? quotes.get(id) : undefined;
    if (!quote) return refuse(404, 'not_found', 'Quote not found');
    const save = (changes: Partial<ServerQuote>) => {
      const next = { ...quote, ...changes, updated_at: stamp() };
      quotes.set(quote.id, next);
      return json(200, next);
    };
    if (method === 'GET') return json(200, quote);
    if (method === 'DELETE') {
      quotes.delete(quote.id);
      return json(204);
    }
    if (method === 'PUT') {
      if (quote.answer) return refuse(409, 'quote_answered', 'The quote was answered');
      const parsed = check(quoteUpdateBody);
      if (!parsed.success) return refuse(400, 'validation_failed', parsed.error.message);
      return save(
        Object.fromEntries(Object.entries(parsed.data).filter(([, v]) => v !== undefined)),
      );
    }
    if (action === 'sent') return save({ sent_at: quote.sent_at ?? stamp() });
    if (action === 'revoke') return save({ share_token: null });
    if (action === 'share-expiry') {
      const parsed = check(z.strictObject({ expires_at: z.string().nullable() }));
      if (!parsed.success) return refuse(400, 'validation_failed', parsed.error.message);
      return save({ share_expires_at: parsed.data.expires_at });
    }
    if (action === 'link') {
      if (quote.answer?.decision !== 'accepted') {
        return refuse(409, 'quote_not_accepted', 'The quote is not accepted');
      }
      const parsed = check(quoteLinkBody);
      if (!parsed.success) return refuse(400, 'validation_failed', parsed.error.message);
      return save(
        'job_id' in parsed.data
          ? { job_id: parsed.data.job_id }
          : { series_id: parsed.data.series_id },
      );
    }
    return refuse(404, 'not_found', 'Route not found');
  };

  /** Quotes changed by the customer, for the next pull (the server's pull carries them). */
  let toPull: ServerQuote[] = [];

  /** The server's page with the quotes the customer changed since the last pull. */
  const withQuotes = async (response: Response, since: string | null): Promise<Response> => {
    if (toPull.length === 0 || (response.status !== 200 && response.status !== 304)) {
      return response;
    }
    const page =
      response.status === 304
        ? {
            cursor: since ?? '0',
            has_more: false,
            customers: [],
            jobs: [],
            deleted_customers: [],
            deleted_jobs: [],
          }
        : ((await response.json()) as Record<string, unknown>);
    const answer = json(200, { ...page, quotes: toPull });
    toPull = [];
    return answer;
  };

  return {
    calls,
    held: (id: string) => quotes.get(id),
    /** The customer accepts on the public page, ticking `chosen`. */
    accept(id: string, chosen: string[], total: number) {
      const quote = quotes.get(id)!;
      quotes.set(id, {
        ...quote,
        answer: {
          decision: 'accepted',
          at: stamp(),
          signer_name: quote.customer.name,
          signature: TINY_SIGNATURE,
          chosen_item_ids: chosen,
          total,
        },
      });
      toPull = [quotes.get(id)!];
    },
    /** A fetch that answers the quote calls and passes every other call to `next`. */
    fetch:
      (next: typeof fetch): typeof fetch =>
      async (input, init) => {
        const url = new URL(String(input));
        if (url.pathname === '/api/sync') {
          return withQuotes(await next(input, init), url.searchParams.get('since'));
        }
        if (!url.pathname.startsWith('/api/quotes')) return next(input, init);
        return handle(init?.method ?? 'GET', url.pathname, init?.body);
      },
  };
};
