import { z } from 'zod';
import { LANGUAGES } from '../constants.ts';
import { ID_MAX_CHARS, PROFILE_IMAGE_MAX_CHARS } from '../limits.ts';
import {
  QUOTE_DECLINE_REASON_MAX_CHARS,
  QUOTE_ITEM_DESCRIPTION_MAX_CHARS,
  QUOTE_ITEM_ID,
  QUOTE_ITEMS_MAX,
  QUOTE_NOTES_MAX_CHARS,
  QUOTE_QUANTITY_MAX,
  QUOTE_SIGNATURE_MAX_CHARS,
  QUOTE_SIGNER_NAME_MAX_CHARS,
  type Quote,
} from '../quotes.ts';
import { RECURRENCE_LIMITS } from '../recurrence.ts';
import { SERIES_ID } from './series.ts';
import { CUSTOMER_ID, isoDate, isoTimestamp, JOB_ID, money, text } from './common.ts';
import { conflictsField } from './merge.ts';

// Quotes on the wire (issue 26, decision 061). The client makes the quote's id and items; the
// server copies the business and the customer into it and gives it the owner's next number
// (Q-0001) without gaps, as it does for invoices (decision 034). The customer's answer comes
// only from the public page (/q/{token}); the owner's devices read it through the sync pull.

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
export const QUOTE_ID = new RegExp(`^quote-${UUID}$`);

export const quoteItemWire = z.strictObject({
  id: z.string().regex(QUOTE_ITEM_ID, 'must be 1 to 40 lowercase letters, digits or dashes'),
  description: text(QUOTE_ITEM_DESCRIPTION_MAX_CHARS).refine(
    (value) => value.trim() !== '',
    'must not be empty',
  ),
  quantity: z
    .number()
    .positive('must be more than 0')
    .max(QUOTE_QUANTITY_MAX, `must be at most ${QUOTE_QUANTITY_MAX}`)
    .refine((value) => Number.isInteger(value * 100), 'must have at most 2 decimals'),
  unit_price: money,
  optional: z.boolean(),
});

const items = z
  .array(quoteItemWire)
  .min(1, 'must have at least one item')
  .max(QUOTE_ITEMS_MAX, `must have at most ${QUOTE_ITEMS_MAX} items`)
  .refine(
    (list) => new Set(list.map((item) => item.id)).size === list.length,
    'must not repeat an item id',
  )
  .refine((list) => list.some((item) => !item.optional), 'must have an item that is not optional');

export const quoteRepeatWire = z.strictObject({
  frequency: z.enum(['weekly', 'monthly'], { error: 'must be weekly or monthly' }),
  interval: z
    .number()
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(
      RECURRENCE_LIMITS.weeklyInterval.max,
      `must be at most ${RECURRENCE_LIMITS.weeklyInterval.max}`,
    ),
});

const notes = text(QUOTE_NOTES_MAX_CHARS);

/** POST /api/quotes: a new quote; numbered by the server. */
export const quoteCreateBody = z.strictObject({
  id: text(ID_MAX_CHARS).regex(QUOTE_ID, 'id must look like quote-<uuid>').optional(),
  customer_id: text(ID_MAX_CHARS).regex(CUSTOMER_ID, 'customer_id must look like customer-<uuid>'),
  items,
  notes: notes.optional(),
  /** The day the owner made it (a draft made offline keeps it); default: today, UTC. */
  issued_date: isoDate.optional(),
  /** Default: issued_date + QUOTE_VALID_DAYS. Must not be before issued_date. */
  valid_until: isoDate.optional(),
  repeat: quoteRepeatWire.nullable().optional(),
  /** The app's language, for a customer who has none set. */
  language: z.enum(LANGUAGES, { error: 'must be en or es' }).optional(),
});

/** GET /api/quotes: optionally one customer's. */
export const quoteListQuery = z.strictObject({
  customer_id: text(ID_MAX_CHARS).optional(),
});

