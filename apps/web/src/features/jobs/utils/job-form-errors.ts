import { OTHER_SERVICE_TYPE } from '@jobtrack/core';
import type { z } from 'zod';
import { fieldErrors, type FieldErrors } from '#web/lib/form.ts';

type ServiceTypeValues = { serviceType: string; customServiceType: string };

/**
 * The schema's first message per field. Zod runs the 'Other needs its own words' refinement only
 * once every other field passes, so that message is added here too: the owner sees every
 * problem of the form at once, not one more after fixing the rest.
 */
export function jobFormErrors<Values extends ServiceTypeValues>(
  schema: z.ZodType,
  values: Values,
): FieldErrors<keyof Values & string> {
  const errors = fieldErrors<keyof Values & string>(schema, values);
  if (values.serviceType === OTHER_SERVICE_TYPE && values.customServiceType.trim() === '') {
    (errors as FieldErrors<string>).customServiceType ??= 'jobs.customServiceTypeRequired';
  }
  return errors;
}
