// What the API keeps in memory at an owner's change number (decisions 021, 044, 054): dashboard
// stats, "no series is due today", customers read by id. Every write of an owner's data takes the
// owner's next change number in writeOwned (changes.ts), so a value computed after reading number
// v is still what the database holds while the owner's number is v. The caller reads the number
// BEFORE the data: the data can then only be newer than the number it is kept at, never older.
// One helper for all of them, so the rule and the memory bound are written once.

export type KeptByChangeNumber<T> = {
  /** The value kept for the owner's `key`, if it was kept at exactly `version`. */
  get(ownerId: string, key: string, version: number): T | undefined;
  /** Keeps `value` at `version`; what the owner had kept at another number is dropped. */
  keep(ownerId: string, key: string, version: number, value: T): void;
  /** The kept value at `version`, else `read()`'s answer, kept when there is one. */
  read<R extends T | undefined>(
    ownerId: string,
    key: string,
    version: number,
    read: () => Promise<R>,
  ): Promise<R>;
};

export type KeptOptions<T> = {
  /** Values kept at most, all owners together; past it all are dropped (then read again). */
  max: number;
  /** For values a caller may change: each is copied when kept and when handed out. */
  copy?: (value: T) => T;
};

export function keptByChangeNumber<T>({ max, copy }: KeptOptions<T>): KeptByChangeNumber<T> {
  // Per owner, one change number and the values kept at it: a new number drops the older ones.
  const owners = new Map<string, { version: number; values: Map<string, T> }>();
  let count = 0;
  const out = (value: T) => (copy ? copy(value) : value);

  const kept: KeptByChangeNumber<T> = {
    get(ownerId, key, version) {
      const held = owners.get(ownerId);
      const value = held?.version === version ? held.values.get(key) : undefined;
      return value === undefined ? undefined : out(value);
    },

    keep(ownerId, key, version, value) {
      if (count >= max) {
        owners.clear();
        count = 0;
      }
      let held = owners.get(ownerId);
      if (held?.version !== version) {
        count -= held?.values.size ?? 0;
        held = { version, values: new Map() };
        owners.set(ownerId, held);
      }
      if (!held.values.has(key)) count += 1;
      held.values.set(key, out(value));
    },

    async read<R extends T | undefined>(
      ownerId: string,
      key: string,
      version: number,
      read: () => Promise<R>,
    ) {
      const hit = kept.get(ownerId, key, version);
      // A kept value is one `read` answered before (or its copy).
      if (hit !== undefined) return hit as R;
      const value = await read();
      if (value !== undefined) kept.keep(ownerId, key, version, value);
      return value;
    },
  };
  return kept;
}
