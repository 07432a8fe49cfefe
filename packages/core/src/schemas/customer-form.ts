// The add and edit customer form (spec §5). Every text is trimmed on save.
import { z } from 'zod';
import { isValidPhone } from '../phone.ts';
import { EMAIL_SHAPE, optionalText, requiredText } from './fields.ts';

export const customerFormSchema = z.object({
  name: requiredText('customers.nameRequired'),
  phone: requiredText('customers.phoneRequired').refine(isValidPhone, {
    error: 'customers.phoneInvalid',
  }),
  address: requiredText('customers.addressRequired'),
  serviceType: requiredText('customers.serviceTypeRequired'),
  // Not on the add form (spec §2), but part of a customer (spec §3) and of its server body.
  email: optionalText()
    .transform((value) => value.toLowerCase())
    .refine((value) => value === '' || EMAIL_SHAPE.test(value), {
      error: 'customers.emailInvalid',
    }),
  businessName: optionalText(),
  notes: optionalText(),
});
export type CustomerFormInput = z.input<typeof customerFormSchema>;
export type CustomerForm = z.output<typeof customerFormSchema>;
