// Import and clear-all against the server (spec §5, §7): the whole backup is checked before the
// first request, then sent in chunks (decision 049), every record with its own id, so a resent
// chunk or a re-run never duplicates.
import { documentFiguresToServer } from '@jobtrack/core';
import type {
  BackupSkipped,
  BackupSkipReason,
  Customer,
  InvoiceDocument,
  Job,
  JobSeries,
  Payment,
  Quote,
  ServerCustomer,
} from '@jobtrack/core';
import {
  IMPORT_BODY_LIMIT_BYTES,
  IMPORT_CHUNK_MAX_RECORDS,
  IMPORT_KINDS,
  IMPORT_RECORDS,
  isoTimestamp,
  type ImportChunkAnswer,
  type ImportKind,
} from '@jobtrack/core/wire';
import { HttpError, isNetworkError, type HttpClient } from '#web/lib/http.ts';
import type { BackupData, ImportCounts } from '../data-source.ts';
import { backupPayments } from '../shared/backup.ts';
import { deleteOnServer, type SyncEngine } from './api-sync.ts';
import {
  customerCreateWire,
  jobCreateWire,
  paymentCreateWire,
  quoteImportWire,
  seriesCreateWire,
  serverCustomerId,
  serverJobId,
  serverPaymentId,
  serverQuoteId,
  serverSeriesId,
} from './api-wire.ts';

export type TransferContext = {
  http: HttpClient;
  engine: Pick<SyncEngine, 'onlineOnly' | 'drain'>;
  knownCustomerIds: () => ReadonlySet<string>;
  /** Empties the device's records and their waiting writes (they would bring cleared records back). */
  clearLocal: () => Promise<unknown>;
};

/** A backup's document as the server's import takes it (issue 15, decision 034). */
const documentImportWire = (
  document: InvoiceDocument,
  customerId: string,
  jobId: (id: string) => string,
) => ({
  id: document.id,
  kind: document.kind,
  number: document.number,
  customer_id: customerId,
  job_ids: document.jobIds.map(jobId),
  issued_date: document.issuedDate,
  language: document.language,
  business: {
    name: document.business.name,
    phone: document.business.phone,
    email: document.business.email,
    address: document.business.address,
    logo: document.business.logo ?? null,
    payment_instructions: document.business.paymentInstructions,
    payment_link: document.business.paymentLink ?? null,
  },
  customer: document.customer,
  ...documentFiguresToServer(document, jobId),
  note: document.note,
  ...(document.createdAt ? { created_at: document.createdAt } : {}),
});

/** After this many deleted generations of one record, the import gives up on it. */
const MAX_GENERATIONS = 50;
/** A chunk's records stay under this many bytes of JSON, below the server's body limit. */
const CHUNK_BYTES = Math.floor(IMPORT_BODY_LIMIT_BYTES * 0.8);
/** Waits before sending a chunk again after no answer or a server error (then it gives up). */
const CHUNK_RETRY_MS = [1_000, 2_000, 5_000, 10_000, 20_000] as const;

/** The id each record of the file lives under on the server, by kind (file id → server id). */
type Placed = Record<ImportKind, Map<string, string>>;

type Skip = (reason: BackupSkipReason) => void;

/**
 * How one kind of record of the backup goes to the server (decision 049). Adding a kind to the
 * backup is one more entry of RECORD_KINDS: its records, its server id, and its
 * wire record built from the ids its references were placed under.
 */
type RecordKind<T> = {
  kind: ImportKind;
  /** The report's kind, for kinds the owner is told about record by record. */
  reported?: keyof BackupSkipped;
  records: (backup: BackupData) => readonly T[];
  fileId: (record: T) => string;
  /** A server-shaped id for the file's id; null: the kind is never brought back once deleted. */
  serverId: ((id: string) => string) | null;
  /** The record's wire body under `id`, or the reason it cannot go (what it names is missing). */
  toWire: (record: T, id: string, placed: Placed) => Record<string, unknown> | BackupSkipReason;
};

const recordKind = <T>(kind: RecordKind<T>) => kind as unknown as RecordKind<unknown>;

/** A time the server keeps as it was when it reads as one (an older file may hold a day). */
const madeAt = (field: string, value: string | undefined) =>
  value && isoTimestamp.safeParse(value).success ? { [field]: value } : {};

