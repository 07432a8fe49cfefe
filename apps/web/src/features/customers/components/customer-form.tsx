import { CUSTOMER_SERVICE_TYPES } from '@jobtrack/core';
import type { FormEvent, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { SelectField } from '#web/components/ui/fields.tsx';
import { SubmitErrorNotice } from '#web/components/ui/failure-notice.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import type { FieldErrors } from '#web/lib/form.ts';
import type { CustomerField } from '../hooks/use-customer-form.ts';
import type { CustomerFormValues } from '../utils/customer-views.ts';
import type { ErrorMessage } from '#web/lib/error-message.ts';
import { useServiceTypeLabel } from '#web/lib/service-types.ts';

/**
 * The 15 choices (spec §3), plus the customer's own type when it is not one of them (a demo
 * customer's 'Lawn Mowing', the server's 'General Service'), so edit mode shows what is saved
 * instead of an empty select that would still save the hidden value. Values are stored as
 * written (English); labels are in the UI's language.
 */
const serviceTypeOptions = (current: string, label: (serviceType: string) => string) => {
  const types: readonly string[] =
    current === '' || (CUSTOMER_SERVICE_TYPES as readonly string[]).includes(current)
      ? CUSTOMER_SERVICE_TYPES
      : [...CUSTOMER_SERVICE_TYPES, current];
  return types.map((value) => ({ value, label: label(value) }));
};

type CustomerFormProps = {
  values: CustomerFormValues;
  errors: FieldErrors<CustomerField>;
  onChange(field: CustomerField, value: string): void;
  onSubmit(): void;
  onCancel(): void;
  submitLabel: string;
  isSubmitting: boolean;
  /** A failed save (the mutation's `failure`), shown above the buttons. */
  failure: ErrorMessage | null;
  formRef?: RefObject<HTMLFormElement | null>;
  /** Puts the cursor in the name field at once (entering edit mode). */
  autoFocus?: boolean;
};

/**
 * The add and edit customer form (spec §2, §5): name, phone, address and service type; and the
 * language the owner texts the customer in (decision 024).
 */
export function CustomerForm({
  values,
  errors,
  onChange,
  onSubmit,
  onCancel,
  submitLabel,
  isSubmitting,
  failure,
  formRef,
  autoFocus = false,
}: CustomerFormProps) {
  const { t } = useTranslation();
  const serviceLabel = useServiceTypeLabel();
  const error = (field: CustomerField) => (errors[field] ? t(errors[field]) : undefined);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <form ref={formRef} noValidate onSubmit={handleSubmit} className="space-y-4">
      <TextField
        label={t('customers.nameLabel')}
        name="name"
        autoComplete="name"
        placeholder={t('customers.namePlaceholder')}
        value={values.name}
        onChange={(event) => onChange('name', event.target.value)}
        error={error('name')}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- only when the caller opens the form on the owner's own tap (the edit panel).
        autoFocus={autoFocus}
      />
      <TextField
        label={t('customers.phoneLabel')}
        name="phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        placeholder={t('customers.phonePlaceholder')}
        value={values.phone}
        onChange={(event) => onChange('phone', event.target.value)}
        error={error('phone')}
      />
      <TextField
        label={t('customers.addressLabel')}
        name="address"
        autoComplete="street-address"
        placeholder={t('customers.addressPlaceholder')}
        value={values.address}
        onChange={(event) => onChange('address', event.target.value)}
        error={error('address')}
      />
      <SelectField
        label={t('customers.serviceTypeLabel')}
        name="serviceType"
        placeholder={t('customers.serviceTypePlaceholder')}
        options={serviceTypeOptions(values.serviceType, serviceLabel)}
        value={values.serviceType}
        onChange={(event) => onChange('serviceType', event.target.value)}
        error={error('serviceType')}
      />
      <SelectField
        label={t('customers.languageLabel')}
        name="language"
        options={[
          { value: 'en', label: t('settings.languageEnglish') },
          { value: 'es', label: t('settings.languageSpanish') },
        ]}
        value={values.language}
        onChange={(event) => onChange('language', event.target.value)}
      />
      <SubmitErrorNotice failure={failure} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('customers.saving') : submitLabel}
        </Button>
      </div>
    </form>
  );
}
