import { localDayQuery, queryInt, serverJob, utcOffset } from '@jobtrack/core/wire';
import { z } from 'zod';
import { bearer, errors, rowsAsIs, type ZodApp } from '../../lib/http.ts';
import { requireOwner } from '../../plugins/auth.ts';
import { topsUpSeries } from '../../plugins/series-top-up.ts';
import type { DashboardService } from './dashboard.service.ts';

const tags = ['dashboard'];

const dashboardStats = z.object({
  date: z.string().describe("The user's today the figures are for"),
  weekStart: z.string().describe('The Sunday the week starts on'),
  todaysJobs: z.array(serverJob),
  thisWeekEarnings: z.number().describe('Paid jobs completed since Sunday'),
  totalUnpaid: z
    .number()
    .describe('Jobs not paid yet, cancelled ones aside: actual cost, else estimated'),
  unpaidJobsCount: z.number(),
  todaysJobsCount: z.number(),
  totalCustomers: z.number(),
  totalJobs: z.number(),
  completedJobs: z.number(),
  totalRevenue: z.number().describe('All paid jobs'),
  pendingRevenue: z.number().describe('Jobs not paid yet, cancelled ones aside'),
});

const monthlyRevenue = z.object({
  year: z.number(),
  total: z.number(),
  months: z.array(z.object({ month: z.number(), revenue: z.number(), jobs: z.number() })),
});

export function dashboardRoutes(app: ZodApp, service: DashboardService): void {
  app.get(
    '/api/dashboard/stats',
    {
      schema: {
        tags,
        summary: "The dashboard's figures for the user's today",
        description:
          'Send date (yyyy-MM-dd) and utc_offset (minutes east of UTC) for the local day and week.',
        security: bearer,
        querystring: localDayQuery,
        response: { 200: dashboardStats, ...errors(400, 401) },
      },
      ...rowsAsIs,
      ...topsUpSeries,
    },
    (request) => service.stats(requireOwner(request).id, request.query, request.ownerVersion),
  );

  app.get(
    '/api/dashboard/jobs/recent',
    {
      schema: {
        tags,
        summary: 'The most recently created jobs',
        security: bearer,
        querystring: z.strictObject({ limit: queryInt(1, 100).optional() }),
        response: { 200: z.array(serverJob), ...errors(400, 401) },
      },
      ...topsUpSeries,
    },
    (request) => service.recent(requireOwner(request).id, request.query.limit ?? 5),
  );

  app.get(
    '/api/dashboard/jobs/upcoming',
    {
      schema: {
        tags,
        summary: 'Open jobs scheduled from today to today + days',
        security: bearer,
        querystring: localDayQuery.extend({ days: queryInt(0, 365).optional() }),
        response: { 200: z.array(serverJob), ...errors(400, 401) },
      },
      ...topsUpSeries,
    },
    (request) => service.upcoming(requireOwner(request).id, request.query.days ?? 7, request.query),
  );

  app.get(
    '/api/dashboard/revenue/monthly',
    {
      schema: {
        tags,
        summary: 'Paid revenue per month of a year',
        security: bearer,
        querystring: z.strictObject({
          year: queryInt(1900, 2999).optional(),
          utc_offset: utcOffset.optional(),
        }),
        response: { 200: monthlyRevenue, ...errors(400, 401) },
      },
      ...topsUpSeries,
    },
    (request) =>
      service.monthlyRevenue(
        requireOwner(request).id,
        request.query.year ?? new Date().getUTCFullYear(),
        request.query.utc_offset,
      ),
  );
}
