import {
  DEFAULT_BUSINESS_PROFILE,
  addCalendarDays,
  calendarDaysBetween,
  nextWorkingDay,
  type BusinessProfile,
  type SeriesRuleChanges,
} from '@jobtrack/core';
import type { SeriesCreateBody, SeriesUpdateBody } from '@jobtrack/core/wire';
import type { Queryable } from '../../db/db.ts';
import { isForeignKeyViolation } from '../../lib/db-errors.ts';
import { found, notDeleted, notFound } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import type { JobsService } from '../jobs/jobs.service.ts';
import { seriesToServer, type SeriesRepository } from './series.repository.ts';

/**
 * The server's "today" for the rolling window: the UTC day. A day early or late only moves an
 * 8-week window by a day; the visits' dates never depend on it.
 */
export const serverToday = (): string => new Date().toISOString().slice(0, 10);

const toChanges = (body: SeriesUpdateBody): SeriesRuleChanges => ({
  ...(body.service_type !== undefined ? { serviceType: body.service_type } : {}),
  ...(body.price !== undefined ? { price: body.price } : {}),
  ...(body.notes !== undefined ? { notes: body.notes } : {}),
  ...(body.start_time !== undefined ? { startTime: body.start_time } : {}),
  ...(body.window_end !== undefined ? { windowEnd: body.window_end } : {}),
  ...(body.weekday_shift_days !== undefined ? { weekdayShiftDays: body.weekday_shift_days } : {}),
  ...(body.end !== undefined ? { end: body.end } : {}),
});

const isHours = (value: unknown): value is BusinessProfile['businessHours'] =>
  typeof value === 'object' && value !== null && 'monday' in value;

export function createSeriesService(
  repository: SeriesRepository,
  jobs: JobsService,
  today: () => string = serverToday,
) {
  async function get(ownerId: string, id: string) {
    return seriesToServer(found(await repository.get(ownerId, id), 'Series'));
  }

  const jobsById = async (ownerId: string, ids: readonly string[]) =>
    (await Promise.all(ids.map((id) => jobs.get(ownerId, id)))).sort((a, b) =>
      a.scheduled_date.localeCompare(b.scheduled_date),
    );

  return {
    get,
    /** Tops up first, so the list answers with generatedThrough as the jobs are. */
    async list(ownerId: string) {
      await repository.topUp(ownerId, today());
      return (await repository.list(ownerId)).map(seriesToServer);
    },

    /** Lazy top-up before reads of jobs, sync and dashboard: one indexed query when none is due. */
    topUp: (ownerId: string) => repository.topUp(ownerId, today()),

    async create(ownerId: string, body: SeriesCreateBody) {
      const id = body.id ?? newId('series');
      let inserted;
      try {
        inserted = await repository.insert(ownerId, id, body, today());
      } catch (error) {
        if (isForeignKeyViolation(error)) throw notFound('Customer');
        throw error;
      }
      const { created, series, jobIds } = notDeleted(inserted, 'Series');
      return { created, series: seriesToServer(series), jobs: await jobsById(ownerId, jobIds) };
    },

    async update(ownerId: string, id: string, body: SeriesUpdateBody) {
      const series = await repository.update(ownerId, id, toChanges(body), body.from_date, today());
      return seriesToServer(found(series, 'Series'));
    },

    async end(ownerId: string, id: string, from: string) {
      if (!(await repository.end(ownerId, id, from, today()))) throw notFound('Series');
    },

    async delete(ownerId: string, id: string) {
      if (!(await repository.delete(ownerId, id))) throw notFound('Series');
    },

    /**
     * Rain delay: the day's jobs not started move to the next working day of the owner's hours;
     * with shiftFollowing, the later visits of their series (and the rules) move by as many days.
     */
    async rainDelay(ownerId: string, date: string, shiftFollowing: boolean) {
      const stored = await repository.businessHours(ownerId);
      const hours = isHours(stored) ? stored : DEFAULT_BUSINESS_PROFILE.businessHours;
      const target = nextWorkingDay(date, hours);
      if (shiftFollowing) {
        const days = calendarDaysBetween(date, target);
        for (const seriesId of await jobs.seriesOfDay(ownerId, date)) {
          await repository.update(
            ownerId,
            seriesId,
            { weekdayShiftDays: days },
            addCalendarDays(date, 1),
            today(),
          );
        }
      }
      const ids = await jobs.delayDay(ownerId, date, target);
      return jobsById(ownerId, ids);
    },

    /** For the sync pull, inside its snapshot. */
    changed: async (runner: Queryable, ownerId: string, after: number, upTo: number) =>
      (await repository.changed(runner, ownerId, after, upTo)).map(seriesToServer),
  };
}

export type SeriesService = ReturnType<typeof createSeriesService>;
