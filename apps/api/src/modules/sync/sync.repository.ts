import type { DeletedKind } from '../../db/changes.ts';
import type { Db, Queryable } from '../../db/db.ts';

/** The largest change number (a bigint). */
const MAX_CHANGE_NUMBER = '9223372036854775807';

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

export type NumberedTable = (typeof NUMBERED)[number];

/**
 * The first `$3` change numbers after `$2` of each table, with the table's name, read from its
 * (owner_id, change_seq) index: the first `$3` of them all are among these, and a table with any
 * change after `$2` has its first one here. NOTE: without the per-table limit, a page sorted
 * every change after the cursor, so a big first pull (say, after an import of 100k jobs) read the
 * rest of the account on each page.
 */
const FIRST_CHANGES = NUMBERED.map(
  (table) =>
    `(SELECT '${table}' AS source, change_seq FROM ${table}
      WHERE owner_id = $1 AND change_seq > $2 ORDER BY change_seq LIMIT $3)`,
).join(' UNION ALL ');

/** Whether any table has a change after the page's end (none when the page has no end). */
const LATER_CHANGES = NUMBERED.map(
  (table) =>
    `(SELECT 1 FROM ${table}
      WHERE owner_id = $1 AND change_seq > (SELECT change_seq FROM page_end) LIMIT 1)`,
).join(' UNION ALL ');

/**
 * A pull's plan in one statement (decision 071): the owner's number, where the page ends (its
 * `$3`-th change, when later changes follow) and which tables hold its changes, so the pull reads
 * only those. `$4` is the largest change number, for a page without an end.
 */
const PLAN = `WITH firsts AS (${FIRST_CHANGES}),
  page_end AS (SELECT change_seq FROM firsts ORDER BY change_seq OFFSET $3 - 1 LIMIT 1)
  SELECT (SELECT version FROM sync_state WHERE owner_id = $1) AS version,
    (SELECT change_seq FROM page_end) AS page_end,
    EXISTS (${LATER_CHANGES}) AS more,
    ARRAY(SELECT DISTINCT source FROM firsts
          WHERE change_seq <= coalesce((SELECT change_seq FROM page_end), $4)) AS sources`;

/** What a pull reads, in the pull's snapshot. */
export type PullPlan = {
  /** The owner's last change number; 0 for an owner who never wrote. */
  version: number;
  /** Where the page ends when changes with higher numbers follow; undefined when all fit. */
  pageEnd: number | undefined;
  /** The tables holding changes of the page: the others are not read. */
  sources: ReadonlySet<NumberedTable>;
};

/**
 * The planner settings of a pull's snapshot. NOTE: without statistics (PGlite never analyzes;
 * PostgreSQL not yet, right after a big import) the planner guesses a few hundred changes after
 * any cursor, and reads them all with a bitmap scan and a sort rather than the first ones in index
 * order. Off for the pull, whose every read is a range of (owner_id, change_seq).
 */
const PULL_SETTINGS = 'SET LOCAL enable_bitmapscan = off';

export function createSyncRepository(db: Db) {
  return {
    /** One read-only snapshot for a whole pull, so its parts agree with each other. */
    inSnapshot: <T>(work: (tx: Queryable) => Promise<T>) => db.snapshot(work, PULL_SETTINGS),

    /**
     * The plan of a page of at most `limit` changes after `after`. A page ends on a whole number,
     * so one transaction's rows are never split across pages.
     */
    async plan(tx: Queryable, ownerId: string, after: number, limit: number): Promise<PullPlan> {
      const [row] = await tx.query<{
        version: string | number | null;
        page_end: string | number | null;
        more: boolean;
        sources: NumberedTable[];
      }>(PLAN, [ownerId, after, limit, MAX_CHANGE_NUMBER]);
      return {
        version: row?.version == null ? 0 : Number(row.version),
        pageEnd: row?.more && row.page_end != null ? Number(row.page_end) : undefined,
        sources: new Set(row?.sources ?? []),
      };
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
