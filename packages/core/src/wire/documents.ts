import { z } from 'zod';
import { LANGUAGES } from '../constants.ts';
import {
  DOCUMENT_JOBS_MAX,
  DOCUMENT_KINDS,
  DOCUMENT_NOTE_MAX_CHARS,
  type InvoiceDocument,
} from '../documents.ts';
import { ID_MAX_CHARS, PROFILE_IMAGE_MAX_CHARS } from '../limits.ts';
import { PAYMENT_LINK_MAX_CHARS, isPaymentLink } from '../pay-now.ts';
import { CUSTOMER_ID, isoDate, isoTimestamp, JOB_ID, text } from './common.ts';
import { documentPhotoIds } from './photos.ts';

// Invoices and receipts on the wire (issue 15, decision 034). The client names the customer and
// the jobs; the server copies the lines, totals, business and customer into the document and
// gives it the owner's next number, so two devices never use one twice.

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
export const DOCUMENT_ID = new RegExp(`^document-${UUID}$`);

/** 128 random bits or more, base64url: 22 characters and up. */
export const SHARE_TOKEN = /^[A-Za-z0-9_-]{22,64}$/;

export const documentCreateBody = z.strictObject({
  id: text(ID_MAX_CHARS).regex(DOCUMENT_ID, 'id must look like document-<uuid>').optional(),
  kind: z.enum(DOCUMENT_KINDS, { error: 'must be invoice or receipt' }),
  customer_id: text(ID_MAX_CHARS).regex(CUSTOMER_ID, 'customer_id must look like customer-<uuid>'),
  job_ids: z
    .array(text(ID_MAX_CHARS).regex(JOB_ID, 'must look like job-<uuid>'))
    .min(1, 'must name at least one job')
    .max(DOCUMENT_JOBS_MAX, `must have at most ${DOCUMENT_JOBS_MAX} jobs`)
    .refine((ids) => new Set(ids).size === ids.length, 'must not repeat a job'),
  note: text(DOCUMENT_NOTE_MAX_CHARS).optional(),
  /** The day the owner made it (a draft made offline keeps it); default: today, UTC. */
  issued_date: isoDate.optional(),
  /** The app's language, for a customer who has none set (decision 024). */
  language: z.enum(LANGUAGES, { error: 'must be en or es' }).optional(),
  /** The photos it shows (issue 27): photos of its jobs, at most 20; absent: none. */
  photo_ids: documentPhotoIds.optional(),
});

const amount = z.number().min(0, 'must not be negative').max(1e9, 'is too large');

/**
 * A document of a backup file brought back (issue 15, decision 034): kept as it was issued,
 * number included; one without a number (a draft) or whose number the owner already uses gets
 * the next one. The customer must be the owner's.
 */
export const documentImportBody = z.strictObject({
  id: text(ID_MAX_CHARS).regex(DOCUMENT_ID, 'id must look like document-<uuid>'),
  kind: z.enum(DOCUMENT_KINDS, { error: 'must be invoice or receipt' }),
  number: z
    .string()
    .regex(/^(INV|REC)-\d{4,9}$/, 'must look like INV-0001 or REC-0001')
    .nullable()
    .optional(),
  customer_id: text(ID_MAX_CHARS).regex(CUSTOMER_ID, 'customer_id must look like customer-<uuid>'),
  job_ids: z.array(text(ID_MAX_CHARS)).max(DOCUMENT_JOBS_MAX),
  issued_date: isoDate,
  language: z.enum(LANGUAGES, { error: 'must be en or es' }),
  business: z.strictObject({
    name: text(200),
    phone: text(100),
    email: text(320),
    address: text(500),
    logo: text(PROFILE_IMAGE_MAX_CHARS).nullable(),
    payment_instructions: text(500),
    /** Decision 060: absent from files made before Pay now. */
    payment_link: text(PAYMENT_LINK_MAX_CHARS)
      .refine(isPaymentLink, 'must be an https link')
      .nullable()
      .optional(),
  }),
  customer: z.strictObject({
    name: text(200),
    phone: text(100),
    email: text(320),
    address: text(500),
  }),
  lines: z
    .array(
      z.strictObject({
        job_id: text(ID_MAX_CHARS),
        service: text(200),
        date: isoDate,
        amount,
        paid: amount,
      }),
    )
    .min(1, 'must have at least one line')
    .max(DOCUMENT_JOBS_MAX),
  total: amount,
  paid: amount,
  balance: amount,
  payment_method: text(40).nullable(),
  paid_at: text(40).nullable(),
  note: text(DOCUMENT_NOTE_MAX_CHARS),
  /** The photos it shows (issue 27); absent from files made before photos. */
  photo_ids: documentPhotoIds.optional(),
  /** When it was made; default: now. */
  created_at: text(40)
    .refine((value) => !Number.isNaN(Date.parse(value)), 'must be a date and time')
    .optional(),
});

