// Every job write of the jobs screens. The data source pushes each change to every view, so the
// list, detail, payments and dashboard agree at once.
import { advanceJob, nextStatus, type Job } from '@jobtrack/core';
import type { JobChanges, NewJob } from '../../../data/data-source.ts';
import { useDataMutation } from '../../../lib/data/data-context.tsx';

/**
 * One step forward (spec §4): scheduled/pending -> in-progress -> completed, the last stamping
 * completedAt/completedDate with now. A job that cannot advance is returned unchanged.
 */
export const useAdvanceJob = () =>
  useDataMutation(async (source, job: Job) => {
    if (nextStatus(job.status) === null) return job;
    const advanced = advanceJob(job, new Date());
    const changes: JobChanges = { status: advanced.status };
    if (advanced.completedAt) changes.completedAt = advanced.completedAt;
    return source.updateJob(job.id, changes);
  });

export const useSetJobPaid = () =>
  useDataMutation((source, { id, paid }: { id: string; paid: boolean }) =>
    source.updateJob(id, { paid }),
  );

export const useUpdateJob = () =>
  useDataMutation((source, { id, changes }: { id: string; changes: JobChanges }) =>
    source.updateJob(id, changes),
  );

export const useAddJob = () => useDataMutation((source, input: NewJob) => source.addJob(input));

export const useDeleteJob = () => useDataMutation((source, id: string) => source.deleteJob(id));
