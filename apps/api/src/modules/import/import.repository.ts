// The backup import's SQL (decision 049): one chunk of records of one kind in one write with one
// change number (writeOwned), as one INSERT … SELECT over the chunk (jsonb_to_recordset), so 100k
// jobs are a few hundred statements rather than 100k transactions. The insert skips ids the owner
// deleted (tombstones) and records naming a customer the owner lacks, each by a primary-key probe,
// and is ON CONFLICT DO NOTHING: a chunk sent again writes nothing. Only the records it left out
// are looked up again, to answer why, so a chunk's cost does not grow with the account.
import { topUpDue, type JobSeries } from '@jobtrack/core';
import type {
  CustomerImportRecord,
  ImportOutcome,
  JobImportRecord,
  PaymentImportRecord,
  SeriesImportRecord,
} from '@jobtrack/core/wire';
import { writeOwned, type DeletedKind } from '../../db/changes.ts';
import type { Db, Queryable } from '../../db/db.ts';
import { settleJobsPayments } from '../../db/job-payments.ts';
import { jobAmount } from '../../db/sql.ts';
import { utcOffsetOf } from '../../lib/local-day.ts';
import { countCustomers, countNewJobs, recountJobsById } from '../../db/totals.ts';

/** A record's outcome, and why when it was refused. */
export type RecordOutcome = { id: string; outcome: ImportOutcome; error?: string };

type Table = 'customers' | 'job_series' | 'jobs' | 'payments';

/** The record a kind names, which must be the owner's (a job's or a series' customer, a payment's job). */
type Parent = { table: Table; column: string; missing: string };

/** What one kind's chunk is checked against: its tombstones, its table, what it names. */
type ChunkKind = {
  kind: DeletedKind;
  table: Table;
  parent?: Parent;
  /** The reason for a record neither made, kept nor deleted: a unique index it clashes with. */
  clash: string;
};

const CUSTOMER: Parent = {
  table: 'customers',
  column: 'customer_id',
  missing: 'Customer not found',
};

/**
 * Whether the owner has a row of `table` with the id `id` (SQL): one primary-key probe per record.
 * NOTE: a scalar subquery, not EXISTS: the planner, guessing a chunk of 100 records, may turn an
 * EXISTS into a hash join over every row the owner has (all their jobs, all their tombstones), a
 * scan per chunk that grows with the account; a scalar subquery is always a probe per record.
 */
const owns = (table: Table | 'tombstones', id: string, kind?: string) =>
  `(SELECT true FROM ${table} WHERE owner_id = $1${kind ? ` AND kind = ${kind}` : ''}
    AND id = ${id} LIMIT 1) IS NOT NULL`;

/**
 * The conditions of a chunk's INSERT … SELECT over its records `r`: the id was not deleted, and
 * what the record names is the owner's.
 */
const insertable = ({ kind, parent }: ChunkKind) =>
  [
    `NOT ${owns('tombstones', 'r.id', `'${kind}'`)}`,
    ...(parent ? [owns(parent.table, `r.${parent.column}`)] : []),
  ].join(' AND ');

type Row = { id: string; parent?: string };

/**
 * Why the records the INSERT left out were left out, in the order the answers are given: what
 * they name is unknown (refused), the id was deleted, the owner has it (kept), or it clashes
 * (refused). One statement over those records alone: a fresh import has none, so it never runs.
 */
async function leftOut(
  tx: Queryable,
  ownerId: string,
  chunk: ChunkKind,
  rows: readonly Row[],
): Promise<Map<string, RecordOutcome>> {
  const answers = new Map<string, RecordOutcome>();
  if (rows.length === 0) return answers;
  const { parent } = chunk;
  const found = await tx.query<{ id: string; unknown: boolean; deleted: boolean; kept: boolean }>(
    `SELECT x.id, ${parent ? `NOT ${owns(parent.table, 'x.parent')}` : 'false'} AS unknown,
       ${owns('tombstones', 'x.id', '$2')} AS deleted, ${owns(chunk.table, 'x.id')} AS kept
     FROM unnest($3::text[], $4::text[]) AS x (id, parent)`,
    [ownerId, chunk.kind, rows.map((row) => row.id), rows.map((row) => row.parent ?? null)],
  );
  for (const row of found) {
    answers.set(
      row.id,
      row.unknown
        ? { id: row.id, outcome: 'refused', error: parent!.missing }
        : row.deleted
          ? { id: row.id, outcome: 'deleted' }
          : row.kept
            ? { id: row.id, outcome: 'kept' }
            : { id: row.id, outcome: 'refused', error: chunk.clash },
    );
  }
  return answers;
}

/**
 * A column of a kind's records: its type in the chunk's recordset, and the value inserted
 * (r.<name> unless given).
 */
type Column = readonly [name: string, type: string, value?: string];

/** What one chunk inserts: its records as rows of `columns`, and what the INSERT gives back. */
type Insert<Created> = {
  columns: readonly Column[];
  rows: readonly Record<string, unknown>[];
  returning?: string;
  /** Run in the same write after the insert, with what it created (a payment's job, say). */
  after?: (tx: Queryable, created: Created[], seq: number) => Promise<void>;
};

