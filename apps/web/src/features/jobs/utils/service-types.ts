// The schedule-job form's 21 service-type choices (spec §3) and how a stored service type maps
// back onto them when a job is edited.
import { JOB_SERVICE_TYPES, OTHER_SERVICE_TYPE } from '@jobtrack/core';

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
