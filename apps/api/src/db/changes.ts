// The change numbers behind the delta sync (GET /api/sync, issue 9): every write of an owner's
// customers, jobs or business profile goes through writeOwned, so a pull never misses one.
import type { Db, Queryable } from './db.ts';

/** What a write did: changed: false means it found nothing to do and took no number. */
export type Written<T> = { changed: boolean; value: T };

export type DeletedKind =
  'customer' | 'job' | 'series' | 'document' | 'payment' | 'quote' | 'photo';

/**
 * The tables of owners' data: the sync pull, the list tags and the kept answers read them at the
 * owner's change number, so every INSERT, UPDATE and DELETE on them runs inside writeOwned (its
 * transaction, after it took the number). `apps/api/test/owned-writes.test.ts` fails on any
 * write to one of them outside it. A new table of owners' data joins this list.
 */
export const OWNED_TABLES = [
  'customers',
  'jobs',
  'job_series',
  'documents',
  'document_counters',
  'payments',
  'quotes',
  'quote_counters',
  'photos',
  'business_profiles',
  'tombstones',
  'sync_state',
] as const;

export type OwnedTable = (typeof OWNED_TABLES)[number];

/** The statement every writeOwned transaction opens with: it takes the owner's next number. */
export const NEXT_CHANGE_NUMBER = `INSERT INTO sync_state (owner_id, version) VALUES ($1, 1)
  ON CONFLICT (owner_id) DO UPDATE SET version = sync_state.version + 1
  RETURNING version`;

class NothingWritten<T> {
  constructor(readonly written: Written<T>) {}
}

/**
 * Runs one write of an owner's data in one transaction that first takes the owner's next change
 * number and hands it to the work, which stamps it on every row (and tombstone) it writes.
 * NOTE: the sync_state row stays locked until commit, so one owner's writers commit in number
 * order: a reader whose snapshot shows version v sees every change numbered up to v, and a
 * change committed late can never hide below a cursor already handed out.
 * Work that answers changed: false is rolled back, so its number is never used.
 */
export async function writeOwned<T, Read extends object = never>(
  db: Db,
  ownerId: string,
  work: (tx: Queryable, seq: number, read: Read | undefined) => Promise<Written<T>>,
  /**
   * A row the work needs first, read and locked in the statement that takes the number (one
   * round trip less): a SELECT … FOR UPDATE whose $1 is the owner and whose `params` follow.
   */
  first?: { sql: string; params: unknown[] },
): Promise<Written<T>> {
  try {
    let version = 0;
    const written = await db.transaction(async (tx) => {
      const [row] = await tx.query<{ version: string | number; found?: boolean } & Read>(
        first
          ? `WITH numbered AS (${NEXT_CHANGE_NUMBER})
             SELECT numbered.version, read.* FROM numbered LEFT JOIN LATERAL (${first.sql}) read ON true`
          : NEXT_CHANGE_NUMBER,
        first ? [ownerId, ...first.params] : [ownerId],
      );
      version = Number(row?.version);
      const read = first && row?.found ? (row as Read) : undefined;
      const result = await work(tx, version, read);
      if (!result.changed) throw new NothingWritten(result);
      return result;
    });
    // Committed: from now on a read in this process counts with it (decision 044).
    db.changeNumbers.saw(ownerId, version);
    return written;
  } catch (error) {
    if (error instanceof NothingWritten) return error.written as Written<T>;
    throw error;
  }
}

/**
 * The owner's last change number as `runner` sees it (in a snapshot: the snapshot's); 0 for an
 * owner who never wrote.
 */
export async function ownerVersion(runner: Queryable, ownerId: string): Promise<number> {
  const [row] = await runner.query<{ version: string | number }>(
    'SELECT version FROM sync_state WHERE owner_id = $1',
    [ownerId],
  );
  return row ? Number(row.version) : 0;
}

/**
 * The owner's last committed change number, without a query when this process knows it
 * (PGlite, decision 044). Read it BEFORE the data it tags: the data can then only be newer.
 */
export async function currentVersion(db: Db, ownerId: string): Promise<number> {
  const known = db.changeNumbers.known(ownerId);
  if (known !== undefined) return known;
  const version = await ownerVersion(db, ownerId);
  db.changeNumbers.saw(ownerId, version);
  return version;
}

/** Records deleted ids, so a pull tells other devices and a retried create cannot revive them. */
export async function addTombstones(
  tx: Queryable,
  ownerId: string,
  kind: DeletedKind,
  ids: string[],
  seq: number,
): Promise<void> {
  if (ids.length === 0) return;
  await tx.query(
    `INSERT INTO tombstones (owner_id, kind, id, change_seq)
     SELECT $1, $2, id, $4 FROM unnest($3::text[]) AS gone (id)
     ON CONFLICT (owner_id, kind, id)
       DO UPDATE SET change_seq = EXCLUDED.change_seq, deleted_at = now()`,
    [ownerId, kind, ids, seq],
  );
}

export async function isDeleted(
  tx: Queryable,
  ownerId: string,
  kind: DeletedKind,
  id: string,
): Promise<boolean> {
  const rows = await tx.query(
    'SELECT 1 FROM tombstones WHERE owner_id = $1 AND kind = $2 AND id = $3',
    [ownerId, kind, id],
  );
  return rows.length > 0;
}

/**
 * Whether a create must answer "deleted" (409 record_deleted): the id has a tombstone and the
 * create does not ask to restore it. A restore (decision 047) takes the tombstone away in the
 * create's transaction, so the record comes back with its id and the next pull brings it.
 */
export async function refusesDeleted(
  tx: Queryable,
  ownerId: string,
  kind: DeletedKind,
  id: string,
  restore: boolean | undefined,
): Promise<boolean> {
  if (!restore) return isDeleted(tx, ownerId, kind, id);
  await tx.query('DELETE FROM tombstones WHERE owner_id = $1 AND kind = $2 AND id = $3', [
    ownerId,
    kind,
    id,
  ]);
  return false;
}

/** Runs a DELETE … RETURNING id and leaves a tombstone for each row it deleted; answers the count. */
export async function deleteWithTombstones(
  tx: Queryable,
  ownerId: string,
  kind: DeletedKind,
  seq: number,
  sql: string,
  params: unknown[],
): Promise<number> {
  const rows = await tx.query<{ id: string }>(sql, params);
  await addTombstones(
    tx,
    ownerId,
    kind,
    rows.map((row) => row.id),
    seq,
  );
  return rows.length;
}

/**
 * Deletes one record of the owner by id with its tombstone, in one write; `dependents` first
 * deletes (and tombstones) what goes with it, e.g. a customer's jobs. False when the owner has no
 * such record (then nothing is deleted).
 */
export async function deleteRecord(
  db: Db,
  ownerId: string,
  kind: DeletedKind,
  table: 'customers' | 'jobs' | 'job_series' | 'documents' | 'payments' | 'quotes' | 'photos',
  id: string,
  dependents?: (tx: Queryable, seq: number) => Promise<unknown>,
): Promise<boolean> {
  const { changed } = await writeOwned(db, ownerId, async (tx, seq) => {
    await dependents?.(tx, seq);
    const deleted = await deleteWithTombstones(
      tx,
      ownerId,
      kind,
      seq,
      `DELETE FROM ${table} WHERE owner_id = $1 AND id = $2 RETURNING id`,
      [ownerId, id],
    );
    return { changed: deleted > 0, value: undefined };
  });
  return changed;
}

/** A create a client may retry: the record, and whether this request made it (201) or found it (200). */
export type Created<T> = { record: T; created: boolean };
