import type { Queryable } from '../../db/db.ts';

/** A timestamptz as the user's local date, given their offset from UTC in minutes. */
const localDate = (column: string, offsetParam: string) =>
  `((${column} AT TIME ZONE 'UTC') + make_interval(mins => ${offsetParam}::int))::date`;

const AMOUNT = 'coalesce(actual_cost, estimated_cost, 0)';

/** Spec §3/§9: unpaid means paid = false; a cancelled job is never owed (decision 014). */
const UNPAID = "NOT paid AND status <> 'cancelled'";

export function createDashboardRepository(db: Queryable) {
  return {
    /** Totals of spec §3 "Dashboard stats" plus the counts a dashboard usually wants. */
    async totals(ownerId: string, today: string, weekStart: string, utcOffset: number) {
      const [row] = await db.query<Record<string, number>>(
        `SELECT
           (SELECT count(*)::int FROM customers WHERE owner_id = $1) AS total_customers,
           count(*)::int AS total_jobs,
           count(*) FILTER (WHERE status = 'completed')::int AS completed_jobs,
           count(*) FILTER (WHERE scheduled_date = $2::date)::int AS todays_jobs,
           coalesce(sum(${AMOUNT}) FILTER (
             WHERE paid AND completed_at IS NOT NULL
               AND ${localDate('completed_at', '$4')} BETWEEN $3::date AND $2::date), 0)::float8
             AS this_week_earnings,
           coalesce(sum(${AMOUNT}) FILTER (WHERE paid), 0)::float8 AS total_revenue,
           coalesce(sum(${AMOUNT}) FILTER (WHERE ${UNPAID}), 0)::float8 AS total_unpaid,
           count(*) FILTER (WHERE ${UNPAID})::int AS unpaid_jobs_count,
           coalesce(sum(${AMOUNT}) FILTER (WHERE ${UNPAID}), 0)::float8 AS pending_revenue
         FROM jobs WHERE owner_id = $1`,
        [ownerId, today, weekStart, utcOffset],
      );
      const get = (key: string) => row?.[key] ?? 0;
      return {
        thisWeekEarnings: get('this_week_earnings'),
        totalUnpaid: get('total_unpaid'),
        unpaidJobsCount: get('unpaid_jobs_count'),
        todaysJobsCount: get('todays_jobs'),
        totalCustomers: get('total_customers'),
        totalJobs: get('total_jobs'),
        completedJobs: get('completed_jobs'),
        totalRevenue: get('total_revenue'),
        pendingRevenue: get('pending_revenue'),
      };
    },

    /** Paid revenue per month of the year, by the local day each job was completed. */
    async monthlyRevenue(ownerId: string, year: number, utcOffset: number) {
      return db.query<{ month: number; revenue: number; jobs: number }>(
        `WITH paid AS (
           SELECT ${AMOUNT} AS amount,
                  coalesce(${localDate('completed_at', '$3')}, scheduled_date) AS day
           FROM jobs WHERE owner_id = $1 AND paid)
         SELECT m.month::int AS month,
                coalesce(sum(p.amount), 0)::float8 AS revenue,
                count(p.amount)::int AS jobs
         FROM generate_series(1, 12) AS m(month)
         LEFT JOIN paid p
           ON extract(year FROM p.day) = $2::int AND extract(month FROM p.day) = m.month
         GROUP BY m.month ORDER BY m.month`,
        [ownerId, year, utcOffset],
      );
    },
  };
}

export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
