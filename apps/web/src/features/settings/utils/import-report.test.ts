import { describe, expect, it } from 'vitest';
import { createTestI18n } from '#web/test/render.tsx';
import { importReportText } from './import-report.ts';

describe('importReportText (issue 10)', () => {
  const report = {
    customers: 48,
    jobs: 210,
    skipped: { customers: {}, jobs: { missingDate: 2 } },
  };

  it('says what was imported and what was skipped, and why', () => {
    const { t } = createTestI18n('en');
    expect(importReportText(t, report)).toBe(
      'Imported 48 customers and 210 jobs; skipped 2 jobs: missing date',
    );
    expect(
      importReportText(t, {
        customers: 1,
        jobs: 1,
        skipped: { customers: { missingName: 1 }, jobs: { unknownCustomer: 1, invalidPrice: 3 } },
      }),
    ).toBe(
      'Imported 1 customer and 1 job; skipped 1 customer: missing name; skipped 3 jobs: invalid price; skipped 1 job: unknown customer',
    );
    expect(
      importReportText(t, { customers: 2, jobs: 0, skipped: { customers: {}, jobs: {} } }),
    ).toBe('Imported 2 customers and 0 jobs');
  });

  it('in Spanish', () => {
    const { t } = createTestI18n('es');
    expect(importReportText(t, report)).toBe(
      'Importados: 48 clientes y 210 trabajos; se omitieron 2 trabajos: falta la fecha',
    );
    expect(
      importReportText(t, {
        customers: 1,
        jobs: 1,
        skipped: { customers: { missingName: 1 }, jobs: {} },
      }),
    ).toBe('Importados: 1 cliente y 1 trabajo; se omitió 1 cliente: falta el nombre');
  });
});
