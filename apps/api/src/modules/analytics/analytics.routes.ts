import { analyticsEventBody, analyticsQuery, analyticsSessionBody } from '@jobtrack/core/wire';
import { z } from 'zod';
import { errors, type ZodApp } from '../../lib/http.ts';
import type { AnalyticsService } from './analytics.service.ts';

const tags = ['analytics'];
const accepted = z.object({ success: z.literal(true) });

export function analyticsRoutes(app: ZodApp, service: AnalyticsService): void {
  app.post(
    '/api/analytics/track',
    {
      schema: {
        tags,
        summary: 'Record one analytics event',
        body: analyticsEventBody,
        response: { 202: accepted, ...errors(400) },
      },
    },
    async (request, reply) => {
      await service.track(request.body);
      return reply.status(202).send({ success: true as const });
    },
  );

  app.post(
    '/api/analytics/session',
    {
      schema: {
        tags,
        summary: 'Record the start of an analytics session',
        body: analyticsSessionBody,
        response: { 202: accepted, ...errors(400) },
      },
    },
    async (request, reply) => {
      await service.startSession(request.body);
      return reply.status(202).send({ success: true as const });
    },
  );

  app.get(
    '/api/analytics/query',
    {
      schema: {
        tags,
        summary: 'Run a named analytics query (admin only)',
        description:
          'Send the admin password in the X-Admin-Password header. Timeframe: 24h, 7d (default), 30d, 90d or all. Filters: a JSON object with userType and/or demoMode.',
        headers: z.object({ 'x-admin-password': z.string().max(200).optional() }),
        querystring: analyticsQuery,
        response: {
          200: z.object({
            query: z.string(),
            timeframe: z.string(),
            filters: z.record(z.string(), z.unknown()),
            data: z.record(z.string(), z.unknown()),
          }),
          ...errors(400, 403),
        },
      },
    },
    async (request) => {
      service.assertAdmin(request.headers['x-admin-password']);
      return service.query(request.query);
    },
  );
}
