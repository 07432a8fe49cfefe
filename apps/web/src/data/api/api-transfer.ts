// Import and clear-all against the server (spec §5, §7): the whole backup is checked before the
// first request, and every record is created with its own id, so a re-run never duplicates.
import type { ServerCustomer } from '@jobtrack/core';
import { customerCreateBody, jobCreateBody } from '@jobtrack/core/wire';
import type { HttpClient } from '../../lib/http.ts';
import type { BackupData } from '../data-source.ts';
import { validateBackup } from '../shared/backup.ts';
import { dataError } from '../shared/errors.ts';
import { deleteOnServer, type SyncEngine } from './api-sync.ts';
import { customerCreateWire, jobCreateWire, serverCustomerId, serverJobId } from './api-wire.ts';

export type TransferContext = {
  http: HttpClient;
  engine: Pick<SyncEngine, 'inLane' | 'drain'>;
  knownCustomerIds: () => ReadonlySet<string>;
  /** Empties the device's records and their waiting writes (they would bring cleared records back). */
  clearLocal: () => Promise<unknown>;
};

/**
 * All or nothing on validation: a record the backup schema or the server's create schema would
 * refuse stops the import before anything is sent. Records the owner already has (same id) are
 * left as they are. A connection lost half-way leaves part of the backup in; importing the same
 * file again completes it.
 */
export const importToServer = async (
  context: TransferContext,
  data: BackupData,
): Promise<{ customers: number; jobs: number }> => {
  const backup = validateBackup(data, context.knownCustomerIds());
  const customerBodies = backup.customers.map((customer) =>
    customerCreateWire({ ...customer, id: serverCustomerId(customer.id) }),
  );
  const jobBodies = backup.jobs.map((job) =>
    jobCreateWire({
      ...job,
      id: serverJobId(job.id),
      customerId: serverCustomerId(job.customerId),
    }),
  );
  const valid =
    customerBodies.every((body) => customerCreateBody.safeParse(body).success) &&
    jobBodies.every((body) => jobCreateBody.safeParse(body).success);
  if (!valid) throw dataError('settings.invalidFileFormat');

  await context.engine.inLane(async () => {
    // Pending creates first: an imported job may belong to a customer made offline.
    await context.engine.drain();
    for (const body of customerBodies) {
      await context.http.request('/api/customers', { method: 'POST', body });
    }
    for (const body of jobBodies) {
      await context.http.request('/api/jobs', { method: 'POST', body });
    }
  });
  return { customers: customerBodies.length, jobs: jobBodies.length };
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
