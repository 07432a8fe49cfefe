import { makeJob } from '@jobtrack/core/testing';
import { describe, expect, it } from 'vitest';
import { applyJobChanges } from '#web/data/shared/records.ts';
import { checkInChanges } from './check-in-mutations.ts';

const NOW = new Date('2025-06-04T14:05:00.000Z');

describe('checkInChanges (decision 025)', () => {
  it('starts the job with the arrival time', () => {
    expect(checkInChanges('start', NOW)).toEqual({
      status: 'in-progress',
      arrivedAt: '2025-06-04T14:05:00.000Z',
    });
  });

  it('completes it with the finish time, which is also its completion', () => {
    const changes = checkInChanges('complete', NOW);
    expect(changes).toEqual({
      status: 'completed',
      finishedAt: '2025-06-04T14:05:00.000Z',
      completedAt: '2025-06-04T14:05:00.000Z',
    });
    const done = applyJobChanges(makeJob({ status: 'in-progress' }), changes, new Date());
    expect(done).toMatchObject({ status: 'completed', completedDate: '2025-06-04T14:05:00.000Z' });
  });
});
