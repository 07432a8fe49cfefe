// Issue 11: the forms refuse exactly what the API refuses, at the same point, with a message of
// their own — so the owner sees the field's error before saving, never a write the server drops.
// Every field of every write body the app sends is listed below (a new one fails the coverage
// test until it has a form counterpart or a reason it has none).
import { PAYMENT_INSTRUCTIONS_MAX_CHARS } from '../documents.ts';
import { PAYMENT_LINK_MAX_CHARS } from '../pay-now.ts';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createDefaultBusinessProfile } from '../constants.ts';
import {
  ADDRESS_MAX_CHARS,
  BIO_MAX_CHARS,
  EMAIL_MAX_CHARS,
  JOB_TITLE_MAX_CHARS,
  NAME_MAX_CHARS,
  NOTES_MAX_CHARS,
  PASSWORD_MAX_CHARS,
  PHONE_MAX_CHARS,
  PROFILE_IMAGE_MAX_CHARS,
  PROFILE_SERVICE_TYPES_MAX,
  SERVICE_TYPE_MAX_CHARS,
  WAITLIST_SOURCE_MAX_CHARS,
  WEBSITE_MAX_CHARS,
} from '../limits.ts';
import { issuesOf } from '../testing/issues.ts';
import {
  businessProfileWire,
  customerCreateBody,
  customerUpdateBody,
  jobCreateBody,
  jobUpdateBody,
  loginBody,
  registerBody,
  waitlistBody,
} from '../wire/index.ts';
import { signInFormSchema, signUpFormSchema } from './auth.ts';
import { customerFormSchema } from './customer-form.ts';
import { jobEditFormSchema, jobFormSchema } from './job-form.ts';
import { validationMessages } from './messages.ts';
import { profileFormSchema } from './profile-form.ts';
import { waitlistModalFormSchema } from './waitlist.ts';

type Input = Record<string, unknown>;

/** One side of a probe: a schema, and the valid input with the probed value put in. */
type Side = { schema: z.ZodType; field: string; input: (value: unknown) => Input };

const side = (schema: z.ZodType, base: Input, field: string): Side => ({
  schema,
  field,
  input: (value) => {
    const [head, tail] = field.split('.') as [string, string | undefined];
    if (tail === undefined) return { ...base, [head]: value };
    return { ...base, [head]: { ...(base[head] as Input), [tail]: value } };
  },
});

/** The issues a schema raises on the probed field (its path, or a path inside it). */
const issuesAt = ({ schema, field, input }: Side, value: unknown): string[] =>
  Object.entries(issuesOf(schema, input(value)))
    .filter(([path]) => path === field || path.startsWith(`${field}.`))
    .flatMap(([, messages]) => messages);

// Valid inputs of each wire body and each form.
const profile = {
  ...createDefaultBusinessProfile(),
  businessName: 'Green Lawns',
  ownerName: 'Ana Lopez',
  email: 'ana@greenlawns.com',
  phone: '(555) 123-4567',
  address: '1 Main St',
  serviceTypes: ['Lawn Care'],
};
const wireBase = {
  customer: { name: 'Ana Lopez' },
  job: { customer_id: 'customer-1', title: 'Lawn Mowing' },
  profile,
  register: { name: 'Sam Rivera', email: 'sam@example.com', password: 'secret-123' },
  login: { email: 'sam@example.com', password: 'secret-123' },
  waitlist: { email: 'sam@example.com' },
};
const formBase = {
  customer: { name: 'Ana Lopez', phone: '(555) 123-4567', address: '1 Main St', serviceType: 'x' },
  job: {
    customerId: 'customer-1',
    serviceType: 'Lawn Mowing',
    customServiceType: '',
    scheduledDate: '2026-11-23',
    price: '50',
    notes: '',
  },
  profile,
  signUp: {
    name: 'Sam Rivera',
    email: 'sam@example.com',
    password: 'secret-123',
    confirmPassword: 'secret-123',
  },
  signIn: { email: 'sam@example.com', password: 'secret-123' },
  waitlist: { email: 'sam@example.com' },
};
const jobEditBase = { ...formBase.job, customerId: undefined };
const otherServiceJob = { ...formBase.job, serviceType: 'Other' };

