// Invoices and receipts (issue 15, decisions 034 and 035): what a document holds, its totals,
// number and status, and the words it is written in. The app (PDF, preview) and the server (the
// public page at /d/:token) both use this module, so a document reads the same everywhere.
import type { Language } from './constants.ts';
import { toIsoDate } from './dates.ts';
import type { Customer, Job } from './entities.ts';
import { sumMoney, unpaidAmount } from './money.ts';

export const DOCUMENT_KINDS = ['invoice', 'receipt'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
export type DocumentStatus = 'draft' | 'sent' | 'paid' | 'overdue';

/** Decision 034: an invoice still unpaid this many days after its issue date is overdue. */
export const DOCUMENT_OVERDUE_DAYS = 30;

/** Decision 034: one sequence per kind and owner, INV-0001… and REC-0001…. */
export const DOCUMENT_PREFIX: Record<DocumentKind, string> = { invoice: 'INV', receipt: 'REC' };

/** At most this many jobs on one document. */
export const DOCUMENT_JOBS_MAX = 100;
export const DOCUMENT_NOTE_MAX_CHARS = 1000;
export { PAYMENT_INSTRUCTIONS_MAX_CHARS } from './limits.ts';

/** 'INV-0001' for the first invoice; more digits once past 9999. */
export const formatDocumentNumber = (kind: DocumentKind, sequence: number): string =>
  `${DOCUMENT_PREFIX[kind]}-${String(sequence).padStart(4, '0')}`;

/** One job on a document, as it was when the document was made. */
export type DocumentLine = {
  jobId: string;
  service: string;
  /** yyyy-MM-dd: the day the job was done (completed), else scheduled. */
  date: string;
  /** The spec's amount rule: actual cost, else estimate, else price. */
  amount: number;
  paid: number;
};

/** The business as printed on the document, copied from the profile when it was made. */
export type DocumentBusiness = {
  name: string;
  phone: string;
  email: string;
  address: string;
  logo?: string;
  paymentInstructions: string;
  /** The owner's payment link (decision 060); absent on documents made before it or without one. */
  paymentLink?: string;
};

export type DocumentCustomer = { name: string; phone: string; email: string; address: string };

export type InvoiceDocument = {
  id: string;
  kind: DocumentKind;
  /** 'INV-0001'; null while the document is a draft the server has not numbered yet. */
  number: string | null;
  customerId: string;
  jobIds: string[];
  /** yyyy-MM-dd. */
  issuedDate: string;
  language: Language;
  business: DocumentBusiness;
  customer: DocumentCustomer;
  lines: DocumentLine[];
  total: number;
  paid: number;
  balance: number;
  paymentMethod?: string;
  /** ISO timestamp of the last payment. */
  paidAt?: string;
  note: string;
  /** The share link's token; absent for a draft or once revoked. */
  shareToken?: string;
  /** When the share link ends (ISO 8601); absent: never (decision 057). */
  shareExpiresAt?: string;
  /** The job photos the owner chose to show on it (issue 27); absent or empty: none. */
  photoIds?: string[];
  createdAt: string;
};

type LineJob = Pick<Job, 'id' | 'title' | 'serviceType' | 'scheduledDate' | 'price' | 'paid'> &
  Partial<
    Pick<Job, 'actualCost' | 'estimatedCost' | 'completedDate' | 'completedAt'> & {
      amountPaid: number;
      paymentMethod: string;
      paidAt: string;
    }
  >;

/** What has been paid on a job (issue 15): amountPaid, else the whole amount when paid. */
const paidOn = (job: LineJob): number => {
  const amount = unpaidAmount(job);
  if (typeof job.amountPaid === 'number') return Math.min(Math.max(job.amountPaid, 0), amount);
  return job.paid ? amount : 0;
};

export const documentLine = (job: LineJob): DocumentLine => ({
  jobId: job.id,
  service: job.title || job.serviceType,
  date: (job.completedDate ?? job.completedAt ?? job.scheduledDate).slice(0, 10),
  amount: unpaidAmount(job),
  paid: paidOn(job),
});

export type DocumentTotals = {
  total: number;
  paid: number;
  balance: number;
  paymentMethod?: string;
  paidAt?: string;
};

/** Total, paid, balance (never below 0) and the last payment's method and date. */
export function documentTotals(lines: readonly DocumentLine[], jobs: readonly LineJob[] = []) {
  const total = sumMoney(lines.map((line) => line.amount));
  const paid = sumMoney(lines.map((line) => line.paid));
  const balance = Math.max(0, sumMoney([total, -paid]));
  const last = [...jobs]
    .filter((job) => job.paidAt)
    .sort((a, b) => (a.paidAt! < b.paidAt! ? 1 : -1))[0];
  const totals: DocumentTotals = { total, paid, balance };
  if (last?.paymentMethod) totals.paymentMethod = last.paymentMethod;
  if (last?.paidAt) totals.paidAt = last.paidAt;
  return totals;
}

/**
 * A document's lines and figures as the server keeps them (snake_case): what the API stores for a
 * new document and what the app sends when it imports one. `jobId` maps each line's job id (an
 * import's renamed records); by default ids are kept.
 */
export const documentFiguresToServer = <Method extends string>(
  figures: {
    lines: readonly DocumentLine[];
    total: number;
    paid: number;
    balance: number;
    paymentMethod?: Method | undefined;
    paidAt?: string | undefined;
  },
  jobId: (id: string) => string = (id) => id,
) => ({
  lines: figures.lines.map((line) => ({
    job_id: jobId(line.jobId),
    service: line.service,
    date: line.date,
    amount: line.amount,
    paid: line.paid,
  })),
  total: figures.total,
  paid: figures.paid,
  balance: figures.balance,
  payment_method: figures.paymentMethod ?? null,
  paid_at: figures.paidAt ?? null,
});

/** Builds lines and totals from the jobs, in date order. */
export function documentContent(jobs: readonly LineJob[]) {
  const lines = jobs
    .map(documentLine)
    .sort((a, b) => (a.date === b.date ? 0 : a.date < b.date ? -1 : 1));
  return { lines, ...documentTotals(lines, jobs) };
}

/** Receipt when nothing is left to pay, else invoice (the job's "Send receipt"/"Send invoice"). */
export const documentKindFor = (jobs: readonly LineJob[]): DocumentKind =>
  documentContent(jobs).balance === 0 ? 'receipt' : 'invoice';

const addDays = (isoDate: string, days: number): string => {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d + days));
  return date.toISOString().slice(0, 10);
};