const RECORD_KINDS = [
  recordKind<Customer>({
    kind: 'customers',
    reported: 'customers',
    records: (backup) => backup.customers,
    fileId: (customer) => customer.id,
    serverId: serverCustomerId,
    toWire: (customer, id) => ({
      ...customerCreateWire({ ...customer, id }),
      ...madeAt('created_at', customer.createdDate),
    }),
  }),
  recordKind<JobSeries>({
    kind: 'series',
    records: (backup) => backup.series ?? [],
    fileId: (series) => series.id,
    serverId: serverSeriesId,
    toWire: (series, id, placed) => {
      const customerId = placed.customers.get(series.customerId);
      if (!customerId) return 'unknownCustomer';
      return {
        ...seriesCreateWire({ ...series, id, customerId }),
        generated_through: series.generatedThrough,
        ...madeAt('created_at', series.createdAt),
        ...madeAt('updated_at', series.updatedAt),
      };
    },
  }),
  recordKind<Job>({
    kind: 'jobs',
    reported: 'jobs',
    records: (backup) => backup.jobs,
    fileId: (job) => job.id,
    serverId: serverJobId,
    toWire: (job, id, placed) => {
      const customerId = placed.customers.get(job.customerId);
      if (!customerId) return 'unknownCustomer';
      // A visit whose series was left out stays, as an ordinary job.
      const seriesId = job.seriesId ? placed.series.get(job.seriesId) : undefined;
      return {
        ...jobCreateWire({ ...job, id, customerId }),
        ...(seriesId ? { series_id: seriesId, series_date: job.seriesDate ?? null } : {}),
        ...(job.skipped ? { skipped: true } : {}),
        ...madeAt('created_at', job.createdDate),
      };
    },
  }),
  recordKind<Payment>({
    kind: 'payments',
    // A file from before payments were records: one per paid job, its id made from the job's.
    records: backupPayments,
    fileId: (payment) => payment.id,
    serverId: serverPaymentId,
    toWire: (payment, id, placed) => {
      // Its job was left out: so is the payment (not reported; the job is).
      const jobId = placed.jobs.get(payment.jobId);
      if (!jobId) return 'invalidRecord';
      const { created_at: _recorded, ...body } = paymentCreateWire({ ...payment, id, jobId });
      return { ...body, ...madeAt('created_at', payment.createdAt) };
    },
  }),
  recordKind<InvoiceDocument>({
    kind: 'documents',
    records: (backup) => backup.documents ?? [],
    fileId: (document) => document.id,
    // A document deleted here stays deleted (decision 034).
    serverId: null,
    toWire: (document, id, placed) => {
      const customerId = placed.customers.get(document.customerId);
      if (!customerId) return 'unknownCustomer';
      const jobId = (file: string) => placed.jobs.get(file) ?? serverJobId(file);
      return { ...documentImportWire({ ...document, id }, customerId, jobId) };
    },
  }),
  recordKind<Quote>({
    kind: 'quotes',
    records: (backup) => backup.quotes ?? [],
    fileId: (quote) => quote.id,
    // A quote deleted here stays deleted, as a document does.
    serverId: null,
    toWire: (quote, id, placed) => {
      const customerId = placed.customers.get(quote.customerId);
      if (!customerId) return 'unknownCustomer';
      // The job or series made from it, when they came in too.
      const jobId = (quote.jobId && placed.jobs.get(quote.jobId)) || null;
      const seriesId = (quote.seriesId && placed.series.get(quote.seriesId)) || null;
      return quoteImportWire(quote, { id: serverQuoteId(id), customerId, jobId, seriesId });
    },
  }),
];

/** Splits the bodies into chunks under the record and byte limits of one request. */
const chunksOf = (bodies: readonly Record<string, unknown>[]) => {
  const encoder = new TextEncoder();
  const chunks: Record<string, unknown>[][] = [];
  let chunk: Record<string, unknown>[] = [];
  let bytes = 0;
  for (const body of bodies) {
    const size = encoder.encode(JSON.stringify(body)).byteLength + 1;
    if (
      chunk.length > 0 &&
      (chunk.length >= IMPORT_CHUNK_MAX_RECORDS || bytes + size > CHUNK_BYTES)
    ) {
      chunks.push(chunk);
      chunk = [];
      bytes = 0;
    }
    chunk.push(body);
    bytes += size;
  }
  if (chunk.length > 0) chunks.push(chunk);
  return chunks;
};

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** No answer, a server error, a timeout or a rate limit: the same chunk is sent again. */
const isWorthRetrying = (error: unknown) =>
  isNetworkError(error) ||
  (error instanceof HttpError && (error.status >= 500 || [408, 429].includes(error.status)));

/**
 * Sends one chunk; a chunk sent again after a lost answer writes nothing twice (every record
 * has its id), so it is retried a few times before the import gives up.
 */
const sendChunk = async (
  http: HttpClient,
  kind: ImportKind,
  records: readonly Record<string, unknown>[],
): Promise<ImportChunkAnswer['results']> => {
  for (let attempt = 0; ; attempt++) {
    try {
      const answer = await http.request<ImportChunkAnswer>('/api/import', {
        method: 'POST',
        body: { kind, records },
      });
      return answer.results;
    } catch (error) {
      const delay = CHUNK_RETRY_MS[attempt];
      if (delay === undefined || !isWorthRetrying(error)) throw error;
      await wait(
        error instanceof HttpError && error.retryAfterSeconds
          ? error.retryAfterSeconds * 1_000
          : delay,
      );
    }
  }
};

