// How a stored service type shows in the job form's 21 choices (spec §3), how a customer's
// type pre-fills a new job (spec §5, decision 026), and the price their last such job had.
import { GENERAL_SERVICE, JOB_SERVICE_TYPES, OTHER_SERVICE_TYPE } from './constants.ts';
import type { Job } from './entities.ts';

export type JobServiceTypeFields = { serviceType: string; customServiceType: string };

export const isJobServiceType = (value: string): boolean =>
  (JOB_SERVICE_TYPES as readonly string[]).includes(value);

/**
 * The select and custom-text values that show `serviceType`: a listed one as itself, anything
 * else (a custom type, a demo type such as 'Landscape Design') as 'Other' plus its own words.
 */
export const serviceTypeFields = (serviceType: string): JobServiceTypeFields => {
  if (serviceType === '' || isJobServiceType(serviceType)) {
    return { serviceType, customServiceType: '' };
  }
  return { serviceType: OTHER_SERVICE_TYPE, customServiceType: serviceType };
};

/**
 * The customer types (customer form, profile and demo lists of spec §3) that are not job choices
 * themselves, with the job choice that does the same work. Anything not here and not a job
 * choice (Roofing, Mulching, Landscape Design…) becomes 'Other' with its own words.
 */
const JOB_TYPE_FOR_CUSTOMER_TYPE: Readonly<Record<string, string>> = {
  'lawn care': 'Lawn Mowing',
  landscaping: 'Garden Maintenance',
  'garden cleanup': 'Garden Maintenance',
  'hvac services': 'HVAC Service',
  plumbing: 'Plumbing Repair',
  electrical: 'Electrical Work',
  'tree services': 'Tree Trimming',
};

/**
 * NOTE: spec §5 — choosing a customer pre-fills the job's service type with theirs, mapped onto
 * the job choices. Null when the customer has no type of their own to offer (none, the server's
 * 'General Service' fallback, or a bare 'Other'): the field is then left as it was.
 */
export const jobServiceTypeForCustomer = (
  customerServiceType: string,
): JobServiceTypeFields | null => {
  const own = customerServiceType.trim();
  const key = own.toLowerCase();
  if (!own || key === GENERAL_SERVICE.toLowerCase() || key === OTHER_SERVICE_TYPE.toLowerCase()) {
    return null;
  }
  const listed = JOB_SERVICE_TYPES.find((type) => type.toLowerCase() === key);
  const mapped = listed ?? JOB_TYPE_FOR_CUSTOMER_TYPE[key];
  if (mapped) return { serviceType: mapped, customServiceType: '' };
  return { serviceType: OTHER_SERVICE_TYPE, customServiceType: own };
};

/**
 * The price of this customer's most recent job of this service (latest scheduled date, then the
 * one created last), or null when they have none: the schedule form offers it as the price.
 * Service types compare without case or surrounding spaces.
 */
export const lastJobPrice = (
  jobs: readonly Pick<
    Job,
    'customerId' | 'serviceType' | 'scheduledDate' | 'createdDate' | 'price'
  >[],
  customerId: string,
  serviceType: string,
): number | null => {
  const wanted = serviceType.trim().toLowerCase();
  if (!customerId || !wanted) return null;
  let last: (typeof jobs)[number] | null = null;
  for (const job of jobs) {
    if (job.customerId !== customerId || job.serviceType.trim().toLowerCase() !== wanted) continue;
    if (
      !last ||
      job.scheduledDate > last.scheduledDate ||
      (job.scheduledDate === last.scheduledDate && job.createdDate > last.createdDate)
    ) {
      last = job;
    }
  }
  return last ? last.price : null;
};
