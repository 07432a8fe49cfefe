// The one interface the UI talks to for data (docs/architecture.md §4). Three adapters implement it:
// demo (in memory), local (browser storage, waitlist test mode) and api (the server).
import type {
  BackupSkipped,
  BusinessProfile,
  Customer,
  InvoiceDocument,
  JobSignature,
  Job,
  JobSeries,
  JobStatus,
  Language,
  NewDocument,
  Payment,
  PaymentMethod,
  Photo,
  PhotoLabel,
  QrPayload,
  QrStyle,
  Quote,
  QuoteItem,
  QuoteRepeat,
  RecurrenceEnd,
  RecurrenceRule,
  DuplicateChoice,
  SheetImportReport,
  SheetRow,
} from '@jobtrack/core';
import type { AnalyticsEventBody, AnalyticsSessionBody } from '@jobtrack/core/wire';

import type { DataMode } from '#web/config/visitor.ts';

export type { DataMode };

/** What the add-customer form produces (spec §5); trimmed by the schema. */
export type NewCustomer = {
  name: string;
  phone: string;
  address: string;
  serviceType: string;
  email?: string;
  businessName?: string;
  notes?: string;
  /** The language texts to this customer are written in (decision 024); unset: the app's. */
  language?: Language;
};

export type CustomerChanges = Partial<NewCustomer>;

/** What the schedule-job form produces (spec §5). */
export type NewJob = {
  customerId: string;
  serviceType: string;
  scheduledDate: string;
  price: number;
  notes?: string;
  estimatedDuration?: number;
  /** Optional HH:mm start time and arrival-window end (decision 026). */
  startTime?: string;
  windowEnd?: string;
};

export type JobChanges = Partial<{
  serviceType: string;
  scheduledDate: string;
  price: number;
  notes: string;
  status: JobStatus;
  paid: boolean;
  completedAt: string | null;
  customerId: string;
  /** HH:mm, or '' to clear (decision 026). */
  startTime: string;
  windowEnd: string;
  /** On-site check-in (decision 025); null clears it (an undone check-in). */
  arrivedAt: string | null;
  finishedAt: string | null;
  /** When the visit's reminder was sent (decision 065); null clears the mark. */
  remindedAt: string | null;
  /**
   * Payments as records (issue 23, decision 046): payments to add (each with the id its device
   * made) and to remove. The job's paid fields are worked out from its payments; `paid` alone is
   * the spec's toggle: a payment of the balance, or every payment removed.
   */
  addPayments: (NewPayment & { id: string })[];
  removePayments: PaymentRef[];
  /** A skipped visit (issue 14): kept for the record, never unpaid or overdue. */
  skipped: boolean;
  /**
   * The customer's sign-off (issue 27, decision 069): the typed name, when, and the photo holding
   * the drawing (added first with addPhoto, label 'signature'); null removes it.
   */
  signature: JobSignature | null;
}>;

/** A payment as the Mark as Paid sheet takes it (issue 23, decision 046). */
export type NewPayment = {
  jobId: string;
  amount: number;
  method: PaymentMethod;
  /** The payment's day, yyyy-MM-dd. */
  paidOn: string;
  note?: string;
};

/** A payment to remove: its id and job; an undo also reads what it was. */
export type PaymentRef = Pick<Payment, 'id' | 'jobId'> &
  Partial<Pick<Payment, 'amount' | 'method' | 'paidOn' | 'note'>>;

/** What the schedule form produces for a repeating job (issue 14, decision 030). */
export type NewSeries = {
  customerId: string;
  serviceType: string;
  price: number;
  notes?: string;
  startDate: string;
  startTime?: string;
  windowEnd?: string;
  rule: RecurrenceRule;
};

/** A "this and following" change of a series (issue 14). */
export type SeriesChanges = Partial<{
  serviceType: string;
  price: number;
  notes: string;
  /** HH:mm, or '' to clear. */
  startTime: string;
  windowEnd: string;
  /** Moves the following visits by N days (a day change or a rain delay). */
  weekdayShiftDays: number;
  /** Changes or ends the series. */
  end: RecurrenceEnd;
}>;

/**
 * The backup file of spec §3: a customers array and a jobs array; version 2 adds the series
 * (issue 14). Files without them are still read.
 */
