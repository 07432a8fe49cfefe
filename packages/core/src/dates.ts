// Dates in the user's local time. A scheduled date is a calendar day (yyyy-MM-dd), not an
// instant: `new Date('2024-03-05')` would read it as UTC midnight and show the previous day
// west of Greenwich, so every day string goes through parseLocalDate. Written without a date
// library: the app's first screens format dates, and this keeps one out of their first load
// (docs/decisions/037).
import type { Language } from './constants.ts';

/** Month abbreviations as spec §9 and decision 016 print them (date-fns's en-US and es). */
const MONTHS: Record<Language, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  es: ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'],
};

const pad = (value: number, length: number) => String(value).padStart(length, '0');

const isValid = (date: Date) => !Number.isNaN(date.getTime());

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A yyyy-MM-dd string as local midnight, or null when it is not a real calendar day. */
export const parseLocalDate = (value: string): Date | null => {
  const match = DAY_PATTERN.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  // Rejects 2024-02-30, which Date would roll over into March.
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) {
    return null;
  }
  return date;
};

export const isIsoDate = (value: string): boolean => parseLocalDate(value) !== null;

/** A day string, an ISO timestamp, epoch milliseconds or a Date, as a Date (null if invalid). */
export const toDate = (value: Date | string | number): Date | null => {
  if (typeof value === 'string' && DAY_PATTERN.test(value)) return parseLocalDate(value);
  const date = value instanceof Date ? new Date(value.getTime()) : new Date(value);
  return isValid(date) ? date : null;
};

/** The local calendar day of a date, as yyyy-MM-dd. */
export const toIsoDate = (date: Date): string =>
  `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1, 2)}-${pad(date.getDate(), 2)}`;

/** The calendar day of a day string or timestamp, in local time ('' when unreadable). */
export const toLocalDay = (value: Date | string | number): string => {
  const date = toDate(value);
  return date ? toIsoDate(date) : '';
};

/**
 * 'MMM d, yyyy' in English (spec §9), e.g. 'Mar 5, 2024'; 'd MMM yyyy' with Spanish month names
 * in Spanish, e.g. '5 mar 2024' (docs/decisions/016-spanish-formats.md). '' when not a date.
 */
export const formatDate = (value: Date | string | number, language: Language = 'en'): string => {
  const date = toDate(value);
  if (!date) return '';
  const [day, month, year] = [
    date.getDate(),
    MONTHS[language][date.getMonth()],
    pad(date.getFullYear(), 4),
  ];
  return language === 'es' ? `${day} ${month} ${year}` : `${month} ${day}, ${year}`;
};

/** Local midnight of the Sunday that starts the week of `date` (spec §9: weeks start Sunday). */
export const startOfWeekSunday = (date: Date): Date =>
  new Date(date.getFullYear(), date.getMonth(), date.getDate() - date.getDay());

export const isSameLocalDay = (a: Date | string | number, b: Date | string | number): boolean => {
  const left = toDate(a);
  const right = toDate(b);
  return left !== null && right !== null && toIsoDate(left) === toIsoDate(right);
};

const DAY_PERIODS: Record<Language, [string, string]> = { en: ['AM', 'PM'], es: ['a.m.', 'p.m.'] };

/**
 * An HH:MM business-hours time in 12-hour form (spec §2 profile): '08:00' -> '8:00 AM', in
 * Spanish '8:00 a.m.' (as es-US writes it).
 */
export const formatTime12h = (time: string, language: Language = 'en'): string => {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time);
  if (!match) return time;
  const hours = Number(match[1]);
  const [am, pm] = DAY_PERIODS[language];
  const suffix = hours >= 12 ? pm : am;
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${match[2]} ${suffix}`;
};
