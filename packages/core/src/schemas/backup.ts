// The backup file (spec §3, §5): JSON with a customers array and a jobs array of app records.
// Reading is forgiving where a field has an obvious default and strict where a wrong value
// would break a screen (ids, dates, money, status).
import { z } from 'zod';
import { GENERAL_SERVICE, LANGUAGES, UNKNOWN_CUSTOMER } from '../constants.ts';
import { isIsoDate } from '../dates.ts';
import { hasWholeCents, MONEY_MAX } from '../limits.ts';
import { DOCUMENT_KINDS, type InvoiceDocument } from '../documents.ts';
import { isPaymentLink } from '../pay-now.ts';
import type { Customer, Job, Payment } from '../entities.ts';
import { PAYMENT_ID, paymentFromServer, serverPayment } from '../wire/payments.ts';
import { isoDate as wireDay } from '../wire/common.ts';
import type { JobSeries } from '../recurrence.ts';
import { JOB_STATUSES, paymentStatusFromPaid } from '../status.ts';
import { QUOTE_ITEM_ID, type Quote } from '../quotes.ts';
import { businessProfileWire } from '../wire/profile.ts';
import {
  PHOTO_CAPTION_MAX_CHARS,
  PHOTO_CONTENT_TYPES,
  PHOTO_LABELS,
  SIGNER_NAME_MAX_CHARS,
  type Photo,
} from '../photos.ts';

// The photos' checks of the backup file, written here rather than taken from wire/photos.ts: the
// file's schemas are in the app's first load, the API's photo schemas are not.
const PHOTO_ID = /^photo-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const photoLabel = z.enum([...PHOTO_LABELS, 'signature']);
const photoContentType = z.enum(PHOTO_CONTENT_TYPES);
/** A document shows at most 20 photos, none twice (wire/photos.ts says the same). */
const documentPhotoIds = z
  .array(z.string().regex(PHOTO_ID))
  .max(20)
  .refine((ids) => new Set(ids).size === ids.length);
import type { BusinessProfile } from '../entities.ts';

/** The business profile as the server keeps it (the same checks), or nothing. */
export const backupProfileSchema = businessProfileWire.transform(
  (profile): BusinessProfile => profile,
);

const PAYMENT_METHOD_VALUES = ['cash', 'check', 'card', 'bank_transfer', 'other'] as const;

const text = z
  .string()
  .nullish()
  .transform((value) => value ?? '');

const textOr = (fallback: string) =>
  z
    .string()
    .nullish()
    .transform((value) => value || fallback);

const optionalString = z
  .string()
  .nullish()
  .transform((value) => value ?? undefined);

/** A check-in time: kept when it reads as a time, dropped otherwise (it is only informative). */
const optionalTimestamp = z
  .string()
  .refine((value) => !Number.isNaN(Date.parse(value)))
  .optional()
  .catch(undefined);

const money = z.number().min(0);

const optionalTime = z
  .unknown()
  .optional()
  .transform((value) =>
    typeof value === 'string' && /^([01]\d|2[0-3]):[0-5]\d$/.test(value) ? value : undefined,
  );

const optionalNumber = z
  .number()
  .min(0)
  .nullish()
  .transform((value) => value ?? undefined);

export const backupCustomerSchema = z.object({
  id: z.string().min(1),
  name: z.string().trim().min(1),
  email: text,
  phone: text,
  address: text,
  businessName: text,
  notes: text,
  serviceType: textOr(GENERAL_SERVICE),
  // An unknown language reads as none (the app's language) rather than refusing the customer.
  language: z.enum(LANGUAGES).optional().catch(undefined),
  createdDate: text,
  totalUnpaid: money.default(0),
  qrCodeUrl: optionalString,
}) satisfies z.ZodType<Customer, unknown>;

/** A job's sign-off in the file (issue 27): the signer's name, when, and the drawing's photo. */
const backupSignatureSchema = z.object({
  name: z.string().trim().min(1).max(SIGNER_NAME_MAX_CHARS),
  signedAt: z.string().refine((value) => !Number.isNaN(Date.parse(value))),
  photoId: z.string().regex(PHOTO_ID),
});

