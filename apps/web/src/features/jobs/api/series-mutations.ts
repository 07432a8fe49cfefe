// Every write of a repeating job (issue 14). Like the job writes, the data source pushes each
// change to every view, so the lists, calendar and dashboard agree at once. A key a data mode
// answers with no text of its own ('not_supported') reads as the fallback (useDataMutation).
import type { Job, JobSeries, JobStatus } from '@jobtrack/core';
import type { NewSeries } from '#web/data/data-source.ts';
import { useData, useDataMutation } from '#web/data/hooks/data-context.tsx';
import type { DataSnapshot } from '#web/data/data-source.ts';
import { useCallback } from 'react';
import { seriesChangesOf, type EditedFields } from '../utils/series-rules.ts';

const UPDATE_FAILED = { fallback: 'series.updateFailed' };

export const useAddSeries = () =>
  useDataMutation((source, input: NewSeries) => source.addSeries(input), {
    fallback: 'series.scheduleFailed',
  });

/**
 * "This and following" from a visit's edit form (decision 031): the fields the owner changed go
 * to the series from the visit's day on; the status stays the visit's own (a series edit never
 * starts or completes visits).
 */
export const useUpdateFollowing = () =>
  useDataMutation(
    async (
      source,
      { job, fields, status }: { job: Job; fields: EditedFields; status: JobStatus },
    ) => {
      const changes = seriesChangesOf(job, fields);
      if (job.seriesId && Object.keys(changes).length > 0) {
        await source.updateSeries(job.seriesId, changes, job.scheduledDate);
      }
      if (status !== job.status) await source.updateJob(job.id, { status });
    },
    UPDATE_FAILED,
  );

export const useEndSeries = () =>
  useDataMutation(
    (source, { id, fromDate }: { id: string; fromDate: string }) => source.endSeries(id, fromDate),
    UPDATE_FAILED,
  );

/** The series a visit belongs to, from the one snapshot (null for a one-off job or while loading). */
export function useSeriesOf(seriesId: string | undefined): JobSeries | null {
  const select = useCallback(
    (snapshot: DataSnapshot) =>
      seriesId ? ((snapshot.series ?? []).find((series) => series.id === seriesId) ?? null) : null,
    [seriesId],
  );
  return useData(select).data ?? null;
}
