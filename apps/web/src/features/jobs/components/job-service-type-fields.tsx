import { JOB_TITLE_MAX_CHARS, OTHER_SERVICE_TYPE } from '@jobtrack/core';
import { useTranslation } from 'react-i18next';
import { SelectField } from '#web/components/ui/fields.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { jobServiceTypeOptions } from '../utils/job-service-type-options.ts';
import { useServiceTypeLabel } from '#web/lib/service-types.ts';

type JobServiceTypeFieldsProps = {
  idPrefix: string;
  serviceType: string;
  customServiceType: string;
  serviceTypeError?: string | undefined;
  customServiceTypeError?: string | undefined;
  onChange(field: 'serviceType' | 'customServiceType', value: string): void;
};

/** The 21 job service types (spec §3); 'Other' reveals a box for the owner's own words. */
export function JobServiceTypeFields({
  idPrefix,
  serviceType,
  customServiceType,
  serviceTypeError,
  customServiceTypeError,
  onChange,
}: JobServiceTypeFieldsProps) {
  const { t } = useTranslation();
  const serviceLabel = useServiceTypeLabel();
  return (
    <>
      <SelectField
        id={`${idPrefix}-service-type`}
        label={t('jobs.form.serviceType')}
        placeholder={t('jobs.form.selectServiceType')}
        options={jobServiceTypeOptions(serviceLabel)}
        value={serviceType}
        error={serviceTypeError}
        required
        onChange={(event) => onChange('serviceType', event.target.value)}
      />
      {serviceType === OTHER_SERVICE_TYPE ? (
        <TextField
          id={`${idPrefix}-custom-service-type`}
          label={t('jobs.form.customServiceType')}
          placeholder={t('jobs.form.customServiceTypePlaceholder')}
          value={customServiceType}
          error={customServiceTypeError}
          required
          maxLength={JOB_TITLE_MAX_CHARS}
          onChange={(event) => onChange('customServiceType', event.target.value)}
        />
      ) : null}
    </>
  );
}
