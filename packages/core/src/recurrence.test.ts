import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createDefaultBusinessProfile } from './constants.ts';
import {
  addCalendarDays,
  calendarWeekday,
  datesToGenerate,
  generationHorizon,
  isWorkingDay,
  nextWorkingDay,
  seriesDates,
  visitJobId,
  type RecurrenceRule,
} from './recurrence.ts';

const weekly = (interval = 1, end: RecurrenceRule['end'] = { type: 'never' }): RecurrenceRule => ({
  frequency: 'weekly',
  interval,
  end,
});
const monthly = (
  monthlyBy: 'dayOfMonth' | 'weekdayOfMonth',
  interval = 1,
  end: RecurrenceRule['end'] = { type: 'never' },
): RecurrenceRule => ({ frequency: 'monthly', interval, monthlyBy, end });

describe('seriesDates', () => {
  it('gives every week on the start weekday', () => {
    expect(
      seriesDates({ startDate: '2025-03-04', rule: weekly() }, '2025-03-01', '2025-03-31'),
    ).toEqual(['2025-03-04', '2025-03-11', '2025-03-18', '2025-03-25']);
  });

  it('gives every N weeks', () => {
    expect(
      seriesDates({ startDate: '2025-01-07', rule: weekly(2) }, '2025-01-01', '2025-02-28'),
    ).toEqual(['2025-01-07', '2025-01-21', '2025-02-04', '2025-02-18']);
    // A window starting mid-series keeps the two-week rhythm.
    expect(
      seriesDates({ startDate: '2025-01-07', rule: weekly(3) }, '2025-02-01', '2025-03-31'),
    ).toEqual(['2025-02-18', '2025-03-11']);
  });

  it('gives nothing before the start date', () => {
    expect(
      seriesDates({ startDate: '2025-05-06', rule: weekly() }, '2025-04-01', '2025-05-05'),
    ).toEqual([]);
  });

  it('keeps the day of month, the 31st falling on the last day of shorter months', () => {
    expect(
      seriesDates(
        { startDate: '2025-01-31', rule: monthly('dayOfMonth') },
        '2025-01-01',
        '2025-06-30',
      ),
    ).toEqual(['2025-01-31', '2025-02-28', '2025-03-31', '2025-04-30', '2025-05-31', '2025-06-30']);
  });

  it('lands on Feb 29 in a leap year and Feb 28 otherwise', () => {
    const rule = monthly('dayOfMonth', 12);
    expect(seriesDates({ startDate: '2024-02-29', rule }, '2024-01-01', '2028-12-31')).toEqual([
      '2024-02-29',
      '2025-02-28',
      '2026-02-28',
      '2027-02-28',
      '2028-02-29',
    ]);
    expect(
      seriesDates(
        { startDate: '2024-01-30', rule: monthly('dayOfMonth') },
        '2024-02-01',
        '2024-03-31',
      ),
    ).toEqual(['2024-02-29', '2024-03-30']);
  });

  it('gives every N months', () => {
    expect(
      seriesDates(
        { startDate: '2025-01-15', rule: monthly('dayOfMonth', 3) },
        '2025-01-01',
        '2025-12-31',
      ),
    ).toEqual(['2025-01-15', '2025-04-15', '2025-07-15', '2025-10-15']);
  });

  it('keeps the nth weekday of the month (the 2nd Tuesday)', () => {
    // 2025-01-14 is the 2nd Tuesday of January.
    const dates = seriesDates(
      { startDate: '2025-01-14', rule: monthly('weekdayOfMonth') },
      '2025-01-01',
      '2025-06-30',
    );
    expect(dates).toEqual([
      '2025-01-14',
      '2025-02-11',
      '2025-03-11',
      '2025-04-08',
      '2025-05-13',
      '2025-06-10',
    ]);
    expect(dates.every((date) => calendarWeekday(date) === 2)).toBe(true);
  });

  it('takes the last such weekday when a month has no 5th one', () => {
    // 2025-01-29 is the 5th Wednesday of January; February 2025 has four.
    expect(
      seriesDates(
        { startDate: '2025-01-29', rule: monthly('weekdayOfMonth') },
        '2025-01-01',
        '2025-04-30',
      ),
    ).toEqual(['2025-01-29', '2025-02-26', '2025-03-26', '2025-04-30']);
  });

  it('ends after a number of visits', () => {
    const rule = weekly(1, { type: 'count', count: 3 });
    expect(seriesDates({ startDate: '2025-03-04', rule }, '2025-01-01', '2025-12-31')).toEqual([
      '2025-03-04',
      '2025-03-11',
      '2025-03-18',
    ]);
    // Counted from the start, whatever the window.
    expect(seriesDates({ startDate: '2025-03-04', rule }, '2025-03-10', '2025-12-31')).toEqual([
      '2025-03-11',
      '2025-03-18',
    ]);
  });

  it('ends on a date, inclusive', () => {
    const rule = weekly(1, { type: 'until', date: '2025-03-18' });
    expect(seriesDates({ startDate: '2025-03-04', rule }, '2025-01-01', '2025-12-31')).toEqual([
      '2025-03-04',
      '2025-03-11',
      '2025-03-18',
    ]);
  });

  it('never ends', () => {
    expect(
      seriesDates({ startDate: '2025-01-01', rule: weekly() }, '2030-01-01', '2030-01-31'),
    ).toHaveLength(5);
  });
});

