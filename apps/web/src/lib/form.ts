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

type FormState<Values> = { values: Values; errors: FieldErrors<keyof Values & string> };

type Update<T> = T | ((current: T) => T);

const resolve = <T>(next: Update<T>, current: T): T =>
  typeof next === 'function' ? (next as (current: T) => T)(current) : next;

/** The errors left once `next` replaces `current`: a field whose value changed loses its own. */
function keptErrors<Values extends Record<string, string>>(
  errors: FieldErrors<keyof Values & string>,
  current: Values,
  next: Values,
): FieldErrors<keyof Values & string> {
  const changed = Object.keys(next).filter(
    (field) => next[field] !== current[field] && errors[field as keyof Values & string],
  );
  if (changed.length === 0) return errors;
  return Object.fromEntries(
    Object.entries(errors).filter(([field]) => !changed.includes(field)),
  ) as FieldErrors<keyof Values & string>;
}

/**
 * Form values with their errors. A field's error clears whenever its value changes, however it
 * changed: typed, pasted, a browser's auto-fill (an `input` event with no key pressed) or an
 * auto-fill button setting every value at once (spec §5 "Errors clear as the field is edited").
 */
export function useFormState<Values extends Record<string, string>>(initial: Values) {
  const [state, setState] = useState<FormState<Values>>({ values: initial, errors: {} });
  const setValues = useCallback((next: Update<Values>) => {
    setState((current) => {
      const values = resolve(next, current.values);
      return { values, errors: keptErrors(current.errors, current.values, values) };
    });
  }, []);
  const setErrors = useCallback((next: Update<FieldErrors<keyof Values & string>>) => {
    setState((current) => ({ ...current, errors: resolve(next, current.errors) }));
  }, []);
  const setField = useCallback(
    (field: keyof Values & string, value: string) =>
      setValues((current) => ({ ...current, [field]: value })),
    [setValues],
  );
  const reset = useCallback(() => setState({ values: initial, errors: {} }), [initial]);
  return { values: state.values, setValues, errors: state.errors, setErrors, setField, reset };
}
