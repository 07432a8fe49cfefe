import { z } from 'zod';

// Edits merge by field (issue 23, decision 047): an update may carry `base`, the values the device
// last saw of the fields it changes. The server writes a field when its value still equals the
// base (or already equals the new value); otherwise it keeps its own value and says so in
// `conflicts`, so the device whose value was replaced is told.

/** A value of a record's field as the wire carries it (text, number, flag, null, list, object). */
export const fieldValue = z.unknown();

/** `base`: the values the device last saw of the fields it changes, by wire field name. */
export const baseValues = z
  .record(z.string().max(64), fieldValue)
  .describe(
    'The values this device last saw of the fields it changes. A field whose stored value is neither its base nor the new value is kept and reported in conflicts.',
  );

/** A field both sides changed: the stored value stands (theirs), the sent one (mine) does not. */
export const fieldConflict = z.object({
  field: z.string(),
  mine: fieldValue,
  theirs: fieldValue,
});

/** What an update answers besides the record: present only when some field was kept. */
export const conflictsField = {
  conflicts: z
    .array(fieldConflict)
    .optional()
    .describe(
      'Fields another device changed since `base`: their value was kept, not the one sent.',
    ),
};

export type BaseValues = z.output<typeof baseValues>;
export type FieldConflict = z.output<typeof fieldConflict>;

const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T/;

/**
 * One value as the merge compares it: empty text and absence are null, money and hours are
 * numbers (to 4 decimals), timestamps are instants (any offset
 * or precision), lists and objects their JSON with sorted keys.
 */
export const comparableValue = (value: unknown): unknown => {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'number') return Math.round(value * 10_000) / 10_000;
  if (typeof value === 'string') {
    if (ISO_TIMESTAMP.test(value)) {
      const time = Date.parse(value);
      if (!Number.isNaN(time)) return `@${time}`;
    }
    return value;
  }
  if (typeof value === 'object') return JSON.stringify(sortedKeys(value));
  return value;
};

const sortedKeys = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortedKeys((value as Record<string, unknown>)[key])]),
  );
};

/** Whether two field values are the same once normalised (comparableValue). */
export const sameFieldValue = (a: unknown, b: unknown): boolean =>
  comparableValue(a) === comparableValue(b);

/**
 * The three-way merge of one update: of `changes`, the fields to write, and the fields kept as
 * stored because another write changed them since `base`. A field without a base is written.
 */
export const mergeFields = <T extends Record<string, unknown>>(
  stored: Readonly<Record<string, unknown>>,
  changes: T,
  base: BaseValues | undefined,
): { write: Partial<T>; conflicts: FieldConflict[] } => {
  if (!base) return { write: changes, conflicts: [] };
  const write: Partial<T> = {};
  const conflicts: FieldConflict[] = [];
  for (const field of Object.keys(changes) as (keyof T & string)[]) {
    const mine = changes[field];
    if (mine === undefined) continue;
    const theirs = stored[field] ?? null;
    if (
      !Object.hasOwn(base, field) ||
      sameFieldValue(theirs, base[field]) ||
      sameFieldValue(theirs, mine)
    ) {
      write[field] = mine;
    } else {
      conflicts.push({ field, mine, theirs });
    }
  }
  return { write, conflicts };
};
