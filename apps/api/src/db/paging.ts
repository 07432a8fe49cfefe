// Keyset paging of the long lists (issue 12, decision 022): a cursor is the sort key of the last
// record sent, so the next page starts right after it with an index scan, however deep.
import { AppError } from '../lib/errors.ts';

export type Page<T> = { rows: T[]; next: string | undefined };
export type PageQuery = { limit?: number | undefined; cursor?: string | undefined };

/** The sort key of a record: [text or date, created_at in microseconds since 1970, id]. */
export type PageKey = [string, string, string];

export const encodeCursor = (key: PageKey) =>
  Buffer.from(JSON.stringify(key)).toString('base64url');

const BAD_CURSOR = 'cursor: must be a cursor from an earlier page';

export function decodeCursor(cursor: string, isFirst: (value: string) => boolean): PageKey {
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new AppError('validation_failed', BAD_CURSOR);
  }
  if (
    !Array.isArray(key) ||
    key.length !== 3 ||
    !key.every((part) => typeof part === 'string') ||
    !isFirst(key[0] as string) ||
    !/^-?\d{1,18}$/.test(key[1] as string)
  ) {
    throw new AppError('validation_failed', BAD_CURSOR);
  }
  return key as PageKey;
}

/** created_at as exact microseconds since 1970, as text (both drivers agree on text). */
export const MICROS = (column: string) =>
  `((extract(epoch FROM ${column}) * 1000000)::bigint)::text`;

/** The timestamptz of a cursor's microseconds. */
export const FROM_MICROS = (param: string) =>
  `('epoch'::timestamptz + ${param}::bigint * interval '1 microsecond')`;

/** Cuts the limit + 1 rows read to a page of limit, with the cursor of its last row. */
export function toPage<T>(
  rows: Array<T & { page_key?: string[] }>,
  limit: number | undefined,
): Page<T> {
  if (limit === undefined) return { rows, next: undefined };
  const kept = rows.slice(0, limit);
  const last = rows.length > limit ? kept[limit - 1]?.page_key : undefined;
  for (const row of kept) delete row.page_key;
  return { rows: kept, next: last ? encodeCursor(last as PageKey) : undefined };
}
