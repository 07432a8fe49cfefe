import {
  CUSTOMER_SERVICE_TYPES,
  DEMO_SERVICE_TYPES,
  JOB_SERVICE_TYPES,
  PROFILE_SERVICE_TYPES,
} from '@jobtrack/core';
import { describe, expect, it } from 'vitest';
import { enMessages, esMessages } from '#web/locales/index.ts';
import { createTestI18n } from '#web/test/render.tsx';
import { LISTED_SERVICE_TYPES, serviceTypeKey, serviceTypeLabel } from './service-types.ts';

describe('service types: stored in English, shown in the UI language', () => {
  it('every name of the four lists of spec §3 has an English and a Spanish label', () => {
    const names = [
      ...DEMO_SERVICE_TYPES,
      ...CUSTOMER_SERVICE_TYPES,
      ...JOB_SERVICE_TYPES,
      ...PROFILE_SERVICE_TYPES,
      'General Service',
    ];
    for (const name of names) {
      expect(LISTED_SERVICE_TYPES.has(name)).toBe(true);
      expect(enMessages[serviceTypeKey(name)]).toBe(name);
      expect(esMessages[serviceTypeKey(name)]).toBeTruthy();
      expect(esMessages[serviceTypeKey(name)]).not.toBe(name);
    }
  });

  it('translates a listed name and leaves the owner’s own words as written', () => {
    const es = createTestI18n('es').t;
    expect(serviceTypeLabel(es, 'Lawn Care')).toBe('Cuidado del césped');
    expect(serviceTypeLabel(es, 'Other')).toBe('Otro');
    expect(serviceTypeLabel(es, 'General Service')).toBe('Servicio general');
    expect(serviceTypeLabel(es, 'Koi pond cleaning')).toBe('Koi pond cleaning');
    expect(serviceTypeLabel(createTestI18n('en').t, 'Lawn Care')).toBe('Lawn Care');
  });
});