// Values of a given length that pass every other rule of both sides.
const letters = (length: number) => 'a'.repeat(length);
const digits = (length: number) => '5'.repeat(length);
const email = (length: number) => `${'a'.repeat(length - 12)}@example.com`;
const website = (length: number) => `https://example.com/${'a'.repeat(length - 20)}`;
const image = (length: number) => `data:image/png;base64,${'A'.repeat(length - 22)}`;

type LengthProbe = {
  name: string;
  wire: Side[];
  form: Side;
  max: number;
  make: (length: number) => string;
  /** The form's message past the limit. */
  key: string;
};

const wireSides = (schemas: z.ZodType[], base: Input, field: string) =>
  schemas.map((schema) => side(schema, base, field));
const customerWire = (field: string) =>
  wireSides([customerCreateBody, customerUpdateBody], wireBase.customer, field);
const jobWire = (field: string) => wireSides([jobCreateBody, jobUpdateBody], wireBase.job, field);
const profileWire = (field: string) => wireSides([businessProfileWire], wireBase.profile, field);

const LENGTH_PROBES: LengthProbe[] = [
  {
    name: 'customer name',
    wire: customerWire('name'),
    form: side(customerFormSchema, formBase.customer, 'name'),
    max: NAME_MAX_CHARS,
    make: letters,
    key: 'customers.nameTooLong',
  },
  {
    name: 'customer phone',
    wire: customerWire('phone'),
    form: side(customerFormSchema, formBase.customer, 'phone'),
    max: PHONE_MAX_CHARS,
    make: digits,
    key: 'customers.phoneTooLong',
  },
  {
    name: 'customer address',
    wire: customerWire('address'),
    form: side(customerFormSchema, formBase.customer, 'address'),
    max: ADDRESS_MAX_CHARS,
    make: letters,
    key: 'customers.addressTooLong',
  },
  {
    name: 'customer service type',
    wire: customerWire('service_type'),
    form: side(customerFormSchema, formBase.customer, 'serviceType'),
    max: SERVICE_TYPE_MAX_CHARS,
    make: letters,
    key: 'customers.serviceTypeTooLong',
  },
  {
    name: 'customer business name',
    wire: customerWire('business_name'),
    form: side(customerFormSchema, formBase.customer, 'businessName'),
    max: NAME_MAX_CHARS,
    make: letters,
    key: 'customers.businessNameTooLong',
  },
  {
    name: 'customer notes',
    wire: customerWire('notes'),
    form: side(customerFormSchema, formBase.customer, 'notes'),
    max: NOTES_MAX_CHARS,
    make: letters,
    key: 'customers.notesTooLong',
  },
  {
    name: 'customer email',
    wire: customerWire('email'),
    form: side(customerFormSchema, formBase.customer, 'email'),
    max: EMAIL_MAX_CHARS,
    make: email,
    key: 'form.emailTooLong',
  },
  {
    name: 'job service type (new job)',
    wire: jobWire('title'),
    form: side(jobFormSchema, formBase.job, 'serviceType'),
    max: JOB_TITLE_MAX_CHARS,
    make: letters,
    key: 'jobs.serviceTypeTooLong',
  },
  {
    name: 'job service type of "Other" (new job)',
    wire: jobWire('title'),
    form: side(jobFormSchema, otherServiceJob, 'customServiceType'),
    max: JOB_TITLE_MAX_CHARS,
    make: letters,
    key: 'jobs.serviceTypeTooLong',
  },
  {
    name: 'job service type (edit)',
    wire: jobWire('title'),
    form: side(jobEditFormSchema, jobEditBase, 'serviceType'),
    max: JOB_TITLE_MAX_CHARS,
    make: letters,
    key: 'jobs.serviceTypeTooLong',
  },
  {
    name: 'job notes (new job)',
    wire: jobWire('description'),
    form: side(jobFormSchema, formBase.job, 'notes'),
    max: NOTES_MAX_CHARS,
    make: letters,
    key: 'jobs.notesTooLong',
  },
  {
    name: 'job notes (edit)',
    wire: jobWire('description'),
    form: side(jobEditFormSchema, jobEditBase, 'notes'),
    max: NOTES_MAX_CHARS,
    make: letters,
    key: 'jobs.notesTooLong',
  },
  {
    name: 'profile business name',
    wire: profileWire('businessName'),
    form: side(profileFormSchema, formBase.profile, 'businessName'),
    max: NAME_MAX_CHARS,
    make: letters,
    key: 'profile.businessNameTooLong',
  },
  {
    name: 'profile owner name',
    wire: profileWire('ownerName'),
    form: side(profileFormSchema, formBase.profile, 'ownerName'),
    max: NAME_MAX_CHARS,
    make: letters,
    key: 'profile.ownerNameTooLong',
  },
  {
    name: 'profile email',
    wire: profileWire('email'),
    form: side(profileFormSchema, formBase.profile, 'email'),
    max: EMAIL_MAX_CHARS,
    make: email,
    key: 'form.emailTooLong',
  },
  {
    name: 'profile phone',
    wire: profileWire('phone'),
    form: side(profileFormSchema, formBase.profile, 'phone'),
    max: PHONE_MAX_CHARS,
    make: digits,
    key: 'profile.phoneTooLong',
  },
  {
    name: 'profile address',
    wire: profileWire('address'),
    form: side(profileFormSchema, formBase.profile, 'address'),
    max: ADDRESS_MAX_CHARS,
    make: letters,
    key: 'profile.addressTooLong',
  },
  {
    name: 'profile website',
    wire: profileWire('website'),
    form: side(profileFormSchema, formBase.profile, 'website'),
    max: WEBSITE_MAX_CHARS,
    make: website,
    key: 'profile.websiteTooLong',
  },
  {
    name: 'profile bio',
    wire: profileWire('bio'),
    form: side(profileFormSchema, formBase.profile, 'bio'),
    max: BIO_MAX_CHARS,
    make: letters,
    key: 'profile.bioTooLong',
  },
  {
    name: 'profile payment instructions',
    wire: profileWire('paymentInstructions'),
    form: side(profileFormSchema, formBase.profile, 'paymentInstructions'),
    max: PAYMENT_INSTRUCTIONS_MAX_CHARS,
    make: letters,
    key: 'profile.paymentInstructionsTooLong',
  },
  {
    name: 'profile payment link',
    wire: profileWire('paymentLink'),
    form: side(profileFormSchema, formBase.profile, 'paymentLink'),
    max: PAYMENT_LINK_MAX_CHARS,
    make: website,
    key: 'profile.paymentLinkTooLong',
  },
  {
    name: 'profile image',
    wire: profileWire('profileImage'),
    form: side(profileFormSchema, formBase.profile, 'profileImage'),
    max: PROFILE_IMAGE_MAX_CHARS,
    make: image,
    key: 'profile.imageTooLarge',
  },
  {
    name: 'sign-up name',
    wire: wireSides([registerBody], wireBase.register, 'name'),
    form: side(signUpFormSchema, formBase.signUp, 'name'),
    max: NAME_MAX_CHARS,
    make: letters,
    key: 'auth.fullNameTooLong',
  },
  {
    name: 'sign-up email',
    wire: wireSides([registerBody], wireBase.register, 'email'),
    form: side(signUpFormSchema, formBase.signUp, 'email'),
    max: EMAIL_MAX_CHARS,
    make: email,
    key: 'form.emailTooLong',
  },
  {
    name: 'sign-up business name',
    wire: wireSides([registerBody], wireBase.register, 'businessName'),
    form: side(signUpFormSchema, formBase.signUp, 'businessName'),
    max: NAME_MAX_CHARS,
    make: letters,
    key: 'auth.businessNameTooLong',
  },
  {
    name: 'sign-in email',
    wire: wireSides([loginBody], wireBase.login, 'email'),
    form: side(signInFormSchema, formBase.signIn, 'email'),
    max: EMAIL_MAX_CHARS,
    make: email,
    key: 'form.emailTooLong',
  },
  {
    name: 'sign-in password',
    wire: wireSides([loginBody], wireBase.login, 'password'),
    form: side(signInFormSchema, formBase.signIn, 'password'),
    max: PASSWORD_MAX_CHARS,
    make: letters,
    key: 'auth.passwordTooLong',
  },
  {
    name: 'waitlist email',
    wire: wireSides([waitlistBody], wireBase.waitlist, 'email'),
    form: side(waitlistModalFormSchema, formBase.waitlist, 'email'),
    max: EMAIL_MAX_CHARS,
    make: email,
    key: 'form.emailTooLong',
  },
  {
    name: 'waitlist business type',
    wire: wireSides([waitlistBody], wireBase.waitlist, 'businessType'),
    form: side(waitlistModalFormSchema, formBase.waitlist, 'businessType'),
    max: SERVICE_TYPE_MAX_CHARS,
    make: letters,
    key: 'waitlist.businessTypeTooLong',
  },
  {
    name: 'waitlist source',
    wire: wireSides([waitlistBody], wireBase.waitlist, 'source'),
    form: side(waitlistModalFormSchema, formBase.waitlist, 'source'),
    max: WAITLIST_SOURCE_MAX_CHARS,
    make: letters,
    // Not typed by the owner: the app names it, so no message of its own.
    key: '',
  },
];

