// Repeating visits (issue 14, decision 030). A series is a rule over local calendar days: every
// date is computed on year/month/day numbers (UTC arithmetic on day numbers, never on instants),
// so a daylight-saving change can never move a weekly visit to another weekday.
import { WEEKDAYS } from './constants.ts';
import type { BusinessProfile } from './entities.ts';

/** Which of its month's weekdays the day of the month is: 1 for the first Tuesday … 5 for a fifth. */
export const weekdayOfMonth = (dayOfMonth: number): number => Math.ceil(dayOfMonth / 7);

export type RecurrenceEnd =
  | { type: 'never' }
  /** Total visits in the series, 1..500. */
  | { type: 'count'; count: number }
  /** yyyy-MM-dd, inclusive. */
  | { type: 'until'; date: string };

export type RecurrenceRule = {
  frequency: 'weekly' | 'monthly';
  /** Every N weeks (1..52) / every N months (1..12). */
  interval: number;
  /** Monthly only; dayOfMonth on the 31st gives the last day of shorter months. */
  monthlyBy?: 'dayOfMonth' | 'weekdayOfMonth';
  end: RecurrenceEnd;
};

export type JobSeries = {
  id: string;
  customerId: string;
  serviceType: string;
  price: number;
  notes: string;
  /** yyyy-MM-dd, the first visit; fixes the weekday / day of month / nth weekday. */
  startDate: string;
  /** HH:mm. */
  startTime?: string;
  /** HH:mm. */
  windowEnd?: string;
  rule: RecurrenceRule;
  /** The last date visits were created for: nothing is ever re-created on or before it. */
  generatedThrough: string | null;
  createdAt: string;
  updatedAt: string;
};

export const SERIES_ID_PREFIX = 'series-';
export const RECURRENCE_LIMITS = {
  weeklyInterval: { min: 1, max: 52 },
  monthlyInterval: { min: 1, max: 12 },
  count: { min: 1, max: 500 },
  /** The rolling window: at least this many days ahead… */
  windowDays: 56,
  /** …and at least this many upcoming visits. */
  windowVisits: 6,
} as const;

// ---- calendar-day arithmetic ------------------------------------------------------------------

type Ymd = { y: number; m: number; d: number }; // m: 1..12

const DAY_MS = 86_400_000;
const DAY_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

const parseDay = (value: string): Ymd => {
  const match = DAY_RE.exec(value);
  if (!match) throw new RangeError(`not a yyyy-MM-dd date: ${value}`);
  return { y: Number(match[1]), m: Number(match[2]), d: Number(match[3]) };
};

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');
const formatDay = ({ y, m, d }: Ymd): string => `${pad(y, 4)}-${pad(m)}-${pad(d)}`;

/** Days since 1970-01-01 of a calendar day (no time zone involved). */
const dayNumber = ({ y, m, d }: Ymd): number => Math.round(Date.UTC(y, m - 1, d) / DAY_MS);
const fromDayNumber = (n: number): Ymd => {
  const date = new Date(n * DAY_MS);
  return { y: date.getUTCFullYear(), m: date.getUTCMonth() + 1, d: date.getUTCDate() };
};

const daysInMonth = (y: number, m: number): number => new Date(Date.UTC(y, m, 0)).getUTCDate();
/** 0 = Sunday … 6 = Saturday. */
const weekdayOf = (ymd: Ymd): number => (((dayNumber(ymd) + 4) % 7) + 7) % 7;

/** `date` plus `days` calendar days (yyyy-MM-dd). */
export const addCalendarDays = (date: string, days: number): string =>
  formatDay(fromDayNumber(dayNumber(parseDay(date)) + days));

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export const calendarDaysBetween = (from: string, to: string): number =>
  dayNumber(parseDay(to)) - dayNumber(parseDay(from));

/** 0 = Sunday … 6 = Saturday of a yyyy-MM-dd day. */
export const calendarWeekday = (date: string): number => weekdayOf(parseDay(date));

// ---- the rule -------------------------------------------------------------------------------

