// What this process knows of each owner's change number (issue 12, decision 044). Embedded
// PGlite belongs to one server process, and every write of an owner's data takes its number in
// writeOwned (db/changes.ts), which tells this object once the write has committed: so the process
// knows every owner's number exactly and a read needs no query for it. On PostgreSQL several
// processes may share the database, so nothing is known and every read asks the database.

export type ChangeNumbers = {
  /** True when this process sees every write (PGlite): what it knows is exact. */
  readonly exact: boolean;
  /** The owner's last committed change number when this process knows it exactly. */
  known(ownerId: string): number | undefined;
  /** A committed change number this process read or wrote (an older one than known is ignored). */
  saw(ownerId: string, version: number): void;
};

/** A database other processes may write too (PostgreSQL): nothing is known. */
export const sharedChangeNumbers: ChangeNumbers = {
  exact: false,
  known: () => undefined,
  saw: () => undefined,
};

/** Owners remembered at most; past it all are forgotten (then read again, one query each). */
const OWNERS_MAX = 100_000;

/** A database only this process writes (PGlite). */
export function ownChangeNumbers(): ChangeNumbers {
  const numbers = new Map<string, number>();
  return {
    exact: true,
    known: (ownerId) => numbers.get(ownerId),
    saw(ownerId, version) {
      // NOTE: numbers only grow. A read that started before a write may finish after the
      // write's commit was noted; keeping the larger one never steps back to the older number.
      const current = numbers.get(ownerId);
      if (current !== undefined && current >= version) return;
      if (current === undefined && numbers.size >= OWNERS_MAX) numbers.clear();
      numbers.set(ownerId, version);
    },
  };
}
