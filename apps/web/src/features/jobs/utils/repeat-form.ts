// The Repeat part of the schedule form (issue 14): what the owner picks, its checks, and the
// rule it becomes. Kept apart from the job's own fields so the spec's form and its checks stay
// exactly as they are when Repeat is Never.
import { isIsoDate, scheduledDayProblem, type RecurrenceRule } from '@jobtrack/core';

export const REPEAT_CHOICES = [
  'never',
  'weekly',
  'everyNWeeks',
  'monthlyDay',
  'monthlyWeekday',
] as const;
export type RepeatChoice = (typeof REPEAT_CHOICES)[number];

export const REPEAT_ENDS = ['never', 'count', 'until'] as const;
export type RepeatEnd = (typeof REPEAT_ENDS)[number];

export type RepeatValues = {
  repeat: RepeatChoice;
  /** Every N weeks (2..52), as typed. */
  interval: string;
  end: RepeatEnd;
  /** Visits in all (1..500), as typed. */
  count: string;
  /** The last day (yyyy-MM-dd), inclusive. */
  until: string;
};

export const INITIAL_REPEAT: RepeatValues = {
  repeat: 'never',
  interval: '2',
  end: 'never',
  count: '10',
  until: '',
};

export type RepeatErrors = Partial<Record<'interval' | 'count' | 'until', string>>;

const wholeNumber = (text: string): number | null =>
  /^\s*\d+\s*$/.test(text) ? Number(text.trim()) : null;

const inRange = (text: string, min: number, max: number): number | null => {
  const value = wholeNumber(text);
  return value !== null && value >= min && value <= max ? value : null;
};

/** The i18n key of each Repeat field's problem; none when Repeat is Never. */
export function repeatErrors(values: RepeatValues, startDate: string): RepeatErrors {
  if (values.repeat === 'never') return {};
  const errors: RepeatErrors = {};
  if (values.repeat === 'everyNWeeks' && inRange(values.interval, 2, 52) === null) {
    errors.interval = 'series.repeat.intervalInvalid';
  }
  if (values.end === 'count' && inRange(values.count, 1, 500) === null) {
    errors.count = 'series.repeat.countInvalid';
  }
  if (values.end === 'until') {
    // The last day is a scheduled day: core's one rule for days (value-rules.ts), as the server.
    const problem = isIsoDate(values.until) ? scheduledDayProblem(values.until) : 'invalid';
    if (problem === 'tooEarly' || problem === 'tooLate') errors.until = 'jobs.dateOutOfRange';
    else if (problem !== null) errors.until = 'series.repeat.untilRequired';
    else if (isIsoDate(startDate) && values.until < startDate) {
      errors.until = 'series.repeat.untilBeforeStart';
    }
  }
  return errors;
}

/** The series rule of valid Repeat values; null for Never (a one-off job). */
export function ruleFromRepeat(values: RepeatValues): RecurrenceRule | null {
  if (values.repeat === 'never') return null;
  const end: RecurrenceRule['end'] =
    values.end === 'count'
      ? { type: 'count', count: inRange(values.count, 1, 500) ?? 1 }
      : values.end === 'until'
        ? { type: 'until', date: values.until }
        : { type: 'never' };
  switch (values.repeat) {
    case 'weekly':
      return { frequency: 'weekly', interval: 1, end };
    case 'everyNWeeks':
      return { frequency: 'weekly', interval: inRange(values.interval, 2, 52) ?? 2, end };
    case 'monthlyDay':
      return { frequency: 'monthly', interval: 1, monthlyBy: 'dayOfMonth', end };
    case 'monthlyWeekday':
      return { frequency: 'monthly', interval: 1, monthlyBy: 'weekdayOfMonth', end };
  }
}
