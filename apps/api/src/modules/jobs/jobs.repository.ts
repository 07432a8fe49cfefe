import {
  mergeFields,
  type FieldConflict,
  type JobCreateBody,
  type JobListQuery,
  type JobUpdateBody,
  type WireJob,
} from '@jobtrack/core/wire';
import {
  currentVersion,
  deleteRecord,
  refusesDeleted,
  writeOwned,
  type Created,
} from '../../db/changes.ts';
import type { Db, Queryable } from '../../db/db.ts';
import { decodeCursor, FROM_MICROS, MICROS, toPage, type Page } from '../../db/paging.ts';
import { asNumber, isoFromUtcText, isoTimestamp, jobAmount, utcText } from '../../db/sql.ts';
import { AppError } from '../../lib/errors.ts';
import { utcOffsetOf } from '../../lib/local-day.ts';
import { OWNER_TOTALS, recountJobsById, type OwnerTotals } from '../../db/totals.ts';
import { applyPaidFields } from '../../db/job-payments.ts';

/**
 * What this repository answers: the wire record itself (core/wire/jobs.ts, decision 041), so a
 * column added to the SELECT and not to the schema (or the other way round) fails typecheck.
 */
export type JobRow = WireJob;

type SelectedRow = Omit<JobRow, 'customer' | 'signature'> & {
  customer_name: string | null;
  signature_name: string | null;
  signature_signed_at: string | null;
  signature_photo_id: string | null;
};

/** What a job is worth (db/sql.ts). */
const AMOUNT = jobAmount('j');

const COLUMNS = `j.id, j.customer_id, c.name AS customer_name, j.title, j.description, j.status,
    ${asNumber('j.estimated_cost')} AS estimated_cost, ${asNumber('j.actual_cost')} AS actual_cost,
    ${asNumber('j.estimated_hours')} AS estimated_hours, ${asNumber('j.actual_hours')} AS actual_hours,
    j.due_date::text AS due_date, j.scheduled_date::text AS scheduled_date, j.paid,
    ${utcText('j.completed_at')} AS completed_at, ${utcText('j.created_at')} AS created_at,
    ${utcText('j.updated_at')} AS updated_at,
    j.start_time, j.window_end,
    ${utcText('j.arrived_at')} AS arrived_at, ${utcText('j.finished_at')} AS finished_at,
    ${utcText('j.reminded_at')} AS reminded_at,
    ${asNumber('j.amount_paid')} AS amount_paid, j.payment_method,
    ${utcText('j.paid_at')} AS paid_at,
    j.series_id, j.series_date::text AS series_date, j.skipped,
    j.signature_name, ${utcText('j.signature_signed_at')} AS signature_signed_at, j.signature_photo_id`;

const FROM =
  'FROM jobs j LEFT JOIN customers c ON c.owner_id = j.owner_id AND c.id = j.customer_id';

const SELECT = `SELECT ${COLUMNS} ${FROM}`;

/**
 * For a few rows (one job, a day's jobs): each customer's name by its primary key. A join lets
 * the planner hash every customer of the owner to name ten jobs (issue 12).
 */
const SELECT_FEW = `SELECT ${COLUMNS.replace(
  'c.name AS customer_name',
  `(SELECT c.name FROM customers c WHERE c.owner_id = j.owner_id AND c.id = j.customer_id)
     AS customer_name`,
)} FROM jobs j`;

const ORDER = 'ORDER BY j.scheduled_date DESC, j.created_at DESC, j.id DESC';

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

// NOTE: timestamps come as UTC text (cheaper than to_char over thousands of rows) and become
// ISO strings here; dates as ::text are yyyy-MM-dd (DateStyle ISO, both engines' default).
// Written out field by field: a rest-spread copy per row cost more than the query (10k rows).
const toJob = (row: SelectedRow & { page_key?: string[] }): JobRow & { page_key?: string[] } => ({
  id: row.id,
  customer_id: row.customer_id,
  customer: row.customer_name === null ? null : { name: row.customer_name },
  title: row.title,
  description: row.description,
  status: row.status,
  estimated_cost: row.estimated_cost,
  actual_cost: row.actual_cost,
  estimated_hours: row.estimated_hours,
  actual_hours: row.actual_hours,
  due_date: row.due_date,
  scheduled_date: row.scheduled_date,
  paid: row.paid,
  completed_at: isoFromUtcText(row.completed_at),
  created_at: isoFromUtcText(row.created_at)!,
  updated_at: isoFromUtcText(row.updated_at)!,
  start_time: row.start_time,
  window_end: row.window_end,
  arrived_at: isoFromUtcText(row.arrived_at),
  finished_at: isoFromUtcText(row.finished_at),
  reminded_at: isoFromUtcText(row.reminded_at),
  amount_paid: row.amount_paid,
  payment_method: row.payment_method,
  paid_at: isoFromUtcText(row.paid_at),
  series_id: row.series_id,
  series_date: row.series_date,
  skipped: row.skipped,
  signature:
    row.signature_name === null
      ? null
      : {
          name: row.signature_name,
          signed_at: isoFromUtcText(row.signature_signed_at)!,
          photo_id: row.signature_photo_id!,
        },
  ...(row.page_key ? { page_key: row.page_key } : {}),
});

