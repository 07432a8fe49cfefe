// The running totals per owner (migration 006, decision 021) that the dashboard and job stats read.

/** An owner's running totals (migration 006), kept by triggers in every write's transaction. */
export const OWNER_TOTALS = `SELECT coalesce(t.customers, 0) AS customers, coalesce(t.jobs, 0) AS jobs,
    coalesce(t.pending, 0) AS pending, coalesce(t.in_progress, 0) AS in_progress,
    coalesce(t.completed, 0) AS completed, coalesce(t.cancelled, 0) AS cancelled,
    coalesce(t.paid_count, 0) AS paid_count, coalesce(t.paid_amount, 0)::float8 AS paid_amount,
    coalesce(t.unpaid_count, 0) AS unpaid_count,
    coalesce(t.unpaid_amount, 0)::float8 AS unpaid_amount
  FROM (SELECT $1::text AS owner_id) AS o LEFT JOIN owner_totals t ON t.owner_id = o.owner_id`;

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
