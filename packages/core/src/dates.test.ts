import { format, isSameDay, startOfWeek } from 'date-fns';
import { es } from 'date-fns/locale/es';
import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatTime12h,
  isIsoDate,
  isSameLocalDay,
  parseLocalDate,
  startOfWeekSunday,
  toDate,
  toIsoDate,
  toLocalDay,
} from './dates.ts';

describe('parseLocalDate', () => {
  it('reads yyyy-MM-dd as local midnight, not UTC', () => {
    const date = parseLocalDate('2024-03-05');
    expect(date?.getFullYear()).toBe(2024);
    expect(date?.getMonth()).toBe(2);
    expect(date?.getDate()).toBe(5);
    expect(date?.getHours()).toBe(0);
  });

  it('refuses days that do not exist and other shapes', () => {
    expect(parseLocalDate('2024-02-30')).toBeNull();
    expect(parseLocalDate('2023-02-29')).toBeNull();
    expect(parseLocalDate('2024-13-01')).toBeNull();
    expect(parseLocalDate('2024-3-5')).toBeNull();
    expect(parseLocalDate('')).toBeNull();
    expect(isIsoDate('2024-02-29')).toBe(true);
  });
});

describe('toIsoDate / toLocalDay', () => {
  it('writes the local calendar day', () => {
    expect(toIsoDate(new Date(2024, 0, 9, 23, 59))).toBe('2024-01-09');
    expect(toIsoDate(new Date(2024, 11, 31, 0, 0))).toBe('2024-12-31');
  });

  it('keeps a day string as that day', () => {
    expect(toLocalDay('2024-03-05')).toBe('2024-03-05');
  });

  it('gives the local day of a timestamp', () => {
    const local = new Date(2024, 2, 5, 22, 30);
    expect(toLocalDay(local.toISOString())).toBe('2024-03-05');
    expect(toLocalDay('not a date')).toBe('');
  });
});

describe('formatDate', () => {
  it("formats as 'MMM d, yyyy'", () => {
    expect(formatDate('2024-03-05')).toBe('Mar 5, 2024');
    expect(formatDate(new Date(2023, 11, 25))).toBe('Dec 25, 2023');
    expect(formatDate(new Date(2024, 0, 1, 23, 0).toISOString())).toBe('Jan 1, 2024');
  });

  it('writes every day of a year as date-fns did, in both languages (decision 037)', () => {
    for (let day = 0; day < 366; day += 1) {
      const date = new Date(2024, 0, 1 + day, 13, 30);
      expect(formatDate(date)).toBe(format(date, 'MMM d, yyyy'));
      expect(formatDate(date, 'es')).toBe(format(date, 'd MMM yyyy', { locale: es }));
      expect(toIsoDate(date)).toBe(format(date, 'yyyy-MM-dd'));
      expect(startOfWeekSunday(date)).toEqual(startOfWeek(date, { weekStartsOn: 0 }));
      const next = new Date(2024, 0, 2 + day, 0, 5);
      expect(isSameLocalDay(date, next)).toBe(isSameDay(date, next));
      expect(isSameLocalDay(date, new Date(2024, 0, 1 + day, 0, 0))).toBe(true);
    }
  });

  it('shows nothing for an unreadable date', () => {
    expect(formatDate('')).toBe('');
    expect(formatDate('2024-02-30')).toBe('');
  });
});

describe('startOfWeekSunday', () => {
  it('goes back to Sunday midnight', () => {
    // Wednesday 6 March 2024 -> Sunday 3 March.
    expect(startOfWeekSunday(new Date(2024, 2, 6, 15, 0))).toEqual(new Date(2024, 2, 3));
  });
  it('keeps a Sunday as the start of its own week', () => {
    expect(startOfWeekSunday(new Date(2024, 2, 3, 9, 0))).toEqual(new Date(2024, 2, 3));
  });
  it('puts a Saturday in the week that began six days before', () => {
    expect(startOfWeekSunday(new Date(2024, 2, 9, 23, 59))).toEqual(new Date(2024, 2, 3));
  });
});

describe('isSameLocalDay', () => {
  it('compares local calendar days', () => {
    expect(isSameLocalDay(new Date(2024, 2, 5, 0, 0), new Date(2024, 2, 5, 23, 59))).toBe(true);
    expect(isSameLocalDay('2024-03-05', new Date(2024, 2, 5, 12))).toBe(true);
    expect(isSameLocalDay(new Date(2024, 2, 5, 23, 59), new Date(2024, 2, 6, 0, 0))).toBe(false);
    expect(isSameLocalDay('', new Date())).toBe(false);
  });
});

describe('toDate', () => {
  it('reads timestamps, epoch numbers and Dates', () => {
    expect(toDate('2024-03-05T10:00:00.000Z')?.toISOString()).toBe('2024-03-05T10:00:00.000Z');
    expect(toDate(0)?.getTime()).toBe(0);
    expect(toDate('nope')).toBeNull();
  });
});

describe('formatTime12h', () => {
  it('writes business hours in 12-hour form', () => {
    expect(formatTime12h('08:00')).toBe('8:00 AM');
    expect(formatTime12h('17:00')).toBe('5:00 PM');
    expect(formatTime12h('12:30')).toBe('12:30 PM');
    expect(formatTime12h('00:15')).toBe('12:15 AM');
  });
});

describe('dates and times in the Spanish UI (decision 016)', () => {
  it("formats as 'd MMM yyyy' with Spanish month names", () => {
    expect(formatDate('2026-11-23', 'es')).toBe('23 nov 2026');
    expect(formatDate('2026-01-05', 'es')).toBe('5 ene 2026');
    expect(formatDate('2026-08-31', 'es')).toBe('31 ago 2026');
    expect(formatDate('not a date', 'es')).toBe('');
  });

  it("keeps the spec's English 'MMM d, yyyy'", () => {
    expect(formatDate('2026-11-23')).toBe('Nov 23, 2026');
    expect(formatDate('2026-11-23', 'en')).toBe('Nov 23, 2026');
  });

  it("writes business hours with 'a.m.' and 'p.m.'", () => {
    expect(formatTime12h('08:00', 'es')).toBe('8:00 a.m.');
    expect(formatTime12h('17:30', 'es')).toBe('5:30 p.m.');
    expect(formatTime12h('00:15', 'es')).toBe('12:15 a.m.');
    expect(formatTime12h('17:30')).toBe('5:30 PM');
  });
});
