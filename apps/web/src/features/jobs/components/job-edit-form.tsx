import {
  EDITABLE_STATUSES,
  STATUS_LABEL_KEYS,
  displayStatus,
  isJobStatus,
  jobEditFormSchema,
  jobFieldsFromForm,
  serviceTypeFields,
  type Job,
  type JobStatus,
} from '@jobtrack/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { SelectField } from '#web/components/ui/fields.tsx';
import { Notice } from '#web/components/ui/notice.tsx';
import type { SeriesScope } from '#web/components/series/scope-dialog.tsx';
import { useDataSource } from '#web/lib/data/data-context.tsx';
import { useFormState } from '#web/lib/form.ts';
import { useUpdateJob } from '../api/job-mutations.ts';
import { useUpdateSeries } from '../api/series-mutations.ts';
import { useFocusFirstError } from '../hooks/use-focus-first-error.ts';
import { errorMessage, messageText, type ErrorMessage } from '#web/lib/error-message.ts';
import { jobFormErrors } from '../utils/job-form-errors.ts';
import { seriesChangesOf, seriesFailureKey } from '../utils/series-rules.ts';
import { JobFields, type JobFieldValues } from './job-fields.tsx';

type EditValues = JobFieldValues & { status: string };

const valuesOf = (job: Job): EditValues => ({
  ...serviceTypeFields(job.serviceType),
  scheduledDate: job.scheduledDate,
  startTime: job.startTime ?? '',
  windowEnd: job.windowEnd ?? '',
  price: job.price.toFixed(2),
  notes: job.notes,
  status: displayStatus(job.status),
});

type JobEditFormProps = {
  job: Job;
  /** 'following': a visit of a repeating job and every following one (issue 14). */
  scope?: SeriesScope | null;
  onDone(): void;
};

/**
 * The Job Information panel in edit mode (spec §2). NOTE: spec §4 — in demo mode a job saved as
 * pending or cancelled is stored as scheduled; the demo data source applies that rule.
 */
export function JobEditForm({ job, scope = 'one', onDone }: JobEditFormProps) {
  const { t, i18n } = useTranslation();
  const source = useDataSource();
  const updateJob = useUpdateJob();
  const updateSeries = useUpdateSeries();
  const isFollowing = scope === 'following' && Boolean(job.seriesId);
  const isSaving = updateJob.isPending || updateSeries.isPending;
  const { ref, focusFirstError } = useFocusFirstError<HTMLFormElement>();
  const [initial] = useState(() => valuesOf(job));
  const { values, errors, setErrors, setField } = useFormState<EditValues>(initial);
  const [submitError, setSubmitError] = useState<ErrorMessage | null>(null);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitError(null);
    const found = jobFormErrors(jobEditFormSchema, values);
    if (Object.keys(found).length > 0) {
      setErrors(found);
      focusFirstError();
      return;
    }
    const picked: JobStatus = isJobStatus(values.status) ? values.status : job.status;
    // A pending job left on Scheduled keeps its stored status (spec §4 mapping).
    const status = picked === displayStatus(job.status) ? job.status : picked;
    const fields = jobFieldsFromForm(jobEditFormSchema.parse(values));
    if (isFollowing && job.seriesId) {
      const seriesId = job.seriesId;
      void (async () => {
        try {
          const changes = seriesChangesOf(job, fields);
          if (Object.keys(changes).length > 0) {
            await updateSeries.mutateAsync({ id: seriesId, changes, fromDate: job.scheduledDate });
          }
          // The status is this visit's own: a series edit never starts or completes visits.
          if (status !== job.status) {
            await updateJob.mutateAsync({ id: job.id, changes: { status } });
          }
          onDone();
        } catch (failure) {
          const message = errorMessage(failure, { fallback: 'series.updateFailed' });
          setSubmitError({
            ...message,
            key: seriesFailureKey(message.key, 'series.updateFailed', (key) => i18n.exists(key)),
          });
        }
      })();
      return;
    }
    updateJob.mutate(
      { id: job.id, changes: { ...fields, status } },
      {
        onSuccess: onDone,
        onError: (failure) =>
          setSubmitError(errorMessage(failure, { fallback: 'jobs.updateFailed' })),
      },
    );
  };

  const fieldErrors = Object.fromEntries(
    Object.entries(errors).map(([field, key]) => [field, key ? t(key) : undefined]),
  ) as Partial<Record<keyof JobFieldValues, string>>;

  return (
    <form ref={ref} noValidate onSubmit={handleSubmit} className="space-y-4">
      {submitError ? (
        // NOTE: spec §6 — demo mode shows submit errors in the informational style.
        <Notice tone={source.mode === 'demo' ? 'info' : 'error'}>
          {messageText(t, submitError)}
        </Notice>
      ) : null}
      {isFollowing ? <Notice tone="info">{t('series.editingFollowing')}</Notice> : null}
      <JobFields idPrefix="edit-job" values={values} errors={fieldErrors} onChange={setField}>
        <SelectField
          id="edit-job-status"
          label={t('jobs.detail.status')}
          options={EDITABLE_STATUSES.map((status) => ({
            value: status,
            label: t(STATUS_LABEL_KEYS[status]),
          }))}
          value={values.status}
          onChange={(event) => setField('status', event.target.value)}
        />
      </JobFields>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={isSaving}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={isSaving}>
          {isSaving ? t('jobs.detail.saving') : t('jobs.detail.saveChanges')}
        </Button>
      </div>
    </form>
  );
}