/** Probes of a value: each pair is [kept by both sides, refused by both sides]. */
type ValueProbe = {
  name: string;
  wire: Side[];
  form: Side;
  pairs: [unknown, unknown][];
  /** The wire's value as the form takes it (a price is typed as text). */
  asForm?: (value: unknown) => unknown;
  keys: string[];
};

const MONEY_PAIRS: [number, number][] = [
  [1_000_000, 1_000_000.01],
  [12.34, 12.345],
  [0, -0.01],
  [0.1 + 0.2, 0.001],
];
const DATE_PAIRS: [string, string][] = [
  ['1900-01-01', '1899-12-31'],
  ['2999-12-31', '3000-01-01'],
  ['2028-02-29', '2027-02-29'],
];

const VALUE_PROBES: ValueProbe[] = [
  ...(['estimated_cost', 'actual_cost'] as const).flatMap((field) =>
    [side(jobFormSchema, formBase.job, 'price'), side(jobEditFormSchema, jobEditBase, 'price')].map(
      (form) => ({
        name: `job price as ${field} (${form.schema === jobFormSchema ? 'new' : 'edit'})`,
        wire: jobWire(field),
        form,
        pairs: MONEY_PAIRS,
        asForm: (value: unknown) => String(value),
        keys: ['jobs.priceTooHigh', 'jobs.priceDecimals', 'jobs.priceInvalid'],
      }),
    ),
  ),
  {
    name: 'job date (new job)',
    wire: jobWire('due_date'),
    form: side(jobFormSchema, formBase.job, 'scheduledDate'),
    pairs: DATE_PAIRS,
    keys: ['jobs.dateOutOfRange', 'jobs.dateInvalid'],
  },
  {
    name: 'job date (edit)',
    wire: jobWire('due_date'),
    form: side(jobEditFormSchema, jobEditBase, 'scheduledDate'),
    pairs: DATE_PAIRS,
    keys: ['jobs.dateOutOfRange', 'jobs.dateInvalid'],
  },
  ...(['hourlyRate', 'minimumCharge'] as const).map((field) => ({
    name: `profile ${field}`,
    wire: profileWire(`pricing.${field}`),
    form: side(profileFormSchema, formBase.profile, `pricing.${field}`),
    pairs: MONEY_PAIRS,
    keys: ['profile.rateTooHigh', 'profile.rateDecimals', 'profile.rateInvalid'],
  })),
  {
    name: 'profile currency',
    wire: profileWire('pricing.currency'),
    form: side(profileFormSchema, formBase.profile, 'pricing.currency'),
    pairs: [
      ['EUR', 'usd'],
      ['USD', 'US'],
    ],
    keys: ['profile.currencyInvalid'],
  },
  {
    name: 'profile service types',
    wire: profileWire('serviceTypes'),
    form: side(profileFormSchema, formBase.profile, 'serviceTypes'),
    pairs: [
      [
        Array.from({ length: PROFILE_SERVICE_TYPES_MAX }, (_, i) => `Type ${i}`),
        Array.from({ length: PROFILE_SERVICE_TYPES_MAX + 1 }, (_, i) => `Type ${i}`),
      ],
      [[letters(SERVICE_TYPE_MAX_CHARS)], [letters(SERVICE_TYPE_MAX_CHARS + 1)]],
    ],
    keys: ['profile.serviceTypesTooMany', 'profile.serviceTypeTooLong'],
  },
  {
    name: 'profile business hours',
    wire: profileWire('businessHours'),
    form: side(profileFormSchema, formBase.profile, 'businessHours'),
    pairs: [
      [
        { ...profile.businessHours, monday: { open: '00:00', close: '23:59', closed: false } },
        { ...profile.businessHours, monday: { open: '24:00', close: '23:59', closed: false } },
      ],
    ],
    keys: ['profile.timeInvalid'],
  },
  {
    name: 'sign-up password',
    wire: wireSides(
      [registerBody],
      { ...wireBase.register, confirmPassword: undefined },
      'password',
    ),
    form: side(signUpFormSchema, formBase.signUp, 'password'),
    pairs: [
      [letters(PASSWORD_MAX_CHARS), letters(PASSWORD_MAX_CHARS + 1)],
      ['123456', '12345'],
    ],
    keys: ['auth.passwordTooLong', 'auth.passwordMinLength'],
  },
];

