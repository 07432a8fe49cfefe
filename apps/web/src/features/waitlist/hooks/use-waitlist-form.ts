import { useCallback } from 'react';
import type { z } from 'zod';
import { fieldErrors, useFormState } from '#web/lib/form.ts';

/**
 * The form state of the waitlist's two forms (the demo's modal and the landing page's inline
 * form, spec §2, §4): the values with their errors (lib/form.ts), and `validate()`, which gives
 * the schema's output or shows the fields' errors, focuses the first, and gives null. Their
 * writes and failures are api/waitlist-writes.ts.
 */
export function useWaitlistForm<Values extends { email: string }, Output>(
  schema: z.ZodType<Output>,
  initial: Values,
) {
  const form = useFormState(initial);
  const { values, refuse } = form;

  const validate = useCallback((): Output | null => {
    const parsed = schema.safeParse(values);
    if (parsed.success) return parsed.data;
    refuse(fieldErrors<keyof Values & string>(schema, values));
    return null;
  }, [schema, values, refuse]);

  return { ...form, validate };
}
