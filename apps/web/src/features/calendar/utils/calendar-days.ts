// The days a calendar shows and what each holds: weeks start on Sunday, as the dashboard's
// "this week" does (spec §9, decision 032); a day's earnings follow the spec's amount rule.
import {
  isWorkingDay,
  parseLocalDate,
  startOfWeekSunday,
  sumMoney,
  toIsoDate,
  unpaidAmount,
  type BusinessProfile,
  type Job,
} from '@jobtrack/core';

export type CalendarView = 'week' | 'month';

const addDays = (day: string, days: number): string => {
  const date = parseLocalDate(day)!;
  return toIsoDate(new Date(date.getFullYear(), date.getMonth(), date.getDate() + days));
};

/** The seven days (yyyy-MM-dd) of the week holding `day`, Sunday first. */
export const weekDays = (day: string): string[] => {
  const start = toIsoDate(startOfWeekSunday(parseLocalDate(day)!));
  return Array.from({ length: 7 }, (_, index) => addDays(start, index));
};

/** The weeks of the month holding `day`, each Sunday first, padded with the days around it. */
export const monthWeeks = (day: string): string[][] => {
  const date = parseLocalDate(day)!;
  const first = toIsoDate(new Date(date.getFullYear(), date.getMonth(), 1));
  const last = toIsoDate(new Date(date.getFullYear(), date.getMonth() + 1, 0));
  const weeks: string[][] = [];
  for (let start = weekDays(first)[0]!; start <= last; start = addDays(start, 7)) {
    weeks.push(weekDays(start));
  }
  return weeks;
};

export const isInMonth = (day: string, monthDay: string): boolean =>
  day.slice(0, 7) === monthDay.slice(0, 7);

/** The day shown after Previous / Next: a week or a month away (the 1st, in month view). */
export const shiftAnchor = (day: string, view: CalendarView, step: -1 | 1): string => {
  if (view === 'week') return addDays(day, 7 * step);
  const date = parseLocalDate(day)!;
  return toIsoDate(new Date(date.getFullYear(), date.getMonth() + step, 1));
};

/** Whether the profile's business hours mark `day`'s weekday as closed. */
export const isClosedDay = (day: string, hours: BusinessProfile['businessHours']): boolean =>
  !isWorkingDay(day, hours);

/** A day's jobs, by start time (untimed ones after the timed), then by customer. */
const byTime = (a: Job, b: Job): number =>
  (a.startTime ?? '99:99').localeCompare(b.startTime ?? '99:99') ||
  a.customerName.localeCompare(b.customerName);

/** The jobs of each scheduled day, in the order a day lists them. */
export const jobsByDay = (jobs: readonly Job[]): Map<string, Job[]> => {
  const days = new Map<string, Job[]>();
  for (const job of jobs)
    days.set(job.scheduledDate, [...(days.get(job.scheduledDate) ?? []), job]);
  for (const list of days.values()) list.sort(byTime);
  return days;
};

/** The visits that count for a day: a cancelled job or a skipped visit is not going to happen. */
export const countedJobs = (jobs: readonly Job[]): Job[] =>
  jobs.filter((job) => job.status !== 'cancelled' && !job.skipped);

/** A day's earnings (spec §9's amount rule: actual cost, else estimate, else price). */
export const dayEarnings = (jobs: readonly Job[]): number =>
  sumMoney(countedJobs(jobs).map(unpaidAmount));
