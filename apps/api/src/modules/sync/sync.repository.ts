import { ownerVersion, type DeletedKind } from '../../db/changes.ts';
import type { Db, Queryable } from '../../db/db.ts';

/** The tables whose rows carry an owner's change numbers: rows written and tombstones. */
const NUMBERED = [
  'customers',
  'jobs',
  'business_profiles',
  'documents',
  'job_series',
  'payments',
  'quotes',
  'photos',
  'tombstones',
] as const;

/**
 * The first `$3` change numbers after `$2` of each table, read from its (owner_id, change_seq)
 * index: the first `$3` of them all are among these. NOTE: without the per-table limit, a page
 * sorted every change after the cursor, so a big first pull (say, after an import of 100k jobs)
 * read the rest of the account on each page.
 */
const FIRST_CHANGES = NUMBERED.map(
  (table) =>
    `(SELECT change_seq FROM ${table} WHERE owner_id = $1 AND change_seq > $2
      ORDER BY change_seq LIMIT $3)`,
).join(' UNION ALL ');

export function createSyncRepository(db: Db) {
  return {
    /** One read-only snapshot for a whole pull, so its parts agree with each other. */
    inSnapshot: <T>(work: (tx: Queryable) => Promise<T>) => db.snapshot(work),

    /** The owner's last change number; 0 for an owner who never wrote. */
    version: (tx: Queryable, ownerId: string): Promise<number> => ownerVersion(tx, ownerId),

    /**
     * Where a page of at most `limit` changes after `after` ends: the number of its last change,
     * when changes with higher numbers follow; undefined when everything fits. A page ends on a
     * whole number, so one transaction's rows are never split across pages.
     */
    async pageEnd(
      tx: Queryable,
      ownerId: string,
      after: number,
      limit: number,
    ): Promise<number | undefined> {
      // NOTE: without statistics (PGlite never analyzes; PostgreSQL not yet, right after a big
      // import) the planner guesses a few hundred changes after any cursor, and reads them all
      // with a bitmap scan and a sort rather than the first ones in index order. Off for these
      // two reads only, so each is a walk of at most `limit` index entries per table.
      await tx.query('SET LOCAL enable_bitmapscan = off');
      try {
        const [last] = await tx.query<{ change_seq: string | number }>(
          `SELECT change_seq FROM (${FIRST_CHANGES}) AS changes
           ORDER BY change_seq OFFSET $4 LIMIT 1`,
          [ownerId, after, limit, limit - 1],
        );
        if (!last) return undefined;
        const end = Number(last.change_seq);
        const later = await tx.query(`SELECT 1 FROM (${FIRST_CHANGES}) AS changes LIMIT 1`, [
          ownerId,
          end,
          1,
        ]);
        return later.length > 0 ? end : undefined;
      } finally {
        await tx.query('SET LOCAL enable_bitmapscan TO DEFAULT');
      }
    },

    /** The ids deleted after change `after` up to change `upTo`, in change order. */
    deleted(tx: Queryable, ownerId: string, after: number, upTo: number) {
      return tx.query<{ kind: DeletedKind; id: string }>(
        `SELECT kind, id FROM tombstones
         WHERE owner_id = $1 AND change_seq > $2 AND change_seq <= $3
         ORDER BY change_seq, id`,
        [ownerId, after, upTo],
      );
    },
  };
}

export type SyncRepository = ReturnType<typeof createSyncRepository>;
