import { filterPriceInput } from '@jobtrack/core';
import { useCallback, useState } from 'react';
import { useFormState } from '#web/lib/form.ts';
import {
  checkQuoteForm,
  emptyItem,
  type ItemDraft,
  type ItemErrors,
  type ItemField,
  type QuoteFormResult,
  type QuoteFormValues,
} from '../utils/quote-form.ts';

/**
 * The quote editor's state (the form pattern of lib/form.ts): the values, the items, and their
 * errors, each cleared as its field is edited; a refused save focuses the first field in error.
 */
export function useQuoteForm(
  initial: { values: QuoteFormValues; items: ItemDraft[] },
  today: string,
) {
  const form = useFormState<QuoteFormValues & { items: string }>({ ...initial.values, items: '' });
  const [items, setItems] = useState<ItemDraft[]>(initial.items);
  const [itemErrors, setItemErrors] = useState<ItemErrors>({});
  const { setErrors } = form;

  const clearItemsError = useCallback(
    () => setErrors((current) => ({ ...current, items: undefined })),
    [setErrors],
  );

  const setItem = useCallback(
    (id: string, field: ItemField | 'optional', value: string | boolean) => {
      setItems((current) =>
        current.map((item) => {
          if (item.id !== id) return item;
          if (field === 'optional') return { ...item, optional: value === true };
          const typed = String(value);
          return { ...item, [field]: field === 'description' ? typed : filterPriceInput(typed) };
        }),
      );
      if (field === 'optional') clearItemsError();
      else setItemErrors((current) => ({ ...current, [`${id}.${field}`]: undefined }));
    },
    [clearItemsError],
  );

  const addItem = useCallback(() => {
    setItems((current) => [...current, emptyItem()]);
    clearItemsError();
  }, [clearItemsError]);

  const removeItem = useCallback(
    (id: string) => {
      setItems((current) =>
        current.length > 1 ? current.filter((item) => item.id !== id) : current,
      );
      clearItemsError();
    },
    [clearItemsError],
  );

  /**
   * What to save when every rule holds; otherwise shows the errors and gives null. A customer
   * fixed by the screen (`fixedCustomerId`) is the one saved: it may reach the screen after the
   * form began (the sync brings it), and no picker shows then to choose it again.
   */
  const validate = (fixedCustomerId?: string): QuoteFormResult | null => {
    const { items: _items, ...typed } = form.values;
    const values = fixedCustomerId ? { ...typed, customerId: fixedCustomerId } : typed;
    const checked = checkQuoteForm(values, items, today);
    if (checked.ok) return checked.result;
    setItemErrors(checked.itemErrors);
    form.refuse(checked.errors);
    return null;
  };

  return {
    values: form.values,
    errors: form.errors,
    setField: form.setField,
    formRef: form.formRef,
    items,
    itemErrors,
    setItem,
    addItem,
    removeItem,
    validate,
  };
}