/** The next id of a deleted record's fixed chain: `<id>#1`, `<id>#2`, … made into server ids. */
const generationId = (serverId: (id: string) => string, first: string, generation: number) =>
  generation === 0 ? first : serverId(`${first}#${generation}`);

/**
 * Imports what the server will take, kind after kind, in chunks (decision 049): a record the
 * server's schema refuses (say, a name longer than it stores) is skipped and reported, with the
 * jobs of a skipped customer (issue 10: import every valid record, report the rest). Records the
 * owner already has (same id) are left as they are. The server refuses for good an id the owner
 * deleted (a replayed create never brings a record back); a backup imported after a clear-all
 * brings its records back under the next id of a fixed chain instead, so importing the same file
 * again still makes no duplicate. A connection lost for good half-way leaves part of the backup
 * in; importing the same file again completes it.
 */
export const importToServer = async (
  context: TransferContext,
  data: BackupData,
  onProgress: (fraction: number) => void = () => undefined,
): Promise<ImportCounts> => {
  const { validateBackup } = await import('../shared/backup-validation.ts');
  const backup = validateBackup(data, context.knownCustomerIds());
  const skipped: BackupSkipped = { customers: {}, jobs: {} };
  const kinds: ImportKind[] = [...IMPORT_KINDS];
  const placed = Object.fromEntries(kinds.map((kind) => [kind, new Map()])) as Placed;
  const total = RECORD_KINDS.reduce((sum, entry) => sum + entry.records(backup).length, 0);
  let done = 0;
  onProgress(0);

  const importKind = async (entry: RecordKind<unknown>) => {
    const skip: Skip = (reason) => {
      if (entry.reported) {
        const reasons = skipped[entry.reported];
        reasons[reason] = (reasons[reason] ?? 0) + 1;
      }
    };
    const schema = IMPORT_RECORDS[entry.kind];
    let waiting = entry.records(backup).map((record) => {
      const fileId = entry.fileId(record);
      return { record, fileId, first: entry.serverId ? entry.serverId(fileId) : fileId };
    });
    for (let generation = 0; waiting.length > 0 && generation < MAX_GENERATIONS; generation++) {
      const bodies: Record<string, unknown>[] = [];
      const sent: typeof waiting = [];
      for (const item of waiting) {
        const id = entry.serverId
          ? generationId(entry.serverId, item.first, generation)
          : item.first;
        const body = entry.toWire(item.record, id, placed);
        if (typeof body === 'string') skip(body);
        else if (!schema.safeParse(body).success) skip('invalidRecord');
        else {
          bodies.push(body);
          sent.push(item);
          continue;
        }
        if (generation === 0) done += 1;
      }
      const deleted: typeof waiting = [];
      let offset = 0;
      for (const chunk of chunksOf(bodies)) {
        const results = await sendChunk(context.http, entry.kind, chunk);
        results.forEach((result, index) => {
          const item = sent[offset + index]!;
          if (result.outcome === 'created' || result.outcome === 'kept') {
            placed[entry.kind].set(item.fileId, result.id);
          } else if (result.outcome === 'deleted' && entry.serverId) deleted.push(item);
          else if (result.outcome === 'refused') {
            skip(result.error === 'Customer not found' ? 'unknownCustomer' : 'invalidRecord');
          }
        });
        offset += chunk.length;
        if (generation === 0) {
          done += chunk.length;
          onProgress(total === 0 ? 1 : done / total);
        }
      }
      waiting = deleted;
    }
  };

  await context.engine.onlineOnly(async () => {
    // Pending creates first: an imported job may belong to a customer made offline.
    await context.engine.drain();
    for (const entry of RECORD_KINDS) await importKind(entry);
  });
  onProgress(1);
  const payments = placed.payments.size;
  const counts = {
    customers: placed.customers.size,
    jobs: placed.jobs.size,
    ...(payments > 0 ? { payments } : {}),
  };
  const hasSkipped = Object.keys({ ...skipped.customers, ...skipped.jobs }).length > 0;
  return hasSkipped ? { ...counts, skipped } : counts;
};

/** Deletes every customer of the owner on the server; their jobs go with them (cascade). */
export const clearOnServer = async (context: TransferContext): Promise<void> => {
  await context.engine.onlineOnly(async () => {
    const customers = await context.http.request<unknown>('/api/customers');
    if (!Array.isArray(customers)) throw new Error('The server did not answer a customer list');
    await context.clearLocal();
    for (const customer of customers as ServerCustomer[]) {
      await deleteOnServer(context.http, `/api/customers/${encodeURIComponent(customer.id)}`);
    }
  });
};
