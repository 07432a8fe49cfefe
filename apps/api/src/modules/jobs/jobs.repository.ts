import type { JobCreateBody, JobListQuery, JobUpdateBody } from '@jobtrack/core/wire';
import { addTombstones, isDeleted, writeOwned } from '../../db/changes.ts';
import type { Db, Queryable } from '../../db/db.ts';
import { asNumber, isoDate, isoTimestamp } from '../../db/sql.ts';

export type JobRow = {
  id: string;
  customer_id: string;
  customer: { name: string } | null;
  title: string;
  description: string | null;
  status: 'pending' | 'in_progress' | 'completed' | 'cancelled';
  estimated_cost: number | null;
  actual_cost: number | null;
  estimated_hours: number | null;
  actual_hours: number | null;
  due_date: string | null;
  scheduled_date: string;
  paid: boolean;
  completed_at: string | null;
  arrived_at: string | null;
  finished_at: string | null;
  created_at: string;
  updated_at: string;
  start_time: string | null;
  window_end: string | null;
};

type SelectedRow = Omit<JobRow, 'customer'> & { customer_name: string | null };

/** What a job is worth: actual cost, else estimated cost, else 0 (spec §3, §9). */
export const AMOUNT = 'coalesce(j.actual_cost, j.estimated_cost, 0)';

/** Spec §3/§9: unpaid means paid = false; a cancelled job is never owed (decision 014). */
const UNPAID = "NOT j.paid AND j.status <> 'cancelled'";

const SELECT = `SELECT j.id, j.customer_id, c.name AS customer_name, j.title, j.description, j.status,
    ${asNumber('j.estimated_cost')} AS estimated_cost, ${asNumber('j.actual_cost')} AS actual_cost,
    ${asNumber('j.estimated_hours')} AS estimated_hours, ${asNumber('j.actual_hours')} AS actual_hours,
    ${isoDate('j.due_date')} AS due_date, ${isoDate('j.scheduled_date')} AS scheduled_date, j.paid,
    ${isoTimestamp('j.completed_at')} AS completed_at, ${isoTimestamp('j.created_at')} AS created_at,
    ${isoTimestamp('j.updated_at')} AS updated_at,
    j.start_time, j.window_end,
    ${isoTimestamp('j.arrived_at')} AS arrived_at, ${isoTimestamp('j.finished_at')} AS finished_at
  FROM jobs j LEFT JOIN customers c ON c.owner_id = j.owner_id AND c.id = j.customer_id`;

const ORDER = 'ORDER BY j.scheduled_date DESC, j.created_at DESC';

