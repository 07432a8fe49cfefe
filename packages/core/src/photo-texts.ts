// The words of proof of work (issue 27) that the server's public page and the phone's PDF both
// print, so the customer reads the same words on either: the signed line of a receipt, the
// heading of the photos the owner chose to show.
import type { Language } from './constants.ts';
import { formatDate } from './dates.ts';
import type { JobSignature } from './photos.ts';

export const PHOTO_TEXTS = {
  en: {
    signedBy: 'Signed by',
    photos: 'Photos',
    signature: 'Signature',
    dayPeriods: ['a.m.', 'p.m.'],
  },
  es: {
    signedBy: 'Firmado por',
    photos: 'Fotos',
    signature: 'Firma',
    dayPeriods: ['a. m.', 'p. m.'],
  },
} as const satisfies Record<
  Language,
  { signedBy: string; photos: string; signature: string; dayPeriods: readonly [string, string] }
>;

type Moment = { year: number; month: number; day: number; hour: number; minute: number };

/** The instant's calendar parts in `timeZone` (an IANA name), else in the device's own zone. */
function momentOf(date: Date, timeZone?: string): Moment {
  if (!timeZone) {
    return {
      year: date.getFullYear(),
      month: date.getMonth() + 1,
      day: date.getDate(),
      hour: date.getHours(),
      minute: date.getMinutes(),
    };
  }
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((item) => item.type === type)?.value ?? 0);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour') % 24,
    minute: part('minute'),
  };
}

/** '3:42 p.m.' in English, '3:42 p. m.' in Spanish. */
function formatClock({ hour, minute }: Moment, language: Language): string {
  const [am, pm] = PHOTO_TEXTS[language].dayPeriods;
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${hour12}:${String(minute).padStart(2, '0')} ${hour >= 12 ? pm : am}`;
}

/**
 * The receipt's signed line: "Signed by Maria Garcia, Nov 27, 2026, 3:42 p.m." /
 * "Firmado por Maria Garcia, 27 nov 2026, 3:42 p. m.", the time in `timeZone` when given (the
 * server names the owner's), else in the device's zone. '' when `signedAt` is not a time.
 */
export function signedByLine(
  signature: JobSignature,
  language: Language,
  timeZone?: string,
): string {
  const date = new Date(signature.signedAt);
  if (Number.isNaN(date.getTime())) return '';
  const moment = momentOf(date, timeZone);
  const day = formatDate(new Date(moment.year, moment.month - 1, moment.day), language);
  const words = PHOTO_TEXTS[language].signedBy;
  return `${words} ${signature.name.trim()}, ${day}, ${formatClock(moment, language)}`;
}
