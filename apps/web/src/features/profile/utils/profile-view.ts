// How the view mode writes the profile (spec §2): 12-hour hours, rates, the website link.
import { formatTime12h, type BusinessHoursDay } from '@jobtrack/core';

/**
 * '8:00 AM - 5:00 PM', or null for a closed day (the screen says 'Closed'); `time` writes one
 * time in the UI's language (lib/format.ts).
 */
export const hoursText = (
  day: BusinessHoursDay,
  time: (value: string) => string = formatTime12h,
): string | null => (day.closed ? null : `${time(day.open)} - ${time(day.close)}`);

/** '75' or '80.50': whole amounts without cents, others with two decimals. */
export const formatRate = (amount: number): string =>
  Number.isInteger(amount) ? String(amount) : amount.toFixed(2);

/**
 * The website as a link target, only when it is an http(s) address: anything else (a
 * 'javascript:' link from an old copy) is never made clickable.
 */
export const websiteHref = (website: string): string | null => {
  try {
    const url = new URL(website);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
};

/** The website without its scheme, as people write it. */
export const websiteLabel = (website: string): string =>
  website.replace(/^https?:\/\//i, '').replace(/\/$/, '');
