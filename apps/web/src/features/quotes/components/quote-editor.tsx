import { toIsoDate, type Customer, type Quote } from '@jobtrack/core';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { FieldError, SelectField, TextareaField } from '#web/components/ui/fields.tsx';
import { MutationErrorNotice } from '#web/components/ui/failure-notice.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import type { ErrorMessage } from '#web/lib/error-message.ts';
import { useFormat } from '#web/lib/format.ts';
import { useQuoteForm } from '../hooks/use-quote-form.ts';
import { QuoteItemFields } from './quote-item-fields.tsx';
import { initialValues, liveTotals, type QuoteFormResult } from '../utils/quote-form.ts';

type Props = {
  customers: readonly Customer[];
  /** The customer it is for when opened from one (no picker then). */
  customerId?: string;
  quote?: Quote;
  isSaving: boolean;
  failure: ErrorMessage | null;
  onDismissFailure(): void;
  onSave(result: QuoteFormResult): void;
  onCancel(): void;
};

/** The quote's form (issue 26), new or edited: customer, items, notes, valid until, repeats. */
export function QuoteEditor(props: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const today = toIsoDate(new Date());
  const form = useQuoteForm(initialValues(today, props.customerId, props.quote), today);
  const { values, errors, items } = form;
  const totals = liveTotals(items);
  const fixedCustomer = props.quote
    ? props.quote.customer.name
    : props.customers.find((customer) => customer.id === props.customerId)?.name;
  const message = (key: string | undefined) => (key ? t(key) : undefined);

  return (
    <form
      ref={form.formRef}
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        const result = form.validate(props.customerId);
        if (result) props.onSave(result);
      }}
    >
      <MutationErrorNotice failure={props.failure} onDismiss={props.onDismissFailure} />
      <Card className="space-y-4">
        {fixedCustomer !== undefined ? (
          <p className="text-sm">
            <span className="font-medium">{t('quotes.customer')}:</span> {fixedCustomer}
          </p>
        ) : (
          <SelectField
            label={t('quotes.customer')}
            placeholder={t('quotes.chooseCustomer')}
            value={values.customerId}
            error={message(errors.customerId)}
            onChange={(event) => form.setField('customerId', event.target.value)}
            options={props.customers.map((customer) => ({
              value: customer.id,
              label: customer.name,
            }))}
          />
        )}
      </Card>
      <section aria-labelledby="quote-items-heading" className="space-y-3">
        <h3 id="quote-items-heading" className="font-semibold">
          {t('quotes.items')}
        </h3>
        <p className="text-sm text-gray-600 dark:text-gray-400">{t('quotes.optionalHint')}</p>
        {items.map((item, index) => (
          <QuoteItemFields
            key={item.id}
            item={item}
            number={index + 1}
            errors={form.itemErrors}
            canRemove={items.length > 1}
            onChange={form.setItem}
            onRemove={form.removeItem}
          />
        ))}
        <FieldError id="quote-items-error" error={message(errors.items)} />
        <Button variant="secondary" className="w-full" onClick={form.addItem}>
          <Plus aria-hidden="true" className="h-4 w-4" />
          {t('quotes.addItem')}
        </Button>
        <div aria-live="polite" className="rounded-xl bg-gray-50 p-3 dark:bg-gray-800">
          <p className="flex justify-between text-lg font-semibold">
            <span>{t('quotes.total')}</span>
            <span>{format.money(totals.total)}</span>
          </p>
          {totals.optionalExtra > 0 ? (
            <p className="text-sm text-gray-600 dark:text-gray-400">
              {t('quotes.optionalExtra', { amount: format.money(totals.optionalExtra) })}
            </p>
          ) : null}
        </div>
      </section>
      <Card className="space-y-4">
        <TextareaField
          label={t('quotes.notes')}
          rows={3}
          value={values.notes}
          error={message(errors.notes)}
          onChange={(event) => form.setField('notes', event.target.value)}
        />
        <TextField
          label={t('quotes.validUntil')}
          type="date"
          min={today}
          value={values.validUntil}
          error={message(errors.validUntil)}
          onChange={(event) => form.setField('validUntil', event.target.value)}
        />
        <SelectField
          label={t('quotes.repeats')}
          value={values.repeat}
          onChange={(event) => form.setField('repeat', event.target.value)}
          options={[
            { value: 'none', label: t('quotes.repeat.none') },
            { value: 'weekly', label: t('quotes.repeat.weekly') },
            { value: 'weeks', label: t('quotes.repeat.everyNWeeks') },
            { value: 'monthly', label: t('quotes.repeat.monthly') },
          ]}
        />
        {values.repeat === 'weeks' ? (
          <TextField
            label={t('quotes.repeatWeeks')}
            inputMode="numeric"
            value={values.weeks}
            error={message(errors.weeks)}
            onChange={(event) => form.setField('weeks', event.target.value.replace(/\D/g, ''))}
          />
        ) : null}
      </Card>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={props.isSaving}>
          {t('quotes.save')}
        </Button>
        <Button variant="ghost" onClick={props.onCancel}>
          {t('quotes.cancel')}
        </Button>
      </div>
    </form>
  );
}