const toJob = ({ customer_name, ...row }: SelectedRow): JobRow => ({
  ...row,
  customer: customer_name === null ? null : { name: customer_name },
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
] as const;

const CASTS: Partial<Record<(typeof SIMPLE_FIELDS)[number], string>> = {
  due_date: '::date',
  arrived_at: '::timestamptz',
  finished_at: '::timestamptz',
};

/** completed_at follows the status unless the client sets it: now on completion, else cleared. */
const COMPLETED_AT = (statusParam: string, givenParam: string, valueParam: string) =>
  `CASE WHEN ${givenParam}::boolean THEN ${valueParam}::timestamptz
        WHEN ${statusParam} = 'completed' THEN coalesce(completed_at, now())
        ELSE NULL END`;

export function createJobsRepository(db: Db) {
  const selectOn = async (runner: Queryable, where: string, params: unknown[], tail = ORDER) =>
    (await runner.query<SelectedRow>(`${SELECT} WHERE ${where} ${tail}`, params)).map(toJob);
  const select = (where: string, params: unknown[], tail = ORDER) =>
    selectOn(db, where, params, tail);
  const getOn = async (runner: Queryable, ownerId: string, id: string) =>
    (await selectOn(runner, 'j.owner_id = $1 AND j.id = $2', [ownerId, id], ''))[0];

  return {
    list(ownerId: string, filters: JobListQuery = {}): Promise<JobRow[]> {
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
      return select(where.join(' AND '), params);
    },

    get(ownerId: string, id: string): Promise<JobRow | undefined> {
      return getOn(db, ownerId, id);
    },

    /**
     * Inserts the job, stamped with the owner's next change number, and reads it back in the
     * same transaction. Answers 'exists' when this owner already has that id and 'deleted' when
     * the owner deleted it before; neither changes anything.
     */
    async insert(
      ownerId: string,
      id: string,
      body: JobCreateBody,
    ): Promise<JobRow | 'exists' | 'deleted'> {
      const status = body.status ?? 'pending';
      const { value } = await writeOwned<JobRow | 'exists' | 'deleted'>(
        db,
        ownerId,
        async (tx, seq) => {
          if (await isDeleted(tx, ownerId, 'job', id)) {
            return { changed: false, value: 'deleted' };
          }
          const rows = await tx.query(
            `INSERT INTO jobs (owner_id, id, customer_id, title, description, status, estimated_cost,
             actual_cost, estimated_hours, actual_hours, due_date, paid, completed_at, change_seq,
             start_time, window_end, arrived_at, finished_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::date, $12,
             CASE WHEN $13::timestamptz IS NOT NULL THEN $13::timestamptz
                  WHEN $6 = 'completed' THEN now() END, $14, $15, $16,
             $17::timestamptz, $18::timestamptz)
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
            ],
          );
          const row = rows.length > 0 ? await getOn(tx, ownerId, id) : undefined;
          return row ? { changed: true, value: row } : { changed: false, value: 'exists' };
        },
      );
      return value;
    },

    async update(ownerId: string, id: string, body: JobUpdateBody): Promise<JobRow | undefined> {
      const fields = SIMPLE_FIELDS.filter((field) => body[field] !== undefined);
      const params: unknown[] = [ownerId, id];
      const sets = fields.map((field) => {
        const value = body[field];
        params.push(field === 'description' && value === '' ? null : value);
        return `${field} = $${params.length}${CASTS[field] ?? ''}`;
      });
      params.push(body.status ?? null, body.completed_at !== undefined, body.completed_at ?? null);
      const n = params.length;
      sets.push(
        `completed_at = ${COMPLETED_AT(`coalesce($${n - 2}, status)`, `$${n - 1}`, `$${n}`)}`,
        'updated_at = now()',
      );
      const { value } = await writeOwned(db, ownerId, async (tx, seq) => {
        const rows = await tx.query(
          `UPDATE jobs SET ${[...sets, `change_seq = $${n + 1}`].join(', ')}
           WHERE owner_id = $1 AND id = $2 RETURNING id`,
          [...params, seq],
        );
        const row = rows.length > 0 ? await getOn(tx, ownerId, id) : undefined;
        return { changed: row !== undefined, value: row };
      });
      return value;
    },

    /** Deletes the job, leaving a tombstone for the sync pull. */
    async delete(ownerId: string, id: string): Promise<boolean> {
      const { changed } = await writeOwned(db, ownerId, async (tx, seq) => {
        const rows = await tx.query(
          'DELETE FROM jobs WHERE owner_id = $1 AND id = $2 RETURNING id',
          [ownerId, id],
        );
        if (rows.length === 0) return { changed: false, value: undefined };
        await addTombstones(tx, ownerId, 'job', [id], seq);
        return { changed: true, value: undefined };
      });
      return changed;
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
      return select(
        'j.owner_id = $1 AND j.scheduled_date = $2::date',
        [ownerId, date],
        'ORDER BY j.created_at',
      );
    },

    /** The payments page's unpaid list: completed and unpaid (spec §4). */
    unpaid(ownerId: string): Promise<JobRow[]> {
      return select(`j.owner_id = $1 AND j.status = 'completed' AND NOT j.paid`, [ownerId]);
    },

    recent(ownerId: string, limit: number): Promise<JobRow[]> {
      return select(
        'j.owner_id = $1',
        [ownerId],
        `ORDER BY j.created_at DESC, j.id DESC LIMIT ${limit}`,
      );
    },

    /** Open jobs scheduled from the given day up to `days` days after it. */
    upcoming(ownerId: string, from: string, days: number): Promise<JobRow[]> {
      return select(
        `j.owner_id = $1 AND j.status IN ('pending', 'in_progress')
         AND j.scheduled_date >= $2::date AND j.scheduled_date <= $2::date + $3::int`,
        [ownerId, from, days],
        'ORDER BY j.scheduled_date, j.created_at',
      );
    },

    async stats(ownerId: string) {
      const [row] = await db.query<Record<string, number>>(
        `SELECT count(*)::int AS total,
           count(*) FILTER (WHERE j.status = 'pending')::int AS pending,
           count(*) FILTER (WHERE j.status = 'in_progress')::int AS in_progress,
           count(*) FILTER (WHERE j.status = 'completed')::int AS completed,
           count(*) FILTER (WHERE j.status = 'cancelled')::int AS cancelled,
           count(*) FILTER (WHERE j.paid)::int AS paid_count,
           coalesce(sum(${AMOUNT}) FILTER (WHERE j.paid), 0)::float8 AS paid_amount,
           count(*) FILTER (WHERE ${UNPAID})::int AS unpaid_count,
           coalesce(sum(${AMOUNT}) FILTER (WHERE ${UNPAID}), 0)::float8 AS unpaid_amount
         FROM jobs j WHERE j.owner_id = $1`,
        [ownerId],
      );
      const get = (key: string) => row?.[key] ?? 0;
      return {
        total: get('total'),
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
