import { analyticsEventBody, analyticsQuery, analyticsSessionBody } from '@jobtrack/core/wire';
import { z } from 'zod';
import { errors, type ZodApp } from '../../lib/http.ts';
import type { AnalyticsService } from './analytics.service.ts';

const tags = ['analytics'];
const accepted = z.object({ success: z.literal(true) });

export function analyticsRoutes(app: ZodApp, service: AnalyticsService): void {
  /** A write that the client sends and forgets: 202 once stored. */
  const recordRoute = <Body extends z.ZodType>(
    url: string,
    summary: string,
    body: Body,
    record: (body: z.output<Body>) => Promise<void>,
  ) =>
    app.post(
      url,
      { schema: { tags, summary, body, response: { 202: accepted, ...errors(400) } } },
      async (request, reply) => {
        await record(request.body as z.output<Body>);
        return reply.status(202).send({ success: true as const });
      },
    );

  recordRoute(
    '/api/analytics/track',
    'Record one analytics event',
    analyticsEventBody,
    service.track,
  );
  recordRoute(
    '/api/analytics/session',
    'Record the start of an analytics session',
    analyticsSessionBody,
    service.startSession,
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