describe('daylight saving time', () => {
  // The generation only uses calendar-day numbers; these run it under both zones (the
  // `TZ` of this process is set per case, Node reads it at each Date call).
  const zones = ['America/Chicago', 'Europe/Madrid'];
  // Core is pure TypeScript without Node's types; the test runner is Node.
  const env = (globalThis as unknown as { process: { env: Record<string, string | undefined> } })
    .process.env;
  const previous = env.TZ;

  for (const zone of zones) {
    it(`keeps a weekly visit on its weekday across the March and November changes in ${zone}`, () => {
      env.TZ = zone;
      try {
        // Chicago: Mar 9 and Nov 2, 2025; Madrid: Mar 30 and Oct 26, 2025.
        const dates = seriesDates(
          { startDate: '2025-03-04', rule: weekly() },
          '2025-03-01',
          '2025-11-30',
        );
        expect(dates).toContain('2025-03-11');
        expect(dates).toContain('2025-04-01');
        expect(dates).toContain('2025-10-28');
        expect(dates).toContain('2025-11-04');
        for (const date of dates) {
          expect(calendarWeekday(date)).toBe(2);
          const [y, m, d] = date.split('-').map(Number);
          expect(new Date(y!, m! - 1, d!).getDay()).toBe(2); // the local weekday, in this zone
        }
        expect(addCalendarDays('2025-03-08', 1)).toBe('2025-03-09');
        expect(addCalendarDays('2025-03-29', 2)).toBe('2025-03-31');
        expect(addCalendarDays('2025-11-01', 2)).toBe('2025-11-03');
      } finally {
        if (previous === undefined) delete env.TZ;
        else env.TZ = previous;
      }
    });
  }
});

describe('generationHorizon', () => {
  it('is 8 weeks ahead for a weekly series', () => {
    expect(generationHorizon({ startDate: '2025-03-04', rule: weekly() }, '2025-03-04')).toBe(
      '2025-04-29',
    );
  });

  it('reaches the 6th upcoming visit when that is further', () => {
    // Monthly: the 6th visit from March is in August.
    expect(
      generationHorizon({ startDate: '2025-03-15', rule: monthly('dayOfMonth') }, '2025-03-01'),
    ).toBe('2025-08-15');
  });

  it('reaches the last visit of a series that ends before its 6th upcoming visit', () => {
    // "After 3 visits", monthly: all three (March, April, May), not the 2 within 8 weeks.
    const rule = monthly('dayOfMonth', 1, { type: 'count', count: 3 });
    expect(generationHorizon({ startDate: '2025-03-15', rule }, '2025-03-01')).toBe('2025-05-15');
    const series = { startDate: '2025-03-15', rule, generatedThrough: null };
    expect(datesToGenerate(series, '2025-03-01').dates).toEqual([
      '2025-03-15',
      '2025-04-15',
      '2025-05-15',
    ]);
    // Every 3 months until a date: the 4 visits left, at once.
    const until = monthly('dayOfMonth', 3, { type: 'until', date: '2026-01-31' });
    expect(
      datesToGenerate(
        { startDate: '2025-03-15', rule: until, generatedThrough: null },
        '2025-03-01',
      ).dates,
    ).toEqual(['2025-03-15', '2025-06-15', '2025-09-15', '2025-12-15']);
  });

  it('stays at 8 weeks when the series ends sooner', () => {
    expect(
      generationHorizon(
        { startDate: '2025-03-15', rule: monthly('dayOfMonth', 1, { type: 'count', count: 2 }) },
        '2025-03-01',
      ),
    ).toBe('2025-04-26');
  });
});

describe('datesToGenerate', () => {
  it('never goes back to dates on or before generatedThrough', () => {
    const series = { startDate: '2025-03-04', rule: weekly(), generatedThrough: null };
    const first = datesToGenerate(series, '2025-03-04');
    expect(first.dates[0]).toBe('2025-03-04');
    const again = datesToGenerate({ ...series, generatedThrough: first.through }, '2025-03-04');
    expect(again.dates).toEqual([]);
    const later = datesToGenerate({ ...series, generatedThrough: first.through }, '2025-03-18');
    expect(later.dates).toEqual(['2025-05-06', '2025-05-13']);
  });
});

