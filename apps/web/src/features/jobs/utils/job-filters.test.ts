import { makeJob } from '@jobtrack/core/testing';
import { describe, expect, it } from 'vitest';
import { filterAndGroupJobs, matchesJobSearch, matchesTab, pageOfGroups } from './job-filters.ts';

// Wednesday 25 November 2026, local time.
const NOW = new Date(2026, 10, 25, 9, 0);

describe('job list filters', () => {
  const jobs = [
    makeJob({ id: 'a', status: 'scheduled', scheduledDate: '2026-11-20' }),
    makeJob({ id: 'b', status: 'pending', scheduledDate: '2026-11-26', paid: true }),
    makeJob({ id: 'c', status: 'in-progress', scheduledDate: '2026-11-25' }),
    makeJob({ id: 'd', status: 'completed', scheduledDate: '2026-11-07', paid: false }),
    makeJob({ id: 'e', status: 'cancelled', scheduledDate: '2026-11-08' }),
    makeJob({ id: 'f', status: 'completed', scheduledDate: '2026-11-09', paid: true }),
  ];
  const shape = (filters: Partial<Parameters<typeof filterAndGroupJobs>[1]>) =>
    filterAndGroupJobs(jobs, { tab: 'all', query: '', isUnpaidOnly: false, ...filters }, NOW).map(
      (group) => [group.key, group.jobs.map((job) => job.id)],
    );

  it('groups every tab by day, finished jobs last and newest first', () => {
    expect(shape({})).toEqual([
      ['overdue', ['a']],
      ['today', ['c']],
      ['tomorrow', ['b']],
      ['done', ['f', 'e', 'd']],
    ]);
    expect(shape({ tab: 'scheduled' })).toEqual([
      ['overdue', ['a']],
      ['tomorrow', ['b']],
    ]);
    expect(shape({ tab: 'completed' })).toEqual([['done', ['f', 'd']]]);
    expect(matchesTab({ status: 'cancelled' }, 'scheduled')).toBe(false);
  });

  it('keeps only unpaid jobs (never a cancelled one, decision 014) with the Unpaid filter', () => {
    expect(shape({ isUnpaidOnly: true })).toEqual([
      ['overdue', ['a']],
      ['today', ['c']],
      ['done', ['d']],
    ]);
  });

  it('searches the customer, the service (stored or shown) and the notes, without case', () => {
    const job = makeJob({
      customerName: 'Ana López',
      serviceType: 'Lawn Mowing',
      notes: 'Gate 42',
    });
    const spanish = (type: string) => (type === 'Lawn Mowing' ? 'Corte de césped' : type);
    expect(matchesJobSearch(job, 'ana')).toBe(true);
    expect(matchesJobSearch(job, 'MOWING')).toBe(true);
    expect(matchesJobSearch(job, 'césped', spanish)).toBe(true);
    expect(matchesJobSearch(job, 'gate 4')).toBe(true);
    expect(matchesJobSearch(job, '  ')).toBe(true);
    expect(matchesJobSearch(job, 'hedge')).toBe(false);
  });

  it('cuts a page across groups, keeping each job under its group', () => {
    const groups = [
      { key: 'overdue' as const, jobs: [1, 2, 3] },
      { key: 'today' as const, jobs: [4, 5] },
      { key: 'later' as const, jobs: [6, 7, 8] },
    ];
    expect(pageOfGroups(groups, 0, 2)).toEqual([{ key: 'overdue', jobs: [1, 2] }]);
    expect(pageOfGroups(groups, 2, 4)).toEqual([
      { key: 'overdue', jobs: [3] },
      { key: 'today', jobs: [4, 5] },
      { key: 'later', jobs: [6] },
    ]);
    expect(pageOfGroups(groups, 6, 10)).toEqual([{ key: 'later', jobs: [7, 8] }]);
  });
});
