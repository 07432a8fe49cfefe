import { LANGUAGES, customerFormSchema, type Language } from '@jobtrack/core';
import { useCallback } from 'react';
import { fieldErrors, useFormState } from '#web/lib/form.ts';
import type { CustomerFormValues } from '../utils/customer-views.ts';
import { formatPhoneInput } from '../utils/phone-input.ts';

export type CustomerField = keyof CustomerFormValues;

/**
 * The add and edit form's state (spec §5): every rule of customerFormSchema, errors cleared as
 * the field is edited, the phone formatted as typed, and the trimmed values on a valid submit.
 */
export function useCustomerForm(initial: CustomerFormValues) {
  const { values, errors, refuse, formRef, setField: setValue } = useFormState(initial);

  const setField = useCallback(
    (field: CustomerField, value: string) => {
      if (field === 'language') {
        if ((LANGUAGES as readonly string[]).includes(value)) setValue(field, value as Language);
        return;
      }
      setValue(field, field === 'phone' ? formatPhoneInput(value) : value);
    },
    [setValue],
  );

  /** The trimmed values when they pass every rule; otherwise shows the errors and gives null. */
  const validate = useCallback((): CustomerFormValues | null => {
    const refused = fieldErrors<CustomerField>(customerFormSchema, values);
    if (Object.keys(refused).length > 0) {
      refuse(refused);
      return null;
    }
    const parsed = customerFormSchema.parse(values);
    return {
      name: parsed.name,
      phone: parsed.phone,
      address: parsed.address,
      serviceType: parsed.serviceType,
      language: values.language,
    };
  }, [values, refuse]);

  return {
    values,
    errors,
    setField,
    validate,
    formRef,
    /** What CustomerForm takes of the state: `<CustomerForm {...form.fields} …/>`. */
    fields: { formRef, values, errors, onChange: setField },
  };
}
