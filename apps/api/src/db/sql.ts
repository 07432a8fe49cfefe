// SQL fragments that make both engines answer the same JSON (pg returns numeric as text,
// PGlite as numbers; timestamps and dates become ISO strings here, not in each driver).

/** A timestamptz column as an ISO 8601 UTC string with milliseconds. */
export const isoTimestamp = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A date column as yyyy-MM-dd. */
export const isoDate = (column: string) => `to_char(${column}, 'YYYY-MM-DD')`;

/** A numeric column as a JSON number (null stays null). */
export const asNumber = (column: string) => `(${column})::float8`;
