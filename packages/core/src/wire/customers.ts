import { z } from 'zod';
import { LANGUAGES } from '../constants.ts';
import { CUSTOMER_ID, optionalText, requiredText, text } from './common.ts';

const customerFields = {
  email: optionalText(254).refine(
    (value) => value == null || value === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value),
    'Please enter a valid email',
  ),
  phone: optionalText(40),
  address: optionalText(500),
  business_name: optionalText(200),
  notes: optionalText(5000),
  service_type: optionalText(100),
  /** The language of the texts sent to this customer (on my way); null: the app's language. */
  language: z.enum(LANGUAGES, { error: 'must be en or es' }).nullable().optional(),
};

/** POST /api/customers. A client may name the id it made, so a retried create is idempotent. */
export const customerCreateBody = z.strictObject({
  id: text(100).regex(CUSTOMER_ID, 'id must look like customer-<uuid>').optional(),
  name: requiredText(200, 'name'),
  ...customerFields,
});

/** PUT /api/customers/{id}: the fields given are changed, the others kept. */
export const customerUpdateBody = z.strictObject({
  name: requiredText(200, 'name').optional(),
  ...customerFields,
});

export const serverCustomer = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  business_name: z.string().nullable(),
  notes: z.string().nullable(),
  service_type: z.string().nullable(),
  language: z.enum(LANGUAGES).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});

export type CustomerCreateBody = z.output<typeof customerCreateBody>;
export type CustomerUpdateBody = z.output<typeof customerUpdateBody>;
