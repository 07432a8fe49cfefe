// Records read by id, kept at the owner's change number they were read at (issue 12, decision
// 044), on PGlite only: there the process knows every owner's number exactly (change-numbers.ts),
// and any write of the owner's data takes a new one, so a record kept at the owner's current
// number is the record in the database. On PostgreSQL every read asks the database.
import { currentVersion } from './changes.ts';
import type { Db } from './db.ts';

/** Records kept at most, all owners together; past it all are dropped. */
const RECORDS_MAX = 20_000;

export function keptRecords<T extends object>(db: Db) {
  const owners = new Map<string, { version: number; records: Map<string, T> }>();
  let count = 0;
  return {
    /** The owner's record `id`: kept if still current, else `read` (and kept). */
    async get(ownerId: string, id: string, read: () => Promise<T | undefined>) {
      if (!db.changeNumbers.exact) return read();
      // NOTE: the number first, the record after: the record can only be newer than its number.
      const version = await currentVersion(db, ownerId);
      const held = owners.get(ownerId);
      const hit = held?.version === version ? held.records.get(id) : undefined;
      // A copy, so a caller that changes its answer never changes the kept record.
      if (hit) return { ...hit };
      const record = await read();
      if (!record) return undefined;
      if (count >= RECORDS_MAX) {
        owners.clear();
        count = 0;
      }
      let kept = owners.get(ownerId);
      if (kept?.version !== version) {
        count -= kept?.records.size ?? 0;
        kept = { version, records: new Map() };
        owners.set(ownerId, kept);
      }
      if (!kept.records.has(id)) count += 1;
      kept.records.set(id, { ...record });
      return record;
    },
  };
}
