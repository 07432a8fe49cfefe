import {
  DEFAULT_HOURLY_RATE,
  DEFAULT_MINIMUM_CHARGE,
  type BusinessHoursDay,
  type Weekday,
} from '@jobtrack/core';
import type { FormEvent, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { TextareaField } from '#web/components/ui/fields.tsx';
import { Notice } from '#web/components/ui/notice.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import type {
  ProfileFormErrors,
  ProfileFormValues,
  ProfileTextField,
} from '../utils/profile-form-values.ts';
import { BusinessHoursFields } from './business-hours-fields.tsx';
import { ServiceTypeFields } from './service-type-fields.tsx';

export type ProfileFormProps = {
  formRef: RefObject<HTMLFormElement | null>;
  values: ProfileFormValues;
  errors: ProfileFormErrors;
  isSaving: boolean;
  /** The submit-level message (an i18n key), shown in a blue box (spec §2). */
  submitMessage: string | null;
  onText(field: ProfileTextField, value: string): void;
  onHours(day: Weekday, changes: Partial<BusinessHoursDay>): void;
  onServices(serviceTypes: string[]): void;
  onRate(field: 'hourlyRate' | 'minimumCharge', value: string): void;
  onSubmit(): void;
  onCancel(): void;
};

/** The edit mode of /app/profile (spec §2, §5). */
export function ProfileForm(props: ProfileFormProps) {
  const { t } = useTranslation();
  const { values, errors, isSaving } = props;
  const error = (field: string) => (errors[field] ? t(errors[field]) : undefined);
  const text = (field: ProfileTextField) => ({
    value: values[field],
    error: error(field),
    disabled: isSaving,
    onChange: (event: { target: { value: string } }) => props.onText(field, event.target.value),
  });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };

  return (
    <form
      ref={props.formRef}
      noValidate
      onSubmit={handleSubmit}
      aria-label={t('profile.editTitle')}
    >
      <Card className="space-y-6">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('profile.businessName')}
            autoComplete="organization"
            placeholder={t('profile.businessNamePlaceholder')}
            {...text('businessName')}
          />
          <TextField
            label={t('profile.ownerName')}
            autoComplete="name"
            placeholder={t('profile.ownerNamePlaceholder')}
            {...text('ownerName')}
          />
          <TextField
            label={t('profile.email')}
            type="email"
            autoComplete="email"
            placeholder={t('profile.emailPlaceholder')}
            {...text('email')}
          />
          <TextField
            label={t('profile.phone')}
            type="tel"
            autoComplete="tel"
            placeholder={t('profile.phonePlaceholder')}
            {...text('phone')}
          />
          <TextareaField
            label={t('profile.addressLabel')}
            rows={3}
            autoComplete="street-address"
            placeholder={t('profile.addressPlaceholder')}
            className="sm:col-span-2"
            {...text('address')}
          />
          <TextField
            label={t('profile.website')}
            type="url"
            autoComplete="url"
            placeholder={t('profile.websitePlaceholder')}
            className="sm:col-span-2"
            {...text('website')}
          />
          <TextareaField
            label={t('profile.bio')}
            rows={4}
            placeholder={t('profile.bioPlaceholder')}
            className="sm:col-span-2"
            {...text('bio')}
          />
          <TextareaField
            label={t('profile.paymentInstructions')}
            rows={2}
            placeholder={t('profile.paymentInstructionsPlaceholder')}
            className="sm:col-span-2"
            {...text('paymentInstructions')}
            value={values.paymentInstructions ?? ''}
          />
          <TextField
            label={t('profile.paymentLink')}
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder={t('profile.paymentLinkPlaceholder')}
            hint={t('profile.paymentLinkHint')}
            className="sm:col-span-2"
            {...text('paymentLink')}
            value={values.paymentLink ?? ''}
          />
        </div>

        <ServiceTypeFields
          selected={values.serviceTypes}
          error={errors.serviceTypes}
          disabled={isSaving}
          onChange={props.onServices}
        />

        <BusinessHoursFields
          hours={values.businessHours}
          errors={errors}
          disabled={isSaving}
          onChange={props.onHours}
        />

        <fieldset>
          <legend className="mb-2 text-base font-semibold">{t('profile.pricing')}</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={t('profile.hourlyRateLabel')}
              type="number"
              inputMode="decimal"
              min={0}
              step="0.01"
              placeholder={String(DEFAULT_HOURLY_RATE)}
              value={values.pricing.hourlyRate}
              error={error('pricing.hourlyRate')}
              disabled={isSaving}
              onChange={(event) => props.onRate('hourlyRate', event.target.value)}
            />
            <TextField
              label={t('profile.minimumLabel')}
              type="number"
              inputMode="decimal"
              min={0}
              step="0.01"
              placeholder={String(DEFAULT_MINIMUM_CHARGE)}
              value={values.pricing.minimumCharge}
              error={error('pricing.minimumCharge')}
              disabled={isSaving}
              onChange={(event) => props.onRate('minimumCharge', event.target.value)}
            />
          </div>
        </fieldset>

        {props.submitMessage ? <Notice tone="info">{t(props.submitMessage)}</Notice> : null}

        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={props.onCancel} disabled={isSaving}>
            {t('profile.cancel')}
          </Button>
          <Button type="submit" disabled={isSaving}>
            {isSaving ? (
              <>
                <span
                  aria-hidden="true"
                  className="h-4 w-4 animate-spin rounded-full border-2 border-white border-t-transparent"
                />
                {t('profile.saving')}
              </>
            ) : (
              t('profile.save')
            )}
          </Button>
        </div>
      </Card>
    </form>
  );
}
