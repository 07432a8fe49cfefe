// Every write of a repeating job (issue 14). Like the job writes, the data source pushes each
// change to every view, so the lists, calendar and dashboard agree at once.
import type { JobSeries } from '@jobtrack/core';
import type { NewSeries, SeriesChanges } from '#web/data/data-source.ts';
import { useData, useDataMutation } from '#web/lib/data/data-context.tsx';
import type { DataSnapshot } from '#web/data/data-source.ts';
import { useCallback } from 'react';

export const useAddSeries = () =>
  useDataMutation((source, input: NewSeries) => source.addSeries(input));

export const useUpdateSeries = () =>
  useDataMutation(
    (source, { id, changes, fromDate }: { id: string; changes: SeriesChanges; fromDate: string }) =>
      source.updateSeries(id, changes, fromDate),
  );

export const useEndSeries = () =>
  useDataMutation((source, { id, fromDate }: { id: string; fromDate: string }) =>
    source.endSeries(id, fromDate),
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
