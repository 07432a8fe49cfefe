import {
  jobCreateBody,
  jobListQuery,
  jobUpdateAnswer,
  jobUpdateBody,
  localDayQuery,
  serverJob,
} from '@jobtrack/core/wire';
import { z } from 'zod';
import {
  bearer,
  errors,
  pagingDescription,
  rowsAsIs,
  sendPage,
  type ZodApp,
} from '../../lib/http.ts';
import { localDay } from '../../lib/local-day.ts';
import {
  createRecordRoute,
  deleteRecordRoute,
  readRecordRoute,
  recordActionOptions,
} from '../../lib/record-routes.ts';
import { requireOwner } from '../../plugins/auth.ts';
import { topsUpSeries } from '../../plugins/series-top-up.ts';
import type { JobsService } from './jobs.service.ts';
import { listTagDescription, notModified, sendTaggedList } from '../../lib/list-tag.ts';

const tags = ['jobs'];
const countAndAmount = z.object({ count: z.number(), amount: z.number() });

export const jobStats = z.object({
  total: z.number(),
  byStatus: z.object({
    pending: z.number(),
    in_progress: z.number(),
    completed: z.number(),
    cancelled: z.number(),
  }),
  paid: countAndAmount,
  unpaid: countAndAmount.describe('Jobs not paid yet, cancelled ones aside'),
});

export function jobsRoutes(app: ZodApp, service: JobsService): void {
  app.get(
    '/api/jobs',
    {
      schema: {
        tags,
        summary: 'Jobs, newest scheduled first, optionally filtered',
        description: `from and to filter on the scheduled date (the due date, else the created date). ${pagingDescription} ${listTagDescription}`,
        security: bearer,
        querystring: jobListQuery,
        response: { 200: z.array(serverJob), 304: notModified, ...errors(400, 401) },
      },
      ...rowsAsIs,
      ...topsUpSeries,
    },
    async (request, reply) => {
      const ownerId = requireOwner(request).id;
      return sendTaggedList(request, reply, ownerId, service, async () =>
        sendPage(reply, await service.list(ownerId, request.query)),
      );
    },
  );

  // The fixed paths come before /api/jobs/:id in meaning; Fastify's router prefers them anyway.
  app.get(
    '/api/jobs/today',
    {
      schema: {
        tags,
        summary: "Jobs scheduled for the user's today",
        description:
          'Send date (yyyy-MM-dd) or utc_offset (minutes east of UTC) for the local day.',
        security: bearer,
        querystring: localDayQuery,
        response: { 200: z.array(serverJob), ...errors(400, 401) },
      },
      ...topsUpSeries,
    },
    (request) => service.scheduledOn(requireOwner(request).id, localDay(request.query)),
  );

  app.get(
    '/api/jobs/unpaid',
    {
      schema: {
        tags,
        summary: 'Completed jobs not paid yet',
        security: bearer,
        response: { 200: z.array(serverJob), ...errors(401) },
      },
      ...topsUpSeries,
    },
    (request) => service.unpaid(requireOwner(request).id),
  );

  app.get(
    '/api/jobs/stats',
    {
      schema: {
        tags,
        summary: 'Job counts by status, and paid and unpaid totals',
        security: bearer,
        response: { 200: jobStats, ...errors(401) },
      },
      ...topsUpSeries,
    },
    (request) => service.stats(requireOwner(request).id),
  );

  readRecordRoute(
    app,
    '/api/jobs/:id',
    { tags, summary: 'One job', answer: serverJob, asIs: true, topUpSeries: true },
    service.get,
  );

  createRecordRoute(
    app,
    '/api/jobs',
    {
      tags,
      summary: 'Create a job for one of the owner’s customers',
      description:
        'A client may send the id it made (job-<uuid>); a retried create answers 200 with the record made the first time, and a create of an id the owner deleted answers 409 record_deleted unless it sends restore: true (the job comes back with that id). A client that sends no id may send an Idempotency-Key instead. A new job is pending and unpaid unless told otherwise.',
      body: jobCreateBody,
      answer: serverJob,
      errors: [400, 401, 404, 409, 422],
      idempotency: 'job',
    },
    service.create,
  );

  app.put(
    '/api/jobs/:id',
    recordActionOptions({
      tags,
      summary: 'Update a job (the fields sent are changed)',
      description:
        'Setting status completed stamps completed_at unless it is sent; leaving completed clears it. Marking a job paid is a payment: a client may send an Idempotency-Key so a retry answers the first answer again. With base (the values the client last saw of the fields it changes), a field another client changed meanwhile keeps its stored value and is listed in conflicts (mine: the value sent, theirs: the value kept).',
      body: jobUpdateBody,
      answer: jobUpdateAnswer,
    }),
    (request) => service.update(requireOwner(request).id, request.params.id, request.body),
  );

  deleteRecordRoute(app, '/api/jobs/:id', { tags, summary: 'Delete a job' }, service.delete);
}
