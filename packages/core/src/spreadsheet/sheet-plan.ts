// What a spreadsheet import does with the owner's data (decision 064), worked out before anything
// is written, the same in every data mode: which rows add a customer, which are duplicates of a
// customer the owner has or of an earlier row (skipped, or merged into its empty fields only),
// and which jobs are new. Importing the same file again finds every row a duplicate.
import type { CustomerImport } from '../schemas/customer-form.ts';
import {
  normalizeHeader,
  type SheetJob,
  type SheetRow,
  type SheetRowProblem,
} from './sheet-columns.ts';

export type DuplicateChoice = 'skip' | 'merge';

export type SheetSkipReason =
  | SheetRowProblem
  /** The same phone or e-mail as a customer the owner has (nothing new to merge). */
  | 'duplicate'
  /** The same phone or e-mail as an earlier row of the file (nothing new to merge). */
  | 'duplicateInFile'
  /** The row's job is already there (same customer, day, service and price). */
  | 'jobDuplicate';

/** A row left out: its number in the sheet, the name it gives, and why. */
export type SheetSkipped = { row: number; name: string; reasons: SheetSkipReason[] };

/** What an import ends with. */
export type SheetImportReport = {
  added: number;
  merged: number;
  jobs: number;
  skipped: SheetSkipped[];
};

/** The fields of a customer the import reads and merges. */
export type SheetCustomerFields = Pick<
  CustomerImport,
  'name' | 'phone' | 'email' | 'address' | 'serviceType' | 'businessName' | 'notes'
>;

type Existing = { id: string } & Partial<SheetCustomerFields>;
type ExistingJob = {
  customerId: string;
  scheduledDate: string;
  serviceType: string;
  price: number;
};

export type SheetPlan = {
  /** Customers to add; `key` is what the plan's jobs name them by until they have an id. */
  newCustomers: { key: number; row: number; customer: CustomerImport }[];
  /** Empty fields of customers the owner has, filled from the file. */
  merges: { customerId: string; changes: Partial<SheetCustomerFields> }[];
  jobs: { row: number; customer: { id: string } | { key: number }; job: SheetJob }[];
  report: SheetImportReport;
};

/** A phone's digits, a US number without its country code; none when too short to tell. */
export const phoneKey = (phone: string | undefined): string | null => {
  let digits = (phone ?? '').replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  return digits.length >= 7 ? digits : null;
};

const emailKey = (email: string | undefined) => {
  const value = (email ?? '').trim().toLowerCase();
  return value === '' ? null : value;
};

const MERGED_FIELDS = [
  'phone',
  'email',
  'address',
  'serviceType',
  'businessName',
  'notes',
] as const satisfies readonly (keyof SheetCustomerFields)[];

/** The row's values for the fields `into` has empty: a merge never overwrites. */
const fillEmpty = (into: Partial<SheetCustomerFields>, from: SheetCustomerFields) => {
  const changes: Partial<SheetCustomerFields> = {};
  for (const field of MERGED_FIELDS) {
    if (!(into[field] ?? '').trim() && from[field].trim()) changes[field] = from[field];
  }
  return changes;
};

/** Finds customers by phone, e-mail, and name (for rows that give neither phone nor e-mail). */
const createIndex = <T>() => {
  const byPhone = new Map<string, T>();
  const byEmail = new Map<string, T>();
  const byName = new Map<string, T>();
  return {
    add(customer: Partial<SheetCustomerFields>, value: T) {
      const phone = phoneKey(customer.phone);
      const email = emailKey(customer.email);
      const name = normalizeHeader(customer.name ?? '');
      if (phone && !byPhone.has(phone)) byPhone.set(phone, value);
      if (email && !byEmail.has(email)) byEmail.set(email, value);
      if (name && !byName.has(name)) byName.set(name, value);
    },
    find(customer: SheetCustomerFields): T | undefined {
      const phone = phoneKey(customer.phone);
      const email = emailKey(customer.email);
      const found =
        (phone ? byPhone.get(phone) : undefined) ?? (email ? byEmail.get(email) : undefined);
      if (found !== undefined || phone || email) return found;
      return byName.get(normalizeHeader(customer.name));
    },
  };
};

const jobKey = (customer: string, job: SheetJob) =>
  `${customer}\u0000${job.scheduledDate}\u0000${job.serviceType.trim().toLowerCase()}\u0000${job.price}`;

/**
 * The plan of an import of `rows` (already read and checked) into data that has `customers` and
 * `jobs`. A row whose customer is a duplicate still brings its job to that customer (a sheet of
 * jobs names one customer on many rows), unless the same job is there already.
 */
export const planSheetImport = (
  rows: readonly SheetRow[],
  existing: { customers: readonly Existing[]; jobs: readonly ExistingJob[] },
  choice: DuplicateChoice,
): SheetPlan => {
  const owned = createIndex<Existing>();
  for (const customer of existing.customers) owned.add(customer, customer);
  const fresh = createIndex<number>();
  const jobsThere = new Set(
    existing.jobs.map((job) =>
      jobKey(job.customerId, { ...job, serviceType: job.serviceType ?? '' }),
    ),
  );
  const newCustomers: SheetPlan['newCustomers'] = [];
  const merges = new Map<string, { customerId: string; changes: Partial<SheetCustomerFields> }>();
  const jobs: SheetPlan['jobs'] = [];
  const skipped: SheetSkipped[] = [];
  let merged = 0;

  for (const { row, customer, job } of rows) {
    let target: { id: string } | { key: number };
    const skip = (reason: SheetSkipReason) =>
      skipped.push({ row, name: customer.name, reasons: [reason] });
    const match = owned.find(customer);
    const earlier = match ? undefined : fresh.find(customer);
    if (match) {
      target = { id: match.id };
      const plannedMerge = merges.get(match.id);
      const changes =
        choice === 'merge' ? fillEmpty({ ...match, ...plannedMerge?.changes }, customer) : {};
      if (Object.keys(changes).length > 0) {
        merges.set(match.id, {
          customerId: match.id,
          changes: { ...plannedMerge?.changes, ...changes },
        });
        merged += 1;
      } else if (!job) skip('duplicate');
    } else if (earlier !== undefined) {
      target = { key: earlier };
      const planned = newCustomers[earlier]!;
      const changes = choice === 'merge' ? fillEmpty(planned.customer, customer) : {};
      if (Object.keys(changes).length > 0) {
        planned.customer = { ...planned.customer, ...changes };
        fresh.add(planned.customer, earlier);
        merged += 1;
      } else if (!job) skip('duplicateInFile');
    } else {
      const key = newCustomers.length;
      newCustomers.push({ key, row, customer });
      fresh.add(customer, key);
      target = { key };
    }
    if (job) {
      const id = 'id' in target ? target.id : `new:${target.key}`;
      const key = jobKey(id, job);
      if (jobsThere.has(key)) skip('jobDuplicate');
      else {
        jobsThere.add(key);
        jobs.push({ row, customer: target, job });
      }
    }
  }
  return {
    newCustomers,
    merges: [...merges.values()],
    jobs,
    report: { added: newCustomers.length, merged, jobs: jobs.length, skipped },
  };
};

/** The file's bad rows and the plan's skipped rows, in the sheet's order. */
export const withBadRows = (
  report: SheetImportReport,
  bad: readonly SheetSkipped[],
): SheetImportReport => ({
  ...report,
  skipped: [...bad, ...report.skipped].sort((a, b) => a.row - b.row),
});