/** PUT /api/quotes/{id}: the owner's changes while it is unanswered (409 quote_answered after). */
export const quoteUpdateBody = z.strictObject({
  items: items.optional(),
  notes: notes.optional(),
  valid_until: isoDate.optional(),
  repeat: quoteRepeatWire.nullable().optional(),
  base: z
    .strictObject({
      items: z.unknown().optional(),
      notes: z.unknown().optional(),
      valid_until: z.unknown().optional(),
      repeat: z.unknown().optional(),
    })
    .optional()
    .describe('The values this device last saw of the fields it changes (decision 047).'),
});

/** POST /api/quotes/{id}/link: the job or the series made from an accepted quote. */
export const quoteLinkBody = z.union([
  z.strictObject({ job_id: text(ID_MAX_CHARS).regex(JOB_ID, 'must look like job-<uuid>') }),
  z.strictObject({
    series_id: text(ID_MAX_CHARS).regex(SERIES_ID, 'must look like series-<uuid>'),
  }),
]);

/** The customer's answer on the public page. */
export const quoteAcceptBody = z.strictObject({
  name: text(QUOTE_SIGNER_NAME_MAX_CHARS).refine((value) => value.trim() !== '', 'is required'),
  /** A PNG data URL, at most QUOTE_SIGNATURE_MAX_BYTES bytes. */
  signature: z
    .string()
    .max(QUOTE_SIGNATURE_MAX_CHARS, 'is too large')
    .regex(/^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/, 'must be a PNG image data URL'),
  /** The optional items ticked. */
  items: z.array(z.string().regex(QUOTE_ITEM_ID)).max(QUOTE_ITEMS_MAX),
});
export const quoteDeclineBody = z.strictObject({
  reason: text(QUOTE_DECLINE_REASON_MAX_CHARS).optional(),
});

const business = z.object({
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  address: z.string(),
  logo: z.string().nullable(),
  payment_instructions: z.string(),
  payment_link: z.string().nullable().optional(),
});
const customer = z.object({
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  address: z.string(),
});

export const quoteAnswerWire = z.discriminatedUnion('decision', [
  z.object({
    decision: z.literal('accepted'),
    at: z.string(),
    signer_name: z.string(),
    signature: z.string(),
    chosen_item_ids: z.array(z.string()),
    total: z.number(),
  }),
  z.object({ decision: z.literal('declined'), at: z.string(), reason: z.string() }),
]);

export const serverQuote = z.object({
  id: z.string(),
  number: z.string(),
  customer_id: z.string(),
  issued_date: z.string(),
  valid_until: z.string(),
  language: z.enum(LANGUAGES),
  business,
  customer,
  items: z.array(
    z.object({
      id: z.string(),
      description: z.string(),
      quantity: z.number(),
      unit_price: z.number(),
      optional: z.boolean(),
    }),
  ),
  notes: z.string(),
  repeat: z.object({ frequency: z.enum(['weekly', 'monthly']), interval: z.number() }).nullable(),
  sent_at: z.string().nullable(),
  viewed_at: z.string().nullable(),
  answer: quoteAnswerWire.nullable(),
  job_id: z.string().nullable(),
  series_id: z.string().nullable(),
  /** The public page's token; null once revoked. */
  share_token: z.string().nullable(),
  share_expires_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});

/** PUT /api/quotes/{id}'s answer: the quote, and the fields another device changed meanwhile. */
export const quoteUpdateAnswer = serverQuote.extend(conflictsField);

/**
 * A quote of a backup file brought back: kept as it was (number, answer and signature
 * included); one whose number the owner already uses gets the next one. A fresh share token is
 * made. The customer must be the owner's; job_id and series_id are kept only when the owner has them.
 */
