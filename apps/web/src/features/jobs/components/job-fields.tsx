import { NOTES_MAX_CHARS } from '@jobtrack/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TextareaField } from '#web/components/ui/fields.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { PriceField } from './price-field.tsx';
import { JobServiceTypeFields } from './job-service-type-fields.tsx';

/** The values a job form edits beside its customer (and, when editing, its status). */
export type JobFieldValues = {
  serviceType: string;
  customServiceType: string;
  scheduledDate: string;
  startTime: string;
  windowEnd: string;
  price: string;
  notes: string;
};

type JobFieldsProps = {
  idPrefix: string;
  values: JobFieldValues;
  /** Translated messages per field. */
  errors: Partial<Record<keyof JobFieldValues, string>>;
  onChange(field: keyof JobFieldValues, value: string): void;
  /** The date picker's minimum (spec §5: today on create). */
  minDate?: string;
  /** Says where a pre-filled price came from. */
  priceHint?: string | undefined;
  /** Fields of one form only (the edit form's status), shown before the notes. */
  children?: ReactNode;
};

/**
 * The job's own fields, one component for the schedule and edit forms (issue 16): service type
 * (with 'Other' and its words), date, optional start time and arrival window (decision 026),
 * price and notes.
 */
export function JobFields({
  idPrefix,
  values,
  errors,
  onChange,
  minDate,
  priceHint,
  children,
}: JobFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <JobServiceTypeFields
        idPrefix={idPrefix}
        serviceType={values.serviceType}
        customServiceType={values.customServiceType}
        serviceTypeError={errors.serviceType}
        customServiceTypeError={errors.customServiceType}
        onChange={onChange}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={`${idPrefix}-date`}
          type="date"
          label={t('jobs.form.date')}
          min={minDate}
          value={values.scheduledDate}
          error={errors.scheduledDate}
          required
          onChange={(event) => onChange('scheduledDate', event.target.value)}
        />
        <PriceField
          id={`${idPrefix}-price`}
          value={values.price}
          error={errors.price}
          hint={priceHint}
          onChange={(value) => onChange('price', value)}
        />
      </div>
      <div className="grid grid-cols-2 gap-4">
        <TextField
          id={`${idPrefix}-start-time`}
          type="time"
          label={t('jobs.form.startTime')}
          value={values.startTime}
          error={errors.startTime}
          onChange={(event) => onChange('startTime', event.target.value)}
        />
        <TextField
          id={`${idPrefix}-window-end`}
          type="time"
          label={t('jobs.form.windowEnd')}
          value={values.windowEnd}
          error={errors.windowEnd}
          onChange={(event) => onChange('windowEnd', event.target.value)}
        />
      </div>
      {children}
      <TextareaField
        id={`${idPrefix}-notes`}
        label={t('jobs.form.notes')}
        placeholder={t('jobs.form.notesPlaceholder')}
        rows={3}
        maxLength={NOTES_MAX_CHARS}
        value={values.notes}
        error={errors.notes}
        onChange={(event) => onChange('notes', event.target.value)}
      />
    </>
  );
}
