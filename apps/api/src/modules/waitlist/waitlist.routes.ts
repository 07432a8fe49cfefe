import { waitlistAnswer, waitlistBody } from '@jobtrack/core/wire';
import { errors, type ZodApp } from '../../lib/http.ts';
import { addressKey, type Limit } from '../../lib/rate-limit.ts';
import type { WaitlistService } from './waitlist.service.ts';

export function waitlistRoutes(app: ZodApp, service: WaitlistService, addressLimit: Limit): void {
  app.post(
    '/api/waitlist',
    {
      schema: {
        tags: ['waitlist'],
        summary: 'Join the waitlist (once per e-mail; a repeat join also succeeds)',
        body: waitlistBody,
        response: { 201: waitlistAnswer, 200: waitlistAnswer, ...errors(400, 429) },
      },
      config: {
        openInDemo: true,
        rateLimit: [
          { key: (request) => `waitlist:${addressKey(request.ip)}`, limit: addressLimit },
        ],
      },
    },
    async (request, reply) => {
      const { created, ...answer } = await service.join(request.body);
      return reply.status(created ? 201 : 200).send(answer);
    },
  );
}
