// The running totals per owner (migration 006, decision 021) that the dashboard and job stats
// read. Since migration 017 (decision 070) no trigger keeps them: every write of jobs or
// customers adds its own difference in its own transaction, inside writeOwned, which holds the
// owner's sync_state row, so one owner's writes run one at a time and a figure read before a
// write is still the figure when it ends. totals.test.ts compares them with a count from scratch
// after a random mix of writes, and the API tests check every write against one (test/setup.ts).
import type { Queryable } from './db.ts';
import { jobAmount } from './sql.ts';

/** An owner's running totals (migration 006), kept by every write (see above). */
export const OWNER_TOTALS = `SELECT coalesce(t.customers, 0) AS customers, coalesce(t.jobs, 0) AS jobs,
    coalesce(t.pending, 0) AS pending, coalesce(t.in_progress, 0) AS in_progress,
    coalesce(t.completed, 0) AS completed, coalesce(t.cancelled, 0) AS cancelled,
    coalesce(t.paid_count, 0) AS paid_count, coalesce(t.paid_amount, 0)::float8 AS paid_amount,
    coalesce(t.unpaid_count, 0) AS unpaid_count,
    coalesce(t.unpaid_amount, 0)::float8 AS unpaid_amount
  FROM (SELECT 1) AS o LEFT JOIN owner_totals t ON t.owner_id = $1::text`;

export type OwnerTotals = Record<
  | 'customers'
  | 'jobs'
  | 'pending'
  | 'in_progress'
  | 'completed'
  | 'cancelled'
  | 'paid_count'
  | 'paid_amount'
  | 'unpaid_count'
  | 'unpaid_amount',
  number
>;

const AMOUNT = jobAmount('j');
/** Unpaid (decision 014): not paid, not cancelled, not a skipped visit (decision 030). */
const UNPAID = `NOT j.paid AND j.status <> 'cancelled' AND NOT j.skipped`;

/** The figures of the jobs rows `j` a query selects, in JOB_COLUMNS' order. */
const JOB_FIGURES = [
  'count(*)',
  "count(*) FILTER (WHERE j.status = 'pending')",
  "count(*) FILTER (WHERE j.status = 'in_progress')",
  "count(*) FILTER (WHERE j.status = 'completed')",
  "count(*) FILTER (WHERE j.status = 'cancelled')",
  'count(*) FILTER (WHERE j.paid)',
  `coalesce(sum(${AMOUNT}) FILTER (WHERE j.paid), 0)`,
  `count(*) FILTER (WHERE ${UNPAID})`,
  `coalesce(sum(${AMOUNT}) FILTER (WHERE ${UNPAID}), 0)`,
];

const JOB_COLUMNS = [
  'jobs',
  'pending',
  'in_progress',
  'completed',
  'cancelled',
  'paid_count',
  'paid_amount',
  'unpaid_count',
  'unpaid_amount',
] as const;

/**
 * Adds `sign` times the figures of the owner's jobs that `where` selects ($1 is the owner, its
 * own parameters follow from $2; the jobs table is `j`). One statement, routed by owner_id.
 */
async function addJobFigures(
  tx: Queryable,
  ownerId: string,
  sign: 1 | -1,
  where: string,
  params: readonly unknown[],
): Promise<void> {
  const signed = JOB_FIGURES.map((figure) => `${sign} * ${figure}`).join(', ');
  await tx.query(
    `INSERT INTO owner_totals AS t (owner_id, ${JOB_COLUMNS.join(', ')})
     SELECT j.owner_id, ${signed}
     FROM jobs j WHERE j.owner_id = $1 AND (${where})
     GROUP BY j.owner_id
     ON CONFLICT (owner_id) DO UPDATE SET
       ${JOB_COLUMNS.map((column) => `${column} = t.${column} + EXCLUDED.${column}`).join(', ')}`,
    [ownerId, ...params],
  );
}

/**
 * Runs a write of the owner's jobs between taking out the figures of the jobs `where` selects
 * ($1 the owner, then `params`; the table is `j`) and putting back the figures of the jobs it
 * selects afterwards: what the write added, changed or deleted among them is counted, whatever
 * the write was. `where` must select every row the write touches, before and after it (ids, a
 * customer, a series). Never nested: the outer one counts all that the inner one would.
 */
export async function recountJobs<T>(
  tx: Queryable,
  ownerId: string,
  where: string,
  params: readonly unknown[],
  write: () => Promise<T>,
): Promise<T> {
  await addJobFigures(tx, ownerId, -1, where, params);
  const result = await write();
  await addJobFigures(tx, ownerId, 1, where, params);
  return result;
}

/** recountJobs over the jobs with these ids. */
export const recountJobsById = <T>(
  tx: Queryable,
  ownerId: string,
  ids: readonly string[],
  write: () => Promise<T>,
): Promise<T> => recountJobs(tx, ownerId, 'j.id = ANY($2::text[])', [[...ids]], write);

/** Counts jobs just inserted (nothing to take out first). */
export async function countNewJobs(
  tx: Queryable,
  ownerId: string,
  ids: readonly string[],
): Promise<void> {
  if (ids.length === 0) return;
  await addJobFigures(tx, ownerId, 1, 'j.id = ANY($2::text[])', [[...ids]]);
}

/** Adds `count` customers (negative: removed) to the owner's total. */
export async function countCustomers(tx: Queryable, ownerId: string, count: number): Promise<void> {
  if (count === 0) return;
  await tx.query(
    `INSERT INTO owner_totals AS t (owner_id, customers) VALUES ($1, $2)
     ON CONFLICT (owner_id) DO UPDATE SET customers = t.customers + EXCLUDED.customers`,
    [ownerId, count],
  );
}

/**
 * The owner's totals counted from the rows, in OWNER_TOTALS' shape: the oracle the running
 * totals are tested against (and what migration 017 started them from).
 */
export const OWNER_TOTALS_FROM_SCRATCH = `SELECT
    (SELECT count(*) FROM customers c WHERE c.owner_id = $1)::int AS customers,
    count(j.id)::int AS jobs,
    (count(j.id) FILTER (WHERE j.status = 'pending'))::int AS pending,
    (count(j.id) FILTER (WHERE j.status = 'in_progress'))::int AS in_progress,
    (count(j.id) FILTER (WHERE j.status = 'completed'))::int AS completed,
    (count(j.id) FILTER (WHERE j.status = 'cancelled'))::int AS cancelled,
    (count(j.id) FILTER (WHERE j.paid))::int AS paid_count,
    coalesce(sum(${AMOUNT}) FILTER (WHERE j.paid), 0)::float8 AS paid_amount,
    (count(j.id) FILTER (WHERE ${UNPAID}))::int AS unpaid_count,
    coalesce(sum(${AMOUNT}) FILTER (WHERE ${UNPAID}), 0)::float8 AS unpaid_amount
  FROM jobs j WHERE j.owner_id = $1`;
