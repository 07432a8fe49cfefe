// The schedule-job form's 21 service-type choices (spec §3), how a stored service type maps
// back onto them when a job is edited, and how a customer's type pre-fills a new job (spec §5).
import { GENERAL_SERVICE, JOB_SERVICE_TYPES, OTHER_SERVICE_TYPE } from '@jobtrack/core';

export const isJobServiceType = (value: string): boolean =>
  (JOB_SERVICE_TYPES as readonly string[]).includes(value);

/**
 * The select and custom-text values that show `serviceType`: a listed one as itself, anything
 * else (a custom type, a demo type such as 'Landscape Design') as 'Other' plus its own words.
 */
export const serviceTypeFields = (
  serviceType: string,
): { serviceType: string; customServiceType: string } => {
  if (serviceType === '' || isJobServiceType(serviceType)) {
    return { serviceType, customServiceType: '' };
  }
  return { serviceType: OTHER_SERVICE_TYPE, customServiceType: serviceType };
};

/** The options of the select: stored values in English, labels in the UI's language. */
export const serviceTypeOptions = (label: (serviceType: string) => string) =>
  JOB_SERVICE_TYPES.map((value) => ({ value, label: label(value) }));

/**
 * The customer types (customer form, profile and demo lists of spec §3) that are not job choices
 * themselves, with the job choice that does the same work. Anything not here and not a job
 * choice (Roofing, Mulching, Landscape Design…) becomes 'Other' with its own words (decision 015).
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
): { serviceType: string; customServiceType: string } | null => {
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