/**
 * Imports one chunk of a kind in one write with one change number (writeOwned, so the sync pull
 * carries it): one INSERT … SELECT over the chunk's rows (jsonb_to_recordset) adds the records
 * that are `insertable`, ON CONFLICT DO NOTHING; then each record is answered in the chunk's
 * order. Nothing created: rolled back, no number used.
 */
async function importChunk<Created extends { id: string }>(
  db: Db,
  ownerId: string,
  chunk: ChunkKind,
  answers: readonly Row[],
  { columns, rows, returning = 'id', after }: Insert<Created>,
): Promise<RecordOutcome[]> {
  const names = columns.map(([name]) => name).join(', ');
  const values = columns.map(([name, , value]) => value ?? `r.${name}`).join(', ');
  const recordset = columns.map(([name, type]) => `${name} ${type}`).join(', ');
  const written = await writeOwned(db, ownerId, async (tx, seq) => {
    const inserted = await tx.query<Created>(
      `INSERT INTO ${chunk.table} (owner_id, ${names}, change_seq)
       SELECT $1, ${values}, $2
       FROM jsonb_to_recordset($3::jsonb) AS r (${recordset})
       WHERE ${insertable(chunk)}
       ON CONFLICT DO NOTHING
       RETURNING ${returning}`,
      [ownerId, seq, JSON.stringify(rows)],
    );
    await after?.(tx, inserted, seq);
    const created = new Set(inserted.map((row) => row.id));
    const rest = await leftOut(
      tx,
      ownerId,
      chunk,
      answers.filter((row) => !created.has(row.id)),
    );
    const results = answers.map(
      (row): RecordOutcome => rest.get(row.id) ?? { id: row.id, outcome: 'created' },
    );
    return { changed: created.size > 0, value: results };
  });
  return written.value;
}

/** A created time kept from the file, else now. */
const CREATED_AT: Column = ['created_at', 'timestamptz', 'coalesce(r.created_at, now())'];

const nullIfEmpty = (value: string | null | undefined) => (value ? value : null);

const CUSTOMERS: ChunkKind = { kind: 'customer', table: 'customers', clash: 'Customer clashes' };
const SERIES: ChunkKind = {
  kind: 'series',
  table: 'job_series',
  parent: CUSTOMER,
  clash: 'Series clashes',
};
const JOBS: ChunkKind = {
  kind: 'job',
  table: 'jobs',
  parent: CUSTOMER,
  // The one other unique index: a series has one visit per date.
  clash: 'Another visit of this series has this date',
};

const PAYMENTS: ChunkKind = {
  kind: 'payment',
  table: 'payments',
  parent: { table: 'jobs', column: 'job_id', missing: 'Job not found' },
  clash: 'Payment clashes',
};

const withCustomer = (record: { id: string; customer_id: string }): Row => ({
  id: record.id,
  parent: record.customer_id,
});

