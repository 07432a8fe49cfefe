import { z } from 'zod';
import { LANGUAGES } from '../constants.ts';
import {
  ADDRESS_MAX_CHARS,
  EMAIL_MAX_CHARS,
  ID_MAX_CHARS,
  NAME_MAX_CHARS,
  NOTES_MAX_CHARS,
  PHONE_MAX_CHARS,
  SERVICE_TYPE_MAX_CHARS,
} from '../limits.ts';
import { optionalText, requiredText, optionalEmailText } from '../fields.ts';
import { CUSTOMER_ID, text, wireSays } from './common.ts';
import { baseValues, conflictsField } from './merge.ts';

const customerFields = {
  email: optionalEmailText(wireSays(EMAIL_MAX_CHARS)).nullish(),
  phone: optionalText(PHONE_MAX_CHARS, wireSays(PHONE_MAX_CHARS)).nullish(),
  address: optionalText(ADDRESS_MAX_CHARS, wireSays(ADDRESS_MAX_CHARS)).nullish(),
  business_name: optionalText(NAME_MAX_CHARS, wireSays(NAME_MAX_CHARS)).nullish(),
  notes: optionalText(NOTES_MAX_CHARS, wireSays(NOTES_MAX_CHARS)).nullish(),
  service_type: optionalText(SERVICE_TYPE_MAX_CHARS, wireSays(SERVICE_TYPE_MAX_CHARS)).nullish(),
  /** The language of the texts sent to this customer (on my way); null: the app's language. */
  language: z.enum(LANGUAGES, { error: 'must be en or es' }).nullable().optional(),
};

/** POST /api/customers. A client may name the id it made, so a retried create is idempotent. */
export const customerCreateBody = z.strictObject({
  id: text(ID_MAX_CHARS).regex(CUSTOMER_ID, 'id must look like customer-<uuid>').optional(),
  name: requiredText(NAME_MAX_CHARS, wireSays(NAME_MAX_CHARS, 'name')),
  ...customerFields,
  /** Brings back a customer deleted on another device, with this id (decision 047). */
  restore: z.boolean().optional(),
});

/** PUT /api/customers/{id}: the fields given are changed, the others kept. */
export const customerUpdateBody = z.strictObject({
  name: requiredText(NAME_MAX_CHARS, wireSays(NAME_MAX_CHARS, 'name')).optional(),
  ...customerFields,
  base: baseValues.optional(),
});

/** A customer as the server answers it: the one declaration of this record (decision 041). */
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

/** PUT /api/customers/{id} answers the record as stored, and the fields it kept (decision 047). */
export const customerUpdateAnswer = serverCustomer.extend(conflictsField);

export type CustomerCreateBody = z.output<typeof customerCreateBody>;
export type CustomerUpdateBody = z.output<typeof customerUpdateBody>;
/** The answer's type, inferred: the API's repositories return it, the web reads it (entities.ts). */
export type WireCustomer = z.output<typeof serverCustomer>;
export type CustomerUpdateAnswer = z.output<typeof customerUpdateAnswer>;
