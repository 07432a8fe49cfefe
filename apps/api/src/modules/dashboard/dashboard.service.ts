import { keptByChangeNumber } from '../../db/kept-by-change-number.ts';
import { localDay, weekStart } from '../../lib/local-day.ts';
import type { JobsService } from '../jobs/jobs.service.ts';
import type { DashboardRepository } from './dashboard.repository.ts';

export type LocalDayQuery = { date?: string | undefined; utc_offset?: number | undefined };

/** Stats answers kept per owner, day and offset; at most this many (then all are dropped). */
const KEPT_ANSWERS_MAX = 2_000;

export function createDashboardService(repository: DashboardRepository, jobs: JobsService) {
  async function computeStats(ownerId: string, today: string, utcOffset: number) {
    const [totals, dayJobs] = await Promise.all([
      repository.totals(ownerId, today, weekStart(today), utcOffset),
      jobs.scheduledOn(ownerId, today),
    ]);
    // A skipped visit (issue 14) is not part of today's work.
    const todaysJobs = dayJobs.filter((job) => !job.skipped);
    return {
      date: today,
      weekStart: weekStart(today),
      todaysJobs,
      todaysJobsCount: todaysJobs.length,
      ...totals,
    };
  }
  type Stats = Awaited<ReturnType<typeof computeStats>>;
  // NOTE (decision 021): an answer depends only on the owner's data and the day asked about.
  // Every write of the owner's data takes the owner's next change number in its transaction, so
  // an answer made after reading number v is good while the number is still v. The number is
  // read first: data read after it can only be newer, never older, than the number it is
  // kept under. Safe across processes sharing one PostgreSQL.
  const kept = keptByChangeNumber<Stats>({ max: KEPT_ANSWERS_MAX });

  return {
    /** spec §3 Dashboard stats: today's jobs, this week's earnings (from Sunday), unpaid totals. */
    async stats(ownerId: string, query: LocalDayQuery, knownVersion?: number) {
      const today = localDay(query);
      const utcOffset = query.utc_offset ?? 0;
      // Read by the series top-up just before, when it wrote nothing (decision 036).
      const version = knownVersion ?? (await repository.version(ownerId));
      return kept.read(ownerId, `${today} ${utcOffset}`, version, () =>
        computeStats(ownerId, today, utcOffset),
      );
    },

    recent: (ownerId: string, limit: number) => jobs.recent(ownerId, limit),

    upcoming: (ownerId: string, days: number, query: LocalDayQuery) =>
      jobs.upcoming(ownerId, localDay(query), days),

    async monthlyRevenue(ownerId: string, year: number, utcOffset = 0) {
      const months = await repository.monthlyRevenue(ownerId, year, utcOffset);
      return {
        year,
        total: months.reduce((sum, month) => sum + month.revenue, 0),
        months,
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
