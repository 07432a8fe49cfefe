// Import and clear-all against the server (spec §5, §7): the whole backup is checked before the
// first request, and every record is created with its own id, so a re-run never duplicates.
import { documentFiguresToServer } from '@jobtrack/core';
import type {
  BackupSkipped,
  BackupSkipReason,
  InvoiceDocument,
  ServerCustomer,
} from '@jobtrack/core';
import {
  customerCreateBody,
  DOCUMENT_ID,
  documentImportBody,
  jobCreateBody,
} from '@jobtrack/core/wire';
import { HttpError, type HttpClient } from '#web/lib/http.ts';
import type { BackupData, ImportCounts } from '../data-source.ts';
import { deleteOnServer, type SyncEngine } from './api-sync.ts';
import { customerCreateWire, jobCreateWire, serverCustomerId, serverJobId } from './api-wire.ts';

export type TransferContext = {
  http: HttpClient;
  engine: Pick<SyncEngine, 'inLane' | 'drain'>;
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
  },
  customer: document.customer,
  ...documentFiguresToServer(document, jobId),
  note: document.note,
  ...(document.createdAt ? { created_at: document.createdAt } : {}),
});

/** After this many deleted generations of one record, the import gives up on it. */
const MAX_GENERATIONS = 50;

/**
 * Creates a record of the backup. The server refuses for good an id the owner deleted (409
 * record_deleted, so a replayed create never brings a record back); a backup imported after a
 * clear-all brings its records back under the next id of a fixed chain instead (`<id>#1`,
 * `<id>#2`, … made into server ids), so importing the same file again still makes no duplicate.
 * Answers the id the record lives under.
 */
const createGeneration = async (
  http: HttpClient,
  path: string,
  body: { id?: string },
  idOf: (text: string) => string,
): Promise<string> => {
  const first = body.id!;
  for (let generation = 0; generation < MAX_GENERATIONS; generation++) {
    const id = generation === 0 ? first : idOf(`${first}#${generation}`);
    try {
      await http.request(path, { method: 'POST', body: { ...body, id } });
      return id;
    } catch (error) {
      if (!(
        error instanceof HttpError &&
        error.status === 409 &&
        error.code === 'record_deleted'
      )) {
        throw error;
      }
    }
  }
  throw new Error(`Could not import ${first}: every id of its chain was deleted`);
};

/**
 * Imports what the server will take: a record the server's create schema refuses (say, a name
 * longer than it stores) is skipped and reported, with the jobs of a skipped customer (issue 10:
 * import every valid record, report the rest). Records the owner already has (same id) are
 * left as they are. A connection lost half-way leaves part of the backup in; importing the same
 * file again completes it.
 */
export const importToServer = async (
  context: TransferContext,
  data: BackupData,
): Promise<ImportCounts> => {
  const { validateBackup } = await import('../shared/backup-validation.ts');
  const backup = validateBackup(data, context.knownCustomerIds());
  const skipped: BackupSkipped = { customers: {}, jobs: {} };
  const skip = (kind: keyof BackupSkipped, reason: BackupSkipReason) => {
    skipped[kind][reason] = (skipped[kind][reason] ?? 0) + 1;
  };
  const customerBodies = backup.customers
    .map((customer) => customerCreateWire({ ...customer, id: serverCustomerId(customer.id) }))
    .filter((body) => {
      const isValid = customerCreateBody.safeParse(body).success;
      if (!isValid) skip('customers', 'invalidRecord');
      return isValid;
    });
  const importedCustomers = new Set(customerBodies.map((body) => body.id));
  const skippedCustomers = new Set(
    backup.customers
      .map((customer) => serverCustomerId(customer.id))
      .filter((id) => !importedCustomers.has(id)),
  );
  const jobBodies = backup.jobs
    .map((job) =>
      jobCreateWire({
        ...job,
        id: serverJobId(job.id),
        customerId: serverCustomerId(job.customerId),
      }),
    )
    .filter((body) => {
      if (skippedCustomers.has(body.customer_id)) {
        skip('jobs', 'unknownCustomer');
        return false;
      }
      const isValid = jobCreateBody.safeParse(body).success;
      if (!isValid) skip('jobs', 'invalidRecord');
      return isValid;
    });

  await context.engine.inLane(async () => {
    // Pending creates first: an imported job may belong to a customer made offline.
    await context.engine.drain();
    const customerIds = new Map<string, string>();
    for (const body of customerBodies) {
      const id = await createGeneration(context.http, '/api/customers', body, serverCustomerId);
      customerIds.set(body.id!, id);
    }
    const jobIds = new Map<string, string>();
    for (const body of jobBodies) {
      const customerId = customerIds.get(body.customer_id) ?? body.customer_id;
      const job = { ...body, customer_id: customerId };
      jobIds.set(body.id!, await createGeneration(context.http, '/api/jobs', job, serverJobId));
    }
    // Invoices and receipts keep the numbers they were issued with (decision 034). One the
    // server does not take (its customer was left out, it was deleted here, it does not read)
    // is left out; the customers and jobs are in.
    for (const document of backup.documents ?? []) {
      const customerId = serverCustomerId(document.customerId);
      if (skippedCustomers.has(customerId) || !DOCUMENT_ID.test(document.id)) continue;
      const body = documentImportWire(
        document,
        customerIds.get(customerId) ?? customerId,
        (id) => jobIds.get(serverJobId(id)) ?? serverJobId(id),
      );
      if (!documentImportBody.safeParse(body).success) continue;
      try {
        await context.http.request('/api/documents/import', { method: 'POST', body });
      } catch (error) {
        if (!(error instanceof HttpError && [404, 409].includes(error.status))) throw error;
      }
    }
  });
  const counts = { customers: customerBodies.length, jobs: jobBodies.length };
  const hasSkipped = Object.keys({ ...skipped.customers, ...skipped.jobs }).length > 0;
  return hasSkipped ? { ...counts, skipped } : counts;
};

/** Deletes every customer of the owner on the server; their jobs go with them (cascade). */
export const clearOnServer = async (context: TransferContext): Promise<void> => {
  await context.engine.inLane(async () => {
    const customers = await context.http.request<unknown>('/api/customers');
    if (!Array.isArray(customers)) throw new Error('The server did not answer a customer list');
    await context.clearLocal();
    for (const customer of customers as ServerCustomer[]) {
      await deleteOnServer(context.http, `/api/customers/${encodeURIComponent(customer.id)}`);
    }
  });
};