/** The k-th visit (0-based) of a series as a day, before its end is applied. */
const nthVisit = (startDate: string, rule: RecurrenceRule, k: number): string => {
  const start = parseDay(startDate);
  if (rule.frequency === 'weekly') {
    return formatDay(fromDayNumber(dayNumber(start) + k * 7 * rule.interval));
  }
  const monthIndex = start.m - 1 + k * rule.interval;
  const y = start.y + Math.floor(monthIndex / 12);
  const m = (monthIndex % 12) + 1;
  const last = daysInMonth(y, m);
  if (rule.monthlyBy === 'weekdayOfMonth') {
    // The nth weekday of the start date (e.g. the 2nd Tuesday); a 5th that a month lacks is
    // that month's last such weekday.
    const nth = weekdayOfMonth(start.d);
    const weekday = weekdayOf(start);
    const firstWeekday = weekdayOf({ y, m, d: 1 });
    let d = 1 + ((weekday - firstWeekday + 7) % 7) + (nth - 1) * 7;
    while (d > last) d -= 7;
    return formatDay({ y, m, d });
  }
  return formatDay({ y, m, d: Math.min(start.d, last) });
};

/** The index of the first visit on or after `from` (a lower bound; never skips one). */
const firstIndexFrom = (startDate: string, rule: RecurrenceRule, from: string): number => {
  if (from <= startDate) return 0;
  const start = parseDay(startDate);
  const f = parseDay(from);
  if (rule.frequency === 'weekly') {
    const days = dayNumber(f) - dayNumber(start);
    return Math.max(0, Math.floor(days / (7 * rule.interval)));
  }
  const months = (f.y - start.y) * 12 + (f.m - start.m);
  return Math.max(0, Math.floor(months / rule.interval) - 1);
};

const isWithinEnd = (rule: RecurrenceRule, k: number, date: string): boolean => {
  if (rule.end.type === 'count') return k < rule.end.count;
  if (rule.end.type === 'until') return date <= rule.end.date;
  return true;
};

/** Visit dates (yyyy-MM-dd, local calendar dates, so DST never moves a weekday) in [from, to]. */
export function seriesDates(
  series: Pick<JobSeries, 'startDate' | 'rule'>,
  from: string,
  to: string,
): string[] {
  const { startDate, rule } = series;
  const dates: string[] = [];
  if (to < from || to < startDate) return dates;
  for (let k = firstIndexFrom(startDate, rule, from); ; k += 1) {
    const date = nthVisit(startDate, rule, k);
    if (date > to || !isWithinEnd(rule, k, date)) break;
    if (date >= from) dates.push(date);
  }
  return dates;
}

/** The rolling window: visits up to max(today + 8 weeks, the date of the 6th upcoming visit). */
export function generationHorizon(
  series: Pick<JobSeries, 'startDate' | 'rule'>,
  today: string,
): string {
  const { startDate, rule } = series;
  const base = addCalendarDays(today, RECURRENCE_LIMITS.windowDays);
  let seen = 0;
  let last = base;
  for (let k = firstIndexFrom(startDate, rule, today); ; k += 1) {
    const date = nthVisit(startDate, rule, k);
    // A rule that ends before its 6th upcoming visit has all of its visits in the window (a
    // monthly series "after 3 visits" gets 3, not the 2 within 8 weeks).
    if (!isWithinEnd(rule, k, date)) return last;
    if (date < today) continue;
    seen += 1;
    if (date > last) last = date;
    if (seen === RECURRENCE_LIMITS.windowVisits) return last;
  }
}

/**
 * The dates a top-up creates: those of the rule after `generatedThrough` (never one on or before
 * it, so a deleted visit is not re-created) up to the horizon. `through` is the new
 * generatedThrough (unchanged when nothing was due).
 */
export const datesToGenerate = (
  series: Pick<JobSeries, 'startDate' | 'rule' | 'generatedThrough'>,
  today: string,
): { dates: string[]; through: string | null } => {
  const horizon = generationHorizon(series, today);
  const from =
    series.generatedThrough === null
      ? series.startDate
      : addCalendarDays(series.generatedThrough, 1);
  if (series.generatedThrough !== null && series.generatedThrough >= horizon) {
    return { dates: [], through: series.generatedThrough };
  }
  return { dates: seriesDates(series, from, horizon), through: horizon };
};

// ---- deterministic visit ids --------------------------------------------------------------------

