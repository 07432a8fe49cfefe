import { useCallback, useState } from 'react';
import type { z } from 'zod';

export type FieldErrors<Field extends string = string> = Partial<Record<Field, string>>;

/** The first message (an i18n key) for each field a schema refuses. */
export function fieldErrors<Field extends string>(
  schema: z.ZodType,
  values: unknown,
): FieldErrors<Field> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: FieldErrors<Field> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '') as Field;
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * Form values with their errors; editing a field clears its error (spec §5 "Errors clear as
 * the field is edited").
 */
export function useFormState<Values extends Record<string, string>>(initial: Values) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<keyof Values & string>>({});
  const setField = useCallback((field: keyof Values & string, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }, []);
  const reset = useCallback(() => {
    setValues(initial);
    setErrors({});
  }, [initial]);
  return { values, setValues, errors, setErrors, setField, reset };
}
