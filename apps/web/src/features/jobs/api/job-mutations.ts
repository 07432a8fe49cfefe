// Every job write of the jobs screens. The data source pushes each change to every view, so the
// list, detail, payments and dashboard agree at once.
import type { Job } from '@jobtrack/core';
import type { JobChanges, NewJob } from '#web/data/data-source.ts';
import { useDataMutation } from '#web/lib/data/data-context.tsx';
import { advanceChanges } from '../utils/job-undo.ts';

/**
 * One step forward (spec §4): scheduled/pending -> in-progress -> completed, the last stamping
 * completedAt/completedDate with now. A job that cannot advance is returned unchanged.
 */
export const useAdvanceJob = () =>
  useDataMutation(async (source, job: Job) => {
    const changes = advanceChanges(job, new Date());
    return changes ? source.updateJob(job.id, changes) : job;
  });

export const useUpdateJob = () =>
  useDataMutation((source, { id, changes }: { id: string; changes: JobChanges }) =>
    source.updateJob(id, changes),
  );

export const useAddJob = () => useDataMutation((source, input: NewJob) => source.addJob(input));

export const useDeleteJob = () => useDataMutation((source, id: string) => source.deleteJob(id));
