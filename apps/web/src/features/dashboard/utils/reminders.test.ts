import { makeJob } from '@jobtrack/core/testing';
import { describe, expect, it } from 'vitest';
import { isVisitToRemind, visitsLeftToRemind } from './reminders.ts';

describe('visits to remind', () => {
  it('are the open, not skipped visits; Remind all leaves out those reminded', () => {
    const open = makeJob({ id: 'a', status: 'scheduled' });
    const reminded = makeJob({ id: 'b', status: 'scheduled', remindedAt: '2025-06-03T18:00:00Z' });
    const skipped = makeJob({ id: 'c', status: 'scheduled', skipped: true });
    const done = makeJob({ id: 'd', status: 'completed' });
    expect([open, reminded, skipped, done].map(isVisitToRemind)).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect(visitsLeftToRemind([open, reminded, skipped, done]).map((job) => job.id)).toEqual(['a']);
  });
});
