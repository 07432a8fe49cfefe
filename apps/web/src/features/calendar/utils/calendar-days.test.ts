import { createDefaultBusinessProfile } from '@jobtrack/core';
import { makeJob } from '@jobtrack/core/testing';
import { describe, expect, it } from 'vitest';
import {
  countedJobs,
  dayEarnings,
  isClosedDay,
  jobsByDay,
  monthWeeks,
  shiftAnchor,
  weekDays,
} from './calendar-days.ts';

describe('calendar days', () => {
  it('a week runs Sunday to Saturday, across a month and a year end', () => {
    expect(weekDays('2026-11-25')).toEqual([
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
    ]);
    expect(weekDays('2027-01-01')[0]).toBe('2026-12-27');
  });

  it('keeps local calendar days across a daylight-saving change (Nov 1, 2026 in the US)', () => {
    expect(weekDays('2026-11-02')).toEqual([
      '2026-11-01',
      '2026-11-02',
      '2026-11-03',
      '2026-11-04',
      '2026-11-05',
      '2026-11-06',
      '2026-11-07',
    ]);
  });

  it('a month grid covers whole weeks from the Sunday before the 1st', () => {
    const weeks = monthWeeks('2026-11-24');
    expect(weeks).toHaveLength(5);
    expect(weeks[0]![0]).toBe('2026-11-01');
    expect(weeks[4]![6]).toBe('2026-12-05');
    // February 2026 starts on a Sunday and fills exactly four weeks.
    expect(monthWeeks('2026-02-10')).toHaveLength(4);
    expect(monthWeeks('2026-08-01')).toHaveLength(6);
  });

  it('previous and next move a week, or to the 1st of the month around', () => {
    expect(shiftAnchor('2026-11-25', 'week', 1)).toBe('2026-12-02');
    expect(shiftAnchor('2026-11-25', 'week', -1)).toBe('2026-11-18');
    expect(shiftAnchor('2026-01-31', 'month', 1)).toBe('2026-02-01');
    expect(shiftAnchor('2026-01-31', 'month', -1)).toBe('2025-12-01');
  });

  it("reads closed days from the profile's business hours", () => {
    const hours = createDefaultBusinessProfile().businessHours;
    expect(isClosedDay('2026-11-22', hours)).toBe(true); // a Sunday
    expect(isClosedDay('2026-11-23', hours)).toBe(false);
  });

  it('a day earns its jobs by the amount rule (actual, else estimate, else price), cancelled and skipped aside', () => {
    const jobs = [
      makeJob({ id: 'a', price: 100, actualCost: 90 }),
      makeJob({ id: 'b', price: 50, estimatedCost: 55.25 }),
      makeJob({ id: 'c', price: 10.1 }),
      makeJob({ id: 'd', price: 500, status: 'cancelled' }),
      makeJob({ id: 'e', price: 70, seriesId: 'series-1', skipped: true }),
    ];
    expect(dayEarnings(jobs)).toBe(155.35);
    expect(countedJobs(jobs).map((job) => job.id)).toEqual(['a', 'b', 'c']);
  });

  it('lists a day by start time, untimed jobs last', () => {
    const day = '2026-11-24';
    const byDay = jobsByDay([
      makeJob({ id: 'late', scheduledDate: day, startTime: '14:00' }),
      makeJob({ id: 'untimed', scheduledDate: day }),
      makeJob({ id: 'early', scheduledDate: day, startTime: '08:30' }),
      makeJob({ id: 'other', scheduledDate: '2026-11-25' }),
    ]);
    expect(byDay.get(day)!.map((job) => job.id)).toEqual(['early', 'late', 'untimed']);
    expect(byDay.get('2026-11-25')).toHaveLength(1);
  });
});
