import { syncAnswer, syncQuery } from '@jobtrack/core/wire';
import { bearer, errors, type ZodApp } from '../../lib/http.ts';
import { requireOwner } from '../../plugins/auth.ts';
import type { SyncService } from './sync.service.ts';

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
          'drop the local copy first. With nothing changed the answer is about 100 bytes.',
        ].join(' '),
        security: bearer,
        querystring: syncQuery,
        response: { 200: syncAnswer, ...errors(400, 401) },
      },
    },
    (request) => service.pull(requireOwner(request).id, request.query),
  );
}
