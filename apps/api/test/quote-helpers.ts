// Quotes in the API tests (issue 26): the wire record as the tests expect it, and the requests
// both quote test files make.
import { randomUUID } from 'node:crypto';
import type { Owner, TestApp } from './helpers.ts';

// Written out on purpose, apart from core/wire's inferred type (as WireJob in helpers.ts).
export type WireQuote = {
  id: string;
  number: string;
  customer_id: string;
  issued_date: string;
  valid_until: string;
  language: 'en' | 'es';
  business: {
    name: string;
    phone: string;
    email: string;
    address: string;
    logo: string | null;
    payment_instructions: string;
    payment_link?: string | null;
  };
  customer: { name: string; phone: string; email: string; address: string };
  items: {
    id: string;
    description: string;
    quantity: number;
    unit_price: number;
    optional: boolean;
  }[];
  notes: string;
  repeat: { frequency: 'weekly' | 'monthly'; interval: number } | null;
  sent_at: string | null;
  viewed_at: string | null;
  answer:
    | {
        decision: 'accepted';
        at: string;
        signer_name: string;
        signature: string;
        chosen_item_ids: string[];
        total: number;
      }
    | { decision: 'declined'; at: string; reason: string }
    | null;
  job_id: string | null;
  series_id: string | null;
  share_token: string | null;
  share_expires_at: string | null;
  created_at: string;
  updated_at: string;
};

/** A 1×1 PNG, as signature_pad's toDataURL makes them (smaller). */
export const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** Mowing and edging always, hauling the clippings if the customer ticks it. */
export const ITEMS = [
  { id: 'mow', description: 'Mow the lawn', quantity: 1, unit_price: 45, optional: false },
  { id: 'edge', description: 'Edge the beds', quantity: 2, unit_price: 12.5, optional: false },
  { id: 'haul', description: 'Haul the clippings', quantity: 1, unit_price: 20, optional: true },
];

export const day = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

export function quoteCalls(t: TestApp) {
  const create = (who: Owner, payload: Record<string, unknown>) =>
    t.as(who, { method: 'POST', url: '/api/quotes', payload });

  /** A customer (with its language) and a quote for them; answers both. */
  const quoteFor = async (
    who: Owner,
    payload: Record<string, unknown> = {},
    customer: Record<string, unknown> = {},
  ) => {
    const made = await t.createCustomer(who, {
      name: `Rosa ${randomUUID().slice(0, 6)}`,
      ...customer,
    });
    const response = await create(who, { customer_id: made.id, items: ITEMS, ...payload });
    if (response.statusCode !== 201) throw new Error(`create quote failed: ${response.body}`);
    return { customer: made, quote: response.json<WireQuote>() };
  };

  const page = (token: string | null) => t.inject({ method: 'GET', url: `/q/${token}` });
  const accept = (token: string | null, payload: Record<string, unknown>) =>
    t.inject({ method: 'POST', url: `/q/${token}/accept`, payload });
  const decline = (token: string | null, payload: Record<string, unknown> = {}) =>
    t.inject({ method: 'POST', url: `/q/${token}/decline`, payload });

  return { create, quoteFor, page, accept, decline };
}
