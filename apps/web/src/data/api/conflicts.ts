// Values another device's write replaced (issue 23, decision 047): the server kept its own value
// of a field this device changed too, and answered it in `conflicts`. Each becomes a notice in
// the app's words (the app's field, its value here and there) until the owner keeps one side.
import type { BusinessProfile, Customer, Job, Photo, Quote } from '@jobtrack/core';
import type { BaseValues, FieldConflict } from '@jobtrack/core/wire';

/** A photo's label and caption (issue 27) have the same names in the app and on the wire. */
export type ConflictKind = 'customer' | 'job' | 'profile' | 'photo' | 'quote';

/** One field of one record another device changed too; kept in the replica's meta. */
export type ConflictNotice = {
  kind: ConflictKind;
  recordId: string;
  /** What the owner knows the record by (the customer's name, the job's service type). */
  label: string;
  /** The app's name of the field ('price', 'phone', 'businessHours'). */
  field: string;
  /** This device's value, replaced (in the app's terms). */
  mine: unknown;
  /** The value that stands (in the app's terms). */
  theirs: unknown;
  /** "Keep mine": the app's changes that put this device's value back. */
  changes: Record<string, unknown>;
  /** …sent with the values that stand as their base, so they replace exactly those. */
  base: BaseValues;
};

/** The app's field behind each wire field of a job (the price is read from both costs). */
const JOB_FIELDS: Record<string, keyof Job> = {
  title: 'serviceType',
  due_date: 'scheduledDate',
  estimated_cost: 'price',
  actual_cost: 'price',
  description: 'notes',
  status: 'status',
  paid: 'paid',
  customer_id: 'customerId',
  start_time: 'startTime',
  window_end: 'startTime',
  completed_at: 'completedAt',
  arrived_at: 'arrivedAt',
  finished_at: 'finishedAt',
  reminded_at: 'remindedAt',
  amount_paid: 'amountPaid',
  payment_method: 'paymentMethod',
  paid_at: 'paidAt',
  skipped: 'skipped',
  signature: 'signature',
};

/** A quote's changeable fields (issue 26); the others are the same on the wire. */
const QUOTE_FIELDS: Record<string, keyof Quote> = { valid_until: 'validUntil' };

const CUSTOMER_FIELDS: Record<string, keyof Customer> = {
  name: 'name',
  email: 'email',
  phone: 'phone',
  address: 'address',
  business_name: 'businessName',
  notes: 'notes',
  service_type: 'serviceType',
  language: 'language',
};

/** The app's field of a wire field (the profile's and a photo's have the same names on the wire). */
export const appField = (kind: ConflictKind, wireField: string): string =>
  (FIELDS_OF[kind][wireField] as string | undefined) ?? wireField;

/** The app's field behind each wire field, per kind (the same name when absent). */
const FIELDS_OF: Record<ConflictKind, Record<string, string>> = {
  job: JOB_FIELDS,
  customer: CUSTOMER_FIELDS,
  quote: QUOTE_FIELDS,
  profile: {},
  photo: {},
};

/** The wire fields behind an app field, so "Keep mine" bases each on the value that stands. */
const wireFieldsOf = (kind: ConflictKind, field: string): string[] => {
  const table = FIELDS_OF[kind];
  const wire = Object.keys(table).filter((key) => table[key] === field);
  return wire.length > 0 ? wire : [field];
};

type AnyRecord = Readonly<Record<string, unknown>>;

/** The app's change that puts back this device's value of `field`. */
const keepChanges = (
  kind: ConflictKind,
  field: string,
  mine: AnyRecord,
): Record<string, unknown> => {
  if (kind === 'job' && field === 'startTime') {
    return { startTime: mine.startTime ?? '', windowEnd: mine.windowEnd ?? '' };
  }
  // An absent value is cleared with null (the app's changes and the profile's field-wise write).
  return { [field]: mine[field] ?? null };
};

/**
 * The notices of one answer: the app fields behind its conflicts, this device's value (its record
 * before the answer) and the one that stands (the answer's record).
 */
export const conflictNotices = (options: {
  kind: ConflictKind;
  recordId: string;
  label: string;
  conflicts: readonly FieldConflict[];
  /** This device's record (or profile) before the answer. */
  mine: Customer | Job | BusinessProfile | Photo | Quote;
  /** The server's record (or profile) in the app's terms. */
  theirs: Customer | Job | BusinessProfile | Photo | Quote;
  /** The server's record on the wire: the base of "Keep mine". */
  theirsWire: AnyRecord;
}): ConflictNotice[] => {
  const { kind, recordId, label, conflicts } = options;
  const mine = options.mine as AnyRecord;
  const theirs = options.theirs as AnyRecord;
  const fields = [...new Set(conflicts.map((conflict) => appField(kind, conflict.field)))];
  return fields.map((field) => {
    const base: BaseValues = {};
    for (const wire of wireFieldsOf(kind, field)) {
      const stood = conflicts.find((conflict) => conflict.field === wire);
      base[wire] = stood ? stood.theirs : (options.theirsWire[wire] ?? null);
    }
    return {
      kind,
      recordId,
      label,
      field,
      mine: mine[field] ?? null,
      theirs: theirs[field] ?? null,
      changes: keepChanges(kind, field, mine),
      base,
    };
  });
};

/** The notices with `added` in, each replacing an older one of the same record and field. */
export const withNotices = (
  notices: readonly ConflictNotice[],
  added: readonly ConflictNotice[],
): ConflictNotice[] => [
  ...notices.filter(
    (notice) =>
      !added.some((one) => one.recordId === notice.recordId && one.field === notice.field),
  ),
  ...added,
];

/** The notices without those of one record and field (kept mine or theirs). */
export const withoutNotice = (
  notices: readonly ConflictNotice[],
  recordId: string,
  field: string,
): ConflictNotice[] =>
  notices.filter((notice) => notice.recordId !== recordId || notice.field !== field);
