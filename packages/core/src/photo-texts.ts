// The words of proof of work (issue 27, decision 067) printed for the customer, in their
// language: the receipt's sign-off line, the same on the public page (server) and the PDF (phone).
import type { Language } from './constants.ts';
import type { JobSignature } from './photos.ts';

export const PHOTO_TEXTS = {
  en: {
    photos: 'Photos',
    signature: 'Signature',
    labels: { before: 'Before', after: 'After', other: 'Other', signature: 'Signature' },
    signedBy: (name: string, when: string) => `Signed by ${name}, ${when}`,
  },
  es: {
    photos: 'Fotos',
    signature: 'Firma',
    labels: { before: 'Antes', after: 'Después', other: 'Otra', signature: 'Firma' },
    signedBy: (name: string, when: string) => `Firmado por ${name}, ${when}`,
  },
} as const;

const MONTHS = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  es: ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sept', 'oct', 'nov', 'dic'],
} as const;

/** The wall-clock parts of a moment in a time zone (the device's own when none is given). */
function wallClock(at: Date, timeZone?: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    ...(timeZone ? { timeZone } : {}),
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value ?? '0');
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour') % 24,
    minute: part('minute'),
  };
}

/**
 * A moment as the sign-off line prints it: "Nov 27, 2026, 3:42 p.m." in English, "27 nov 2026,
 * 3:42 p. m." in Spanish. Written out, not left to Intl, so every device and the server print the
 * same words.
 */
export function formatSignedAt(
  value: string | Date,
  language: Language,
  timeZone?: string,
): string {
  const at = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(at.getTime())) return '';
  const { year, month, day, hour, minute } = wallClock(at, timeZone);
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  const time = `${hour12}:${String(minute).padStart(2, '0')}`;
  const monthName = MONTHS[language][month - 1] ?? '';
  if (language === 'es')
    return `${day} ${monthName} ${year}, ${time} ${hour < 12 ? 'a. m.' : 'p. m.'}`;
  return `${monthName} ${day}, ${year}, ${time} ${hour < 12 ? 'a.m.' : 'p.m.'}`;
}

/**
 * The receipt's sign-off line: "Signed by Maria Garcia, Nov 27, 2026, 3:42 p.m." /
 * "Firmado por Maria Garcia, 27 nov 2026, 3:42 p. m.". `timeZone` is an IANA zone; absent, the
 * device's own (the phone's PDF); the server passes the one the signer's clock was in.
 */
export function signedByLine(
  signature: Pick<JobSignature, 'name' | 'signedAt'>,
  language: Language,
  timeZone?: string,
): string {
  return PHOTO_TEXTS[language].signedBy(
    signature.name.trim(),
    formatSignedAt(signature.signedAt, language, timeZone),
  );
}
