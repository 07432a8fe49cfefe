import { localDay, weekStart } from '../../lib/local-day.ts';
import type { JobsService } from '../jobs/jobs.service.ts';
import type { DashboardRepository } from './dashboard.repository.ts';

export type LocalDayQuery = { date?: string | undefined; utc_offset?: number | undefined };

export function createDashboardService(repository: DashboardRepository, jobs: JobsService) {
  return {
    /** spec §3 Dashboard stats: today's jobs, this week's earnings (from Sunday), unpaid totals. */
    async stats(ownerId: string, query: LocalDayQuery) {
      const today = localDay(query);
      const [totals, todaysJobs] = await Promise.all([
        repository.totals(ownerId, today, weekStart(today), query.utc_offset ?? 0),
        jobs.scheduledOn(ownerId, today),
      ]);
      return {
        date: today,
        weekStart: weekStart(today),
        todaysJobs,
        todaysJobsCount: todaysJobs.length,
        ...totals,
      };
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
