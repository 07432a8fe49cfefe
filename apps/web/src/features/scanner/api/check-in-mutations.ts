// On-site check-in (issue 13, decision 025): the job a scan offers is started with the arrival
// time, or completed with the finish time, through the data source (offline too).
import type { CheckIn } from '@jobtrack/core';
import type { JobChanges } from '#web/data/data-source.ts';
import { useDataMutation } from '#web/data/hooks/data-context.tsx';

/** Start: in progress, arrived now. Complete: completed and finished now, at the same moment. */
export function checkInChanges(step: CheckIn['step'], now: Date): JobChanges {
  const stamp = now.toISOString();
  return step === 'start'
    ? { status: 'in-progress', arrivedAt: stamp }
    : { status: 'completed', finishedAt: stamp, completedAt: stamp };
}

export const useCheckIn = () =>
  useDataMutation(
    (source, { job, step }: CheckIn) => source.updateJob(job.id, checkInChanges(step, new Date())),
    { fallback: 'jobs.updateFailed' },
  );
