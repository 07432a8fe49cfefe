// The add and edit customer form (spec §5). Every text is trimmed on save, and bounded by the
// limits the API keeps (limits.ts).
import { z } from 'zod';
import {
  ADDRESS_MAX_CHARS,
  EMAIL_MAX_CHARS,
  EMAIL_SHAPE,
  NAME_MAX_CHARS,
  NOTES_MAX_CHARS,
  PHONE_MAX_CHARS,
  SERVICE_TYPE_MAX_CHARS,
} from '../limits.ts';
import { isValidPhone } from '../phone.ts';
import { EMAIL_TOO_LONG_KEY, optionalText, requiredText } from './fields.ts';

export const customerFormSchema = z.object({
  name: requiredText('customers.nameRequired', {
    max: NAME_MAX_CHARS,
    tooLongKey: 'customers.nameTooLong',
  }),
  phone: requiredText('customers.phoneRequired', {
    max: PHONE_MAX_CHARS,
    tooLongKey: 'customers.phoneTooLong',
  }).refine(isValidPhone, { error: 'customers.phoneInvalid' }),
  address: requiredText('customers.addressRequired', {
    max: ADDRESS_MAX_CHARS,
    tooLongKey: 'customers.addressTooLong',
  }),
  serviceType: requiredText('customers.serviceTypeRequired', {
    max: SERVICE_TYPE_MAX_CHARS,
    tooLongKey: 'customers.serviceTypeTooLong',
  }),
  // Not on the add form (spec §2), but part of a customer (spec §3) and of its server body.
  email: optionalText({ max: EMAIL_MAX_CHARS, tooLongKey: EMAIL_TOO_LONG_KEY })
    .transform((value) => value.toLowerCase())
    .refine((value) => value === '' || EMAIL_SHAPE.test(value), {
      error: 'customers.emailInvalid',
    }),
  businessName: optionalText({ max: NAME_MAX_CHARS, tooLongKey: 'customers.businessNameTooLong' }),
  notes: optionalText({ max: NOTES_MAX_CHARS, tooLongKey: 'customers.notesTooLong' }),
});
export type CustomerFormInput = z.input<typeof customerFormSchema>;
export type CustomerForm = z.output<typeof customerFormSchema>;
