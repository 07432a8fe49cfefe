// Every job write of the jobs screens. The data source pushes each change to every view, so the
// list, detail, payments and dashboard agree at once.
import type { Job } from '@jobtrack/core';
import type { JobChanges, NewJob } from '#web/data/data-source.ts';
import { useDataMutation } from '#web/data/hooks/data-context.tsx';
import type { ErrorFallbacks } from '#web/lib/error-message.ts';
import { advanceChanges } from '../utils/job-undo.ts';

const UPDATE_FAILED = { fallback: 'jobs.updateFailed' };

/**
 * One step forward (spec §4): scheduled/pending -> in-progress -> completed, the last stamping
 * completedAt/completedDate with now. A job that cannot advance is returned unchanged.
 */
export const useAdvanceJob = () =>
  useDataMutation(async (source, job: Job) => {
    const changes = advanceChanges(job, new Date());
    return changes ? source.updateJob(job.id, changes) : job;
  }, UPDATE_FAILED);

/** `fallbacks`: a screen whose change has words of its own (Skip visit) names them. */
export const useUpdateJob = (fallbacks: ErrorFallbacks = UPDATE_FAILED) =>
  useDataMutation(
    (source, { id, changes }: { id: string; changes: JobChanges }) => source.updateJob(id, changes),
    fallbacks,
  );

export const useAddJob = () =>
  useDataMutation((source, input: NewJob) => source.addJob(input), {
    fallback: 'jobs.scheduleFailed',
  });

export const useDeleteJob = () =>
  useDataMutation((source, id: string) => source.deleteJob(id), { fallback: 'jobs.deleteFailed' });
