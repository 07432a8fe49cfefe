// The backup import's SQL (decision 049): one chunk of records of one kind in one write with one
// change number (writeOwned), as a set (jsonb_to_recordset), so 100k jobs are a few hundred
// statements rather than 100k transactions. Every insert is ON CONFLICT DO NOTHING on the id and
// skips ids the owner deleted (tombstones): a chunk sent again writes nothing.
import { topUpDue, type JobSeries } from '@jobtrack/core';
import type {
  CustomerImportRecord,
  ImportOutcome,
  JobImportRecord,
  SeriesImportRecord,
} from '@jobtrack/core/wire';
import { writeOwned, type DeletedKind } from '../../db/changes.ts';
import type { Db, Queryable } from '../../db/db.ts';
import { jobAmount } from '../../db/sql.ts';

/** A record's outcome, and why when it was refused. */
export type RecordOutcome = { id: string; outcome: ImportOutcome; error?: string };

type Table = 'customers' | 'job_series' | 'jobs';

const idsIn = async (tx: Queryable, sql: string, params: unknown[]) =>
  new Set((await tx.query<{ id: string }>(sql, params)).map((row) => row.id));

/**
 * The outcome of each record after the insert: made now, deleted before (stays deleted), already
 * kept, or refused for the reason `refusedBecause` gives (a unique index it clashes with).
 */
async function outcomes(
  tx: Queryable,
  ownerId: string,
  kind: DeletedKind,
  table: Table,
  ids: readonly string[],
  created: ReadonlySet<string>,
  refusedBecause: string,
): Promise<RecordOutcome[]> {
  const deleted = await idsIn(
    tx,
    'SELECT id FROM tombstones WHERE owner_id = $1 AND kind = $2 AND id = ANY($3::text[])',
    [ownerId, kind, ids],
  );
  const kept = await idsIn(
    tx,
    `SELECT id FROM ${table} WHERE owner_id = $1 AND id = ANY($2::text[])`,
    [ownerId, ids],
  );
  return ids.map((id): RecordOutcome => {
    if (created.has(id)) return { id, outcome: 'created' };
    if (deleted.has(id)) return { id, outcome: 'deleted' };
    if (kept.has(id)) return { id, outcome: 'kept' };
    return { id, outcome: 'refused', error: refusedBecause };
  });
}

/** Records whose customer the owner does not have are refused before the insert (404's words). */
async function withKnownCustomers<T extends { id: string; customer_id: string }>(
  tx: Queryable,
  ownerId: string,
  records: readonly T[],
): Promise<{ known: T[]; unknown: RecordOutcome[] }> {
  const customers = await idsIn(
    tx,
    'SELECT id FROM customers WHERE owner_id = $1 AND id = ANY($2::text[])',
    [ownerId, [...new Set(records.map((record) => record.customer_id))]],
  );
  const known = records.filter((record) => customers.has(record.customer_id));
  const unknown = records
    .filter((record) => !customers.has(record.customer_id))
    .map((record): RecordOutcome => ({
      id: record.id,
      outcome: 'refused',
      error: 'Customer not found',
    }));
  return { known, unknown };
}

/** The answers in the chunk's order. */
const inOrder = (ids: readonly string[], ...lists: RecordOutcome[][]): RecordOutcome[] => {
  const byId = new Map(lists.flat().map((result) => [result.id, result]));
  return ids.map((id) => byId.get(id)!);
};

/** A write of the chunk with one change number; nothing created: rolled back, no number used. */
const writeChunk = async (
  db: Db,
  ownerId: string,
  work: (tx: Queryable, seq: number) => Promise<RecordOutcome[]>,
): Promise<RecordOutcome[]> =>
  (
    await writeOwned(db, ownerId, async (tx, seq) => {
      const results = await work(tx, seq);
      return { changed: results.some((result) => result.outcome === 'created'), value: results };
    })
  ).value;

const nullIfEmpty = (value: string | null | undefined) => (value ? value : null);

