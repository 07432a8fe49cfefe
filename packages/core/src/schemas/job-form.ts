// The schedule-job and edit-job form (spec §5). The price stays a string while typed (the input
// filters it, spec §5) and is checked here to parse to an amount the API keeps: at least 0, at
// most 1,000,000, in whole cents; the date is a real day between 1900 and 2999 — core's one rule
// for dates, times and amounts (value-rules.ts), the same the wire schemas apply.
import { z } from 'zod';
import { OTHER_SERVICE_TYPE } from '../constants.ts';
import { isIsoDate } from '../dates.ts';
import { ID_MAX_CHARS, JOB_TITLE_MAX_CHARS, NOTES_MAX_CHARS } from '../limits.ts';
import { parsePrice } from '../price.ts';
import {
  amountProblem,
  scheduledDayProblem,
  timeProblem,
  type AmountProblem,
  type DayProblem,
} from '../value-rules.ts';
import { optionalText, requiredText } from '../fields.ts';
import { formSays } from './fields.ts';

const optionalTime = z
  .string()
  .trim()
  .refine((value) => timeProblem(value) === null, { error: 'jobs.timeInvalid' })
  .optional()
  .default('');

/** The job form's words for each problem of core's one rule (value-rules.ts). */
const DAY_KEYS = {
  required: 'jobs.dateRequired',
  invalid: 'jobs.dateInvalid',
  tooEarly: 'jobs.dateOutOfRange',
  tooLate: 'jobs.dateOutOfRange',
  future: 'jobs.dateInvalid',
} as const satisfies Record<DayProblem, string>;
const PRICE_KEYS = {
  required: 'jobs.priceRequired',
  invalid: 'jobs.priceInvalid',
  notPositive: 'jobs.priceInvalid',
  tooHigh: 'jobs.priceTooHigh',
  decimals: 'jobs.priceDecimals',
} as const satisfies Record<AmountProblem, string>;

/** The service type becomes the job's title on the server. */
const jobFields = {
  serviceType: requiredText(
    JOB_TITLE_MAX_CHARS,
    formSays('jobs.serviceTypeTooLong', 'jobs.serviceTypeRequired'),
  ),
  customServiceType: optionalText(JOB_TITLE_MAX_CHARS, formSays('jobs.serviceTypeTooLong')).default(
    '',
  ),
  scheduledDate: z
    .string({ error: 'jobs.dateRequired' })
    .trim()
    .superRefine((value, ctx) => {
      // NOTE: a day the date picker lets through in any browser is still a real yyyy-MM-dd.
      const problem = isIsoDate(value) || value === '' ? scheduledDayProblem(value) : 'invalid';
      if (problem) ctx.addIssue({ code: 'custom', message: DAY_KEYS[problem] });
    }),
  price: z
    .string({ error: 'jobs.priceRequired' })
    .trim()
    .superRefine((value, ctx) => {
      const problem = amountProblem(value === '' ? undefined : parsePrice(value));
      if (problem) ctx.addIssue({ code: 'custom', message: PRICE_KEYS[problem] });
    }),
  notes: optionalText(NOTES_MAX_CHARS, formSays('jobs.notesTooLong')).default(''),
  // Optional start time and arrival window's end, HH:mm (decision 026).
  startTime: optionalTime,
  windowEnd: optionalTime,
};

/** 'Other' needs the owner's own words for the service (spec §2). */
const requireCustomServiceType = (
  form: { serviceType: string; customServiceType: string },
  ctx: z.RefinementCtx,
): void => {
  if (form.serviceType === OTHER_SERVICE_TYPE && form.customServiceType === '') {
    ctx.addIssue({
      code: 'custom',
      path: ['customServiceType'],
      message: 'jobs.customServiceTypeRequired',
    });
  }
};

/** An arrival window's end needs its start, and comes after it (decision 026). */
const requireWindowAfterStart = (
  form: { startTime: string; windowEnd: string },
  ctx: z.RefinementCtx,
): void => {
  if (form.windowEnd === '') return;
  if (form.startTime === '') {
    ctx.addIssue({ code: 'custom', path: ['windowEnd'], message: 'jobs.windowEndNeedsStart' });
  } else if (form.windowEnd <= form.startTime) {
    ctx.addIssue({ code: 'custom', path: ['windowEnd'], message: 'jobs.windowEndBeforeStart' });
  }
};

/**
 * Create: the customer is required (spec §5). The date picker's minimum of today is a hint of the
 * input, not a rule here, so a job can still be recorded for a day that has passed.
 */
export const jobFormSchema = z
  .object({
    // Chosen from the list, so only a missing one can be refused here.
    customerId: requiredText(
      ID_MAX_CHARS,
      formSays('jobs.customerRequired', 'jobs.customerRequired'),
    ),
    ...jobFields,
  })
  .superRefine(requireCustomServiceType)
  .superRefine(requireWindowAfterStart);
export type JobFormInput = z.input<typeof jobFormSchema>;
export type JobForm = z.output<typeof jobFormSchema>;

/** Edit: the job keeps its customer. */
export const jobEditFormSchema = z
  .object(jobFields)
  .superRefine(requireCustomServiceType)
  .superRefine(requireWindowAfterStart);
export type JobEditFormInput = z.input<typeof jobEditFormSchema>;
export type JobEditForm = z.output<typeof jobEditFormSchema>;

/** The service type the job is saved with: the custom text when 'Other' was chosen. */
export const resolveServiceType = (form: {
  serviceType: string;
  customServiceType?: string;
}): string =>
  form.serviceType === OTHER_SERVICE_TYPE && form.customServiceType?.trim()
    ? form.customServiceType.trim()
    : form.serviceType;

/** A valid form's values as the job fields they set. */
export const jobFieldsFromForm = (
  form: JobEditForm,
): {
  serviceType: string;
  scheduledDate: string;
  price: number;
  notes: string;
  startTime: string;
  windowEnd: string;
} => ({
  serviceType: resolveServiceType(form),
  scheduledDate: form.scheduledDate,
  price: parsePrice(form.price) ?? 0,
  notes: form.notes,
  startTime: form.startTime,
  windowEnd: form.startTime ? form.windowEnd : '',
});
