import {
  rainDelayAnswer,
  rainDelayBody,
  seriesCreateBody,
  seriesCreated,
  seriesEndBody,
  seriesUpdateBody,
  serverSeries,
} from '@jobtrack/core/wire';
import { z } from 'zod';
import { bearer, errors, idempotencyHeaders, type ZodApp } from '../../lib/http.ts';
import {
  deleteRecordRoute,
  readRecordRoute,
  recordActionOptions,
  success,
  SUCCEEDED,
} from '../../lib/record-routes.ts';
import { requireOwner } from '../../plugins/auth.ts';
import type { SeriesService } from './series.service.ts';

const tags = ['series'];

export function seriesRoutes(app: ZodApp, service: SeriesService): void {
  app.get(
    '/api/series',
    {
      schema: {
        tags,
        summary: "The signed-in owner's repeating jobs (series), topped up first",
        security: bearer,
        response: { 200: z.array(serverSeries), ...errors(401) },
      },
    },
    (request) => service.list(requireOwner(request).id),
  );

  readRecordRoute(
    app,
    '/api/series/:id',
    { tags, summary: 'One series', answer: serverSeries },
    service.get,
  );

  app.post(
    '/api/series',
    {
      schema: {
        tags,
        summary: 'Create a repeating job and the visits of its rolling window',
        description:
          'Visits are ordinary jobs (series_id, series_date), created up to max(8 weeks, the 6th upcoming visit) and topped up as time passes. Each visit id is derived from the series id and its date, so a retry or a second device never makes one twice. A client may send the id it made (series-<uuid>); a retried create answers 200.',
        security: bearer,
        body: seriesCreateBody,
        response: { 201: seriesCreated, 200: seriesCreated, ...errors(400, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      const { created, ...answer } = await service.create(requireOwner(request).id, request.body);
      return reply.status(created ? 201 : 200).send(answer);
    },
  );

  app.put(
    '/api/series/:id',
    // A retried shift must not move the visits twice: the app sends an Idempotency-Key.
    recordActionOptions({
      tags,
      summary: 'Change this and the following visits',
      description:
        'Changes the series and every visit on or after from_date that is not started, completed, paid or skipped. weekday_shift_days moves those visits and the rule by N days; end changes or ends the series.',
      body: seriesUpdateBody,
      answer: serverSeries,
    }),
    (request) => service.update(requireOwner(request).id, request.params.id, request.body),
  );

  app.post(
    '/api/series/:id/end',
    recordActionOptions({
      tags,
      summary: 'End the series from a date',
      description:
        'Deletes the visits on or after from_date that are not started, completed or paid, and ends the series the day before.',
      body: seriesEndBody,
      answer: success,
    }),
    async (request) => {
      await service.end(requireOwner(request).id, request.params.id, request.body.from_date);
      return SUCCEEDED;
    },
  );

  deleteRecordRoute(
    app,
    '/api/series/:id',
    { tags, summary: 'Delete a series and its visits not started, completed or paid' },
    service.delete,
  );

  app.post(
    '/api/jobs/rain-delay',
    {
      schema: {
        tags: ['jobs', 'series'],
        summary: "Rain delay: move a day's jobs not started to the next working day",
        description:
          "Every job of `date` that is pending, not skipped and not checked in moves to the next working day of the profile's business hours. With shift_following, the later visits of those jobs' series (and their rules) move by the same number of days. Answers the moved jobs.",
        security: bearer,
        headers: idempotencyHeaders,
        body: rainDelayBody,
        response: { 200: rainDelayAnswer, ...errors(400, 401, 422) },
      },
      config: { idempotency: 'action' },
    },
    async (request) => ({
      jobs: await service.rainDelay(
        requireOwner(request).id,
        request.body.date,
        request.body.shift_following,
      ),
    }),
  );
}
