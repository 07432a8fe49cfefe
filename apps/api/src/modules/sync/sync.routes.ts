import { syncAnswer, syncQuery, type SyncAnswer } from '@jobtrack/core/wire';
import { z } from 'zod';
import { bearer, errors, type ZodApp } from '../../lib/http.ts';
import { requireOwner } from '../../plugins/auth.ts';
import { topsUpSeries } from '../../plugins/series-top-up.ts';
import type { SyncService } from './sync.service.ts';

/** The answer says nothing the holder of cursor `since` does not know already. */
const isUnchanged = (answer: SyncAnswer, since = '0') =>
  answer.cursor === since &&
  !answer.has_more &&
  !answer.reset &&
  answer.customers.length === 0 &&
  answer.jobs.length === 0 &&
  answer.deleted_customers.length === 0 &&
  answer.deleted_jobs.length === 0 &&
  answer.profile === undefined;

export function syncRoutes(app: ZodApp, service: SyncService): void {
  app.get(
    '/api/sync',
    {
      schema: {
        tags: ['sync'],
        summary: "What changed in the owner's customers, jobs and profile since a cursor",
        description: [
          'The delta pull of the offline-first app. Every write of an owner’s data takes the',
          'owner’s next change number; this answers the records written and the ids deleted',
          'after `since` (a cursor from an earlier answer; absent or 0: everything), oldest',
          'change first, and the cursor to send next. A page holds about `limit` changes',
          '(1–5000, default 1000) but never splits the rows of one write; while `has_more`, pull',
          'again at once. Records have the shapes of GET /api/customers and GET /api/jobs; a',
          'record created and deleted since the cursor appears only among the deleted ids.',
          '`profile` is present only when the business profile changed. A cursor ahead of the',
          'server (its database was reset) answers a pull from the beginning with `reset: true`:',
          'drop the local copy first. With nothing changed the answer is about 100 bytes, or a',
          '304 with no body when the request sends `If-None-Match: "<since>"`.',
        ].join(' '),
        security: bearer,
        querystring: syncQuery,
        response: {
          200: syncAnswer,
          304: z.null().describe('Nothing changed since the cursor named by If-None-Match'),
          ...errors(400, 401),
        },
      },
      ...topsUpSeries,
    },
    async (request, reply) => {
      const answer = await service.pull(
        requireOwner(request).id,
        request.query,
        request.ownerVersion,
      );
      // The app pulls every 30 s: an idle pull that names its cursor costs only the headers.
      const tag = `"${request.query.since ?? '0'}"`;
      if (request.headers['if-none-match'] === tag && isUnchanged(answer, request.query.since)) {
        return reply.code(304).header('ETag', tag).send(null);
      }
      return answer;
    },
  );
}
