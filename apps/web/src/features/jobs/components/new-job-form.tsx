import {
  NOTES_MAX_CHARS,
  jobFieldsFromForm,
  jobFormSchema,
  toIsoDate,
  type Customer,
  type JobFormInput,
} from '@jobtrack/core';
import { UserPlus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { SelectField, TextareaField } from '../../../components/ui/fields.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { paths } from '../../../config/paths.ts';
import { useDataSource } from '../../../lib/data/data-context.tsx';
import { useFormState } from '../../../lib/form.ts';
import { useAddJob } from '../api/job-mutations.ts';
import { jobsFlashState } from '../hooks/use-flash-banner.ts';
import { useFocusFirstError } from '../hooks/use-focus-first-error.ts';
import { errorMessage, messageText, type ErrorMessage } from '../../../lib/error-message.ts';
import { jobFormErrors } from '../utils/job-form-errors.ts';
import { jobServiceTypeForCustomer } from '../utils/service-types.ts';
import { PriceField } from './price-field.tsx';
import { ServiceTypeFields } from './service-type-fields.tsx';

type FormValues = Required<JobFormInput>;

const emptyForm = (customerId: string): FormValues => ({
  customerId,
  serviceType: '',
  customServiceType: '',
  scheduledDate: '',
  price: '',
  notes: '',
});

/** The customer's own service type as the job form's fields (spec §5 pre-fill), or null. */
const prefilledServiceType = (customer: Customer | undefined) =>
  customer ? jobServiceTypeForCustomer(customer.serviceType) : null;

type NewJobFormProps = { customers: Customer[]; preselectedCustomerId: string };

/** The schedule-job form (spec §2, §5); success goes to /app/jobs with its banner. */
export function NewJobForm({ customers, preselectedCustomerId }: NewJobFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const source = useDataSource();
  const addJob = useAddJob();
  const { ref, focusFirstError } = useFocusFirstError<HTMLFormElement>();
  const preselected = customers.find((customer) => customer.id === preselectedCustomerId);
  const [initial] = useState(() => ({
    ...emptyForm(preselected?.id ?? ''),
    ...prefilledServiceType(preselected),
  }));
  const { values, errors, setErrors, setField } = useFormState<FormValues>(initial);
  // A link to a customer who is gone (deleted since) says so instead of silently choosing none.
  const [submitError, setSubmitError] = useState<ErrorMessage | null>(
    preselectedCustomerId && !preselected ? { key: 'customers.notFound' } : null,
  );
  const today = toIsoDate(new Date());

  const handleCustomerChange = (customerId: string) => {
    setField('customerId', customerId);
    const prefill = prefilledServiceType(customers.find((c) => c.id === customerId));
    if (prefill) {
      setField('serviceType', prefill.serviceType);
      setField('customServiceType', prefill.customServiceType);
    }
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitError(null);
    const found = jobFormErrors(jobFormSchema, values);
    if (Object.keys(found).length > 0) {
      setErrors(found);
      focusFirstError();
      return;
    }
    const form = jobFormSchema.parse(values);
    addJob.mutate(
      { customerId: form.customerId, ...jobFieldsFromForm(form) },
      {
        onSuccess: () =>
          void navigate(paths.jobs, { state: jobsFlashState('jobs.scheduledSuccess') }),
        onError: (failure) =>
          setSubmitError(errorMessage(failure, { fallback: 'jobs.scheduleFailed' })),
      },
    );
  };

  const error = (field: keyof FormValues) => (errors[field] ? t(errors[field]) : undefined);

  return (
    <form ref={ref} noValidate onSubmit={handleSubmit} className="space-y-4">
      {submitError ? (
        // NOTE: spec §6 — demo mode shows submit errors in the informational style.
        <Notice tone={source.mode === 'demo' ? 'info' : 'error'}>
          {messageText(t, submitError)}
        </Notice>
      ) : null}
      <div className="space-y-2">
        <SelectField
          id="job-customer"
          label={t('jobs.form.customer')}
          placeholder={t('jobs.form.selectCustomer')}
          options={customers.map((customer) => ({ value: customer.id, label: customer.name }))}
          value={values.customerId}
          error={error('customerId')}
          required
          onChange={(event) => handleCustomerChange(event.target.value)}
        />
        {customers.length === 0 ? (
          <p className="text-sm text-gray-700 dark:text-gray-300">{t('jobs.form.noCustomers')}</p>
        ) : null}
        <ButtonLink to={paths.newCustomer} variant="secondary" size="sm">
          <UserPlus aria-hidden="true" className="h-4 w-4" />
          {t('jobs.form.addCustomer')}
        </ButtonLink>
      </div>
      <ServiceTypeFields
        idPrefix="job"
        serviceType={values.serviceType}
        customServiceType={values.customServiceType}
        serviceTypeError={error('serviceType')}
        customServiceTypeError={error('customServiceType')}
        onChange={setField}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="job-date"
          type="date"
          label={t('jobs.form.date')}
          min={today}
          value={values.scheduledDate}
          error={error('scheduledDate')}
          required
          onChange={(event) => setField('scheduledDate', event.target.value)}
        />
        <PriceField
          id="job-price"
          value={values.price}
          error={error('price')}
          onChange={(value) => setField('price', value)}
        />
      </div>
      <TextareaField
        id="job-notes"
        label={t('jobs.form.notes')}
        placeholder={t('jobs.form.notesPlaceholder')}
        rows={3}
        maxLength={NOTES_MAX_CHARS}
        value={values.notes}
        error={error('notes')}
        onChange={(event) => setField('notes', event.target.value)}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <ButtonLink to={paths.jobs} variant="secondary">
          {t('common.cancel')}
        </ButtonLink>
        <Button type="submit" disabled={addJob.isPending}>
          {addJob.isPending ? t('jobs.form.submitting') : t('jobs.form.submit')}
        </Button>
      </div>
    </form>
  );
}
