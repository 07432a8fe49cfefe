import { waitlistAnswer, waitlistBody } from '@jobtrack/core/wire';
import type { Queryable } from '../../db/db.ts';
import { errors, type ZodApp } from '../../lib/http.ts';
import { hitRateLimit, type Limit } from '../../lib/rate-limit.ts';
import type { WaitlistService } from './waitlist.service.ts';

export function waitlistRoutes(
  app: ZodApp,
  service: WaitlistService,
  db: Queryable,
  addressLimit: Limit,
): void {
  app.post(
    '/api/waitlist',
    {
      schema: {
        tags: ['waitlist'],
        summary: 'Join the waitlist (once per e-mail; a repeat join also succeeds)',
        body: waitlistBody,
        response: { 201: waitlistAnswer, 200: waitlistAnswer, ...errors(400, 429) },
      },
    },
    async (request, reply) => {
      await hitRateLimit(db, `waitlist:${request.ip}`, addressLimit);
      const { created, ...answer } = await service.join(request.body);
      return reply.status(created ? 201 : 200).send(answer);
    },
  );
}