/** SHA-1 of a UTF-8 string, as 20 bytes (synchronous, the same in the browser and on the server). */
const utf8 = (text: string): number[] => {
  const out: number[] = [];
  for (const char of text) {
    const cp = char.codePointAt(0)!;
    if (cp < 0x80) out.push(cp);
    else if (cp < 0x800) out.push(0xc0 | (cp >> 6), 0x80 | (cp & 63));
    else if (cp < 0x10000) out.push(0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63));
    else {
      out.push(
        0xf0 | (cp >> 18),
        0x80 | ((cp >> 12) & 63),
        0x80 | ((cp >> 6) & 63),
        0x80 | (cp & 63),
      );
    }
  }
  return out;
};

const sha1 = (text: string): Uint8Array => {
  const bytes = utf8(text);
  const length = bytes.length;
  const words = new Uint32Array((((length + 8) >> 6) + 1) * 16);
  for (let i = 0; i < length; i += 1) words[i >> 2]! |= bytes[i]! << (24 - (i % 4) * 8);
  words[length >> 2]! |= 0x80 << (24 - (length % 4) * 8);
  words[words.length - 1] = length * 8;
  let [h0, h1, h2, h3, h4] = [0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476, 0xc3d2e1f0];
  const w = new Uint32Array(80);
  const rotl = (x: number, n: number) => (x << n) | (x >>> (32 - n));
  for (let block = 0; block < words.length; block += 16) {
    for (let t = 0; t < 16; t += 1) w[t] = words[block + t]!;
    for (let t = 16; t < 80; t += 1)
      w[t] = rotl(w[t - 3]! ^ w[t - 8]! ^ w[t - 14]! ^ w[t - 16]!, 1);
    let [a, b, c, d, e] = [h0, h1, h2, h3, h4];
    for (let t = 0; t < 80; t += 1) {
      const [f, k] =
        t < 20
          ? [(b & c) | (~b & d), 0x5a827999]
          : t < 40
            ? [b ^ c ^ d, 0x6ed9eba1]
            : t < 60
              ? [(b & c) | (b & d) | (c & d), 0x8f1bbcdc]
              : [b ^ c ^ d, 0xca62c1d6];
      const temp = (rotl(a, 5) + f + e + k + w[t]!) >>> 0;
      e = d;
      d = c;
      c = rotl(b, 30) >>> 0;
      b = a;
      a = temp;
    }
    h0 = (h0 + a) >>> 0;
    h1 = (h1 + b) >>> 0;
    h2 = (h2 + c) >>> 0;
    h3 = (h3 + d) >>> 0;
    h4 = (h4 + e) >>> 0;
  }
  const out = new Uint8Array(20);
  [h0, h1, h2, h3, h4].forEach((h, i) => {
    out[i * 4] = h >>> 24;
    out[i * 4 + 1] = (h >>> 16) & 0xff;
    out[i * 4 + 2] = (h >>> 8) & 0xff;
    out[i * 4 + 3] = h & 0xff;
  });
  return out;
};

/**
 * Deterministic job id for a visit, so each visit is created exactly once (decision 030): a job id
 * (`job-` + a UUID shaped as version 5) from the SHA-1 of the series id and the rule's date. The
 * device and the server make the same id, and the insert ignores one that exists.
 */
