// Service types are stored as written (spec §3: the English names of the fixed lists, or the
// owner's own words for 'Other') and translated only for display: a listed name shows in the
// UI's language, anything else as the owner wrote it.
import {
  CUSTOMER_SERVICE_TYPES,
  DEMO_SERVICE_TYPES,
  GENERAL_SERVICE,
  JOB_SERVICE_TYPES,
  PROFILE_SERVICE_TYPES,
} from '@jobtrack/core';
import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** Every name of the fixed lists, plus the server's fallback 'General Service'. */
export const LISTED_SERVICE_TYPES: ReadonlySet<string> = new Set([
  ...DEMO_SERVICE_TYPES,
  ...CUSTOMER_SERVICE_TYPES,
  ...JOB_SERVICE_TYPES,
  ...PROFILE_SERVICE_TYPES,
  GENERAL_SERVICE,
]);

export const serviceTypeKey = (serviceType: string): string => `serviceTypes.${serviceType}`;

/** A stored service type as the user reads it. */
export const serviceTypeLabel = (t: TFunction, serviceType: string): string =>
  LISTED_SERVICE_TYPES.has(serviceType) ? t(serviceTypeKey(serviceType)) : serviceType;

/** `serviceTypeLabel` in the current UI language. */
export function useServiceTypeLabel(): (serviceType: string) => string {
  const { t } = useTranslation();
  return useCallback((serviceType: string) => serviceTypeLabel(t, serviceType), [t]);
}
