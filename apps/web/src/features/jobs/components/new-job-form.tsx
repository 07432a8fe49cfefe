import {
  isIsoDate,
  jobFieldsFromForm,
  jobFormSchema,
  jobServiceTypeForCustomer,
  lastJobPrice,
  resolveServiceType,
  toIsoDate,
  type Customer,
  type Job,
} from '@jobtrack/core';
import { UserPlus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button, ButtonLink } from '#web/components/ui/button.tsx';
import { SubmitErrorNotice } from '#web/components/ui/failure-notice.tsx';
import { paths } from '#web/config/paths.ts';
import { useFormState } from '#web/lib/form.ts';
import { useAddJob } from '../api/job-mutations.ts';
import { useAddSeries } from '../api/series-mutations.ts';
import { jobsFlashState } from '../utils/jobs-flash.ts';
import { jobFormErrors } from '../utils/job-form-errors.ts';
import {
  INITIAL_REPEAT,
  repeatErrors,
  ruleFromRepeat,
  type RepeatErrors,
  type RepeatValues,
} from '../utils/repeat-form.ts';
import { CustomerPicker } from './customer-picker.tsx';
import { JobFields, type JobFieldValues } from './job-fields.tsx';
import { RepeatFields } from './repeat-fields.tsx';

type FormValues = JobFieldValues & { customerId: string };

/** The price of this customer's last job of this service, as the form writes it ('' if none). */
const lastPriceText = (jobs: readonly Job[], values: FormValues): string => {
  const price = lastJobPrice(jobs, values.customerId, resolveServiceType(values));
  return price === null ? '' : price.toFixed(2);
};

/**
 * What the form opens with (decision 026): the customer asked for, their service type mapped
 * onto the job types, the day chosen (else today), and the price of their last such job.
 */
const initialValues = (
  customer: Customer | undefined,
  jobs: readonly Job[],
  day: string,
): FormValues => {
  const values: FormValues = {
    customerId: customer?.id ?? '',
    serviceType: '',
    customServiceType: '',
    scheduledDate: day,
    startTime: '',
    windowEnd: '',
    price: '',
    notes: '',
    ...(customer ? jobServiceTypeForCustomer(customer.serviceType) : null),
  };
  return { ...values, price: lastPriceText(jobs, values) };
};

type NewJobFormProps = {
  customers: Customer[];
  jobs: readonly Job[];
  preselectedCustomerId: string;
  /** The day chosen in a list (?date=yyyy-MM-dd); today when absent or not a date. */
  preselectedDate: string;
};

/**
 * The schedule-job form (spec §2, §5); a saved job opens at once (decision 026). With Repeat set
 * (issue 14) it saves a series instead and opens its first visit (decision 031).
 */
