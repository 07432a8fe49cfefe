// SQL fragments that make both engines answer the same JSON (pg returns numeric as text,
// PGlite as numbers; timestamps and dates become ISO strings here, not in each driver).

/** A timestamptz column as an ISO 8601 UTC string with milliseconds. */
export const isoTimestamp = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A date column as yyyy-MM-dd. */
export const isoDate = (column: string) => `to_char(${column}, 'YYYY-MM-DD')`;

/**
 * What a job is worth, in SQL: its actual cost, else its estimated cost, else 0 (spec §3, §9).
 * The one place this rule is written for queries (migration 017 keeps its own copy, to count the
 * totals once); `table` is the jobs table's alias when the query gives it one.
 */
export const jobAmount = (table?: string) => {
  const column = (name: string) => (table ? `${table}.${name}` : name);
  return `coalesce(${column('actual_cost')}, ${column('estimated_cost')}, 0)`;
};

/** A numeric column as a JSON number (null stays null). */
export const asNumber = (column: string) => `(${column})::float8`;

/**
 * For long lists (issue 12): a timestamptz as its UTC text, 'yyyy-MM-dd HH:mm:ss[.ffffff]', which
 * PostgreSQL makes several times faster than to_char; isoFromUtcText turns it into the same ISO
 * string isoTimestamp gives (milliseconds truncated, as to_char's MS does).
 */
export const utcText = (column: string) => `(${column} AT TIME ZONE 'UTC')::text`;

export function isoFromUtcText(text: string | null): string | null {
  if (text === null) return null;
  // 'yyyy-MM-dd HH:mm:ss' then, when the time has a fraction, '.f' to '.ffffff'.
  const fraction = text.length > 20 ? text.slice(20, 23).padEnd(3, '0') : '000';
  return `${text.slice(0, 10)}T${text.slice(11, 19)}.${fraction}Z`;
}
