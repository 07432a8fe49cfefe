import { JOB_SERVICE_TYPES } from '@jobtrack/core';
import { describe, expect, it } from 'vitest';
import { jobServiceTypeOptions } from './job-service-type-options.ts';
import { serviceTypeLabel } from '#web/lib/service-types.ts';
import { createTestI18n } from '#web/test/render.tsx';

describe('job service types', () => {
  it('offers the 21 choices of the job form: English values, labels in the UI language', () => {
    const options = jobServiceTypeOptions((value) =>
      serviceTypeLabel(createTestI18n('es').t, value),
    );
    expect(options).toHaveLength(21);
    expect(options.map((option) => option.value)).toEqual([...JOB_SERVICE_TYPES]);
    expect(options.at(-1)).toEqual({ value: 'Other', label: 'Otro' });
    expect(options[0]).toEqual({ value: 'Lawn Mowing', label: 'Corte de césped' });
  });
});
