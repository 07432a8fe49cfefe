// The backup import on the wire (decision 049): POST /api/import takes one chunk of records of
// one kind, each created under its own id, so a chunk sent twice (a retry, a lost answer) writes
// nothing the second time. A big backup goes as many chunks; the body limit holds one chunk.
import { z } from 'zod';
import { ID_MAX_CHARS } from '../limits.ts';
import { customerCreateBody } from './customers.ts';
import { documentImportBody } from './documents.ts';
import { quoteImportBody } from './quotes.ts';
import { isoDate, isoTimestamp, JOB_ID, text, CUSTOMER_ID } from './common.ts';
import { finishAfterArrival, FINISH_BEFORE_ARRIVAL, jobCreateFields } from './jobs.ts';
import { PAYMENT_ID, paymentCreateBody } from './payments.ts';
import { photoCreateBody } from './photos.ts';
import { endNotBeforeStart, SERIES_ID, seriesCreateFields } from './series.ts';

/**
 * The record kinds of a backup, in the order they are imported: what a record points at comes
 * before it (a series and a job name a customer, a job its series, a payment and a document their
 * jobs, a quote its customer and the job or series made from it, a photo its job). A new kind of record is one more entry here, one record schema below and one importer on
 * the server.
 */
export const IMPORT_KINDS = [
  'customers',
  'series',
  'jobs',
  'payments',
  'documents',
  'quotes',
  'photos',
] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/** At most this many records in one chunk. */
export const IMPORT_CHUNK_MAX_RECORDS = 500;
/** A chunk's body limit: a few hundred records, or one document with a large logo. */
export const IMPORT_BODY_LIMIT_BYTES = 1024 * 1024;

/** When a record was made, as it was kept: an import keeps it, so the export reads the same. */
const madeAt = { created_at: isoTimestamp.optional() };

export const customerImportRecord = customerCreateBody.extend({
  id: text(ID_MAX_CHARS).regex(CUSTOMER_ID, 'id must look like customer-<uuid>'),
  ...madeAt,
});

export const seriesImportRecord = z
  .strictObject({
    ...seriesCreateFields,
    id: text(ID_MAX_CHARS).regex(SERIES_ID, 'id must look like series-<uuid>'),
    // How far the visits were made: the visits themselves are jobs of the same backup.
    generated_through: isoDate.nullable().optional(),
    updated_at: isoTimestamp.optional(),
    ...madeAt,
  })
  .refine(...endNotBeforeStart);

export const jobImportRecord = z
  .strictObject({
    ...jobCreateFields,
    id: text(ID_MAX_CHARS).regex(JOB_ID, 'id must look like job-<uuid>'),
    // A visit of a repeating job keeps its series, the rule's date and whether it was skipped.
    series_id: text(ID_MAX_CHARS).regex(SERIES_ID, 'must look like series-<uuid>').nullish(),
    series_date: isoDate.nullish(),
    skipped: z.boolean().optional(),
    ...madeAt,
  })
  .refine(finishAfterArrival, FINISH_BEFORE_ARRIVAL);

/**
 * A payment as it was recorded (decision 046): its id (a file from before payments were records
 * gets ids made from its jobs' on the device), amount, method, day, note, device and when it was
 * recorded. Its job's paid fields are worked out from its payments, not sent.
 */
export const paymentImportRecord = paymentCreateBody.extend({
  id: text(ID_MAX_CHARS).regex(PAYMENT_ID, 'id must look like payment-<uuid>'),
});

/** The schema of one record of each kind (the server checks each record on its own). */
export const IMPORT_RECORDS = {
  customers: customerImportRecord,
  series: seriesImportRecord,
  jobs: jobImportRecord,
  payments: paymentImportRecord,
  documents: documentImportBody,
  quotes: quoteImportBody,
  // Photos (issue 27): the records; their files follow as uploads (PUT /api/photos/{id}/image).
  photos: photoCreateBody,
} as const satisfies Record<ImportKind, z.ZodType>;

/** POST /api/import. Records are checked one by one: a bad record is refused, not the chunk. */
export const importChunkBody = z.strictObject({
  kind: z.enum(IMPORT_KINDS),
  records: z.array(z.unknown()).min(1).max(IMPORT_CHUNK_MAX_RECORDS),
});

/**
 * What became of each record, in the chunk's order: created now, kept (the owner already had
 * that id; left as it is), deleted (the owner deleted that id: it stays deleted, decision 002) or
 * refused (with why: it does not read, its customer is unknown, it clashes with a kept record).
 */
export const importOutcome = z.enum(['created', 'kept', 'deleted', 'refused']);
export const importChunkAnswer = z.object({
  results: z.array(
    z.object({ id: z.string(), outcome: importOutcome, error: z.string().optional() }),
  ),
});

export type ImportChunkBody = z.output<typeof importChunkBody>;
export type ImportOutcome = z.output<typeof importOutcome>;
export type ImportChunkAnswer = z.output<typeof importChunkAnswer>;
export type CustomerImportRecord = z.output<typeof customerImportRecord>;
export type SeriesImportRecord = z.output<typeof seriesImportRecord>;
export type JobImportRecord = z.output<typeof jobImportRecord>;
export type PaymentImportRecord = z.output<typeof paymentImportRecord>;
