import type { Job } from '@jobtrack/core';
import { Repeat, SkipForward, Undo2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { MutationErrorNotice } from '#web/components/ui/failure-notice.tsx';
import { useFormat } from '#web/lib/format.ts';
import { useRecurrenceFormat } from '#web/lib/format-recurrence.ts';
import { useUpdateJob } from '../api/job-mutations.ts';
import { useSeriesOf } from '../api/series-mutations.ts';
import { canSkipVisit } from '../utils/series-rules.ts';

/** "Repeats every week on Tuesday · Until Dec 1, 2026" under a visit's date (issue 14). */
export function SeriesSummary({ seriesId }: { seriesId: string }) {
  const series = useSeriesOf(seriesId);
  const recurrence = useRecurrenceFormat();
  const format = useFormat();
  if (!series) return null;
  const end = recurrence.end(series.rule, format.date);
  return (
    <p className="mt-1 flex items-center gap-1.5 text-sm text-gray-700 dark:text-gray-300">
      <Repeat aria-hidden="true" className="h-4 w-4 shrink-0" />
      <span>
        {recurrence.summary(series.startDate, series.rule)}
        {end ? ` · ${end}` : null}
      </span>
    </p>
  );
}

/**
 * Skip visit / Undo skip (issue 14): a skipped visit stays on every list for the record, reads
 * "Skipped", and is neither worked nor owed.
 */
export function SkipVisitButton({ job }: { job: Job }) {
  const { t } = useTranslation();
  const updateJob = useUpdateJob({ fallback: 'series.skipFailed' });
  if (!job.skipped && !canSkipVisit(job)) return null;
  const skipped = Boolean(job.skipped);
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        disabled={updateJob.isPending}
        onClick={() => updateJob.mutate({ id: job.id, changes: { skipped: !skipped } })}
      >
        {skipped ? (
          <Undo2 aria-hidden="true" className="h-4 w-4" />
        ) : (
          <SkipForward aria-hidden="true" className="h-4 w-4" />
        )}
        {t(skipped ? 'series.undoSkip' : 'series.skip')}
      </Button>
      <MutationErrorNotice
        failure={updateJob.failure}
        onDismiss={() => updateJob.reset()}
        className="basis-full"
      />
    </>
  );
}
