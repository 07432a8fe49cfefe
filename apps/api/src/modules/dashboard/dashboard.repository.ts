import { currentVersion } from '../../db/changes.ts';
import type { Db } from '../../db/db.ts';
import { jobAmount } from '../../db/sql.ts';
import { OWNER_TOTALS, type OwnerTotals } from '../../db/totals.ts';

/** A timestamptz as the user's local date, given their offset from UTC in minutes. */
const localDate = (column: string, offsetParam: string) =>
  `((${column} AT TIME ZONE 'UTC') + make_interval(mins => ${offsetParam}::int))::date`;

const AMOUNT = jobAmount();

/**
 * Spec §3/§9: unpaid means paid = false; a cancelled job is never owed (decision 014), nor a
 * skipped visit of a repeating job (issue 14).
 */
const UNPAID = "NOT paid AND status <> 'cancelled' AND NOT skipped";

/** The UTC instant a local yyyy-MM-dd day starts, for a user `utcOffset` minutes east of UTC. */
const localMidnight = (day: string, utcOffset: number, plusDays = 0) =>
  new Date(
    Date.parse(`${day}T00:00:00Z`) + plusDays * 86_400_000 - utcOffset * 60_000,
  ).toISOString();

export function createDashboardRepository(db: Db) {
  return {
    /**
     * Totals of spec §3 "Dashboard stats" plus the counts a dashboard usually wants: the running
     * totals row, and this week's earnings as one index range of completed_at (decision 021).
     * Today's count is the length of today's list, which the service reads anyway.
     */
    async totals(ownerId: string, today: string, weekStart: string, utcOffset: number) {
      const [row] = await db.query<OwnerTotals & { this_week_earnings: number }>(
        `SELECT totals.*, (
           SELECT coalesce(sum(${AMOUNT}), 0)::float8 FROM jobs
           WHERE owner_id = $1 AND paid AND completed_at >= $2::timestamptz
             AND completed_at < $3::timestamptz) AS this_week_earnings
         FROM (${OWNER_TOTALS}) AS totals`,
        [ownerId, localMidnight(weekStart, utcOffset), localMidnight(today, utcOffset, 1)],
      );
      const get = (key: keyof OwnerTotals | 'this_week_earnings') => Number(row?.[key] ?? 0);
      return {
        thisWeekEarnings: get('this_week_earnings'),
        totalUnpaid: get('unpaid_amount'),
        unpaidJobsCount: get('unpaid_count'),
        totalCustomers: get('customers'),
        totalJobs: get('jobs'),
        completedJobs: get('completed'),
        totalRevenue: get('paid_amount'),
        pendingRevenue: get('unpaid_amount'),
      };
    },

    /** The owner's last change number (every write of their data takes the next one). */
    version: (ownerId: string): Promise<number> => currentVersion(db, ownerId),

    /** The same figures counted from every row: what the running totals must always equal. */
    async recount(ownerId: string): Promise<OwnerTotals> {
      const [row] = await db.query<OwnerTotals>(
        `SELECT (SELECT count(*) FROM customers WHERE owner_id = $1)::int AS customers,
           count(*)::int AS jobs,
           count(*) FILTER (WHERE status = 'pending')::int AS pending,
           count(*) FILTER (WHERE status = 'in_progress')::int AS in_progress,
           count(*) FILTER (WHERE status = 'completed')::int AS completed,
           count(*) FILTER (WHERE status = 'cancelled')::int AS cancelled,
           count(*) FILTER (WHERE paid)::int AS paid_count,
           coalesce(sum(${AMOUNT}) FILTER (WHERE paid), 0)::float8 AS paid_amount,
           count(*) FILTER (WHERE ${UNPAID})::int AS unpaid_count,
           coalesce(sum(${AMOUNT}) FILTER (WHERE ${UNPAID}), 0)::float8 AS unpaid_amount
         FROM jobs WHERE owner_id = $1`,
        [ownerId],
      );
      return row!;
    },

    /** The running totals as stored. */
    async stored(ownerId: string): Promise<OwnerTotals> {
      const [row] = await db.query<OwnerTotals>(OWNER_TOTALS, [ownerId]);
      return row!;
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