/** The day an unpaid invoice becomes overdue. */
export const documentDueDate = (issuedDate: string): string =>
  addDays(issuedDate, DOCUMENT_OVERDUE_DAYS);

/**
 * Decision 034: draft until numbered; then paid when nothing is left to pay (a receipt always),
 * overdue when an invoice is still unpaid more than DOCUMENT_OVERDUE_DAYS after its issue date,
 * else sent. `balance` may be the live balance of its jobs (the app) or the stored one.
 */
export function documentStatus(
  document: Pick<InvoiceDocument, 'kind' | 'number' | 'issuedDate' | 'balance'>,
  today: string,
  balance: number = document.balance,
): DocumentStatus {
  if (document.number === null) return 'draft';
  if (document.kind === 'receipt' || balance <= 0) return 'paid';
  return today > documentDueDate(document.issuedDate) ? 'overdue' : 'sent';
}

/** What the app asks for: one customer's jobs on an invoice or a receipt. */
export type NewDocument = {
  kind: DocumentKind;
  customerId: string;
  jobIds: string[];
  note?: string;
  /** The photos of its jobs it shows (issue 27), at most 20; absent or empty: none. */
  photoIds?: string[];
};

type DocumentProfile = {
  businessName: string;
  phone: string;
  email: string;
  address: string;
  profileImage?: string;
  paymentInstructions?: string;
  paymentLink?: string;
};

/**
 * A document made on the device (demo and waitlist test modes number it here; api mode keeps it a
 * draft, number null, until the server numbers it). The same copy the server makes.
 */
export function buildDocument(input: {
  id: string;
  kind: DocumentKind;
  number: string | null;
  customer: Pick<Customer, 'id' | 'name' | 'phone' | 'email' | 'address' | 'language'>;
  jobs: readonly LineJob[];
  profile: DocumentProfile | null;
  note?: string;
  /** The photos of its jobs it shows (issue 27). */
  photoIds?: readonly string[];
  appLanguage: Language;
  now: Date;
}): InvoiceDocument {
  const content = documentContent(input.jobs);
  const { profile, customer } = input;
  const document: InvoiceDocument = {
    id: input.id,
    kind: input.kind,
    number: input.number,
    customerId: customer.id,
    jobIds: input.jobs.map((job) => job.id),
    issuedDate: toIsoDate(input.now),
    language: customer.language ?? input.appLanguage,
    business: {
      name: profile?.businessName ?? '',
      phone: profile?.phone ?? '',
      email: profile?.email ?? '',
      address: profile?.address ?? '',
      ...(profile?.profileImage ? { logo: profile.profileImage } : {}),
      paymentInstructions: profile?.paymentInstructions ?? '',
      ...(profile?.paymentLink ? { paymentLink: profile.paymentLink } : {}),
    },
    customer: {
      name: customer.name,
      phone: customer.phone,
      email: customer.email,
      address: customer.address,
    },
    lines: content.lines,
    total: content.total,
    paid: content.paid,
    balance: content.balance,
    note: input.note?.trim() ?? '',
    createdAt: input.now.toISOString(),
  };
  if (content.paymentMethod) document.paymentMethod = content.paymentMethod;
  if (content.paidAt) document.paidAt = content.paidAt;
  if (input.photoIds?.length) document.photoIds = [...input.photoIds];
  return document;
}

/** The next number of a kind on a device that numbers its own documents (demo, waitlist test). */
export const nextDocumentNumber = (
  kind: DocumentKind,
  counters: Partial<Record<DocumentKind, number>>,
): { number: string; counters: Partial<Record<DocumentKind, number>> } => {
  const sequence = (counters[kind] ?? 0) + 1;
  return {
    number: formatDocumentNumber(kind, sequence),
    counters: { ...counters, [kind]: sequence },
  };
};