export type BackupData = {
  customers: Customer[];
  jobs: Job[];
  version?: number;
  series?: JobSeries[];
  /** Invoices and receipts (issue 15); absent from older files. */
  documents?: InvoiceDocument[];
  /** Payments as records (issue 23); absent from older files, which carry paid amounts on jobs. */
  payments?: Payment[];
  /** The business profile (decision 049): taken by an account that has none yet. */
  profile?: BusinessProfile;
  /** Quotes (issue 26); absent from older files. */
  quotes?: Quote[];
  /**
   * The photos' records (issue 27, decision 069): written by the export with photos (.zip), whose
   * files sit beside the JSON; the JSON-only export leaves them out.
   */
  photos?: Photo[];
};

/** How a spreadsheet import treats a row that is a customer the owner has (decision 064). */
export type SheetImportOptions = { duplicates: DuplicateChoice };

/** What an import tells its caller while it runs. */
export type ImportOptions = {
  /** How far it has gone, 0 to 1 (records sent or kept of all the file's records). */
  onProgress?: (fraction: number) => void;
};

/**
 * What an import took in; `skipped` counts the records the store refused beyond the backup
 * file's own checks (the server's limits, in api mode), by reason.
 */
export type ImportCounts = {
  customers: number;
  jobs: number;
  series?: number;
  payments?: number;
  skipped?: BackupSkipped;
};

/**
 * The records the shared rules work on (records.ts, series.ts, backup.ts): the customers, jobs,
 * series and payments.
 */
export type RecordsSnapshot = {
  customers: Customer[];
  jobs: Job[];
  series: JobSeries[];
  /** Every live payment (issue 23); each job's paid fields are worked out from its own. */
  payments: Payment[];
};

/**
 * Everything the UI shows comes from one snapshot, so every screen agrees (decisions 040, 055):
 * the records, the invoices and receipts and the business profile. A new record kind joins it
 * (docs/architecture.md §10).
 */
export type DataSnapshot = RecordsSnapshot & {
  /**
   * Invoices and receipts (issue 15, decision 034), newest first. In api mode a document made
   * offline is a draft (number null, no share token) until the server numbers it.
   */
  documents: InvoiceDocument[];
  /** The business profile (spec §3); null while the owner never saved one. */
  profile: BusinessProfile | null;
  /** Quotes (issue 26), newest first; made offline: number null until the server numbers it. */
  quotes: Quote[];
  /**
   * Photos of the jobs (issue 27, decision 068), the signature included (label 'signature'),
   * oldest first: the records only; their images are files read with `photoUrl`.
   */
  photos: Photo[];
};

/** A photo to keep on a job (issue 27): shrunk on the device unless it is the signature's PNG. */
export type NewPhoto = {
  jobId: string;
  file: Blob;
  label: PhotoLabel;
  caption?: string;
  /**
   * A photo brought back from a backup (.zip, decision 069): it keeps its id and time, and one
   * already kept is answered as it is (importing the same file twice adds nothing).
   */
  restore?: { id: string; takenAt: string };
};

/** A change of a photo's label or caption. */
export type PhotoChanges = { label?: PhotoLabel; caption?: string };

/** Which file of a photo: the 320 px thumbnail or the shrunk image. */
export type PhotoSize = 'thumb' | 'image';

export { DataError } from '#web/lib/data-error.ts';

/** What a QR code points at (spec §3 QR payload). */
export type QrKind = 'customer' | 'job';

/** The JSON a QR code carries (spec §3), built by core's qr-payload.ts. */
export type { QrPayload } from '@jobtrack/core';

/** A drawn code: its payload, the text it holds (the JSON, or the link alone) and the image. */
export type QrCode = { payload: QrPayload; text: string; dataUrl: string };

/** An analytics event and session as the server takes them (spec §3). */
export type AnalyticsEvent = AnalyticsEventBody;
export type AnalyticsSession = AnalyticsSessionBody;

export type DataListener = () => void;

/** An invoice or receipt to make (issue 15): the app's language for a customer who has none. */
export type DocumentInput = NewDocument & { appLanguage: Language };

/** A quote to make (issue 26, decision 063): the app's language for a customer who has none. */
export type NewQuote = {
  customerId: string;
  /** Ids made by the app ('item-<n>' or a short uuid), kept through edits and the answer. */
  items: QuoteItem[];
  notes: string;
  /** yyyy-MM-dd. */
  validUntil: string;
  repeat?: QuoteRepeat;
  /** For a customer without a language. */
  appLanguage: Language;
};

/** A change of an unanswered quote; `repeat: null` takes the repeat away. */
export type QuoteChanges = Partial<{
  items: QuoteItem[];
  notes: string;
  validUntil: string;
  repeat: QuoteRepeat | null;
}>;