describe('visitJobId', () => {
  it('is a job id shaped as a version-5 UUID, the same every time', () => {
    const id = visitJobId('series-1', '2025-03-04');
    expect(id).toMatch(/^job-[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(visitJobId('series-1', '2025-03-04')).toBe(id);
    expect(visitJobId('series-1', '2025-03-11')).not.toBe(id);
    expect(visitJobId('series-2', '2025-03-04')).not.toBe(id);
  });

  it('hashes with SHA-1 (the same as node:crypto)', () => {
    // sha1('jobtrack-visit:series-ñ:2025-03-04'), as node:crypto gives it.
    const hex = 'fd357f3192683f532829af787aa221baa6b8c4e1'.slice(0, 32);
    const id = visitJobId('series-ñ', '2025-03-04').slice(4).replaceAll('-', '');
    expect(id.slice(0, 12)).toBe(hex.slice(0, 12));
    expect(id.slice(13, 16)).toBe(hex.slice(13, 16));
    expect(id.slice(17)).toBe(hex.slice(17));
  });
});

describe('working days', () => {
  const hours = createDefaultBusinessProfile().businessHours; // Sunday closed

  it('skips closed days', () => {
    expect(isWorkingDay('2025-03-09', hours)).toBe(false); // a Sunday
    expect(isWorkingDay('2025-03-10', hours)).toBe(true);
    expect(nextWorkingDay('2025-03-07', hours)).toBe('2025-03-08'); // Fri → Sat
    expect(nextWorkingDay('2025-03-08', hours)).toBe('2025-03-10'); // Sat → Mon
  });

  it('moves a day on when every day is closed', () => {
    const closed = Object.fromEntries(
      Object.entries(hours).map(([day, value]) => [day, { ...value, closed: true }]),
    ) as typeof hours;
    expect(nextWorkingDay('2025-03-08', closed)).toBe('2025-03-09');
  });
});

describe('generation properties', () => {
  const day = fc
    .integer({ min: 0, max: 3650 })
    .map((offset) => addCalendarDays('2024-01-01', offset));
  const rule: fc.Arbitrary<RecurrenceRule> = fc.oneof(
    fc.record({
      frequency: fc.constant('weekly' as const),
      interval: fc.integer({ min: 1, max: 52 }),
      end: fc.constant({ type: 'never' as const }),
    }),
    fc.record({
      frequency: fc.constant('monthly' as const),
      interval: fc.integer({ min: 1, max: 12 }),
      monthlyBy: fc.constantFrom('dayOfMonth' as const, 'weekdayOfMonth' as const),
      end: fc.oneof(
        fc.constant({ type: 'never' as const }),
        fc.integer({ min: 1, max: 500 }).map((count) => ({ type: 'count' as const, count })),
      ),
    }),
  );

  it('gives the same sorted, unique set twice, and two overlapping windows agree', () => {
    fc.assert(
      fc.property(
        day,
        rule,
        day,
        fc.integer({ min: 0, max: 400 }),
        fc.integer({ min: 0, max: 400 }),
        (start, r, from, a, b) => {
          const series = { startDate: start, rule: r };
          const mid = addCalendarDays(from, a);
          const to = addCalendarDays(mid, b);
          const whole = seriesDates(series, from, to);
          expect(seriesDates(series, from, to)).toEqual(whole);
          expect(new Set(whole).size).toBe(whole.length);
          expect([...whole].sort()).toEqual(whole);
          const left = seriesDates(series, from, mid);
          const right = seriesDates(series, mid, to);
          expect([...new Set([...left, ...right])].sort()).toEqual(whole);
          expect(new Set(whole.map((date) => visitJobId('s', date))).size).toBe(whole.length);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('tops up in steps to the same visits as at once, each once', () => {
    fc.assert(
      fc.property(
        day,
        rule,
        fc.array(fc.integer({ min: 0, max: 60 }), { maxLength: 8 }),
        (start, r, steps) => {
          const series = { startDate: start, rule: r, generatedThrough: null as string | null };
          const made: string[] = [];
          let today = start;
          for (const step of [0, ...steps]) {
            today = addCalendarDays(today, step);
            const { dates, through } = datesToGenerate(series, today);
            made.push(...dates);
            series.generatedThrough = through;
          }
          expect(new Set(made).size).toBe(made.length);
          expect(made).toEqual(seriesDates(series, start, series.generatedThrough ?? start));
        },
      ),
      { numRuns: 300 },
    );
  });
});
