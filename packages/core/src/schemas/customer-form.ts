// The add and edit customer form (spec §5). Every text is trimmed on save, and bounded by the
// limits the API keeps (limits.ts).
import { z } from 'zod';
import {
  ADDRESS_MAX_CHARS,
  NAME_MAX_CHARS,
  NOTES_MAX_CHARS,
  PHONE_MAX_CHARS,
  SERVICE_TYPE_MAX_CHARS,
} from '../limits.ts';
import { isValidPhone } from '../phone.ts';
import { optionalEmailText, optionalText, requiredText } from '../fields.ts';
import { EMAIL_TOO_LONG_KEY, formSays } from './fields.ts';

export const customerFormSchema = z.object({
  name: requiredText(NAME_MAX_CHARS, formSays('customers.nameTooLong', 'customers.nameRequired')),
  phone: requiredText(
    PHONE_MAX_CHARS,
    formSays('customers.phoneTooLong', 'customers.phoneRequired'),
  ).refine(isValidPhone, { error: 'customers.phoneInvalid' }),
  address: requiredText(
    ADDRESS_MAX_CHARS,
    formSays('customers.addressTooLong', 'customers.addressRequired'),
  ),
  serviceType: requiredText(
    SERVICE_TYPE_MAX_CHARS,
    formSays('customers.serviceTypeTooLong', 'customers.serviceTypeRequired'),
  ),
  // Not on the add form (spec §2), but part of a customer (spec §3) and of its server body.
  email: optionalEmailText(formSays(EMAIL_TOO_LONG_KEY, undefined, 'customers.emailInvalid'))
    .toLowerCase()
    .default(''),
  businessName: optionalText(NAME_MAX_CHARS, formSays('customers.businessNameTooLong')).default(''),
  notes: optionalText(NOTES_MAX_CHARS, formSays('customers.notesTooLong')).default(''),
});
export type CustomerFormInput = z.input<typeof customerFormSchema>;
export type CustomerForm = z.output<typeof customerFormSchema>;

/**
 * A customer read from a spreadsheet row (decision 064): the add form's rules for every field a
 * row gives (lengths, a phone of the phone's characters, an e-mail's shape), but only the name
 * is required — an owner's sheet often has no address or service type yet.
 */
export const customerImportSchema = customerFormSchema.extend({
  phone: optionalText(PHONE_MAX_CHARS, formSays('customers.phoneTooLong'))
    .refine((value) => value === '' || isValidPhone(value), { error: 'customers.phoneInvalid' })
    .default(''),
  address: optionalText(ADDRESS_MAX_CHARS, formSays('customers.addressTooLong')).default(''),
  serviceType: optionalText(
    SERVICE_TYPE_MAX_CHARS,
    formSays('customers.serviceTypeTooLong'),
  ).default(''),
});
export type CustomerImport = z.output<typeof customerImportSchema>;