/** What kind of record a queued write changes. */
export type WriteKind =
  'customer' | 'job' | 'profile' | 'series' | 'document' | 'payment' | 'quote' | 'photo';

/** A write the server refused for good (a 4xx other than 401/408/429): kept until fixed or discarded. */
export type RefusedWrite = {
  /** The outbox entry's number: what discardRefused takes. */
  seq: number;
  kind: WriteKind;
  op: 'create' | 'update' | 'delete';
  recordId: string;
  /** What the owner knows the record by: the customer's name, the job's service type. */
  label: string;
  /** The server's stable error code (docs/architecture.md §8), or 'record_deleted' for an edit of a record deleted elsewhere. */
  code: string;
  /** The server's English message, for the log only: the UI shows a translation of `code`. */
  message: string;
  /** A write about a day rather than one record (a rain delay): that day, yyyy-MM-dd. */
  day?: string;
  /**
   * The server kept failing it (a 5xx or no answer, decision 048): parked on the device, not
   * saved; `retryParked(seq)` sends it again, `discardRefused(seq)` drops it.
   */
  parked?: true;
  /**
   * A photo's file the server refused for good (a full storage, a file too large; issue 27): the
   * photo stays on this device; `retryParked(seq)` sends it again, `discardRefused(seq)` deletes
   * the photo.
   */
  upload?: true;
  /**
   * An edit of a record deleted on another device (decision 047): 'possible' when "Restore"
   * brings it back as this device had it; 'customerGone' for a job whose customer is gone too
   * and not kept on this device.
   */
  restore?: 'possible' | 'customerGone';
};

/**
 * A value of this device that another device's write replaced (decision 047): the field in the
 * app's terms ('price', 'phone', 'businessHours'), this device's value and the one that stands.
 */
export type ChangedElsewhere = {
  /** A photo's notice is about its label or caption (issue 27); a quote's, its content (26). */
  kind: 'customer' | 'job' | 'profile' | 'photo' | 'quote';
  recordId: string;
  label: string;
  field: string;
  mine: unknown;
  theirs: unknown;
};

/**
 * Where this device's writes stand (issue 9). Demo and waitlist test modes are always
 * { online: true, pending: 0, syncing: false, refused: [], refreshFailed: false, lastSyncedAt: null }.
 */
export type SyncState = {
  /** false when the last server call could not reach the server (or the browser says offline). */
  online: boolean;
  /** Writes kept on this device on their way to the server (parked ones are in `refused`). */
  pending: number;
  /** A push or pull is on its way. */
  syncing: boolean;
  /**
   * Writes not saved: refused by the server (each stays until the owner fixes or discards it)
   * and parked ones (`parked: true`, decision 048: Retry or Discard).
   */
  refused: RefusedWrite[];
  /** Values another device replaced; each stays until the owner keeps one side (decision 047). */
  changedElsewhere: ChangedElsewhere[];
  /** The last pull failed; the screens show the device's data with a quiet "couldn't refresh". */
  refreshFailed: boolean;
  /** When the last pull succeeded (ISO timestamp), null if never on this device. */
  lastSyncedAt: string | null;
  /**
   * Photos whose files are on their way to the server (issue 27, decision 068): how many of this
   * run's photos are uploaded. Absent when none is waiting (they count in `pending` too).
   */
  photoUploads?: { done: number; total: number };
};

export const IDLE_SYNC_STATE: SyncState = {
  online: true,
  pending: 0,
  syncing: false,
  refused: [],
  changedElsewhere: [],
  refreshFailed: false,
  lastSyncedAt: null,
};