export function visitJobId(seriesId: string, date: string): string {
  const hash = sha1(`jobtrack-visit:${seriesId}:${date}`).slice(0, 16);
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = Array.from(hash, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `job-${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

// ---- working days ---------------------------------------------------------------------------

/** Whether the business is open on `date` (a day missing from the hours counts as open). */
export function isWorkingDay(date: string, hours: BusinessProfile['businessHours']): boolean {
  // calendarWeekday counts from Sunday (0); WEEKDAYS lists the week from Monday.
  const day = hours?.[WEEKDAYS[(calendarWeekday(date) + 6) % 7]!];
  return !day?.closed;
}

/** The next working day after `date` from the profile's businessHours (closed days skipped). */
export function nextWorkingDay(date: string, hours: BusinessProfile['businessHours']): string {
  for (let offset = 1; offset <= 7; offset += 1) {
    const next = addCalendarDays(date, offset);
    if (isWorkingDay(next, hours)) return next;
  }
  // Every day closed: the next day, rather than nowhere.
  return addCalendarDays(date, 1);
}

/** A series' rule with `days` added to its start (a day change or a rain delay for the following visits). */
export const shiftSeriesStart = <T extends Pick<JobSeries, 'startDate'>>(
  series: T,
  days: number,
): T => ({
  ...series,
  startDate: addCalendarDays(series.startDate, days),
});

/** A "this and following" change of a series, as the device and the server apply it. */
export type SeriesRuleChanges = {
  serviceType?: string;
  price?: number;
  notes?: string;
  /** HH:mm, or '' to clear. */
  startTime?: string;
  windowEnd?: string;
  /** Moves the following visits (and the rule) by N days. */
  weekdayShiftDays?: number;
  end?: RecurrenceEnd;
};

/** Whether `date` is a visit of the rule (its end included). */
export const isSeriesDate = (
  series: Pick<JobSeries, 'startDate' | 'rule'>,
  date: string,
): boolean => seriesDates(series, date, date).length === 1;

/** The rule's last visit on or before `after` when the rule has none in the year after it; else null. */
const lastDateWhenEnded = (series: Pick<JobSeries, 'startDate' | 'rule'>, after: string) => {
  if (seriesDates(series, addCalendarDays(after, 1), addCalendarDays(after, 400)).length > 0) {
    return null;
  }
  return (
    seriesDates(series, series.startDate, after).at(-1) ?? addCalendarDays(series.startDate, -1)
  );
};

/**
 * The series after a "this and following" change (decision 030). A shift moves the rule's start
 * and generatedThrough by the same days (the generated visits move with it, so none is made
 * twice); an end pushed later brings generatedThrough back to the old last visit, so the dates the
 * old end left out are generated.
 */
export const changeSeries = <T extends JobSeries>(
  old: T,
  changes: SeriesRuleChanges,
  nowIso: string,
): T => {
  const shift = changes.weekdayShiftDays ?? 0;
  const next: T = { ...old, rule: { ...old.rule }, updatedAt: nowIso };
  if (changes.serviceType !== undefined) next.serviceType = changes.serviceType.trim();
  if (changes.price !== undefined) next.price = changes.price;
  if (changes.notes !== undefined) next.notes = changes.notes.trim();
  if (changes.startTime !== undefined || changes.windowEnd !== undefined) {
    const start = (changes.startTime ?? old.startTime ?? '').trim();
    const end = (changes.windowEnd ?? old.windowEnd ?? '').trim();
    delete next.startTime;
    delete next.windowEnd;
    if (start) {
      next.startTime = start;
      if (end && end > start) next.windowEnd = end;
    }
  }
  if (shift !== 0) next.startDate = addCalendarDays(old.startDate, shift);
  if (changes.end !== undefined) next.rule.end = { ...changes.end };
  if (old.generatedThrough !== null) {
    let through = addCalendarDays(old.generatedThrough, shift);
    const oldLast = changes.end === undefined ? null : lastDateWhenEnded(old, old.generatedThrough);
    if (oldLast !== null) {
      const shifted = addCalendarDays(oldLast, shift);
      if (shifted < through) through = shifted;
    }
    next.generatedThrough = through;
  }
  return next;
};

/**
 * The day from which a top-up of this series has something to do (the server keeps it so a read
 * asks one indexed question): when the 8-week window passes generatedThrough, or when the next
 * visit is past and the 6-visit window may reach further. null when the rule has ended.
 */
export const topUpDue = (
  series: Pick<JobSeries, 'startDate' | 'rule' | 'generatedThrough'>,
  today: string,
): string | null => {
  const through = series.generatedThrough;
  if (through === null) return today;
  if (lastDateWhenEnded(series, through) !== null) return null;
  const byWindow = addCalendarDays(through, 1 - RECURRENCE_LIMITS.windowDays);
  const next = seriesDates(series, today, addCalendarDays(today, 400))[0];
  const byVisit = next === undefined ? byWindow : addCalendarDays(next, 1);
  const due = byWindow < byVisit ? byWindow : byVisit;
  return due > today ? due : addCalendarDays(today, 1);
};
