import { analyticsEventBody, analyticsQuery, analyticsSessionBody } from '@jobtrack/core/wire';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { errors, type ZodApp } from '../../lib/http.ts';
import { addressKey, type Limit } from '../../lib/rate-limit.ts';
import type { AnalyticsService } from './analytics.service.ts';

const tags = ['analytics'];
const accepted = z.object({ success: z.literal(true) });

/** Limits of the analytics calls (decision 056), each 429 rate_limited with Retry-After. */
export const ANALYTICS_LIMITS = {
  /** Writes (events and session starts) per client address per minute. */
  writesPerAddress: { max: 120, windowMs: 60_000 },
  /** Writes per analytics session per hour: a long, busy visit sends a few hundred at most. */
  writesPerSession: { max: 600, windowMs: 60 * 60_000 },
  /** Admin queries per client address per minute. */
  queriesPerAddress: { max: 30, windowMs: 60_000 },
  /** Wrong admin passwords per address per hour; past them the address waits out the hour. */
  adminFailuresPerAddress: { max: 5, windowMs: 60 * 60_000 },
} satisfies Record<string, Limit>;

/** A write's body: the schemas bound each field; this bounds the bytes read before them. */
const WRITE_BODY_LIMIT_BYTES = 16 * 1024;

const address = (request: FastifyRequest) => addressKey(request.ip);

/** The session a write belongs to; a write without one counts against its address alone. */
const sessionOf = (request: FastifyRequest) => {
  const { sessionId } = (request.body ?? {}) as { sessionId?: string | null };
  return sessionId ? `session:${sessionId}` : `address:${address(request)}`;
};

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
      {
        schema: {
          tags,
          summary,
          description: `At most ${ANALYTICS_LIMITS.writesPerAddress.max} writes per client address per minute and ${ANALYTICS_LIMITS.writesPerSession.max} per session per hour (429 with Retry-After); bodies up to ${WRITE_BODY_LIMIT_BYTES / 1024} KB.`,
          body,
          response: { 202: accepted, ...errors(400, 429) },
        },
        bodyLimit: WRITE_BODY_LIMIT_BYTES,
        config: {
          openInDemo: true,
          rateLimit: [
            {
              key: (request) => `analytics:${address(request)}`,
              limit: ANALYTICS_LIMITS.writesPerAddress,
            },
            {
              key: (request) => `analytics-session:${sessionOf(request)}`,
              limit: ANALYTICS_LIMITS.writesPerSession,
            },
          ],
        },
      },
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
        description: `Send the admin password in the X-Admin-Password header. Timeframe: 24h, 7d (default), 30d, 90d or all. Filters: a JSON object with userType and/or demoMode. At most ${ANALYTICS_LIMITS.queriesPerAddress.max} queries per client address per minute; after ${ANALYTICS_LIMITS.adminFailuresPerAddress.max} wrong passwords an address answers 429 for the rest of the hour, the right password included.`,
        headers: z.object({ 'x-admin-password': z.string().max(200).optional() }),
        querystring: analyticsQuery,
        response: {
          200: z.object({
            query: z.string(),
            timeframe: z.string(),
            filters: z.record(z.string(), z.unknown()),
            data: z.record(z.string(), z.unknown()),
          }),
          ...errors(400, 403, 429),
        },
      },
      config: {
        openInDemo: true,
        rateLimit: [
          {
            key: (request) => `admin-failures:${address(request)}`,
            limit: ANALYTICS_LIMITS.adminFailuresPerAddress,
            countOnly: 'forbidden',
          },
          {
            key: (request) => `admin-query:${address(request)}`,
            limit: ANALYTICS_LIMITS.queriesPerAddress,
          },
        ],
      },
    },
    async (request) => {
      service.assertAdmin(request.headers['x-admin-password']);
      return service.query(request.query);
    },
  );
}
