import { ownerVersion } from '../../db/changes.ts';
import type { Db, Queryable } from '../../db/db.ts';

/** Every change number of an owner's data after `$2`: rows written and tombstones. */
const CHANGES = `
  SELECT change_seq FROM customers WHERE owner_id = $1 AND change_seq > $2
  UNION ALL SELECT change_seq FROM jobs WHERE owner_id = $1 AND change_seq > $2
  UNION ALL SELECT change_seq FROM business_profiles WHERE owner_id = $1 AND change_seq > $2
  UNION ALL SELECT change_seq FROM documents WHERE owner_id = $1 AND change_seq > $2
  UNION ALL SELECT change_seq FROM job_series WHERE owner_id = $1 AND change_seq > $2
  UNION ALL SELECT change_seq FROM payments WHERE owner_id = $1 AND change_seq > $2
  UNION ALL SELECT change_seq FROM tombstones WHERE owner_id = $1 AND change_seq > $2`;

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
      const [last] = await tx.query<{ change_seq: string | number }>(
        `SELECT change_seq FROM (${CHANGES}) AS changes ORDER BY change_seq OFFSET $3 LIMIT 1`,
        [ownerId, after, limit - 1],
      );
      if (!last) return undefined;
      const end = Number(last.change_seq);
      const later = await tx.query(`SELECT 1 FROM (${CHANGES}) AS changes LIMIT 1`, [ownerId, end]);
      return later.length > 0 ? end : undefined;
    },

    /** The ids deleted after change `after` up to change `upTo`, in change order. */
    deleted(tx: Queryable, ownerId: string, after: number, upTo: number) {
      return tx.query<{ kind: 'customer' | 'job' | 'series' | 'document' | 'payment'; id: string }>(
        `SELECT kind, id FROM tombstones
         WHERE owner_id = $1 AND change_seq > $2 AND change_seq <= $3
         ORDER BY change_seq, id`,
        [ownerId, after, upTo],
      );
    },
  };
}

export type SyncRepository = ReturnType<typeof createSyncRepository>;