export const backupJobSchema = z
  .object({
    id: z.string().min(1),
    customerId: z.string().min(1),
    customerName: textOr(UNKNOWN_CUSTOMER),
    title: text,
    description: text,
    serviceType: textOr(GENERAL_SERVICE),
    scheduledDate: z.string().refine(isIsoDate),
    dueDate: optionalString,
    price: money,
    estimatedCost: optionalNumber,
    actualCost: optionalNumber,
    estimatedHours: optionalNumber,
    actualHours: optionalNumber,
    status: z.enum(JOB_STATUSES).default('scheduled'),
    // NOTE: spec §4 — paid is the source; an older file may carry only paymentStatus.
    paid: z.boolean().optional(),
    paymentStatus: z.enum(['paid', 'unpaid', 'pending']).optional(),
    notes: z.string().nullish(),
    completedDate: optionalString,
    completedAt: optionalString,
    arrivedAt: optionalTimestamp,
    finishedAt: optionalTimestamp,
    remindedAt: optionalTimestamp,
    createdDate: text,
    qrCodeUrl: optionalString,
    estimatedDuration: optionalNumber,
    // A start time that is not HH:mm is dropped, not a reason to refuse the file (decision 026).
    startTime: optionalTime,
    windowEnd: optionalTime,
    // Payments (decision 033): kept when they read well, dropped otherwise.
    amountPaid: optionalNumber.catch(undefined),
    paymentMethod: z.enum(PAYMENT_METHOD_VALUES).optional().catch(undefined),
    paidAt: optionalTimestamp,
    // Repeating visits (issue 14, backup version 2): absent from older files.
    seriesId: optionalString,
    seriesDate: z.string().refine(isIsoDate).optional().catch(undefined),
    skipped: z.boolean().optional().catch(undefined),
    // The customer's sign-off (issue 27): absent from older files, dropped when it does not read.
    signature: backupSignatureSchema.optional().catch(undefined),
  })
  .transform(({ paid, paymentStatus, notes, startTime, windowEnd, amountPaid, ...job }): Job => {
    const amount = job.actualCost ?? job.estimatedCost ?? job.price;
    const paidAmount = amountPaid === undefined ? undefined : Math.min(amountPaid, amount);
    // The paid flag follows a recorded paid amount, as everywhere else.
    const isPaid =
      paidAmount === undefined ? (paid ?? paymentStatus === 'paid') : paidAmount >= amount;
    return {
      ...job,
      ...(startTime ? { startTime } : {}),
      ...(startTime && windowEnd && windowEnd > startTime ? { windowEnd } : {}),
      ...(paidAmount === undefined ? {} : { amountPaid: paidAmount }),
      paid: isPaid,
      paymentStatus: paymentStatusFromPaid(isPaid),
      notes: notes ?? job.description,
    };
  });

const backupEndSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('never') }),
  z.object({ type: z.literal('count'), count: z.number().int().min(1).max(500) }),
  z.object({ type: z.literal('until'), date: z.string().refine(isIsoDate) }),
]);

/** A repeating job's series (issue 14): the backup file's version 2. */
export const backupSeriesSchema = z
  .object({
    id: z.string().min(1),
    customerId: z.string().min(1),
    serviceType: textOr(GENERAL_SERVICE),
    price: money,
    notes: text,
    startDate: z.string().refine(isIsoDate),
    startTime: optionalTime,
    windowEnd: optionalTime,
    rule: z.object({
      frequency: z.enum(['weekly', 'monthly']),
      interval: z.number().int().min(1).max(52),
      monthlyBy: z.enum(['dayOfMonth', 'weekdayOfMonth']).optional(),
      end: backupEndSchema,
    }),
    generatedThrough: z.string().refine(isIsoDate).nullable().catch(null),
    createdAt: text,
    updatedAt: text,
  })
  .transform(({ startTime, windowEnd, ...series }): JobSeries => ({
    ...series,
    ...(startTime ? { startTime } : {}),
    ...(startTime && windowEnd && windowEnd > startTime ? { windowEnd } : {}),
  }));

const documentLineSchema = z.object({
  jobId: z.string().min(1),
  service: text,
  date: z.string().refine(isIsoDate),
  amount: money,
  paid: money,
});

