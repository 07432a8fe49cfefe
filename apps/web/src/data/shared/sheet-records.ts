// The records a spreadsheet import makes (decision 064), the same in every data mode: core plans
// which rows add, merge or skip against the data as it stands; this builds the new customers and
// jobs with their device-made ids, and the merged customers with only their empty fields filled.
import { planSheetImport, type Customer, type Job, type SheetRow } from '@jobtrack/core';
import type { CustomerChanges, RecordsSnapshot, SheetImportOptions } from '../data-source.ts';
import {
  applyCustomerChanges,
  buildCustomer,
  buildJob,
  newCustomerId,
  newJobId,
} from './records.ts';

export type SheetRecords = {
  customers: Customer[];
  merged: { before: Customer; after: Customer; changes: CustomerChanges }[];
  jobs: Job[];
  report: ReturnType<typeof planSheetImport>['report'];
};

export const sheetRecords = (
  records: Pick<RecordsSnapshot, 'customers' | 'jobs'>,
  rows: readonly SheetRow[],
  options: SheetImportOptions,
  now: Date,
): SheetRecords => {
  const plan = planSheetImport(rows, records, options.duplicates);
  const customers = plan.newCustomers.map(({ customer }) =>
    buildCustomer(customer, newCustomerId(), now),
  );
  const byId = new Map(records.customers.map((customer) => [customer.id, customer]));
  const merged = plan.merges.flatMap(({ customerId, changes }) => {
    const before = byId.get(customerId);
    if (!before) return [];
    const after = applyCustomerChanges(before, changes);
    byId.set(customerId, after);
    return [{ before, after, changes }];
  });
  const jobs = plan.jobs.map(({ customer, job }) => {
    const owner = 'id' in customer ? byId.get(customer.id)! : customers[customer.key]!;
    return buildJob({ customerId: owner.id, ...job }, newJobId(), owner.name, now);
  });
  return { customers, merged, jobs, report: plan.report };
};