const SIMPLE_FIELDS = [
  'customer_id',
  'title',
  'description',
  'status',
  'estimated_cost',
  'actual_cost',
  'estimated_hours',
  'actual_hours',
  'due_date',
  'paid',
  'start_time',
  'window_end',
  'arrived_at',
  'finished_at',
  'reminded_at',
  'skipped',
] as const;

const CASTS: Partial<Record<(typeof SIMPLE_FIELDS)[number], string>> = {
  due_date: '::date',
  arrived_at: '::timestamptz',
  finished_at: '::timestamptz',
  reminded_at: '::timestamptz',
};

/**
 * Payments (decisions 033, 046). A running paid amount the write names may not exceed the job's
 * amount after the write (400, nothing changed). Then the spec's fields become payments and the
 * job's paid fields are worked out again from its payments (db/job-payments.ts).
 */
async function settlePayment(
  tx: Queryable,
  ownerId: string,
  id: string,
  body: JobCreateBody | JobUpdateBody,
  seq: number,
): Promise<void> {
  if (typeof body.amount_paid === 'number') {
    const [row] = await tx.query<{ over: boolean }>(
      `SELECT $3::numeric > ${AMOUNT} AS over FROM jobs j WHERE j.owner_id = $1 AND j.id = $2`,
      [ownerId, id, body.amount_paid],
    );
    if (row?.over) {
      throw new AppError('validation_failed', 'amount_paid must not exceed the job amount');
    }
  }
  await applyPaidFields(tx, ownerId, id, body, seq);
}

/**
 * A job's sign-off names a photo of that job labelled 'signature' (decision 067), sent before it
 * through the same outbox; any other id is refused (400, nothing changed).
 */
async function checkSignaturePhoto(
  tx: Queryable,
  ownerId: string,
  jobId: string,
  photoId: string,
): Promise<void> {
  const rows = await tx.query(
    `SELECT 1 FROM photos WHERE owner_id = $1 AND id = $2 AND job_id = $3 AND label = 'signature'`,
    [ownerId, photoId, jobId],
  );
  if (rows.length === 0) {
    throw new AppError(
      'validation_failed',
      'signature.photo_id: must be a signature photo of this job',
    );
  }
}

/** completed_at follows the status unless the client sets it: now on completion, else cleared. */
const COMPLETED_AT = (statusParam: string, givenParam: string, valueParam: string) =>
  `CASE WHEN ${givenParam}::boolean THEN ${valueParam}::timestamptz
        WHEN ${statusParam} = 'completed' THEN coalesce(completed_at, now())
        ELSE NULL END`;

/** How a locked read gives each field of a job as the wire has it (timestamps as UTC text). */
const READ_AS: Record<
  Exclude<(typeof SIMPLE_FIELDS)[number], 'paid'> | 'completed_at' | 'signature',
  string
> = {
  customer_id: 'j.customer_id',
  title: 'j.title',
  description: 'j.description',
  status: 'j.status',
  estimated_cost: asNumber('j.estimated_cost'),
  actual_cost: asNumber('j.actual_cost'),
  estimated_hours: asNumber('j.estimated_hours'),
  actual_hours: asNumber('j.actual_hours'),
  due_date: 'j.due_date::text',
  start_time: 'j.start_time',
  window_end: 'j.window_end',
  arrived_at: utcText('j.arrived_at'),
  finished_at: utcText('j.finished_at'),
  reminded_at: utcText('j.reminded_at'),
  skipped: 'j.skipped',
  completed_at: utcText('j.completed_at'),
  // The customer's sign-off (decision 067): one field, compared whole.
  signature: `CASE WHEN j.signature_name IS NULL THEN NULL ELSE json_build_object(
    'name', j.signature_name,
    'signed_at', ${isoTimestamp('j.signature_signed_at')},
    'photo_id', j.signature_photo_id) END`,
};
const TIMESTAMPS = new Set(['arrived_at', 'finished_at', 'reminded_at', 'completed_at']);

