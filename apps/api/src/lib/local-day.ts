/** The user's "today" (docs/architecture.md §5): the date the client sent, else now shifted by its offset. */
export function localDay(query: {
  date?: string | undefined;
  utc_offset?: number | undefined;
}): string {
  if (query.date) return query.date;
  const shifted = new Date(Date.now() + (query.utc_offset ?? 0) * 60_000);
  return shifted.toISOString().slice(0, 10);
}

/** The Sunday that starts the week holding the given yyyy-MM-dd day. */
export function weekStart(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - date.getUTCDay());
  return date.toISOString().slice(0, 10);
}

/** The offset from UTC (minutes east) an ISO timestamp was written with; Z or none: 0. */
export const utcOffsetOf = (timestamp: string): number => {
  const match = /([+-])(\d{2}):?(\d{2})?$/.exec(timestamp.slice(16));
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? '0');
  return match[1] === '-' ? -minutes : minutes;
};