export function NewJobForm({
  customers,
  jobs,
  preselectedCustomerId,
  preselectedDate,
}: NewJobFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const addJob = useAddJob();
  const addSeries = useAddSeries();
  const preselected = customers.find((customer) => customer.id === preselectedCustomerId);
  const today = toIsoDate(new Date());
  const [initial] = useState(() =>
    initialValues(preselected, jobs, isIsoDate(preselectedDate) ? preselectedDate : today),
  );
  const { values, errors, refuse, formRef, setValues } = useFormState<FormValues>(initial);
  const [repeat, setRepeat] = useState<RepeatValues>(INITIAL_REPEAT);
  const [repeatProblems, setRepeatProblems] = useState<RepeatErrors>({});
  // Once the owner types a price, a change of customer or service no longer replaces it.
  const [isPriceTyped, setIsPriceTyped] = useState(false);
  // A link to a customer who is gone (deleted since) says so instead of silently choosing none,
  // until the next submit.
  const [isCustomerGone, setIsCustomerGone] = useState(
    () => preselectedCustomerId !== '' && !preselected,
  );
  const failure =
    addJob.failure ?? addSeries.failure ?? (isCustomerGone ? { key: 'customers.notFound' } : null);

  const update = (changes: Partial<FormValues>) =>
    setValues((current) => {
      const next = { ...current, ...changes };
      return isPriceTyped || 'price' in changes
        ? next
        : { ...next, price: lastPriceText(jobs, next) };
    });

  const handleCustomerChange = (customerId: string) => {
    // NOTE: spec §5 — choosing a customer pre-fills the service type with theirs.
    const customer = customers.find((candidate) => candidate.id === customerId);
    update({ customerId, ...(customer ? jobServiceTypeForCustomer(customer.serviceType) : null) });
  };

  const handleFieldChange = (field: keyof JobFieldValues, value: string) => {
    if (field === 'price') setIsPriceTyped(true);
    update({ [field]: value });
  };

  const handleRepeatChange = (changes: Partial<RepeatValues>) => {
    setRepeat((current) => ({ ...current, ...changes }));
    // As every field of the form: a field's error clears as it is edited.
    setRepeatProblems((current) => {
      const next = { ...current };
      if ('interval' in changes || 'repeat' in changes) delete next.interval;
      if ('count' in changes || 'end' in changes) delete next.count;
      if ('until' in changes || 'end' in changes) delete next.until;
      return next;
    });
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setIsCustomerGone(false);
    addJob.reset();
    addSeries.reset();
    const found = jobFormErrors(jobFormSchema, values);
    const foundRepeat = repeatErrors(repeat, values.scheduledDate);
    if (Object.keys(found).length > 0 || Object.keys(foundRepeat).length > 0) {
      setRepeatProblems(foundRepeat);
      refuse(found);
      return;
    }
    const form = jobFormSchema.parse(values);
    const rule = ruleFromRepeat(repeat);
    if (rule) {
      const fields = jobFieldsFromForm(form);
      addSeries.mutate(
        {
          customerId: form.customerId,
          serviceType: fields.serviceType,
          price: fields.price,
          notes: fields.notes,
          startDate: fields.scheduledDate,
          ...(fields.startTime ? { startTime: fields.startTime } : null),
          ...(fields.startTime && fields.windowEnd ? { windowEnd: fields.windowEnd } : null),
          rule,
        },
        {
          onSuccess: ({ jobs: visits }) => {
            const first = [...visits].sort((a, b) =>
              a.scheduledDate.localeCompare(b.scheduledDate),
            )[0];
            void navigate(first ? paths.job(first.id) : paths.jobs, {
              state: jobsFlashState('series.scheduledSuccess', { offerConfirmation: true }),
            });
          },
        },
      );
      return;
    }
    addJob.mutate(
      { customerId: form.customerId, ...jobFieldsFromForm(form) },
      {
        onSuccess: (job) =>
          void navigate(paths.job(job.id), {
            state: jobsFlashState('jobs.scheduledSuccess', { offerConfirmation: true }),
          }),
      },
    );
  };

  const error = (field: keyof FormValues) => (errors[field] ? t(errors[field]) : undefined);
  const fieldErrors = Object.fromEntries(
    Object.entries(errors).map(([field, key]) => [field, key ? t(key) : undefined]),
  ) as Partial<Record<keyof JobFieldValues, string>>;
  const isPricePrefilled = !isPriceTyped && values.price !== '';
  const isSaving = addJob.isPending || addSeries.isPending;

  return (
    <form ref={formRef} noValidate onSubmit={handleSubmit} className="space-y-4">
      <SubmitErrorNotice failure={failure} />
      <div className="space-y-2">
        <CustomerPicker
          id="job-customer"
          customers={customers}
          value={values.customerId}
          error={error('customerId')}
          onChange={handleCustomerChange}
        />
        {customers.length === 0 ? (
          <p className="text-sm text-gray-700 dark:text-gray-300">{t('jobs.form.noCustomers')}</p>
        ) : null}
        <ButtonLink to={paths.newCustomer} variant="secondary" size="sm">
          <UserPlus aria-hidden="true" className="h-4 w-4" />
          {t('jobs.form.addCustomer')}
        </ButtonLink>
      </div>
      <JobFields
        idPrefix="job"
        values={values}
        errors={fieldErrors}
        onChange={handleFieldChange}
        minDate={today}
        priceHint={isPricePrefilled ? t('jobs.form.priceFromLastJob') : undefined}
      >
        <RepeatFields
          idPrefix="job"
          values={repeat}
          errors={Object.fromEntries(
            Object.entries(repeatProblems).map(([field, key]) => [field, t(key)]),
          )}
          startDate={values.scheduledDate}
          onChange={handleRepeatChange}
        />
      </JobFields>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <ButtonLink to={paths.jobs} variant="secondary">
          {t('common.cancel')}
        </ButtonLink>
        <Button type="submit" disabled={isSaving}>
          {isSaving ? t('jobs.form.submitting') : t('jobs.form.submit')}
        </Button>
      </div>
    </form>
  );
}
