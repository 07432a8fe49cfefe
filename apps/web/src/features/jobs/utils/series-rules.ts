// What the repeating-job screens decide (issue 14, decision 031), apart from the components.
import { calendarDaysBetween, type Job, type jobFieldsFromForm } from '@jobtrack/core';
import type { SeriesChanges } from '#web/data/data-source.ts';

export type EditedFields = ReturnType<typeof jobFieldsFromForm>;

/**
 * What "this and following" changes (issue 14, decision 031): only the fields the owner changed,
 * a new day as the number of days every following visit moves.
 */
export function seriesChangesOf(job: Job, fields: EditedFields): SeriesChanges {
  const changes: SeriesChanges = {};
  if (fields.serviceType !== job.serviceType) changes.serviceType = fields.serviceType;
  if (fields.price !== job.price) changes.price = fields.price;
  if (fields.notes !== job.notes) changes.notes = fields.notes;
  if (fields.startTime !== (job.startTime ?? '')) changes.startTime = fields.startTime;
  if (fields.windowEnd !== (job.windowEnd ?? '')) changes.windowEnd = fields.windowEnd;
  const shift = calendarDaysBetween(job.scheduledDate, fields.scheduledDate);
  if (shift !== 0) changes.weekdayShiftDays = shift;
  return changes;
}

/** Whether a visit can still be skipped: not started, completed or paid (issue 14). */
export const canSkipVisit = (job: Pick<Job, 'status' | 'paid' | 'skipped'>): boolean =>
  !job.skipped && (job.status === 'scheduled' || job.status === 'pending') && !job.paid;
