// The schedule-job form's 21 service-type choices (spec §3). How a stored or customer type maps
// onto them lives in core (service-types.ts, decision 026).
import { JOB_SERVICE_TYPES } from '@jobtrack/core';

/** The options of the select: stored values in English, labels in the UI's language. */
export const jobServiceTypeOptions = (label: (serviceType: string) => string) =>
  JOB_SERVICE_TYPES.map((value) => ({ value, label: label(value) }));
