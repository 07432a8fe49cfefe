import type { Created } from '../../db/changes.ts';
import type {
  JobCreateBody,
  JobListQuery,
  JobUpdateAnswer,
  JobUpdateBody,
} from '@jobtrack/core/wire';
import { isForeignKeyViolation } from '../../lib/db-errors.ts';
import type { Queryable } from '../../db/db.ts';
import { found, notDeleted, notFound } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import type { JobRow, JobsRepository } from './jobs.repository.ts';
import type { VisitsRepository } from './visits.repository.ts';

export type { NewVisit, VisitWrites } from './visits.repository.ts';

/** A job may only point at a customer of the same owner; the foreign key says so (docs/architecture.md §5). */
async function withCustomerCheck<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isForeignKeyViolation(error)) throw notFound('Customer');
    throw error;
  }
}

export function createJobsService(repository: JobsRepository, visits: VisitsRepository) {
  async function get(ownerId: string, id: string): Promise<JobRow> {
    return found(await repository.get(ownerId, id), 'Job');
  }

  return {
    get,
    list: (ownerId: string, filters?: JobListQuery) => repository.list(ownerId, filters),

    /** The owner's last change number: the list's ETag (lib/list-tag.ts). */
    version: (ownerId: string) => repository.version(ownerId),

    /** Creates a job; with a client-made id a retry answers the first record (created: false). */
    async create(ownerId: string, body: JobCreateBody): Promise<Created<JobRow>> {
      const id = body.id ?? newId('job');
      const inserted = await withCustomerCheck(() => repository.insert(ownerId, id, body));
      return notDeleted(inserted, 'Job');
    },

    /** The record as stored, with `conflicts` when a field was kept (decision 047). */
    async update(ownerId: string, id: string, body: JobUpdateBody): Promise<JobUpdateAnswer> {
      const { record, conflicts } = found(
        await withCustomerCheck(() => repository.update(ownerId, id, body)),
        'Job',
      );
      return conflicts.length > 0 ? { ...record, conflicts } : record;
    },

    async delete(ownerId: string, id: string): Promise<void> {
      if (!(await repository.delete(ownerId, id))) throw notFound('Job');
    },

    /** For the sync pull, inside its snapshot. */
    changed: (runner: Queryable, ownerId: string, after: number, upTo: number) =>
      repository.changed(runner, ownerId, after, upTo),

    scheduledOn: (ownerId: string, day: string) => repository.scheduledOn(ownerId, day),
    unpaid: (ownerId: string) => repository.unpaid(ownerId),
    recent: (ownerId: string, limit: number) => repository.recent(ownerId, limit),
    upcoming: (ownerId: string, from: string, days: number) =>
      repository.upcoming(ownerId, from, days),
    stats: (ownerId: string) => repository.stats(ownerId),

    /**
     * The visits of repeating jobs are jobs: the series module writes them only through these,
     * inside its own write (its transaction and change number, decision 054).
     */
    visits: {
      insert: visits.insert,
      change: visits.change,
      remove: visits.remove,
    },
    /** Rain delay: the day's jobs not started move to `target`; answers their ids. */
    delayDay: (ownerId: string, date: string, target: string) =>
      visits.delayDay(ownerId, date, target),
    /** The series of the day's jobs not started. */
    seriesOfDay: (ownerId: string, date: string) => visits.seriesOfDay(ownerId, date),
  };
}

export type JobsService = ReturnType<typeof createJobsService>;
