import { PAYMENT_DAY_MIN, PAYMENT_METHODS, jobBalance, toLocalDay, type Job } from '@jobtrack/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentInput } from '#web/data/hooks/use-set-paid.ts';
import { useFormat } from '#web/lib/format.ts';
import { Button } from '../ui/button.tsx';
import { Modal } from '../ui/modal.tsx';
import { TextField } from '../ui/text-field.tsx';
import { useMarkPaidForm, type MarkPaidField } from './use-mark-paid-form.ts';

type MarkPaidSheetProps = {
  job: Job;
  isOpen: boolean;
  onClose(): void;
  onSave(payment: PaymentInput): void;
};

/**
 * Mark as Paid's sheet (issue 15): how the customer paid, when (today by default) and how much
 * (the balance by default; less leaves a balance — a partial payment).
 */
export function MarkPaidSheet({ job, isOpen, onClose, onSave }: MarkPaidSheetProps) {
  const { t } = useTranslation();
  return (
    <Modal isOpen={isOpen} title={t('payments.sheet.title')} onClose={onClose}>
      {/* Mounted afresh on each opening, so it starts from the job's balance and today. */}
      {isOpen ? <MarkPaidForm job={job} onClose={onClose} onSave={onSave} /> : null}
    </Modal>
  );
}

function MarkPaidForm({ job, onClose, onSave }: Omit<MarkPaidSheetProps, 'isOpen'>) {
  const { t } = useTranslation();
  const format = useFormat();
  const balance = jobBalance(job);
  const { values, errors, setField, validate, formRef } = useMarkPaidForm(balance);
  const error = (field: MarkPaidField) => (errors[field] ? t(errors[field]) : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const payment = validate();
    if (payment) onSave(payment);
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="space-y-4">
      <p className="text-sm text-gray-700 dark:text-gray-300">
        {t('payments.sheet.balance', { amount: format.money(balance) })}
      </p>
      <fieldset>
        <legend className="mb-1 block text-sm font-medium text-gray-800 dark:text-gray-200">
          {t('payments.sheet.method')}
        </legend>
        <div className="grid grid-cols-2 gap-2">
          {PAYMENT_METHODS.map((option) => (
            <label
              key={option}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-gray-300 px-3 has-[:checked]:border-blue-600 has-[:checked]:bg-blue-50 dark:border-gray-600 dark:has-[:checked]:bg-blue-950"
            >
              <input
                type="radio"
                name="payment-method"
                value={option}
                checked={values.method === option}
                onChange={() => setField('method', option)}
                className="h-5 w-5"
              />
              <span>{t(`payments.method.${option}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <TextField
        label={t('payments.sheet.date')}
        type="date"
        min={PAYMENT_DAY_MIN}
        max={toLocalDay(new Date())}
        value={values.day}
        onChange={(event) => setField('day', event.target.value)}
        error={error('day')}
        required
      />
      <TextField
        label={t('payments.sheet.amount')}
        inputMode="decimal"
        autoComplete="off"
        value={values.amount}
        onChange={(event) => setField('amount', event.target.value)}
        hint={t('payments.sheet.partialHint')}
        error={error('amount')}
        required
      />
      <TextField
        label={t('payments.sheet.note')}
        autoComplete="off"
        maxLength={500}
        value={values.note}
        onChange={(event) => setField('note', event.target.value)}
      />
      <div className="flex justify-end gap-2">
        <Button type="button" variant="secondary" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button type="submit">{t('payments.sheet.save')}</Button>
      </div>
    </form>
  );
}
