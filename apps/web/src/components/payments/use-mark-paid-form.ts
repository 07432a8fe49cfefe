import {
  PAYMENT_AMOUNT_MESSAGE_KEYS,
  PAYMENT_DAY_MESSAGE_KEYS,
  PAYMENT_METHODS,
  amountProblem,
  paymentDayProblem,
  parsePrice,
  toLocalDay,
  type PaymentMethod,
} from '@jobtrack/core';
import { useCallback, useState } from 'react';
import type { PaymentInput } from '#web/data/hooks/use-set-paid.ts';
import { useFormState, type FieldErrors } from '#web/lib/form.ts';

type MarkPaidValues = { method: PaymentMethod; day: string; amount: string; note: string };

export type MarkPaidField = keyof MarkPaidValues;

/** The amount field's starting text: the balance, with cents only when it has them. */
const amountText = (amount: number): string =>
  Number.isInteger(amount) ? String(amount) : amount.toFixed(2);

const isPaymentMethod = (value: string): value is PaymentMethod =>
  (PAYMENT_METHODS as readonly string[]).includes(value);

/**
 * The Mark as Paid sheet's form state (lib/form.ts): cash, today and the job's balance to start
 * with; `validate()` gives the payment, or shows the refused fields and gives null.
 */
export function useMarkPaidForm(balance: number) {
  // The first values are read once: the sheet mounts its form afresh on each opening.
  const [initial] = useState<MarkPaidValues>(() => ({
    method: 'cash',
    day: toLocalDay(new Date()),
    amount: amountText(balance),
    note: '',
  }));
  const { values, errors, setField: setValue, refuse, formRef } = useFormState(initial);

  const setField = useCallback(
    (field: MarkPaidField, value: string) => {
      if (field === 'method') {
        if (isPaymentMethod(value)) setValue(field, value);
        return;
      }
      setValue(field, value);
    },
    [setValue],
  );

  const validate = useCallback((): PaymentInput | null => {
    const { method, day, amount, note } = values;
    const value = amount.trim() === '' ? undefined : parsePrice(amount);
    // The same rule the server applies (core value-rules.ts), in the owner's words.
    const amountIssue = amountProblem(value, { positive: true });
    const dayIssue = paymentDayProblem(day, toLocalDay(new Date()));
    const refused: FieldErrors<MarkPaidField> = {};
    if (amountIssue) refused.amount = PAYMENT_AMOUNT_MESSAGE_KEYS[amountIssue];
    else if ((value ?? 0) > balance) refused.amount = 'payments.amountOverBalance';
    if (dayIssue) refused.day = PAYMENT_DAY_MESSAGE_KEYS[dayIssue];
    if (refused.amount || refused.day || value === null || value === undefined) {
      refuse(refused);
      return null;
    }
    return { amount: value, method, paidOn: day, ...(note.trim() ? { note: note.trim() } : {}) };
  }, [values, balance, refuse]);

  return { values, errors, setField, validate, formRef };
}