export function createImportRepository(db: Db) {
  return {
    customers(ownerId: string, records: readonly CustomerImportRecord[]) {
      const rows = records.map((record) => ({
        id: record.id,
        name: record.name,
        email: nullIfEmpty(record.email),
        phone: nullIfEmpty(record.phone),
        address: nullIfEmpty(record.address),
        business_name: nullIfEmpty(record.business_name),
        notes: nullIfEmpty(record.notes),
        service_type: nullIfEmpty(record.service_type),
        language: record.language ?? null,
        created_at: record.created_at ?? null,
      }));
      return importChunk(db, ownerId, CUSTOMERS, rows, {
        rows,
        after: (tx, created) => countCustomers(tx, ownerId, created.length),
        columns: [
          ['id', 'text'],
          ['name', 'text'],
          ['email', 'text'],
          ['phone', 'text'],
          ['address', 'text'],
          ['business_name', 'text'],
          ['notes', 'text'],
          ['service_type', 'text'],
          ['language', 'text'],
          CREATED_AT,
        ],
      });
    },

    /**
     * Series as they were: the rule and how far its visits were made (the visits are jobs of the
     * same backup), so nothing is generated now; the next top-up goes on from there.
     */
    series(ownerId: string, records: readonly SeriesImportRecord[], today: string) {
      const rows = records.map((record) => {
        const rule = record.rule as JobSeries['rule'];
        const generatedThrough = record.generated_through ?? null;
        return {
          id: record.id,
          customer_id: record.customer_id,
          service_type: record.service_type,
          price: record.price,
          notes: record.notes?.trim() ?? '',
          start_date: record.start_date,
          start_time: record.start_time ?? null,
          window_end: record.start_time ? (record.window_end ?? null) : null,
          rule,
          generated_through: generatedThrough,
          top_up_due: topUpDue({ startDate: record.start_date, rule, generatedThrough }, today),
          created_at: record.created_at ?? null,
          updated_at: record.updated_at ?? null,
        };
      });
      return importChunk(db, ownerId, SERIES, records.map(withCustomer), {
        rows,
        columns: [
          ['id', 'text'],
          ['customer_id', 'text'],
          ['service_type', 'text'],
          ['price', 'numeric'],
          ['notes', 'text'],
          ['start_date', 'date'],
          ['start_time', 'text'],
          ['window_end', 'text'],
          ['rule', 'jsonb'],
          ['generated_through', 'date'],
          ['top_up_due', 'date'],
          CREATED_AT,
          ['updated_at', 'timestamptz', 'coalesce(r.updated_at, r.created_at, now())'],
        ],
      });
    },

    /**
     * Jobs with everything they carried: status, dates, check-in, their series link and skipped
     * flag. Their paid fields are those of a job without payments (unpaid, unless worth nothing
     * and marked paid, decision 046): the payments chunk that follows works them out.
     */
    jobs(ownerId: string, records: readonly JobImportRecord[]) {
      const rows = records.map((record) => ({
        id: record.id,
        customer_id: record.customer_id,
        title: record.title,
        description: nullIfEmpty(record.description),
        status: record.status ?? 'pending',
        estimated_cost: record.estimated_cost ?? null,
        actual_cost: record.actual_cost ?? null,
        estimated_hours: record.estimated_hours ?? null,
        actual_hours: record.actual_hours ?? null,
        due_date: record.due_date ?? null,
        paid: record.paid ?? false,
        completed_at: record.completed_at ?? null,
        start_time: record.start_time ?? null,
        window_end: record.start_time ? (record.window_end ?? null) : null,
        arrived_at: record.arrived_at ?? null,
        finished_at: record.finished_at ?? null,
        reminded_at: record.reminded_at ?? null,
        series_id: record.series_id ?? null,
        series_date: record.series_id ? (record.series_date ?? null) : null,
        skipped: record.skipped ?? false,
        signature_name: record.signature?.name ?? null,
        signature_signed_at: record.signature?.signed_at ?? null,
        signature_utc_offset: record.signature ? utcOffsetOf(record.signature.signed_at) : null,
        signature_photo_id: record.signature?.photo_id ?? null,
        created_at: record.created_at ?? null,
      }));
      return importChunk(db, ownerId, JOBS, records.map(withCustomer), {
        rows,
        after: (tx, created) =>
          countNewJobs(
            tx,
            ownerId,
            created.map((row) => row.id),
          ),
        columns: [
          ['id', 'text'],
          ['customer_id', 'text'],
          ['title', 'text'],
          ['description', 'text'],
          ['status', 'text'],
          ['estimated_cost', 'numeric'],
          ['actual_cost', 'numeric'],
          ['estimated_hours', 'numeric'],
          ['actual_hours', 'numeric'],
          ['due_date', 'date'],
          // No payments yet: only a job worth nothing keeps the flag it was given.
          ['paid', 'boolean', `${jobAmount('r')} = 0 AND r.paid`],
          [
            'completed_at',
            'timestamptz',
            `CASE WHEN r.completed_at IS NOT NULL THEN r.completed_at
                  WHEN r.status = 'completed' THEN now() END`,
          ],
          ['start_time', 'text'],
          ['window_end', 'text'],
          ['arrived_at', 'timestamptz'],
          ['finished_at', 'timestamptz'],
          ['reminded_at', 'timestamptz'],
          ['series_id', 'text'],
          ['series_date', 'date'],
          ['skipped', 'boolean'],
          ['signature_name', 'text'],
          ['signature_signed_at', 'timestamptz'],
          ['signature_utc_offset', 'smallint'],
          ['signature_photo_id', 'text'],
          CREATED_AT,
        ],
      });
    },

    /**
     * Payments as they were recorded (decision 046), each on a job of the owner's; then the paid
     * fields of the jobs they were added to are worked out again, in one statement for the chunk
     * (db/job-payments.ts, as on every payment write), with the chunk's change number.
     */
    payments(ownerId: string, records: readonly PaymentImportRecord[]) {
      const rows = records.map((record) => ({
        id: record.id,
        job_id: record.job_id,
        amount: record.amount,
        method: record.method,
        paid_on: record.paid_on,
        note: nullIfEmpty(record.note),
        device_id: nullIfEmpty(record.device_id),
        created_at: record.created_at ?? null,
      }));
      const answers = records.map((record) => ({ id: record.id, parent: record.job_id }));
      return importChunk<{ id: string; job_id: string }>(db, ownerId, PAYMENTS, answers, {
        rows,
        columns: [
          ['id', 'text'],
          ['job_id', 'text'],
          ['amount', 'numeric'],
          ['method', 'text'],
          ['paid_on', 'date'],
          ['note', 'text'],
          ['device_id', 'text'],
          CREATED_AT,
        ],
        returning: 'id, job_id',
        // The running totals follow the jobs' paid flags (decision 070).
        after: (tx, created, seq) => {
          const jobIds = created.map((row) => row.job_id);
          return recountJobsById(tx, ownerId, jobIds, () =>
            settleJobsPayments(tx, ownerId, jobIds, seq),
          );
        },
      });
    },
  };
}

export type ImportRepository = ReturnType<typeof createImportRepository>;
