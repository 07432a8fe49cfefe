import { makeJob } from '@jobtrack/core/testing';
import { describe, expect, it } from 'vitest';
import { jobsForTab, matchesTab } from './job-filters.ts';

describe('job tabs', () => {
  const jobs = [
    makeJob({ id: 'a', status: 'scheduled', scheduledDate: '2024-03-01' }),
    makeJob({ id: 'b', status: 'pending', scheduledDate: '2024-03-09' }),
    makeJob({ id: 'c', status: 'in-progress', scheduledDate: '2024-03-05' }),
    makeJob({ id: 'd', status: 'completed', scheduledDate: '2024-03-07' }),
    makeJob({ id: 'e', status: 'cancelled', scheduledDate: '2024-03-08' }),
  ];

  it('Scheduled holds scheduled and pending; cancelled shows only under All Jobs', () => {
    const ids = (tab: Parameters<typeof jobsForTab>[1]) => jobsForTab(jobs, tab).map((j) => j.id);
    expect(ids('all')).toEqual(['b', 'e', 'd', 'c', 'a']);
    expect(ids('scheduled')).toEqual(['b', 'a']);
    expect(ids('in-progress')).toEqual(['c']);
    expect(ids('completed')).toEqual(['d']);
    expect(matchesTab({ status: 'cancelled' }, 'scheduled')).toBe(false);
  });

  it('on the same day the job created last comes first', () => {
    const early = makeJob({ id: 'early', createdDate: '2024-03-01T08:00:00.000Z' });
    const late = makeJob({ id: 'late', createdDate: '2024-03-01T09:00:00.000Z' });
    expect(jobsForTab([early, late], 'all').map((job) => job.id)).toEqual(['late', 'early']);
  });
});