export type DataSource = {
  readonly mode: DataMode;

  /** Customers (each with totalUnpaid) and jobs (each with customerName), together. */
  load(): Promise<DataSnapshot>;
  /**
   * The data as it stands, without waiting (read-only: never change it); null while there is
   * nothing to show yet (api mode: before the replica was read or the first pull). The screens
   * get it pushed after every change (one cache, issue 9) and derive their lists, searches,
   * days and figures from it with pure functions (shared/job-views.ts, core): one snapshot
   * query, no list-reading methods (decision 040).
   */
  snapshot(): DataSnapshot | null;

  getCustomer(id: string): Promise<Customer | null>;
  addCustomer(input: NewCustomer): Promise<Customer>;
  updateCustomer(id: string, changes: CustomerChanges): Promise<Customer>;
  /** Deletes the customer and all of its jobs. */
  deleteCustomer(id: string): Promise<void>;

  getJob(id: string): Promise<Job | null>;
  addJob(input: NewJob): Promise<Job>;
  updateJob(id: string, changes: JobChanges): Promise<Job>;
  deleteJob(id: string): Promise<void>;

  /**
   * Payments as records (issue 23, decision 046): a payment is added and never edited; removing
   * it leaves a tombstone on the server. Both are updateJob's addPayments / removePayments.
   */
  addPayment(input: NewPayment): Promise<Payment>;
  deletePayment(id: string): Promise<void>;

  /** Repeating visits (issue 14, decision 030): the series, each visit an ordinary job. */
  listSeries(): Promise<JobSeries[]>;
  /** Creates the series and the visits of its rolling window. */
  addSeries(input: NewSeries): Promise<{ series: JobSeries; jobs: Job[] }>;
  /**
   * "This and following": changes the series and every visit on/after fromDate that is
   * scheduled/pending, not skipped, not paid (started/completed/paid visits are never changed).
   */
  updateSeries(id: string, changes: SeriesChanges, fromDate: string): Promise<JobSeries>;
  /** Deletes the visits on/after fromDate (not started/completed/paid) and ends the series the day before. */
  endSeries(id: string, fromDate: string): Promise<void>;
  /**
   * Rain delay: every job of `date` not started (scheduled/pending, not skipped) moves to the
   * next working day of the profile's hours; with shiftFollowing, the later visits of those jobs'
   * series move by the same number of days. Answers the moved jobs.
   */
  rainDelay(date: string, shiftFollowing: boolean): Promise<Job[]>;

  /**
   * The business profile (spec §3, §5 Profile) as the snapshot holds it, once the device's data
   * was read; null while the owner never saved one. Screens read `snapshot.profile` (useData).
   */
  getProfile(): Promise<BusinessProfile | null>;
  /**
   * Keeps the profile: on this device (demo, waitlist test mode), and in api mode also on the
   * server through the outbox (the call does not wait for it). A DataError 'profile.saveFailed'
   * (or 'profile.demoSaveFailed', spec §8) when it cannot be kept.
   */
  saveProfile(profile: BusinessProfile): Promise<void>;

  exportData(): Promise<BackupData>;
  /**
   * Importing the same backup twice creates no duplicates. Demo and waitlist test mode take it
   * all or nothing; api mode sends it in chunks (decision 049) and reports what the server refused.
   */
  importData(data: BackupData, options?: ImportOptions): Promise<ImportCounts>;
  /**
   * Customers (and their jobs) read from a spreadsheet (decision 064), checked against the data
   * as it stands: duplicates (same phone or e-mail) skipped or merged into empty fields, all in
   * one write — in api mode one replica transaction whose creates reach the server through the
   * outbox, offline too. Answers what was added, merged and skipped, row by row.
   */
  importCustomers(
    rows: readonly SheetRow[],
    options: SheetImportOptions,
  ): Promise<SheetImportReport>;
  clearAll(): Promise<void>;

  /**
   * Calls `listener` after every change of the data, including changes the UI did not ask for
   * (a server answer replacing an optimistic record, a background refresh). Returns unsubscribe.
   */
  subscribe(listener: DataListener): () => void;
  /** Sends the writes still waiting for the server, then pulls its changes (api mode); resolves at once elsewhere. */
  sync(): Promise<void>;
  /**
   * Where this device's writes stand; changes are announced through `subscribe`. The same object
   * is answered until something in it changes (React's useSyncExternalStore relies on it).
   */
  syncState(): SyncState;
  /** Drops a refused or parked write; the record goes back to what the server holds. */
  discardRefused(seq: number): Promise<void>;
  /** Sends a parked write again at once (decision 048); nothing in the modes without a server. */
  retryParked(seq: number): Promise<void>;
  /**
   * Brings back a record deleted on another device, as this device had it with its edit (a
   * refused write whose `restore` is 'possible'); its customer first when that is gone too.
   */
  restoreRefused(seq: number): Promise<void>;
  /** "Keep mine": sends this device's value of the field again, over the one that stands. */
  keepMine(recordId: string, field: string): Promise<void>;
  /** "Keep theirs": the value that stands stays; the notice goes. */
  keepTheirs(recordId: string, field: string): Promise<void>;
  /**
   * Signing out: drops every write not yet sent and this user's data on the device (api mode).
   * The caller asks the owner first when syncState().pending > 0.
   */
  discardDeviceData(): Promise<void>;

  /** The QR image (a PNG data URL) of a customer or job; DataError when it does not exist. */
  /** The record's code, holding the spec's payload or, with style 'link', its link alone. */
  qrCode(kind: QrKind, id: string, style?: QrStyle): Promise<QrCode>;

  /**
   * Invoices and receipts (issue 15, decision 034) are records of the snapshot (`documents`).
   * Makes a document of jobs of one customer; DataError 'documents.jobsNotFound' otherwise.
   */
  createDocument(input: DocumentInput): Promise<InvoiceDocument>;
  /**
   * Turns the document's share link off: on the device at once, and in api mode on the server
   * through the outbox (decision 055). DataError 'documents.notFound' for an unknown id.
   */
  revokeDocument(id: string): Promise<InvoiceDocument>;
  /** Sets when the share link ends, null for never (decision 057): on the device at once, in api mode on the server through the outbox. */
  setShareExpiry(id: string, expiresAt: string | null): Promise<InvoiceDocument>;
  /** Deletes the document: on the device at once, in api mode on the server through the outbox. */
  deleteDocument(id: string): Promise<void>;
  /**
   * The photos of its jobs the document shows (issue 27, decision 069), at most 20, in order: on
   * the device at once, in api mode on the server through the outbox (PUT
   * /api/documents/{id}/photos). DataError 'documents.notFound' for an unknown id.
   */
  setDocumentPhotos(id: string, photoIds: readonly string[]): Promise<InvoiceDocument>;

  /**
   * Quotes (issue 26, decision 063) are records of the snapshot (`quotes`). In demo and waitlist
   * test mode the device numbers them (Q-0001…) and they have no share link; in api mode a quote
   * made offline is a draft (number null) until the server numbers it.
   */
  addQuote(input: NewQuote): Promise<Quote>;
  /** DataError 'quotes.notFound' for an unknown id, 'quotes.answered' once answered. */
  updateQuote(id: string, changes: QuoteChanges): Promise<Quote>;
  deleteQuote(id: string): Promise<void>;
  /** The owner sent it (share sheet, text, WhatsApp, e-mail, copy link): sets sentAt once. */
  markQuoteSent(id: string): Promise<Quote>;
  /** Turns the quote's public page off (api mode; nothing is shared in the other modes). */
  revokeQuote(id: string): Promise<Quote>;
  /** When the quote's public page stops answering, null for never (api mode). */
  setQuoteShareExpiry(id: string, expiresAt: string | null): Promise<Quote>;
  /**
   * One tap on an accepted quote: a job (customer, the accepted total as price, the first chosen
   * item's description as service type, scheduled `today`, the quote's notes) or, when the quote
   * repeats, a series starting `today` with its rule (end: never); links the quote to it.
   * DataError 'quotes.notAccepted' unless accepted; answers the existing link when already made.
   */
  makeWorkFromQuote(id: string, today: string): Promise<{ jobId: string } | { seriesId: string }>;

  /**
   * Photos of a job (issue 27, decision 068), records of the snapshot (`photos`). Shrinks the
   * file in a Web Worker (longest side 1,600 px, re-encoded: upright, no metadata; a 320 px
   * thumbnail) unless the label is 'signature' (kept as given), keeps both files on the device
   * and, in api mode, queues the record's create and the files' upload. DataError
   * 'photos.notAnImage' for a file that is not an image, 'jobs.notFound', 'photos.tooMany'.
   */
  addPhoto(input: NewPhoto): Promise<Photo>;
  /** DataError 'photos.notFound' for an unknown id. */
  updatePhoto(id: string, changes: PhotoChanges): Promise<Photo>;
  /** The record and its files go from the device; in api mode the server's too, through the outbox. */
  deletePhoto(id: string): Promise<void>;
  /**
   * An object URL of the photo's file: the device's copy, else (api mode) fetched from the server
   * and kept on the device; null when there is none (offline, or not uploaded yet). The caller
   * revokes it (URL.revokeObjectURL) when done.
   */
  photoUrl(photo: Photo, size: PhotoSize): Promise<string | null>;
  /**
   * The photo's file itself, found as photoUrl finds it (the export with photos reads its bytes:
   * the page's CSP lets no fetch read an object URL; decision 069); null when there is none.
   */
  photoFile(photo: Photo, size: PhotoSize): Promise<Blob | null>;

  /** Failures are only logged (spec §8). */
  trackEvent(event: AnalyticsEvent): Promise<void>;
  startAnalyticsSession(session: AnalyticsSession): Promise<void>;
};