export const quoteImportBody = z.strictObject({
  id: text(ID_MAX_CHARS).regex(QUOTE_ID, 'id must look like quote-<uuid>'),
  number: z
    .string()
    .regex(/^Q-\d{4,9}$/, 'must look like Q-0001')
    .nullable()
    .optional(),
  customer_id: text(ID_MAX_CHARS).regex(CUSTOMER_ID, 'customer_id must look like customer-<uuid>'),
  issued_date: isoDate,
  valid_until: isoDate,
  language: z.enum(LANGUAGES, { error: 'must be en or es' }),
  business: z.strictObject({
    name: text(200),
    phone: text(100),
    email: text(320),
    address: text(500),
    logo: text(PROFILE_IMAGE_MAX_CHARS).nullable(),
    payment_instructions: text(500),
    payment_link: text(500).nullable().optional(),
  }),
  customer: z.strictObject({
    name: text(200),
    phone: text(100),
    email: text(320),
    address: text(500),
  }),
  items,
  notes,
  repeat: quoteRepeatWire.nullable(),
  sent_at: isoTimestamp.nullable(),
  viewed_at: isoTimestamp.nullable(),
  answer: z
    .discriminatedUnion('decision', [
      z.strictObject({
        decision: z.literal('accepted'),
        at: isoTimestamp,
        signer_name: text(QUOTE_SIGNER_NAME_MAX_CHARS),
        signature: quoteAcceptBody.shape.signature,
        chosen_item_ids: z.array(z.string().regex(QUOTE_ITEM_ID)).max(QUOTE_ITEMS_MAX),
        total: money,
      }),
      z.strictObject({
        decision: z.literal('declined'),
        at: isoTimestamp,
        reason: text(QUOTE_DECLINE_REASON_MAX_CHARS),
      }),
    ])
    .nullable(),
  job_id: text(ID_MAX_CHARS).nullable(),
  series_id: text(ID_MAX_CHARS).nullable(),
  created_at: isoTimestamp.optional(),
});

export type QuoteCreateBody = z.output<typeof quoteCreateBody>;
export type QuoteUpdateBody = z.output<typeof quoteUpdateBody>;
export type QuoteLinkBody = z.output<typeof quoteLinkBody>;
export type QuoteAcceptBody = z.output<typeof quoteAcceptBody>;
export type QuoteDeclineBody = z.output<typeof quoteDeclineBody>;
export type QuoteImportBody = z.output<typeof quoteImportBody>;
export type ServerQuote = z.output<typeof serverQuote>;

/** The app's quote from the server's. */
export const toQuote = (row: ServerQuote): Quote => ({
  id: row.id,
  number: row.number,
  customerId: row.customer_id,
  issuedDate: row.issued_date,
  validUntil: row.valid_until,
  language: row.language,
  business: {
    name: row.business.name,
    phone: row.business.phone,
    email: row.business.email,
    address: row.business.address,
    ...(row.business.logo ? { logo: row.business.logo } : {}),
    paymentInstructions: row.business.payment_instructions,
    ...(row.business.payment_link ? { paymentLink: row.business.payment_link } : {}),
  },
  customer: row.customer,
  items: row.items.map((item) => ({
    id: item.id,
    description: item.description,
    quantity: item.quantity,
    unitPrice: item.unit_price,
    optional: item.optional,
  })),
  notes: row.notes,
  ...(row.repeat ? { repeat: row.repeat } : {}),
  ...(row.sent_at ? { sentAt: row.sent_at } : {}),
  ...(row.viewed_at ? { viewedAt: row.viewed_at } : {}),
  ...(row.answer
    ? {
        answer:
          row.answer.decision === 'accepted'
            ? {
                decision: 'accepted' as const,
                at: row.answer.at,
                signerName: row.answer.signer_name,
                signature: row.answer.signature,
                chosenItemIds: row.answer.chosen_item_ids,
                total: row.answer.total,
              }
            : { decision: 'declined' as const, at: row.answer.at, reason: row.answer.reason },
      }
    : {}),
  ...(row.job_id ? { jobId: row.job_id } : {}),
  ...(row.series_id ? { seriesId: row.series_id } : {}),
  ...(row.share_token ? { shareToken: row.share_token } : {}),
  ...(row.share_expires_at ? { shareExpiresAt: row.share_expires_at } : {}),
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

/** The items as the server keeps them, from the app's. */
export const quoteItemsToServer = (list: readonly Quote['items'][number][]) =>
  list.map((item) => ({
    id: item.id,
    description: item.description,
    quantity: item.quantity,
    unit_price: item.unitPrice,
    optional: item.optional,
  }));