/**
 * An invoice or receipt (issue 15, decision 034) as the app keeps it: the number as issued
 * (null for a draft not numbered yet), the copied business and customer, lines and totals, and
 * the share link's token. Files from before documents have none; the list is optional.
 */
export const backupDocumentSchema = z
  .object({
    id: z.string().min(1),
    kind: z.enum(DOCUMENT_KINDS),
    number: z
      .string()
      .regex(/^(INV|REC)-\d{4,}$/)
      .nullable(),
    customerId: z.string().min(1),
    jobIds: z.array(z.string().min(1)),
    issuedDate: z.string().refine(isIsoDate),
    language: z.enum(LANGUAGES).catch('en'),
    business: z.object({
      name: text,
      phone: text,
      email: text,
      address: text,
      logo: optionalString,
      paymentInstructions: text,
      // Decision 060: absent from older files; a link that is not https is dropped.
      paymentLink: z.string().refine(isPaymentLink).optional().catch(undefined),
    }),
    customer: z.object({ name: text, phone: text, email: text, address: text }),
    lines: z.array(documentLineSchema).min(1),
    total: money,
    paid: money,
    balance: money,
    paymentMethod: optionalString,
    paidAt: optionalTimestamp,
    note: text,
    shareToken: z
      .string()
      .regex(/^[A-Za-z0-9_-]{22,64}$/)
      .optional()
      .catch(undefined),
    // The photos it shows (issue 27): absent from older files, dropped when they do not read.
    photoIds: documentPhotoIds.optional().catch(undefined),
    createdAt: text,
  })
  .transform(
    ({ business, paymentMethod, paidAt, shareToken, photoIds, ...document }): InvoiceDocument => ({
      ...document,
      ...(photoIds?.length ? { photoIds } : {}),
      business: {
        name: business.name,
        phone: business.phone,
        email: business.email,
        address: business.address,
        ...(business.logo ? { logo: business.logo } : {}),
        paymentInstructions: business.paymentInstructions,
        ...(business.paymentLink ? { paymentLink: business.paymentLink } : {}),
      },
      ...(paymentMethod ? { paymentMethod } : {}),
      ...(paidAt ? { paidAt } : {}),
      ...(shareToken ? { shareToken } : {}),
    }),
  );

/**
 * A payment of the backup file (issue 23, decision 046), written in the API's shape (snake_case);
 * the app's own shape is read too (an import hands the checked file on as app records).
 */
const checkedPayment = (payment: Payment): boolean =>
  PAYMENT_ID.test(payment.id) &&
  payment.jobId.length > 0 &&
  payment.amount > 0 &&
  payment.amount <= MONEY_MAX &&
  // Whole cents, floating point aside: 0.07 * 100 is 7.000000000000001.
  hasWholeCents(payment.amount) &&
  wireDay.safeParse(payment.paidOn).success;

export const backupPaymentSchema = z
  .union([
    serverPayment
      .extend({ note: z.string().nullish(), device_id: z.string().nullish() })
      .transform((wire) =>
        paymentFromServer({ ...wire, note: wire.note ?? null, device_id: wire.device_id ?? null }),
      ),
    z
      .object({
        id: z.string(),
        jobId: z.string(),
        amount: z.number(),
        method: z.enum(PAYMENT_METHOD_VALUES),
        paidOn: z.string(),
        note: z.string().nullish(),
        deviceId: z.string().nullish(),
        createdAt: z.string(),
      })
      .transform((app): Payment => ({
        ...app,
        note: app.note ?? null,
        deviceId: app.deviceId ?? null,
      })),
  ])
  .refine(checkedPayment);

const quoteItemSchema = z.object({
  id: z.string().regex(QUOTE_ITEM_ID),
  description: z.string().min(1),
  quantity: z.number().positive(),
  unitPrice: money,
  optional: z.boolean(),
});

const quoteAnswerSchema = z.discriminatedUnion('decision', [
  z.object({
    decision: z.literal('accepted'),
    at: z.string(),
    signerName: z.string(),
    signature: z.string(),
    chosenItemIds: z.array(z.string()),
    total: money,
  }),
  z.object({ decision: z.literal('declined'), at: z.string(), reason: text }),
]);