export function createImportRepository(db: Db) {
  return {
    async customers(ownerId: string, records: readonly CustomerImportRecord[]) {
      const ids = records.map((record) => record.id);
      return writeChunk(db, ownerId, async (tx, seq) => {
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
        const created = await idsIn(
          tx,
          `INSERT INTO customers (owner_id, id, name, email, phone, address, business_name, notes,
             service_type, language, created_at, change_seq)
           SELECT $1, r.id, r.name, r.email, r.phone, r.address, r.business_name, r.notes,
             r.service_type, r.language, coalesce(r.created_at, now()), $2
           FROM jsonb_to_recordset($3::jsonb) AS r (id text, name text, email text, phone text,
             address text, business_name text, notes text, service_type text, language text,
             created_at timestamptz)
           WHERE NOT EXISTS (SELECT 1 FROM tombstones t
             WHERE t.owner_id = $1 AND t.kind = 'customer' AND t.id = r.id)
           ON CONFLICT DO NOTHING
           RETURNING id`,
          [ownerId, seq, JSON.stringify(rows)],
        );
        return outcomes(tx, ownerId, 'customer', 'customers', ids, created, 'Customer clashes');
      });
    },

    /**
     * Series as they were: the rule and how far its visits were made (the visits are jobs of the
     * same backup), so nothing is generated now; the next top-up goes on from there.
     */
    async series(ownerId: string, records: readonly SeriesImportRecord[], today: string) {
      const ids = records.map((record) => record.id);
      return writeChunk(db, ownerId, async (tx, seq) => {
        const { known, unknown } = await withKnownCustomers(tx, ownerId, records);
        const rows = known.map((record) => {
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
        const created =
          rows.length === 0
            ? new Set<string>()
            : await idsIn(
                tx,
                `INSERT INTO job_series (owner_id, id, customer_id, service_type, price, notes,
                   start_date, start_time, window_end, rule, generated_through, top_up_due,
                   created_at, updated_at, change_seq)
                 SELECT $1, r.id, r.customer_id, r.service_type, r.price, r.notes, r.start_date,
                   r.start_time, r.window_end, r.rule, r.generated_through, r.top_up_due,
                   coalesce(r.created_at, now()), coalesce(r.updated_at, r.created_at, now()), $2
                 FROM jsonb_to_recordset($3::jsonb) AS r (id text, customer_id text,
                   service_type text, price numeric, notes text, start_date date, start_time text,
                   window_end text, rule jsonb, generated_through date, top_up_due date,
                   created_at timestamptz, updated_at timestamptz)
                 WHERE NOT EXISTS (SELECT 1 FROM tombstones t
                   WHERE t.owner_id = $1 AND t.kind = 'series' AND t.id = r.id)
                 ON CONFLICT DO NOTHING
                 RETURNING id`,
                [ownerId, seq, JSON.stringify(rows)],
              );
        const inserted = await outcomes(
          tx,
          ownerId,
          'series',
          'job_series',
          known.map((record) => record.id),
          created,
          'Series clashes',
        );
        return inOrder(ids, inserted, unknown);
      });
    },

    /**
     * Jobs with everything they carried: status, dates, check-in, payments (the paid flag follows
     * a paid amount as on every write, decision 033) and their series link and skipped flag.
     */
    async jobs(ownerId: string, records: readonly JobImportRecord[]) {
      const ids = records.map((record) => record.id);
      return writeChunk(db, ownerId, async (tx, seq) => {
        const { known, unknown } = await withKnownCustomers(tx, ownerId, records);
        const rows = known.map((record) => ({
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
          amount_paid: record.amount_paid ?? null,
          payment_method: record.payment_method ?? null,
          paid_at: record.paid_at ?? null,
          series_id: record.series_id ?? null,
          series_date: record.series_id ? (record.series_date ?? null) : null,
          skipped: record.skipped ?? false,
          created_at: record.created_at ?? null,
        }));
        const amount = jobAmount('r');
        const created =
          rows.length === 0
            ? new Set<string>()
            : await idsIn(
                tx,
                `INSERT INTO jobs (owner_id, id, customer_id, title, description, status,
                   estimated_cost, actual_cost, estimated_hours, actual_hours, due_date, paid,
                   completed_at, start_time, window_end, arrived_at, finished_at, amount_paid,
                   payment_method, paid_at, series_id, series_date, skipped, created_at,
                   change_seq)
                 SELECT $1, r.id, r.customer_id, r.title, r.description, r.status,
                   r.estimated_cost, r.actual_cost, r.estimated_hours, r.actual_hours, r.due_date,
                   CASE WHEN r.amount_paid IS NULL THEN r.paid
                        ELSE least(r.amount_paid, ${amount}) >= ${amount} END,
                   CASE WHEN r.completed_at IS NOT NULL THEN r.completed_at
                        WHEN r.status = 'completed' THEN now() END,
                   r.start_time, r.window_end, r.arrived_at, r.finished_at,
                   -- least() skips a NULL: a job without a paid amount keeps none.
                   CASE WHEN r.amount_paid IS NOT NULL THEN least(r.amount_paid, ${amount}) END,
                   r.payment_method, r.paid_at, r.series_id,
                   r.series_date, r.skipped, coalesce(r.created_at, now()), $2
                 FROM jsonb_to_recordset($3::jsonb) AS r (id text, customer_id text, title text,
                   description text, status text, estimated_cost numeric, actual_cost numeric,
                   estimated_hours numeric, actual_hours numeric, due_date date, paid boolean,
                   completed_at timestamptz, start_time text, window_end text,
                   arrived_at timestamptz, finished_at timestamptz, amount_paid numeric,
                   payment_method text, paid_at timestamptz, series_id text, series_date date,
                   skipped boolean, created_at timestamptz)
                 WHERE NOT EXISTS (SELECT 1 FROM tombstones t
                   WHERE t.owner_id = $1 AND t.kind = 'job' AND t.id = r.id)
                 ON CONFLICT DO NOTHING
                 RETURNING id`,
                [ownerId, seq, JSON.stringify(rows)],
              );
        const inserted = await outcomes(
          tx,
          ownerId,
          'job',
          'jobs',
          known.map((record) => record.id),
          created,
          // The one other unique index: a series has one visit per date.
          'Another visit of this series has this date',
        );
        return inOrder(ids, inserted, unknown);
      });
    },
  };
}

export type ImportRepository = ReturnType<typeof createImportRepository>;