/**
 * The fields of an update that settle the job's payments (decision 046): the paid fields, and the
 * amount a job's payments are measured against.
 */
const PAYMENT_FIELDS = [
  'paid',
  'amount_paid',
  'payment_method',
  'paid_at',
  'estimated_cost',
  'actual_cost',
] as const;

/** The fields of an update that move the owner's running totals (db/totals.ts). */
const FIGURE_FIELDS = [...PAYMENT_FIELDS, 'status', 'skipped'] as const;

type Changes = Omit<JobUpdateBody, 'base'>;
const touches = (body: Changes, fields: readonly (keyof Changes)[]) =>
  fields.some((field) => body[field] !== undefined);

/** The job's paid fields: derived from its payments (decision 046), so never merged by base. */
const DERIVED = new Set(['paid', 'amount_paid', 'payment_method', 'paid_at']);

/** A base without the derived paid fields. */
const withoutDerived = (base: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(base).filter(([field]) => !DERIVED.has(field)));

/**
 * The stored fields a write with base compares, locked until the write ends (decision 047): only
 * those, read with the change number. $1 is the owner, $2 the job.
 */
const lockedRead = (base: Record<string, unknown>) => {
  const fields = Object.keys(base).filter((field) => Object.hasOwn(READ_AS, field));
  const columns = fields.map((field) => `${READ_AS[field as keyof typeof READ_AS]} AS ${field}`);
  return {
    sql: `SELECT ${['true AS found', ...columns].join(', ')}
          FROM jobs j WHERE j.owner_id = $1 AND j.id = $2 FOR UPDATE`,
    fields,
  };
};

/** A locked read's fields as the wire has them. */
const storedFields = (read: Record<string, unknown>, fields: readonly string[]) =>
  Object.fromEntries(
    fields.map((field) => [
      field,
      TIMESTAMPS.has(field) ? isoFromUtcText(read[field] as string | null) : read[field],
    ]),
  );

/** The UPDATE of a job's given fields ($1 owner, $2 id, then `params`), stamped `seq`. */
function updateStatement(
  body: Omit<JobUpdateBody, 'base'>,
  seq: number,
): { sql: string; params: unknown[] } {
  const fields = SIMPLE_FIELDS.filter((field) => body[field] !== undefined);
  const params: unknown[] = [];
  const sets = fields.map((field) => {
    const value = body[field];
    params.push(field === 'description' && value === '' ? null : value);
    return `${field} = $${params.length + 2}${CASTS[field] ?? ''}`;
  });
  if (body.signature !== undefined) {
    // The sign-off is one field of the merge, kept in three columns: all set, or all cleared.
    const signature = body.signature;
    params.push(
      signature?.name ?? null,
      signature?.signed_at ?? null,
      signature ? utcOffsetOf(signature.signed_at) : null,
      signature?.photo_id ?? null,
    );
    const n = params.length + 2;
    sets.push(
      `signature_name = $${n - 3}`,
      `signature_signed_at = $${n - 2}::timestamptz`,
      `signature_utc_offset = $${n - 1}::smallint`,
      `signature_photo_id = $${n}`,
    );
  }
  params.push(body.status ?? null, body.completed_at !== undefined, body.completed_at ?? null);
  const n = params.length + 2;
  sets.push(
    `completed_at = ${COMPLETED_AT(`coalesce($${n - 2}, status)`, `$${n - 1}`, `$${n}`)}`,
    'updated_at = now()',
  );
  params.push(seq);
  return {
    sql: `UPDATE jobs SET ${[...sets, `change_seq = $${n + 1}`].join(', ')}
          WHERE owner_id = $1 AND id = $2 RETURNING id`,
    params,
  };
}

