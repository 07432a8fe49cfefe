import { makeCustomer, makeJob } from '@jobtrack/core/testing';
import { describe, expect, it } from 'vitest';
import { DEMO_HIGHLIGHTS, ownerHighlights } from './profile-highlights.ts';

const NOW = new Date('2026-11-23T10:00:00');

describe('profile highlights (spec §2, decision 015)', () => {
  it("keeps the spec's fixed figures for the demo account", () => {
    expect(DEMO_HIGHLIGHTS).toEqual({
      customers: '150+',
      jobsDone: '500+',
      years: '3',
      rating: '5.0',
    });
  });

  it("counts a real owner's customers and completed jobs, with no rating", () => {
    const highlights = ownerHighlights(
      {
        customers: [
          makeCustomer({ createdDate: '2026-10-01T09:00:00.000Z' }),
          makeCustomer({ createdDate: '2026-11-01T09:00:00.000Z' }),
        ],
        jobs: [
          makeJob({ status: 'completed', createdDate: '2026-10-02T09:00:00.000Z' }),
          makeJob({ status: 'completed', createdDate: '2026-10-02T09:00:00.000Z' }),
          makeJob({ status: 'scheduled', createdDate: '2026-10-02T09:00:00.000Z' }),
        ].map((job) => ({ ...job, scheduledDate: '2026-11-01' })),
      },
      '2026-09-01T09:00:00.000Z',
      NOW,
    );
    expect(highlights).toEqual({ customers: '2', jobsDone: '2', years: '<1', rating: null });
  });

  it('counts whole years from the earliest of the account, a customer or a job', () => {
    const data = {
      customers: [makeCustomer({ createdDate: '2026-01-01T09:00:00.000Z' })],
      jobs: [makeJob({ createdDate: '2026-01-01T09:00:00.000Z', scheduledDate: '2023-11-20' })],
    };
    expect(ownerHighlights(data, '2026-01-01T09:00:00.000Z', NOW).years).toBe('3');
    expect(
      ownerHighlights({ customers: [], jobs: [] }, '2025-11-22T09:00:00.000Z', NOW).years,
    ).toBe('1');
    // A job scheduled in the future does not make the business younger or older.
    const future = {
      customers: [],
      jobs: [makeJob({ scheduledDate: '2027-05-01', createdDate: '2026-11-01T09:00:00.000Z' })],
    };
    expect(ownerHighlights(future, '2026-11-01T09:00:00.000Z', NOW).years).toBe('<1');
  });
});
