import { describe, expect, it } from 'vitest';
import { groupJobs } from './job-groups.ts';
import { makeJob } from './testing/factories.ts';
import type { Job } from './entities.ts';

// Wednesday 25 November 2026, local time; its week runs Sunday the 22nd to Saturday the 28th.
const wednesday = new Date(2026, 10, 25, 9, 0);

const job = (id: string, scheduledDate: string, overrides: Partial<Job> = {}) =>
  makeJob({ id, scheduledDate, createdDate: '2026-11-01', ...overrides });

const shape = (groups: ReturnType<typeof groupJobs<Job>>) =>
  groups.map((group) => [group.key, group.jobs.map((entry) => entry.id)]);

describe('groupJobs', () => {
  it('puts open jobs in Overdue / Today / Tomorrow / This week / Later and finished ones last', () => {
    const jobs = [
      job('later', '2026-11-29'),
      job('done-old', '2026-10-01', { status: 'completed' }),
      job('week-sat', '2026-11-28'),
      job('today', '2026-11-25'),
      job('overdue', '2026-11-24', { status: 'in-progress' }),
      job('tomorrow', '2026-11-26'),
      job('week-fri', '2026-11-27'),
      job('done-new', '2026-11-25', { status: 'completed' }),
      job('cancelled', '2026-11-20', { status: 'cancelled' }),
      job('overdue-older', '2026-11-02', { status: 'pending' }),
    ];
    expect(shape(groupJobs(jobs, wednesday))).toEqual([
      ['overdue', ['overdue-older', 'overdue']],
      ['today', ['today']],
      ['tomorrow', ['tomorrow']],
      ['thisWeek', ['week-fri', 'week-sat']],
      ['later', ['later']],
      ['done', ['done-new', 'cancelled', 'done-old']],
    ]);
  });

  it('ends this week on Saturday: on a Saturday, tomorrow is the next week and nothing is "this week"', () => {
    const saturday = new Date(2026, 10, 28, 12, 0);
    const jobs = [job('sun', '2026-11-29'), job('mon', '2026-11-30'), job('sat', '2026-11-28')];
    expect(shape(groupJobs(jobs, saturday))).toEqual([
      ['today', ['sat']],
      ['tomorrow', ['sun']],
      ['later', ['mon']],
    ]);
  });

  it('starts the week on Sunday: on a Sunday, Tuesday to Saturday are this week', () => {
    const sunday = new Date(2026, 10, 22, 7, 0);
    const jobs = [
      job('sat', '2026-11-28'),
      job('next-sun', '2026-11-29'),
      job('tue', '2026-11-24'),
      job('sat-before', '2026-11-21'),
    ];
    expect(shape(groupJobs(jobs, sunday))).toEqual([
      ['overdue', ['sat-before']],
      ['thisWeek', ['tue', 'sat']],
      ['later', ['next-sun']],
    ]);
  });

  it("uses the user's local day, late in the evening as early in the morning", () => {
    const lateEvening = new Date(2026, 10, 25, 23, 59);
    const earlyMorning = new Date(2026, 10, 26, 0, 1);
    const jobs = [job('wed', '2026-11-25'), job('thu', '2026-11-26')];
    expect(shape(groupJobs(jobs, lateEvening))).toEqual([
      ['today', ['wed']],
      ['tomorrow', ['thu']],
    ]);
    expect(shape(groupJobs(jobs, earlyMorning))).toEqual([
      ['overdue', ['wed']],
      ['today', ['thu']],
    ]);
  });

  it('orders a day by start time, jobs without a time after, then by creation', () => {
    const jobs = [
      job('no-time-b', '2026-11-25', { createdDate: '2026-11-03' }),
      job('afternoon', '2026-11-25', { startTime: '14:00' }),
      job('no-time-a', '2026-11-25', { createdDate: '2026-11-02' }),
      job('morning', '2026-11-25', { startTime: '08:30' }),
    ];
    expect(shape(groupJobs(jobs, wednesday))).toEqual([
      ['today', ['morning', 'afternoon', 'no-time-a', 'no-time-b']],
    ]);
  });

  it("keeps today's finished jobs in Today when asked (the dashboard's list of today's jobs)", () => {
    const jobs = [
      job('done-today', '2026-11-25', { status: 'completed', startTime: '06:00' }),
      job('done-tomorrow', '2026-11-26', { status: 'cancelled' }),
      job('done-yesterday', '2026-11-24', { status: 'completed' }),
      job('open-today', '2026-11-25', { startTime: '07:00' }),
    ];
    expect(shape(groupJobs(jobs, wednesday, { finishedByDay: true }))).toEqual([
      ['today', ['open-today', 'done-today']],
      ['tomorrow', ['done-tomorrow']],
      ['done', ['done-yesterday']],
    ]);
  });
});