export const documentListQuery = z.strictObject({
  customer_id: text(ID_MAX_CHARS).optional(),
});

export const shareTokenParam = z.strictObject({ token: text(64) });

/** POST /api/documents/{id}/share-expiry: when the link ends, or null for never (decision 057). */
export const shareExpiryBody = z.strictObject({
  expires_at: isoTimestamp.nullable(),
});
export type ShareExpiryBody = z.output<typeof shareExpiryBody>;

const line = z.object({
  job_id: z.string(),
  service: z.string(),
  date: z.string(),
  amount: z.number(),
  paid: z.number(),
});

export const serverDocument = z.object({
  id: z.string(),
  kind: z.enum(DOCUMENT_KINDS),
  number: z.string(),
  customer_id: z.string(),
  job_ids: z.array(z.string()),
  issued_date: z.string(),
  language: z.enum(LANGUAGES),
  business: z.object({
    name: z.string(),
    phone: z.string(),
    email: z.string(),
    address: z.string(),
    logo: z.string().nullable(),
    payment_instructions: z.string(),
    /** The owner's payment link when the document was made (decision 060); absent before it. */
    payment_link: z.string().nullable().optional(),
  }),
  customer: z.object({
    name: z.string(),
    phone: z.string(),
    email: z.string(),
    address: z.string(),
  }),
  lines: z.array(line),
  total: z.number(),
  paid: z.number(),
  balance: z.number(),
  payment_method: z.string().nullable(),
  paid_at: z.string().nullable(),
  note: z.string(),
  /** The public page's token; null once revoked. */
  share_token: z.string().nullable(),
  /** When the share link stops answering (ISO 8601); null or absent: never (decision 057). */
  share_expires_at: z.string().nullable().optional(),
  /** The photos of its jobs it shows (issue 27); absent from older servers. */
  photo_ids: z.array(z.string()).optional(),
  created_at: z.string(),
  updated_at: z.string(),
});

export type DocumentCreateBody = z.output<typeof documentCreateBody>;
export type DocumentImportBody = z.output<typeof documentImportBody>;
export type ServerDocument = z.output<typeof serverDocument>;

/** The app's document from the server's. */
export const toDocument = (row: ServerDocument): InvoiceDocument => ({
  id: row.id,
  kind: row.kind,
  number: row.number,
  customerId: row.customer_id,
  jobIds: row.job_ids,
  issuedDate: row.issued_date,
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
  lines: row.lines.map((item) => ({
    jobId: item.job_id,
    service: item.service,
    date: item.date,
    amount: item.amount,
    paid: item.paid,
  })),
  total: row.total,
  paid: row.paid,
  balance: row.balance,
  ...(row.payment_method ? { paymentMethod: row.payment_method } : {}),
  ...(row.paid_at ? { paidAt: row.paid_at } : {}),
  note: row.note,
  ...(row.share_token ? { shareToken: row.share_token } : {}),
  ...(row.share_expires_at ? { shareExpiresAt: row.share_expires_at } : {}),
  ...(row.photo_ids && row.photo_ids.length > 0 ? { photoIds: row.photo_ids } : {}),
  createdAt: row.created_at,
});
