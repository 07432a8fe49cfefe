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
import { SubmitErrorNotice } from '#web/components/ui/failure-notice.tsx';
import { Notice } from '#web/components/ui/notice.tsx';
import type { SeriesScope } from '#web/components/series/scope-dialog.tsx';
import { useFormState } from '#web/lib/form.ts';
import { useUpdateJob } from '../api/job-mutations.ts';
import { useUpdateFollowing } from '../api/series-mutations.ts';
import { jobFormErrors } from '../utils/job-form-errors.ts';
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
  const { t } = useTranslation();
  const updateJob = useUpdateJob();
  const updateFollowing = useUpdateFollowing();
  const isFollowing = scope === 'following' && Boolean(job.seriesId);
  const save = isFollowing ? updateFollowing : updateJob;
  const [initial] = useState(() => valuesOf(job));
  const { values, errors, refuse, formRef, setField } = useFormState<EditValues>(initial);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.reset();
    const found = jobFormErrors(jobEditFormSchema, values);
    if (Object.keys(found).length > 0) {
      refuse(found);
      return;
    }
    const picked: JobStatus = isJobStatus(values.status) ? values.status : job.status;
    // A pending job left on Scheduled keeps its stored status (spec §4 mapping).
    const status = picked === displayStatus(job.status) ? job.status : picked;
    const fields = jobFieldsFromForm(jobEditFormSchema.parse(values));
    if (isFollowing) {
      updateFollowing.mutate({ job, fields, status }, { onSuccess: onDone });
      return;
    }
    updateJob.mutate({ id: job.id, changes: { ...fields, status } }, { onSuccess: onDone });
  };

  const fieldErrors = Object.fromEntries(
    Object.entries(errors).map(([field, key]) => [field, key ? t(key) : undefined]),
  ) as Partial<Record<keyof JobFieldValues, string>>;

  return (
    <form ref={formRef} noValidate onSubmit={handleSubmit} className="space-y-4">
      <SubmitErrorNotice failure={save.failure} />
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
        <Button variant="secondary" onClick={onDone} disabled={save.isPending}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('jobs.detail.saving') : t('jobs.detail.saveChanges')}
        </Button>
      </div>
    </form>
  );
}