/**
 * A quote (issue 26) as the app keeps it: the number as issued (null for a draft made offline),
 * the copied business and customer, the items and the customer's answer. Files from before quotes
 * have none; the list is optional. The share link's token is not carried (an import makes a new one).
 */
export const backupQuoteSchema = z
  .object({
    id: z.string().min(1),
    number: z
      .string()
      .regex(/^Q-\d{4,}$/)
      .nullable(),
    customerId: z.string().min(1),
    issuedDate: z.string().refine(isIsoDate),
    validUntil: z.string().refine(isIsoDate),
    language: z.enum(LANGUAGES).catch('en'),
    business: z.object({
      name: text,
      phone: text,
      email: text,
      address: text,
      logo: optionalString,
      paymentInstructions: text,
      paymentLink: optionalString,
    }),
    customer: z.object({ name: text, phone: text, email: text, address: text }),
    // As the API takes them (core/wire/quotes.ts): a quote offers at least one item for sure,
    // and no item id twice, so a file's quote comes in the same in every mode.
    items: z
      .array(quoteItemSchema)
      .min(1)
      .refine((list) => new Set(list.map((item) => item.id)).size === list.length)
      .refine((list) => list.some((item) => !item.optional)),
    notes: text,
    repeat: z
      .object({ frequency: z.enum(['weekly', 'monthly']), interval: z.number().int().min(1) })
      .optional()
      .catch(undefined),
    sentAt: optionalTimestamp,
    viewedAt: optionalTimestamp,
    answer: quoteAnswerSchema.optional(),
    jobId: optionalString,
    seriesId: optionalString,
    shareExpiresAt: optionalTimestamp,
    createdAt: text,
    updatedAt: text,
  })
  .transform(
    ({ business, repeat, sentAt, viewedAt, answer, jobId, seriesId, ...quote }): Quote => ({
      ...quote,
      business: {
        name: business.name,
        phone: business.phone,
        email: business.email,
        address: business.address,
        ...(business.logo ? { logo: business.logo } : {}),
        paymentInstructions: business.paymentInstructions,
        ...(business.paymentLink ? { paymentLink: business.paymentLink } : {}),
      },
      ...(repeat ? { repeat } : {}),
      ...(sentAt ? { sentAt } : {}),
      ...(viewedAt ? { viewedAt } : {}),
      ...(answer ? { answer } : {}),
      ...(jobId ? { jobId } : {}),
      ...(seriesId ? { seriesId } : {}),
    }),
  );

/**
 * A photo's record in the file (issue 27, decision 069): written by the export with photos (.zip),
 * whose files sit beside the JSON. Not uploaded yet, whatever the file says: the device that
 * restores it uploads it.
 */
export const backupPhotoSchema = z
  .object({
    id: z.string().regex(PHOTO_ID),
    jobId: z.string().min(1),
    label: photoLabel,
    caption: z.string().max(PHOTO_CAPTION_MAX_CHARS).catch(''),
    contentType: photoContentType,
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    bytes: z.number().int().positive(),
    takenAt: z.string().refine((value) => !Number.isNaN(Date.parse(value))),
  })
  .transform((photo): Photo => ({ ...photo, uploaded: false }));

export const backupFileSchema = z.object({
  version: z.number().int().optional(),
  customers: z.array(backupCustomerSchema),
  jobs: z.array(backupJobSchema),
  series: z.array(backupSeriesSchema).optional(),
  /** Invoices and receipts (issue 15); absent from older files. */
  documents: z.array(backupDocumentSchema).optional(),
  /** The business profile (decision 049); absent from older files, dropped when it does not read. */
  profile: backupProfileSchema.optional().catch(undefined),
  /** Payments (issue 23); absent from older files, whose jobs carry what was paid. */
  payments: z.array(backupPaymentSchema).optional(),
  /** Quotes (issue 26); absent from older files. */
  quotes: z.array(backupQuoteSchema).optional(),
  /** The photos' records (issue 27): only in the export with photos (.zip). */
  photos: z.array(backupPhotoSchema).optional(),
});
export type BackupFile = z.output<typeof backupFileSchema>;