// Text PostgreSQL cannot keep as written: refused by every text field on both sides.
const UNSTORABLE = ['Ana\u0000', 'Ana\uD800', '\uDC00Ana'];

describe('every limit of the API, on its form (issue 11)', () => {
  describe.each(LENGTH_PROBES)('$name', ({ wire, form, max, make, key }) => {
    it(`keeps ${max} characters and refuses ${max + 1}, on both sides`, () => {
      expect(make(max)).toHaveLength(max);
      for (const wireSide of wire) {
        expect(issuesAt(wireSide, make(max))).toEqual([]);
        expect(issuesAt(wireSide, make(max + 1))).not.toEqual([]);
      }
      expect(issuesAt(form, make(max))).toEqual([]);
      const refused = issuesAt(form, make(max + 1));
      expect(refused).toHaveLength(1);
      if (key) expect(refused).toEqual([key]);
    });

    it('refuses a NUL byte or half a surrogate pair, on both sides', () => {
      for (const value of UNSTORABLE) {
        for (const wireSide of wire) expect(issuesAt(wireSide, value)).not.toEqual([]);
        expect(issuesAt(form, value)).not.toEqual([]);
      }
    });
  });

  describe.each(VALUE_PROBES)('$name', ({ wire, form, pairs, asForm, keys }) => {
    it.each(pairs)('keeps %j and refuses %j, on both sides', (kept, refused) => {
      for (const wireSide of wire) {
        expect(issuesAt(wireSide, kept)).toEqual([]);
        expect(issuesAt(wireSide, refused)).not.toEqual([]);
      }
      const toForm = asForm ?? ((value: unknown) => value);
      expect(issuesAt(form, toForm(kept))).toEqual([]);
      const messages = issuesAt(form, toForm(refused));
      expect(messages).toHaveLength(1);
      expect(keys).toContain(messages[0]);
    });
  });

  it('says each limit with its own message, in English and Spanish', () => {
    expect(validationMessages.en['customers.nameTooLong']).toBe(
      'Customer name must be at most 200 characters',
    );
    expect(validationMessages.es['customers.nameTooLong']).toBe(
      'El nombre del cliente debe tener como máximo 200 caracteres',
    );
    expect(validationMessages.en['jobs.priceTooHigh']).toBe('Price must be at most $1,000,000');
    expect(validationMessages.en['jobs.priceDecimals']).toBe('Price can have at most 2 decimals');
    expect(validationMessages.en['jobs.dateOutOfRange']).toBe(
      'Please enter a date between 1900 and 2999',
    );
    expect(validationMessages.en['jobs.notesTooLong']).toBe(
      'Notes must be at most 5,000 characters',
    );
    const keys = [
      ...LENGTH_PROBES.map((probe) => probe.key),
      ...VALUE_PROBES.flatMap((p) => p.keys),
    ];
    for (const key of keys.filter(Boolean)) {
      expect(Object.keys(validationMessages.en), key).toContain(key);
      expect(Object.keys(validationMessages.es), key).toContain(key);
    }
  });
});

