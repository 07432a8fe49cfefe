import { useCallback, useState } from 'react';
import type { z } from 'zod';
import type { ErrorMessage } from '#web/lib/error-message.ts';
import { fieldErrors, useFormState } from '#web/lib/form.ts';

/**
 * The one submit state of the waitlist's two forms (the demo's modal and the landing page's
 * inline form, spec §2, §4): the values with their errors (lib/form.ts), the form-level failure,
 * and `validate()`, which gives the schema's output or shows the fields' errors and gives null.
 */
export function useWaitlistForm<Values extends { email: string }, Output>(
  schema: z.ZodType<Output>,
  initial: Values,
) {
  const form = useFormState(initial);
  const [failure, setFailure] = useState<ErrorMessage | null>(null);
  const { values, setErrors } = form;

  const validate = useCallback((): Output | null => {
    const parsed = schema.safeParse(values);
    if (parsed.success) return parsed.data;
    setErrors(fieldErrors<keyof Values & string>(schema, values));
    return null;
  }, [schema, values, setErrors]);

  return { ...form, failure, setFailure, validate };
}