export function createJobsRepository(db: Db) {
  const selectOn = async (
    runner: Queryable,
    where: string,
    params: unknown[],
    tail = ORDER,
    select = SELECT,
  ) => (await runner.query<SelectedRow>(`${select} WHERE ${where} ${tail}`, params)).map(toJob);
  const select = (where: string, params: unknown[], tail = ORDER) =>
    selectOn(db, where, params, tail);
  const selectFew = (where: string, params: unknown[], tail = ORDER) =>
    selectOn(db, where, params, tail, SELECT_FEW);
  const getOn = async (runner: Queryable, ownerId: string, id: string) =>
    (await selectOn(runner, 'j.owner_id = $1 AND j.id = $2', [ownerId, id], '', SELECT_FEW))[0];

  return {
    /** The owner's last change number, the list's validator (decision 036). */
    version: (ownerId: string): Promise<number> => currentVersion(db, ownerId),

    /** The list, newest scheduled first; with limit one page of it (decision 022). */
    async list(ownerId: string, filters: JobListQuery = {}): Promise<Page<JobRow>> {
      const where = ['j.owner_id = $1'];
      const params: unknown[] = [ownerId];
      const add = (clause: string, value: unknown) => {
        params.push(value);
        where.push(clause.replace('?', `$${params.length}`));
      };
      if (filters.status) add('j.status = ?', filters.status);
      if (filters.customer_id) add('j.customer_id = ?', filters.customer_id);
      if (filters.paid !== undefined) add('j.paid = ?', filters.paid);
      if (filters.from) add('j.scheduled_date >= ?::date', filters.from);
      if (filters.to) add('j.scheduled_date <= ?::date', filters.to);
      const { limit, cursor } = filters;
      if (cursor) {
        const [day, micros, id] = decodeCursor(cursor, isDay);
        params.push(day, micros, id);
        const n = params.length;
        where.push(
          `(j.scheduled_date, j.created_at, j.id) < ($${n - 2}::date, ${FROM_MICROS(`$${n - 1}`)}, $${n}::text)`,
        );
      }
      const key =
        limit === undefined
          ? ''
          : `, ARRAY[j.scheduled_date::text, ${MICROS('j.created_at')}, j.id] AS page_key`;
      if (limit !== undefined) params.push(limit + 1);
      const rows = await db.query<SelectedRow & { page_key?: string[] }>(
        `SELECT ${COLUMNS}${key} ${FROM} WHERE ${where.join(' AND ')} ${ORDER}
         ${limit === undefined ? '' : `LIMIT $${params.length}::int`}`,
        params,
      );
      return toPage(rows.map(toJob), limit);
    },

    get(ownerId: string, id: string): Promise<JobRow | undefined> {
      return getOn(db, ownerId, id);
    },

    /**
     * Inserts the job, stamped with the owner's next change number, and reads it back in the
     * same transaction. When this owner already has that id it answers the stored record
     * (created: false); when the owner deleted it before, 'deleted'. Neither changes anything.
     */
    async insert(
      ownerId: string,
      id: string,
      body: JobCreateBody,
    ): Promise<Created<JobRow> | 'deleted'> {
      const status = body.status ?? 'pending';
      const { value } = await writeOwned<Created<JobRow> | 'deleted'>(
        db,
        ownerId,
        async (tx, seq) => {
          if (await refusesDeleted(tx, ownerId, 'job', id, body.restore)) {
            return { changed: false, value: 'deleted' };
          }
          // The running totals follow the job and its payments (decision 070).
          const rows = await recountJobsById(tx, ownerId, [id], async () => {
            const inserted = await tx.query(
              `INSERT INTO jobs (owner_id, id, customer_id, title, description, status, estimated_cost,
             actual_cost, estimated_hours, actual_hours, due_date, paid, completed_at, change_seq,
             start_time, window_end, arrived_at, finished_at, reminded_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::date, $12,
             CASE WHEN $13::timestamptz IS NOT NULL THEN $13::timestamptz
                  WHEN $6 = 'completed' THEN now() END, $14, $15, $16,
             $17::timestamptz, $18::timestamptz, $19::timestamptz)
           ON CONFLICT (owner_id, id) DO NOTHING
           RETURNING id`,
              [
                ownerId,
                id,
                body.customer_id,
                body.title,
                body.description || null,
                status,
                body.estimated_cost ?? null,
                body.actual_cost ?? null,
                body.estimated_hours ?? null,
                body.actual_hours ?? null,
                body.due_date ?? null,
                body.paid ?? false,
                body.completed_at ?? null,
                seq,
                body.start_time ?? null,
                body.window_end ?? null,
                body.arrived_at ?? null,
                body.finished_at ?? null,
                body.reminded_at ?? null,
              ],
            );
            if (inserted.length > 0) await settlePayment(tx, ownerId, id, body, seq);
            return inserted;
          });
          const row = await getOn(tx, ownerId, id);
          if (!row) throw new Error('a conflicting job id was not found');
          const created = rows.length > 0;
          return { changed: created, value: { record: row, created } };
        },
      );
      return value;
    },

    /**
     * Changes the fields given. With `base` (the values the device last saw) a field another
     * write changed meanwhile keeps its stored value and is answered in `conflicts` (decision
     * 047); the row is locked before the comparison, so two writes can never both pass it.
     */
    async update(
      ownerId: string,
      id: string,
      body: JobUpdateBody,
    ): Promise<{ record: JobRow; conflicts: FieldConflict[] } | undefined> {
      const { base: given, ...changes } = body;
      // The paid fields are worked out from the job's payments (decision 046), which only add up:
      // a paid flag or amount sent becomes payments and is never compared against a base.
      const base = given && withoutDerived(given);
      // With base, the stored row is read and locked with the change number (decision 047).
      const read = base ? lockedRead(base) : undefined;
      const first = read ? { sql: read.sql, params: [id] } : undefined;
      const { value } = await writeOwned<
        { record: JobRow; conflicts: FieldConflict[] } | undefined,
        Record<string, unknown>
      >(
        db,
        ownerId,
        async (tx, seq, locked) => {
          let conflicts: FieldConflict[] = [];
          let write: Omit<JobUpdateBody, 'base'> = changes;
          if (base) {
            if (!locked || !read) return { changed: false, value: undefined };
            const stored = storedFields(locked, read.fields);
            ({ write, conflicts } = mergeFields(stored, changes, base));
            if (conflicts.length > 0 && Object.keys(write).length === 0) {
              const kept = await getOn(tx, ownerId, id);
              return { changed: false, value: kept && { record: kept, conflicts } };
            }
          }
          const { sql, params } = updateStatement(write, seq);
          const change = async () => {
            const updated = await tx.query(sql, [ownerId, id, ...params]);
            if (updated.length > 0 && write.signature) {
              await checkSignaturePhoto(tx, ownerId, id, write.signature.photo_id);
            }
            if (updated.length > 0 && touches(write, PAYMENT_FIELDS)) {
              await settlePayment(tx, ownerId, id, write, seq);
            }
            return updated;
          };
          // The running totals follow the job and its payments (decision 070); a change of other
          // fields (a title, notes, a time) leaves them as they are.
          const rows = touches(write, FIGURE_FIELDS)
            ? await recountJobsById(tx, ownerId, [id], change)
            : await change();
          const row = rows.length > 0 ? await getOn(tx, ownerId, id) : undefined;
          return { changed: row !== undefined, value: row && { record: row, conflicts } };
        },
        first,
      );
      return value;
    },

    /** Deletes the job, leaving a tombstone for the sync pull. */
    delete(ownerId: string, id: string): Promise<boolean> {
      return deleteRecord(db, ownerId, 'job', 'jobs', id);
    },

    /** The jobs written after change `after` up to change `upTo`, in change order. */
    changed(runner: Queryable, ownerId: string, after: number, upTo: number): Promise<JobRow[]> {
      return selectOn(
        runner,
        'j.owner_id = $1 AND j.change_seq > $2 AND j.change_seq <= $3',
        [ownerId, after, upTo],
        'ORDER BY j.change_seq, j.id',
      );
    },

    /** Jobs whose scheduled date is the given day. */
    scheduledOn(ownerId: string, date: string): Promise<JobRow[]> {
      return selectFew(
        'j.owner_id = $1 AND j.scheduled_date = $2::date',
        [ownerId, date],
        'ORDER BY j.created_at',
      );
    },

    /** The payments page's unpaid list: completed and unpaid (spec §4). */
    unpaid(ownerId: string): Promise<JobRow[]> {
      return select(`j.owner_id = $1 AND j.status = 'completed' AND NOT j.paid AND NOT j.skipped`, [
        ownerId,
      ]);
    },

    recent(ownerId: string, limit: number): Promise<JobRow[]> {
      return selectFew(
        'j.owner_id = $1',
        [ownerId, limit],
        'ORDER BY j.created_at DESC, j.id DESC LIMIT $2::int',
      );
    },

    /** Open jobs scheduled from the given day up to `days` days after it. */
    upcoming(ownerId: string, from: string, days: number): Promise<JobRow[]> {
      return select(
        `j.owner_id = $1 AND j.status IN ('pending', 'in_progress') AND NOT j.skipped
         AND j.scheduled_date >= $2::date AND j.scheduled_date <= $2::date + $3::int`,
        [ownerId, from, days],
        'ORDER BY j.scheduled_date, j.created_at',
      );
    },

    /** Counts and amounts from the owner's running totals (migration 006, decision 021). */
    async stats(ownerId: string) {
      const [row] = await db.query<OwnerTotals>(OWNER_TOTALS, [ownerId]);
      const get = (key: keyof OwnerTotals) => Number(row?.[key] ?? 0);
      return {
        total: get('jobs'),
        byStatus: {
          pending: get('pending'),
          in_progress: get('in_progress'),
          completed: get('completed'),
          cancelled: get('cancelled'),
        },
        paid: { count: get('paid_count'), amount: get('paid_amount') },
        unpaid: { count: get('unpaid_count'), amount: get('unpaid_amount') },
      };
    },
  };
}

export type JobsRepository = ReturnType<typeof createJobsRepository>;