/**
 * Fields of the write bodies that no form types: the app sets them itself, or they are not on
 * any screen. Each says why, so a new wire field must be placed in one list or the other.
 */
const NOT_TYPED: Record<string, string> = {
  'customer.id': 'made by the app (a uuid)',
  'job.id': 'made by the app (a uuid)',
  'job.customer_id': 'picked from the list of customers',
  'job.status': 'picked from the four statuses',
  'job.paid': 'a switch',
  'job.estimated_hours': 'not on any screen; kept as the server sent it',
  'job.actual_hours': 'not on any screen; kept as the server sent it',
  'job.completed_at': 'set by the app when the job is completed',
  'customer.language': 'picked from the two languages',
  'job.arrived_at': 'set by the app at check-in',
  'job.start_time': 'a time picker (HH:mm); the form and the wire share TIME_OF_DAY',
  'job.window_end': 'a time picker (HH:mm); the form and the wire share TIME_OF_DAY',
  'job.finished_at': 'set by the app when a checked-in job is completed',
  'job.reminded_at': 'set by the app when the owner sends the visit reminder',
  'job.signature': 'drawn by the customer on the sign-off pad, never typed into a form field',
  'profile.messageTemplates':
    'typed in the Messages text areas, each bounded by MESSAGE_TEMPLATE_MAX_CHARS in the form and the wire (message-templates.test.ts)',
  'job.amount_paid':
    "typed in Mark as Paid's sheet, which takes at most the balance (itself a wire-checked amount) in whole cents (hasWholeCents)",
  'job.payment_method': 'picked from the five methods',
  'job.paid_at': "picked as a day in Mark as Paid's sheet; the app makes the timestamp",
  'job.skipped': 'set by the Skip action on a visit of a repeating job (true or false)',
  'register.confirmPassword': 'must equal the password, whose limits are probed',
  'customer.restore': 'set by the app when Restore brings back a record deleted elsewhere',
  'customer.base': "the app's copy of the fields it changes (their own limits are probed)",
  'job.restore': 'set by the app when Restore brings back a record deleted elsewhere',
  'job.base': "the app's copy of the fields it changes (their own limits are probed)",
};

const probedFields = (prefix: string, schemas: z.ZodType[]) =>
  [...LENGTH_PROBES, ...VALUE_PROBES]
    .flatMap((probe) => probe.wire)
    .filter((wireSide) => schemas.includes(wireSide.schema))
    .map((wireSide) => `${prefix}.${wireSide.field.split('.')[0]}`);

const WIRE_BODIES: [string, z.ZodObject][] = [
  ['customer', customerCreateBody],
  ['customer', customerUpdateBody],
  ['job', jobCreateBody],
  ['job', jobUpdateBody],
  ['profile', businessProfileWire],
  ['register', registerBody],
  ['login', loginBody],
  ['waitlist', waitlistBody],
];

describe('no wire field without a form counterpart (so the two cannot drift)', () => {
  it.each(WIRE_BODIES)(
    'every field of a %s body is probed or said not to be typed',
    (prefix, body) => {
      const covered = new Set([...probedFields(prefix, [body]), ...Object.keys(NOT_TYPED)]);
      const missing = Object.keys(body.shape)
        .map((field) => `${prefix}.${field}`)
        .filter((field) => !covered.has(field));
      expect(missing).toEqual([]);
    },
  );
});
