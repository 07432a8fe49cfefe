// The one form pattern (decision 038): useFormState holds the values and their errors, refuse()
// shows a refused submit and focuses its first field, fieldErrors() reads a schema's messages.
// Examples to copy: features/customers (use-customer-form.ts, new-customer-screen.tsx); the job
// forms' shared fields: features/jobs/components/job-fields.tsx. See src/lib/README.md.
import { useCallback, useEffect, useRef, useState } from 'react';
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
 * After a refused submit, focus goes to the first field marked invalid (`aria-invalid="true"`),
 * so a keyboard or screen reader user lands where the fix is. Put `ref` on the <form> and call
 * `focusFirstError()` when the submit is refused; the focus moves once the errors are rendered.
 */
export function useFocusFirstError<Element extends HTMLElement = HTMLFormElement>() {
  const ref = useRef<Element>(null);
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals === 0) return;
    ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);
  const focusFirstError = useCallback(() => setRefusals((count) => count + 1), []);
  return { ref, focusFirstError };
}

/**
 * Form values with their errors. A field's error clears whenever its value changes, however it
 * changed: typed, pasted, a browser's auto-fill (an `input` event with no key pressed) or an
 * auto-fill button setting every value at once (spec §5 "Errors clear as the field is edited").
 */
export function useFormState<Values extends Record<string, string>>(initial: Values) {
  const [state, setState] = useState<FormState<Values>>({ values: initial, errors: {} });
  const { ref: formRef, focusFirstError } = useFocusFirstError<HTMLFormElement>();
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
  /** A refused submit: shows `errors` and moves focus to the first field in error (`formRef`). */
  const refuse = useCallback(
    (errors: FieldErrors<keyof Values & string>) => {
      setErrors(errors);
      focusFirstError();
    },
    [setErrors, focusFirstError],
  );
  return {
    values: state.values,
    setValues,
    errors: state.errors,
    setErrors,
    setField,
    reset,
    formRef,
    refuse,
  };
}
