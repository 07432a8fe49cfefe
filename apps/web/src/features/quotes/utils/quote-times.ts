import type { Formatters } from '#web/lib/format.ts';

/** An ISO timestamp as the owner's local day and time: 'Nov 23, 2026, 3:05 PM'. */
export const dayAndTime = (format: Formatters, iso: string): string => {
  const at = new Date(iso);
  const hhmm = `${String(at.getHours()).padStart(2, '0')}:${String(at.getMinutes()).padStart(2, '0')}`;
  return `${format.date(at)}, ${format.time(hhmm)}`;
};
